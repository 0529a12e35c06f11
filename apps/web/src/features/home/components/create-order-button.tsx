// The create-order button (spec 3 §2.1): off while the restaurant is inactive. The counter order flow
// (receiving-method chooser, menu browser, cart) is a later issue; until then the chooser says so.
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function CreateOrderButton({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = (
    <Button
      variant="contained"
      color="secondary"
      startIcon={<AddShoppingCartIcon />}
      disabled={!active}
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
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth data-testid="create-order-dialog">
        <DialogTitle>{t('home.selectUsageMethod')}</DialogTitle>
        <DialogContent dividers>
          <Typography>{t('home.createOrderSoon')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('home.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
