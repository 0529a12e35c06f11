// Download App (spec 1 §2): the Android ordering app and the printing app, open without sign-in.
import { useTranslation } from 'react-i18next';
import { AppKindsScreen } from '../../components/app-kinds-screen.tsx';
import { VersionSection } from './version-section.tsx';

export function DownloadAppPage() {
  const { t } = useTranslation();
  return (
    <AppKindsScreen
      area="downloadApp"
      testId="download-app"
      section={({ kind, name, title, icon }) => (
        <VersionSection kind={kind} title={title} description={t(`downloadApp.${name}Description`)} icon={icon} />
      )}
    />
  );
}
