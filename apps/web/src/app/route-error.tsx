// Shown instead of a blank page when a screen throws while rendering.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/error-state.tsx';
import { reloadPage } from '../lib/browser.ts';

export function RouteError() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 3, maxWidth: 640, mx: 'auto' }}>
      <ErrorState testId="route-error" message={t('common.somethingWentWrong')} onRetry={reloadPage} />
    </Box>
  );
}
