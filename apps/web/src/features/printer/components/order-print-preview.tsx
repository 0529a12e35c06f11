// The order print preview (spec 3 §2.3 'Order print preview with a Print button'): the selected
// order's slip as it prints (the domain's one layout, this browser's slip categories, the
// restaurant as issuer, 再発行 / REPRINT once the order has printed), printed through the browser
// on landscape paper. A browser print cannot be confirmed, so it never touches the print queue:
// auto-print keeps every order printed exactly once by the queue (features/printer/README.md).
// Loaded when first opened (order-print-preview-button.tsx): the slip layout and its SVG renderer
// stay out of /home's first paint.
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Order } from '@noren/domain/orders/schemas';
import { layoutSlip } from '@noren/domain/printing/slip';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { readSlipCategories, slipChoice } from '../slip-choice.ts';
import { useSlipRestaurant } from '../use-print-device.ts';
import { browserPrint, PrintSheet, printViewClass } from './print-sheet.tsx';
import { SlipPreview } from './slip-preview.tsx';

export interface OrderPrintPreviewProps {
  order: Order;
  onClose: () => void;
}

export function OrderPrintPreview({ order, onClose }: OrderPrintPreviewProps) {
  const { t } = useTranslation();
  const restaurant = useSlipRestaurant(order.id_restaurant);
  const slip = useMemo(
    () =>
      restaurant &&
      layoutSlip(order, restaurant, {
        ...slipChoice(readSlipCategories()),
        reprint: order.is_printed,
        printedAt: new Date(),
      }),
    [order, restaurant],
  );
  const title = t('printer.preview.title', { number: order.order_number });
  return (
    <Dialog open onClose={onClose} className={printViewClass} data-testid="order-print-preview" aria-label={title}>
      <PrintSheet page="landscape" />
      <DialogTitle data-print-hide>{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', minWidth: { sm: 360 } }}>
        {restaurant === null ? (
          <CircularProgress aria-label={t('printer.preview.loading')} />
        ) : slip ? (
          <SlipPreview slip={slip} label={t('printer.virtual.slip', { number: order.order_number })} />
        ) : (
          <Box data-testid="order-print-preview-nothing" sx={{ color: 'text.secondary', py: 2 }}>
            {t('printer.preview.nothing')}
          </Box>
        )}
      </DialogContent>
      <DialogActions data-print-hide>
        <Button onClick={onClose} data-testid="order-print-preview-close">
          {t('printer.preview.close')}
        </Button>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          disabled={!slip}
          onClick={() => browserPrint(() => toast(t('printer.printedFailed'), 'error'))}
          data-testid="order-print-preview-print"
        >
          {t('printer.preview.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
