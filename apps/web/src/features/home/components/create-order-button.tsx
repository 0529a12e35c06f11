// The create-order button (spec 3 §2.1): off while the restaurant is inactive; it opens the counter
// order flow (features/counter-order), loaded only when first pressed so /home stays light.
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth.ts';

const CounterOrderFlow = lazy(() => import('../../counter-order/components/counter-order-flow.tsx'));

export function CreateOrderButton({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const restaurant = useSession().data?.restaurant_detail ?? null;
  const button = (
    <Button
      variant="contained"
      color="secondary"
      startIcon={<AddShoppingCartIcon />}
      disabled={!active || restaurant === null}
      onClick={() => setOpen(true)}
      data-testid="create-order"
    >
      {t('home.createOrder')}
    </Button>
  );
  return (
    <>
      {active ? (
        button
      ) : (
        <Tooltip title={t('home.createOrderInactive')}>
          <span>{button}</span>
        </Tooltip>
      )}
      {open && restaurant && (
        <Suspense fallback={null}>
          <CounterOrderFlow
            idRestaurant={restaurant.id_restaurant}
            restaurantType={restaurant.restaurant_type}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
