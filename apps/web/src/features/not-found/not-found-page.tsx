// "Page not found" for unknown or forbidden paths. It waits about a second first (spec 1 §2), so a
// page whose permissions or code are still arriving does not flash a false "not found".
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export const notFoundDelayMs = 1000;

export function NotFoundPage() {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useDocumentTitle(ready ? t('notFound.title') : null);

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), notFoundDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  if (!ready) return <PageLoader />;

  return (
    <Box
      data-testid="not-found"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 10 }}
    >
      <SearchOffIcon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden="true" />
      <Typography variant="h1" component="h1">
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 600 }}>{t('notFound.description')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {t('common.backToHome')}
      </Button>
    </Box>
  );
}
