// One app's published versions: a table with a download link per version, newest first.

import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AppKind } from '@noren/domain/app-versions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state.tsx';
import { IconSection } from '../../components/icon-section.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { errorText } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { getStoredLanguage } from '../../lib/language.ts';
import { type ListedVersion, useAppVersions } from '../../resources/app-versions.ts';

const columnCount = 4;

export interface VersionSectionProps {
  kind: AppKind;
  title: string;
  description: string;
  icon: ReactNode;
}

export function VersionSection({ kind, title, description, icon }: VersionSectionProps) {
  const { t } = useTranslation();
  const versions = useAppVersions(kind);

  return (
    <IconSection icon={icon} title={title} testId={`app-versions-${kind}`} headingGap={0.5}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{description}</Typography>

      {versions.isError ? (
        <ErrorState message={errorText(versions.error)} onRetry={() => void versions.refetch()} />
      ) : (
        <TableContainer>
          <Table
            aria-label={t('downloadApp.versionsOf', { app: title })}
            aria-busy={versions.isPending}
            sx={{ minWidth: 640 }}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '20%' }}>{t('downloadApp.versionName')}</TableCell>
                <TableCell sx={{ width: '22%' }}>{t('downloadApp.date')}</TableCell>
                <TableCell>{t('downloadApp.note')}</TableCell>
                <TableCell align="right" sx={{ width: '1%' }}>
                  <Box component="span" sx={visuallyHidden}>
                    {t('downloadApp.download')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {versions.isPending ? (
                <MessageRow>
                  <CircularProgress size={24} aria-label={t('app.loading')} />
                </MessageRow>
              ) : versions.data.length === 0 ? (
                <MessageRow testId={`app-versions-${kind}-empty`}>{t('common.noData')}</MessageRow>
              ) : (
                versions.data.map((version, index) => (
                  <VersionRow key={`${version.version_code}-${version.link}`} version={version} latest={index === 0} />
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </IconSection>
  );
}

function MessageRow({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <TableRow>
      <TableCell colSpan={columnCount} align="center" data-testid={testId} sx={{ py: 4, color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

function VersionRow({ version, latest }: { version: ListedVersion; latest: boolean }) {
  const { t } = useTranslation();
  return (
    <TableRow data-testid="app-version-row">
      <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
        {version.version_name}
        {latest && <Chip label={t('downloadApp.latest')} color="primary" size="small" sx={{ ml: 1 }} />}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(version.create_at, getStoredLanguage())}</TableCell>
      <TableCell sx={{ whiteSpace: 'pre-line' }}>{version.note}</TableCell>
      <TableCell align="right">
        <Button
          component="a"
          href={version.link}
          download
          variant={latest ? 'contained' : 'outlined'}
          startIcon={<DownloadIcon />}
          aria-label={t('downloadApp.downloadVersion', { version: version.version_name })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('downloadApp.download')}
        </Button>
      </TableCell>
    </TableRow>
  );
}
