// The Excel download: every order matching the applied filters, saved as OE_YYYYMMDD_HHmmss.xlsx.
// A download that takes over a second shows its progress (the bytes received so far).
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { OrderSearchBody } from '@noren/domain/orders/search';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../lib/toast.ts';
import { downloadOrders } from './api/export-orders.ts';

/** Progress shows only for a download still running after this long. */
const progressAfterMs = 1000;

export function ExportButton({ body }: { body: OrderSearchBody }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [showProgress, setShowProgress] = useState(false);
  const [received, setReceived] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  async function download() {
    setBusy(true);
    setReceived(0);
    timer.current = setTimeout(() => setShowProgress(true), progressAfterMs);
    try {
      await downloadOrders(body, setReceived);
    } catch (error) {
      toastError(error);
    } finally {
      clearTimeout(timer.current);
      setBusy(false);
      setShowProgress(false);
    }
  }

  return (
    <Box sx={{ minWidth: 200 }}>
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        onClick={download}
        disabled={busy}
        data-testid="search-order-export"
      >
        {t('search-order.export')}
      </Button>
      {showProgress && (
        <Box sx={{ mt: 1 }} data-testid="search-order-export-progress">
          <LinearProgress />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('search-order.exportProgress', { size: (received / 1024).toFixed(0) })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
