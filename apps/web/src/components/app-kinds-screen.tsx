// The screens of the two Android apps (download, upload): the area's title, which is also the
// browser tab's, and introduction, then one section for each app, in the same order everywhere.
import AndroidIcon from '@mui/icons-material/Android';
import PrintIcon from '@mui/icons-material/Print';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AppKind } from '@noren/domain/app-versions';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/document-title.ts';

/** Each app: its kind, the name of its texts' keys (`<area>.androidApp`, ...) and its icon. */
export interface AppOfKind {
  kind: AppKind;
  name: 'androidApp' | 'printingApp';
  icon: ReactNode;
}

const apps: readonly AppOfKind[] = [
  { kind: 'app', name: 'androidApp', icon: <AndroidIcon color="primary" aria-hidden="true" /> },
  { kind: 'tablet', name: 'printingApp', icon: <PrintIcon color="primary" aria-hidden="true" /> },
];

export interface AppKindsScreenProps {
  /** The i18n area: `<area>.title`, `<area>.intro`, and each app's title `<area>.<name>`. */
  area: string;
  testId: string;
  /** The section of one app, given its title. */
  section: (app: AppOfKind & { title: string }) => ReactNode;
}

export function AppKindsScreen({ area, testId, section }: AppKindsScreenProps) {
  const { t } = useTranslation();
  const title = t(`${area}.title`);
  useDocumentTitle(title);
  return (
    <Stack spacing={3} data-testid={testId}>
      <div>
        <Typography variant="h1" component="h1">
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t(`${area}.intro`)}</Typography>
      </div>
      {apps.map((app) => (
        <Fragment key={app.kind}>{section({ ...app, title: t(`${area}.${app.name}`) })}</Fragment>
      ))}
    </Stack>
  );
}
