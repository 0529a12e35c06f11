// 'Select usage method' (spec 3 §2.3): the restaurant's active methods (table and delivery hidden)
// as big buttons, and 'Call number issue' for a free ticket.
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import TakeoutDiningIcon from '@mui/icons-material/TakeoutDiningOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { receivingMethodIds } from '@noren/domain/receiving-methods';
import { useTranslation } from 'react-i18next';
import { getStoredLanguage } from '../../../lib/language.ts';
import { useCounterMethods } from '../api/get-counter-methods.ts';
import type { CounterMethod } from '../draft.ts';
import { CounterDialog } from './counter-dialog.tsx';

export interface MethodChooserProps {
  idRestaurant: number;
  onChoose: (method: CounterMethod) => void;
  onClose: () => void;
}

const bigButton = {
  minHeight: 96,
  justifyContent: 'flex-start',
  gap: 1.5,
  px: 3,
  fontSize: '1.25rem',
  fontWeight: 800,
  borderRadius: 2,
  textAlign: 'left',
  '& .MuiButton-startIcon > *:nth-of-type(1)': { fontSize: 36 },
} as const;

export function MethodChooser({ idRestaurant, onChoose, onClose }: MethodChooserProps) {
  const { t } = useTranslation();
  const methods = useCounterMethods(idRestaurant);
  const language = getStoredLanguage();
  const callNumber = t('counter-order.method.callNumber');
  return (
    <CounterDialog title={t('counter-order.method.title')} testId="counter-method" onClose={onClose} maxWidth="sm">
      {methods.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress />
        </Box>
      )}
      {methods.isError && (
        <Alert severity="error" action={<Button onClick={() => methods.refetch()}>{t('counter-order.retry')}</Button>}>
          {t('counter-order.loadError')}
        </Alert>
      )}
      {methods.data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {methods.data.length === 0 && (
            <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
              {t('counter-order.method.none')}
            </Alert>
          )}
          {methods.data.map((method) => {
            const kind = language === 'en' ? method.method_name : method.method_name_jp;
            return (
              <Button
                key={method.id_restaurant_receiving_method}
                variant="contained"
                startIcon={
                  method.id_receiving_method === receivingMethodIds.take_out ? (
                    <TakeoutDiningIcon />
                  ) : (
                    <StorefrontIcon />
                  )
                }
                onClick={() =>
                  onChoose({
                    id_receiving_method: method.id_receiving_method,
                    id_restaurant_receiving_method: method.id_restaurant_receiving_method,
                    title: method.title,
                  })
                }
                data-testid={`counter-method-${method.id_receiving_method}`}
                sx={bigButton}
              >
                <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
                  <span>{method.title}</span>
                  {kind && kind !== method.title && (
                    <Box component="span" sx={{ fontSize: '0.85rem', fontWeight: 600, opacity: 0.85 }}>
                      {kind}
                    </Box>
                  )}
                </Box>
              </Button>
            );
          })}
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<ConfirmationNumberIcon />}
            onClick={() =>
              onChoose({ id_receiving_method: 'free', id_restaurant_receiving_method: null, title: callNumber })
            }
            data-testid="counter-method-free"
            sx={{ ...bigButton, borderWidth: 2 }}
          >
            {callNumber}
          </Button>
        </Box>
      )}
    </CounterDialog>
  );
}
