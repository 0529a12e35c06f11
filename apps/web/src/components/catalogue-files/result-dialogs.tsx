// The two result dialogs of spec 2 §2: the CSV result (file name, count of modified rows, error
// lines) and the image zip's error dialog (the codes for which no row was found). Both are a title,
// a few facts and a list.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Lines with a key each; two lines may read the same (the second is `text#2`). */
export function keyedLines(lines: readonly string[]): { key: string; text: string }[] {
  const seen = new Map<string, number>();
  return lines.map((text) => {
    const count = (seen.get(text) ?? 0) + 1;
    seen.set(text, count);
    return { key: `${text}#${count}`, text };
  });
}

function ListDialog(props: {
  open: boolean;
  title: string;
  head: ReactNode;
  lines: readonly string[];
  closeLabel: string;
  onClose: () => void;
  testId: string;
}) {
  const { open, title, head, lines, closeLabel, onClose, testId } = props;
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid={testId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {head}
        {lines.length > 0 && (
          <Box
            component="ul"
            sx={{ m: 0, mt: 1, pl: 2.5, maxHeight: 320, overflowY: 'auto' }}
            data-testid={`${testId}-lines`}
          >
            {keyedLines(lines).map((line) => (
              <Typography key={line.key} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {line.text}
              </Typography>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button variant="contained" onClick={onClose} autoFocus data-testid={`${testId}-close`}>
          {closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface CsvResult {
  fileName: string;
  modified: number;
  /** Error lines, already in the page's language. */
  errors: readonly string[];
}

export function CsvResultDialog({ result, onClose }: { result: CsvResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  const fact = (label: string, value: ReactNode, testId: string) => (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
        {label}
      </Box>
      <Box component="span" data-testid={testId}>
        {value}
      </Box>
    </Typography>
  );
  return (
    <ListDialog
      open={result !== null}
      title={t('catalogue-files.result.title')}
      head={
        result && (
          <>
            {fact(t('catalogue-files.result.fileName'), result.fileName, 'csv-result-file')}
            {fact(t('catalogue-files.result.modified'), result.modified, 'csv-result-modified')}
            {fact(
              t('catalogue-files.result.errors'),
              result.errors.length === 0 ? t('catalogue-files.result.noErrors') : result.errors.length,
              'csv-result-error-count',
            )}
          </>
        )
      }
      lines={result?.errors ?? []}
      closeLabel={t('catalogue-files.result.close')}
      onClose={onClose}
      testId="csv-result"
    />
  );
}

export interface ImageZipResult {
  countSuccess: number;
  notFound: readonly string[];
}

/** Shown only when some codes matched no row (spec 2 §8). */
export function ImageZipErrorDialog({ result, onClose }: { result: ImageZipResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ListDialog
      open={result !== null && result.notFound.length > 0}
      title={t('catalogue-files.images.notFoundTitle')}
      head={
        <Typography variant="body2">
          {t('catalogue-files.images.notFoundIntro', { count: result?.countSuccess ?? 0 })}
        </Typography>
      }
      lines={result?.notFound ?? []}
      closeLabel={t('catalogue-files.images.close')}
      onClose={onClose}
      testId="image-zip-errors"
    />
  );
}
