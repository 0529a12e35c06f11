// The wait-time selector of an order (spec 3 §2.2): one coloured circle per wait time of the order's
// receiving method, shortest first, teal / green / red; the chosen one is filled. Keys 1–9 choose
// the n-th (use-home-shortcuts.ts). Hidden for
// reservation restaurants (the caller decides), disabled once the order can no longer change it.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { waitTimeColor } from '../order-status.ts';

export interface WaitTimeCirclesProps {
  /** The minutes of the order's method's wait times, shortest first (waitTimeChoices). */
  minutes: readonly number[];
  value: number | null;
  disabled: boolean;
  onChoose: (minutes: number) => void;
}

export function WaitTimeCircles({ minutes, value, disabled, onChoose }: WaitTimeCirclesProps) {
  const { t } = useTranslation();
  return (
    <Box role="group" aria-label={t('home.detail.waitTime')} data-testid="wait-time-circles">
      <Typography variant="body2" sx={{ fontWeight: 700, color: 'text.secondary', mb: 0.75 }}>
        {t('home.detail.waitTime')}
      </Typography>
      {minutes.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('home.detail.noWaitTimes')}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25 }}>
          {minutes.map((value_, index) => {
            const color = waitTimeColor(index);
            const chosen = value === value_;
            const label = t('home.minutes', { value: value_ });
            return (
              <ButtonBase
                key={value_}
                disabled={disabled}
                onClick={() => onChoose(value_)}
                aria-pressed={chosen}
                aria-label={t('home.detail.waitTimeOf', { value: label })}
                data-testid={`wait-time-circle-${value_}`}
                sx={{
                  width: 60,
                  height: 60,
                  borderRadius: '50%',
                  border: `3px solid ${color}`,
                  bgcolor: chosen ? color : 'background.paper',
                  color: chosen ? '#ffffff' : color,
                  fontWeight: 800,
                  fontSize: '0.9rem',
                  lineHeight: 1.1,
                  boxShadow: chosen ? `0 0 0 3px rgba(0,0,0,0.12)` : 'none',
                  opacity: disabled && !chosen ? 0.45 : 1,
                  transition: 'background-color 120ms, color 120ms',
                }}
              >
                {label}
              </ButtonBase>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
