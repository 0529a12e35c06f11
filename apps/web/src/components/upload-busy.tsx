// The veil over a file field's preview while its file is compressed and uploaded.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Covers the preview box (position: relative) with a spinner; `<testId>-busy`. */
export function UploadBusyOverlay({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('common.uploading')}
      data-testid={`${testId}-busy`}
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'rgba(255, 255, 255, 0.7)',
      }}
    >
      <CircularProgress size={24} />
    </Box>
  );
}
