// The barcode icon of the order detail (spec 3 §2.2, §6): for an order created by staff (its user
// id a temporary 'T…' one) that is not a free order, it shows the barcode payment screen again —
// the order's lines, its number large, no comment button (a view of an existing order).
import BarcodeIcon from '@mui/icons-material/BarcodeReader';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { isStaffUserId } from '@noren/domain/orders/lifecycle';
import type { Order } from '@noren/domain/orders/schemas';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderBarcodeItems } from '../barcode-pages.ts';
import { touchButton } from './touch-button.ts';

const BarcodeScreen = lazy(() => import('./barcode-screen.tsx').then((module) => ({ default: module.BarcodeScreen })));

export function BarcodeRedisplay({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!isStaffUserId(order.id_user) || order.is_free_food_order) return null;
  const label = t('counter-order.barcode.open');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          onClick={() => setOpen(true)}
          aria-label={label}
          data-testid="detail-barcode"
          sx={{ width: 52, height: 52, border: 2, borderColor: 'divider' }}
        >
          <BarcodeIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <BarcodeScreen
            title={t('counter-order.barcode.reprintTitle')}
            items={orderBarcodeItems(order)}
            orderNumber={order.order_number}
            onClose={() => setOpen(false)}
            actions={() => (
              <Button variant="contained" onClick={() => setOpen(false)} sx={touchButton}>
                {t('counter-order.close')}
              </Button>
            )}
            testId="barcode-redisplay"
          />
        </Suspense>
      )}
    </>
  );
}
