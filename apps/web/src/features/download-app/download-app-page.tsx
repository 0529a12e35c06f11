// Download App (spec 1 §2): the Android ordering app and the printing app, open without sign-in.
import AndroidIcon from '@mui/icons-material/Android';
import PrintIcon from '@mui/icons-material/Print';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { VersionSection } from './version-section.tsx';

export function DownloadAppPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('downloadApp.title'));
  return (
    <Stack spacing={3} data-testid="download-app">
      <div>
        <Typography variant="h1" component="h1">
          {t('downloadApp.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('downloadApp.intro')}</Typography>
      </div>
      <VersionSection
        kind="app"
        title={t('downloadApp.androidApp')}
        description={t('downloadApp.androidAppDescription')}
        icon={<AndroidIcon color="primary" aria-hidden="true" />}
      />
      <VersionSection
        kind="tablet"
        title={t('downloadApp.printingApp')}
        description={t('downloadApp.printingAppDescription')}
        icon={<PrintIcon color="primary" aria-hidden="true" />}
      />
    </Stack>
  );
}
