// Live clocks (every second): time since an order, time left until a reservation / delivery, now.
// Only the text re-renders each second (a component that answers a string), not the styled box
// around it: a page of 100 rows ticks without restyling 100 boxes every second (issue 14).
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { businessInstant, formatClock, formatDuration } from '../format.ts';
import { useNow } from '../use-now.ts';

function ClockText() {
  return formatClock(useNow());
}

function ElapsedText({ since }: { since: number }) {
  return formatDuration(Math.max(0, useNow() - since));
}

export function CurrentTime({ sx, testId }: { sx?: SxProps<Theme>; testId?: string }) {
  return (
    <Box component="span" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums', ...sx }}>
      <ClockText />
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
  const since = businessInstant(date, time);
  if (Number.isNaN(since)) return null;
  return (
    <Box component="span" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums', ...sx }}>
      <ElapsedText since={since} />
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
