// Upload App (spec 1 §2, superadmin): a new .apk of the Android app and of the printing app, each
// with its version read from the file name (spec 1 §5, the domain rule the server checks again),
// a required note, the upload with its progress, then the published versions.
import AndroidIcon from '@mui/icons-material/Android';
import PrintIcon from '@mui/icons-material/Print';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { ApkUploadSection } from './apk-upload-section.tsx';

export function UploadAppPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('upload-app.title'));
  return (
    <Stack spacing={3} data-testid="upload-app">
      <div>
        <Typography variant="h1" component="h1">
          {t('upload-app.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('upload-app.intro')}</Typography>
      </div>
      <ApkUploadSection
        kind="app"
        title={t('upload-app.androidApp')}
        icon={<AndroidIcon color="primary" aria-hidden="true" />}
      />
      <ApkUploadSection
        kind="tablet"
        title={t('upload-app.printingApp')}
        icon={<PrintIcon color="primary" aria-hidden="true" />}
      />
    </Stack>
  );
}
