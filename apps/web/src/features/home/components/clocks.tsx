// Live clocks (every second): time since an order, time left until a reservation / delivery, now.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { businessInstant, formatClock, formatDuration } from '../format.ts';
import { useNow } from '../use-now.ts';

export function CurrentTime({ sx, testId }: { sx?: SxProps<Theme>; testId?: string }) {
  const now = useNow();
  return (
    <Box component="span" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums', ...sx }}>
      {formatClock(now)}
    </Box>
  );
}

/** Time since the order was placed. */
export function Elapsed({
  date,
  time,
  sx,
  testId,
}: {
  date: string;
  time: string;
  sx?: SxProps<Theme>;
  testId?: string;
}) {
  const now = useNow();
  const since = businessInstant(date, time);
  if (Number.isNaN(since)) return null;
  return (
    <Box component="span" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums', ...sx }}>
      {formatDuration(Math.max(0, now - since))}
    </Box>
  );
}

/** Time left until a reservation / delivery time; 'Overdue' and the excess once it has passed. */
export function TimeLeft({ date, time, testId }: { date: string; time: string; testId?: string }) {
  const { t } = useTranslation();
  const now = useNow();
  const due = businessInstant(date, time);
  if (Number.isNaN(due)) return null;
  const left = due - now;
  return (
    <Box
      component="span"
      data-testid={testId}
      sx={{ fontVariantNumeric: 'tabular-nums', color: left < 0 ? 'error.main' : undefined }}
    >
      {left < 0 ? `${t('home.overdue')} ${formatDuration(left)}` : formatDuration(left)}
    </Box>
  );
}
