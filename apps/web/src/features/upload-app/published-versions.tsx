// The published versions of one app under its upload section (the public list call).
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state.tsx';
import { errorText } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { getStoredLanguage } from '../../lib/language.ts';
import type { useAppVersions } from '../../resources/app-versions.ts';

export interface PublishedVersionsProps {
  title: string;
  versions: ReturnType<typeof useAppVersions>;
}

/** Fixed column widths, so the two apps' tables line up and no heading breaks mid-word. */
const narrow = { whiteSpace: 'nowrap', width: '1%' } as const;

export function PublishedVersions({ title, versions }: PublishedVersionsProps) {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  return (
    <>
      <Typography variant="h3" sx={{ mt: 3, mb: 1, fontSize: '1rem', fontWeight: 600 }}>
        {t('upload-app.versions')}
      </Typography>
      {versions.isError ? (
        <ErrorState message={errorText(versions.error)} onRetry={() => void versions.refetch()} />
      ) : (
        <TableContainer>
          <Table
            size="small"
            sx={{ tableLayout: 'auto' }}
            aria-label={t('upload-app.versionsOf', { app: title })}
            aria-busy={versions.isPending}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={narrow}>{t('upload-app.versionName')}</TableCell>
                <TableCell sx={narrow}>{t('upload-app.versionCode')}</TableCell>
                <TableCell sx={narrow}>{t('upload-app.date')}</TableCell>
                <TableCell>{t('upload-app.note')}</TableCell>
                <TableCell sx={narrow}>{t('upload-app.download')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {versions.data?.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={5} align="center">
                    {t('common.noData')}
                  </TableCell>
                </TableRow>
              ) : null}
              {(versions.data ?? []).map((version) => (
                <TableRow key={version.version_code} data-testid="upload-app-version-row">
                  <TableCell sx={narrow}>{version.version_name}</TableCell>
                  <TableCell sx={narrow}>{version.version_code}</TableCell>
                  <TableCell sx={narrow}>{formatDateTime(version.create_at, language)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{version.note}</TableCell>
                  <TableCell sx={narrow}>
                    <Link href={version.link} download>
                      {t('upload-app.download')}
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
