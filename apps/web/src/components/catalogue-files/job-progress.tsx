// The progress bar of a file job (import, image zip, export): the share done as the server reports
// it, and a line saying the work goes on if the tab is closed (the job runs on the server).
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function JobProgress({
  percent,
  resumed = false,
  testId,
}: {
  /** 0–100, or null while the server has not said yet. */
  percent: number | null;
  /** The job was started earlier (another visit of the page). */
  resumed?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const shown = percent === null ? null : Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <Box data-testid={testId} role="status">
      {resumed && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('catalogue-files.progress.resumed')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <LinearProgress
          sx={{ flex: 1, height: 8, borderRadius: 1 }}
          variant={shown === null ? 'indeterminate' : 'determinate'}
          value={shown ?? 0}
          aria-label={t('catalogue-files.progress.label')}
        />
        <Typography
          variant="body2"
          sx={{ minWidth: 44, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
          data-testid={`${testId}-percent`}
        >
          {shown === null ? '' : t('catalogue-files.progress.percent', { percent: shown })}
        </Typography>
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('catalogue-files.progress.keepsRunning')}
      </Typography>
    </Box>
  );
}
