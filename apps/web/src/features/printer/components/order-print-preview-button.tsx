// The order detail's button that opens the order print preview (spec 3 §2.3). The preview, with the
// slip layout and its SVG renderer, loads at the first opening (preloaded on hover or focus).
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Order } from '@noren/domain/orders/schemas';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loadPreview = () => import('./order-print-preview.tsx');
const OrderPrintPreview = lazy(() => loadPreview().then((module) => ({ default: module.OrderPrintPreview })));

export function OrderPrintPreviewButton({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = t('printer.preview.open');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          onClick={() => setOpen(true)}
          onMouseEnter={() => void loadPreview()}
          onFocus={() => void loadPreview()}
          aria-label={label}
          data-testid="detail-print-preview"
          sx={{ width: 52, height: 52, border: 2, borderColor: 'divider' }}
        >
          <ReceiptLongIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <OrderPrintPreview order={order} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
