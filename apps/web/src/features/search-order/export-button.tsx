// The Excel download: every order matching the applied filters, written by the server as a file
// job whose progress (orders written of all) is shown; the file, OE_YYYYMMDD_HHmmss.xlsx, is saved
// when the job is done. The job goes on if the tab is closed, and the page opened again within the
// hour shows it again and still saves its file.
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { OrderSearchBody } from '@noren/domain/orders/search';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JobProgress } from '../../components/catalogue-files/job-progress.tsx';
import { useJobRun } from '../../components/catalogue-files/use-job-run.ts';
import { getStoredLanguage } from '../../lib/language.ts';
import { enqueueToast, serverMessage, toastError } from '../../lib/toast.ts';
import { saveOrderExport, startOrderExport } from './api/export-orders.ts';

export function ExportButton({ body, idRestaurant }: { body: OrderSearchBody; idRestaurant: number }) {
  const { t } = useTranslation();
  const [starting, setStarting] = useState(false);
  const run = useJobRun({
    memoryKey: `file_job_order_export_${idRestaurant}`,
    onDone: (job) => {
      saveOrderExport(job.result).catch(toastError);
    },
    onFailed: (job) => {
      if (job.error) enqueueToast(serverMessage(job.error, getStoredLanguage()), { variant: 'error' });
    },
  });

  async function download() {
    setStarting(true);
    try {
      run.start(await startOrderExport(body));
    } catch (error) {
      toastError(error);
    } finally {
      setStarting(false);
    }
  }

  return (
    <Box sx={{ minWidth: 200 }}>
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        onClick={download}
        disabled={starting || run.running}
        data-testid="search-order-export"
      >
        {t('search-order.export')}
      </Button>
      {run.running && (
        <Box sx={{ mt: 1, maxWidth: 320 }}>
          <JobProgress percent={run.percent} resumed={run.resumed} testId="search-order-export-progress" />
        </Box>
      )}
    </Box>
  );
}
