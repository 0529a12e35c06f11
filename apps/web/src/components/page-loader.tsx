// A centred spinner for a screen (or, with fullScreen, the whole window) that is still loading.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './brand-mark.tsx';

export interface PageLoaderProps {
  fullScreen?: boolean;
  testId?: string;
}

export function PageLoader({ fullScreen = false, testId = 'page-loader' }: PageLoaderProps) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid={testId}
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        minHeight: fullScreen ? '100vh' : 320,
        width: '100%',
      }}
    >
      {fullScreen && <BrandMark size={56} />}
      <CircularProgress aria-label={t('app.loading')} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('app.loading')}
      </Typography>
    </Box>
  );
}
