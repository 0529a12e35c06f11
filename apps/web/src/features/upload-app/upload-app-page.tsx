// Upload App (spec 1 §2, superadmin): a new .apk of the Android app and of the printing app, each
// with its version read from the file name (spec 1 §5, the domain rule the server checks again),
// a required note, the upload with its progress, then the published versions.
import { AppKindsScreen } from '../../components/app-kinds-screen.tsx';
import { ApkUploadSection } from './apk-upload-section.tsx';

export function UploadAppPage() {
  return (
    <AppKindsScreen
      area="upload-app"
      testId="upload-app"
      section={({ kind, title, icon }) => <ApkUploadSection kind={kind} title={title} icon={icon} />}
    />
  );
}
