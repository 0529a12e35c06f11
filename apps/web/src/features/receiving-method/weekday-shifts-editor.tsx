// The receiving method's inactive hours (inactive_data): seven rows Monday first, each with a
// switch and two shifts of start / end times. The rules are the domain's (schedule.ts); this only
// shows, beside each shift, the problem it was given.
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { WeekdaySchedule } from '@noren/domain/schedule';
import { useTranslation } from 'react-i18next';
import { TimeField } from '../../components/fields/time-field.tsx';

type TimeKey = 'start_shift_1' | 'end_shift_1' | 'start_shift_2' | 'end_shift_2';

export interface WeekdayShiftsEditorProps {
  /** Seven days, Monday (0) first. */
  value: readonly WeekdaySchedule[];
  onChange: (next: WeekdaySchedule[]) => void;
  /** Problem texts keyed by `<day_of_week>.<field>` (`1.end_shift_1`). */
  problems: Readonly<Record<string, string>>;
  disabled?: boolean;
}

const shifts = [1, 2] as const;

export function WeekdayShiftsEditor({ value, onChange, problems, disabled = false }: WeekdayShiftsEditorProps) {
  const { t } = useTranslation();

  function update(dayOfWeek: number, change: Partial<WeekdaySchedule>) {
    onChange(value.map((day) => (day.day_of_week === dayOfWeek ? { ...day, ...change } : day)));
  }

  return (
    <Box component="section" aria-label={t('receiving-method.shifts.title')} data-testid="weekday-shifts-editor">
      <Typography variant="h4" component="h3" sx={{ mb: 0.5 }}>
        {t('receiving-method.shifts.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t('receiving-method.shifts.hint')}
      </Typography>
      <Box
        role="table"
        aria-label={t('receiving-method.shifts.title')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(48px, auto) auto minmax(240px, 1fr) minmax(240px, 1fr)',
          columnGap: 2,
          rowGap: 1,
          alignItems: 'start',
          overflowX: 'auto',
        }}
      >
        <Box role="row" sx={{ display: 'contents' }}>
          {(['day', 'apply', 'shift1', 'shift2'] as const).map((key) => (
            <Typography
              key={key}
              role="columnheader"
              variant="body2"
              sx={{ fontWeight: 700, color: 'text.secondary', borderBottom: 1, borderColor: 'divider', pb: 0.5 }}
            >
              {t(`receiving-method.shifts.${key}`)}
            </Typography>
          ))}
        </Box>
        {value.map((day) => {
          const dayName = t(`receiving-method.days.long.${day.day_of_week}`);
          return (
            <Box
              role="row"
              key={day.day_of_week}
              sx={{ display: 'contents' }}
              data-testid={`shifts-day-${day.day_of_week}`}
            >
              <Typography role="rowheader" sx={{ fontWeight: 600, pt: 1, whiteSpace: 'nowrap' }}>
                {t(`receiving-method.days.label.${day.day_of_week}`)}
              </Typography>
              <Box role="cell" sx={{ pt: 0.25 }}>
                <Switch
                  checked={day.active}
                  disabled={disabled}
                  onChange={(event) => update(day.day_of_week, { active: event.target.checked })}
                  slotProps={{
                    input: {
                      'aria-label': t('receiving-method.shifts.applyOn', { day: dayName }),
                      'data-testid': `shifts-active-${day.day_of_week}`,
                    } as object,
                  }}
                />
              </Box>
              {shifts.map((shift) => {
                const texts = [`start_shift_${shift}`, `end_shift_${shift}`]
                  .map((key) => problems[`${day.day_of_week}.${key}`])
                  .filter((text): text is string => Boolean(text));
                return (
                  <Box role="cell" key={shift} sx={{ minWidth: 0 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      {(['start', 'end'] as const).map((end, index) => {
                        const key: TimeKey = `${end}_shift_${shift}`;
                        return (
                          <Box key={end} sx={{ display: 'contents' }}>
                            {index === 1 && (
                              <Typography aria-hidden="true" sx={{ color: 'text.secondary' }}>
                                {t('receiving-method.shifts.to')}
                              </Typography>
                            )}
                            <Box sx={{ flex: '1 1 0', minWidth: 100 }}>
                              <TimeField
                                label={t(`receiving-method.shifts.${end}`)}
                                value={day[key]}
                                onChange={(time) => update(day.day_of_week, { [key]: time })}
                                error={Boolean(problems[`${day.day_of_week}.${key}`])}
                                disabled={disabled}
                                size="small"
                                testId={`shifts-${day.day_of_week}-${key}`}
                              />
                            </Box>
                          </Box>
                        );
                      })}
                    </Box>
                    {texts.map((text) => (
                      <Typography
                        key={text}
                        variant="caption"
                        role="alert"
                        sx={{ display: 'block', color: 'error.main', mt: 0.5 }}
                        data-testid={`shifts-${day.day_of_week}-shift-${shift}-error`}
                      >
                        {text}
                      </Typography>
                    ))}
                  </Box>
                );
              })}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
