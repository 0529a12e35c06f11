// The dry run of an imported file, before anything is written: the rows to create, the rows to
// update with each changed column (before → after), and the refused rows with their row numbers and
// reasons in the page's language. Apply writes all of it or nothing, so it stays off while a row is
// refused; while it runs, the server's progress replaces the button.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getStoredLanguage } from '../../lib/language.ts';
import { serverMessage } from '../../lib/toast.ts';
import { JobProgress } from './job-progress.tsx';
import { keyedLines } from './result-dialogs.tsx';

export interface DryRunChange {
  field: string;
  before: string;
  after: string;
}

export interface DryRunRow {
  /** The row's 1-based number in the file (the header is row 1). */
  row: number;
  /** What names the row (JAN code and name, or code and name). */
  label: string;
  /** Only for rows to update. */
  changes?: readonly DryRunChange[];
}

export interface DryRunRefusal {
  row: number;
  message: string;
  message_jp: string;
}

export interface DryRunView {
  fileName: string;
  create: readonly DryRunRow[];
  update: readonly DryRunRow[];
  refused: readonly DryRunRefusal[];
}

/** Rows listed per section; a file of thousands of rows is summed up, not all drawn. */
export const listedRowsPerSection = 200;

export interface DryRunDialogProps {
  open: boolean;
  /** null while the server reads the file. */
  view: DryRunView | null;
  /** The Apply job's progress (0–100, null: not told yet), or undefined while not applying. */
  applying?: { percent: number | null; resumed: boolean } | undefined;
  onApply: () => void;
  onClose: () => void;
  testId: string;
}

/** A titled list of the first `listedRowsPerSection` of `total` rows (`children`), and how many more. */
function Section({
  title,
  total,
  children,
  testId,
}: {
  title: string;
  total: number;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Box component="section" data-testid={testId} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
        <More total={total} />
      </Box>
    </Box>
  );
}

function More({ total }: { total: number }) {
  const { t } = useTranslation();
  if (total <= listedRowsPerSection) return null;
  return (
    <Typography component="li" variant="body2" sx={{ color: 'text.secondary', py: 0.5 }}>
      {t('catalogue-files.dryRun.more', { count: total - listedRowsPerSection })}
    </Typography>
  );
}

function RowLine({ row, testId }: { row: DryRunRow; testId: string }) {
  const { t } = useTranslation();
  const shown = (value: string) => (value === '' ? t('catalogue-files.dryRun.empty') : value);
  return (
    <Box component="li" data-testid={testId} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2">
        <Box component="span" sx={{ color: 'text.secondary', mr: 1, whiteSpace: 'nowrap' }}>
          {t('catalogue-files.dryRun.row', { row: row.row })}
        </Box>
        {row.label}
      </Typography>
      {row.changes && row.changes.length > 0 && (
        <Box component="dl" sx={{ m: 0, mt: 0.5, pl: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.25 }}>
          {row.changes.map((change) => (
            <Box key={change.field} sx={{ display: 'contents' }} data-testid={`${testId}-change`}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', pr: 1.5 }}>
                {change.field}
              </Typography>
              <Typography component="dd" variant="caption" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {shown(change.before)} → <strong>{shown(change.after)}</strong>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

export function DryRunDialog({ open, view, applying, onApply, onClose, testId }: DryRunDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const language = getStoredLanguage();
  const busy = applying !== undefined;
  const refused = view?.refused ?? [];
  const nothing = view !== null && view.create.length + view.update.length === 0;
  const canApply = view !== null && refused.length === 0 && !nothing && !busy;

  return (
    <Dialog
      open={open}
      // The job goes on without the dialog, but a stray tap must not hide a dry run being read.
      onClose={(_, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{t('catalogue-files.dryRun.title')}</DialogTitle>
      <DialogContent dividers>
        {view === null ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }} data-testid={`${testId}-checking`}>
            <CircularProgress size={20} />
            <Typography variant="body2">{t('catalogue-files.dryRun.checking')}</Typography>
          </Box>
        ) : (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {view.fileName}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid={`${testId}-summary`}>
              {t('catalogue-files.dryRun.summary', {
                create: view.create.length,
                update: view.update.length,
                refused: refused.length,
              })}
            </Typography>
            {refused.length > 0 && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {t('catalogue-files.dryRun.refusedBlock')}
              </Alert>
            )}
            {nothing && refused.length === 0 && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {t('catalogue-files.dryRun.nothingToApply')}
              </Alert>
            )}
            {refused.length > 0 && (
              <Section
                title={t('catalogue-files.dryRun.refused', { count: refused.length })}
                total={refused.length}
                testId={`${testId}-refused`}
              >
                {keyedLines(
                  refused.slice(0, listedRowsPerSection).map((refusal) => serverMessage(refusal, language)),
                ).map((line) => (
                  <Typography
                    key={line.key}
                    component="li"
                    variant="body2"
                    sx={{ py: 0.5, color: 'error.main', overflowWrap: 'anywhere' }}
                    data-testid={`${testId}-refused-row`}
                  >
                    {line.text}
                  </Typography>
                ))}
              </Section>
            )}
            {(['create', 'update'] as const).map(
              (kind) =>
                view[kind].length > 0 && (
                  <Section
                    key={kind}
                    title={t(`catalogue-files.dryRun.${kind}`, { count: view[kind].length })}
                    total={view[kind].length}
                    testId={`${testId}-${kind}`}
                  >
                    {view[kind].slice(0, listedRowsPerSection).map((row) => (
                      <RowLine key={row.row} row={row} testId={`${testId}-${kind}-row`} />
                    ))}
                  </Section>
                ),
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
        {busy ? (
          <Box sx={{ flex: 1, minWidth: 240 }}>
            <JobProgress percent={applying.percent} resumed={applying.resumed} testId={`${testId}-progress`} />
          </Box>
        ) : null}
        <Button onClick={onClose} data-testid={`${testId}-close`}>
          {t('catalogue-files.dryRun.close')}
        </Button>
        {!busy && (
          <Button variant="contained" onClick={onApply} disabled={!canApply} data-testid={`${testId}-apply`}>
            {t('catalogue-files.dryRun.apply')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
