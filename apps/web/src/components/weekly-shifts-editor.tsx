// A weekly two-shift schedule editor (sub-category sales restrictions, receiving-method closed
// hours): seven rows Monday first, each with a switch and two shifts of start / end times (each
// cleared with its close icon). The rules are the domain's (schedule.ts); this only shows, beside
// each shift, the problems it was given. Each feature brings its own texts.
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { WeekdaySchedule } from '@noren/domain/schedule';
import { useTranslation } from 'react-i18next';
import { TimeField } from './fields/time-field.tsx';

type TimeKey = 'start_shift_1' | 'end_shift_1' | 'start_shift_2' | 'end_shift_2';

/** What a feature's editor on this one is given: the week, its change and the problem texts. */
export interface WeekValueProps {
  /** Seven days, Monday (0) first. */
  value: readonly WeekdaySchedule[];
  onChange: (next: WeekdaySchedule[]) => void;
  /** Problem texts keyed by `<day_of_week>.<field>` (`1.end_shift_1`). */
  problems: Readonly<Record<string, string>>;
  disabled?: boolean;
}

export interface WeeklyShiftsEditorProps extends WeekValueProps {
  /** i18n prefix of the texts: title, hint, day, shift1, shift2, start, end, to, the switch's
   * column header `<toggleKey>` and its label `<toggleKey>On` (with {{day}}). */
  textsKey: string;
  /** i18n prefix of the day names: `<daysKey>.label.<n>` (short) and `<daysKey>.long.<n>`. */
  daysKey: string;
  toggleKey: string;
  /** Prefix of the test ids of rows, switches, times and errors. */
  testIdPrefix: string;
  /** Default: `<testIdPrefix>-editor`. */
  testId?: string;
  /** The grid's columns: day, switch, shift 1, shift 2. */
  columns?: string;
  /** Smallest width of one time field. */
  timeMinWidth?: number;
}

const shifts = [1, 2] as const;

export function WeeklyShiftsEditor({
  value,
  onChange,
  problems,
  disabled = false,
  textsKey,
  daysKey,
  toggleKey,
  testIdPrefix,
  testId = `${testIdPrefix}-editor`,
  columns = 'minmax(84px, auto) auto 1fr 1fr',
  timeMinWidth = 120,
}: WeeklyShiftsEditorProps) {
  const { t } = useTranslation();

  function update(dayOfWeek: number, change: Partial<WeekdaySchedule>) {
    onChange(value.map((day) => (day.day_of_week === dayOfWeek ? { ...day, ...change } : day)));
  }

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-testid={testId}>
      <Typography component="legend" variant="h4" sx={{ mb: 0.5, p: 0 }}>
        {t(`${textsKey}.title`)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t(`${textsKey}.hint`)}
      </Typography>
      <Box
        role="table"
        aria-label={t(`${textsKey}.title`)}
        sx={{
          display: 'grid',
          gridTemplateColumns: columns,
          columnGap: 2,
          rowGap: 1,
          alignItems: 'start',
          overflowX: 'auto',
        }}
      >
        <Box role="row" sx={{ display: 'contents' }}>
          {['day', toggleKey, 'shift1', 'shift2'].map((key) => (
            <Typography
              key={key}
              role="columnheader"
              variant="body2"
              sx={{ fontWeight: 700, color: 'text.secondary', borderBottom: 1, borderColor: 'divider', pb: 0.5 }}
            >
              {t(`${textsKey}.${key}`)}
            </Typography>
          ))}
        </Box>
        {value.map((day) => {
          const dayName = t(`${daysKey}.long.${day.day_of_week}`);
          return (
            <Box
              role="row"
              key={day.day_of_week}
              sx={{ display: 'contents' }}
              data-testid={`${testIdPrefix}-day-${day.day_of_week}`}
            >
              <Typography role="rowheader" sx={{ fontWeight: 600, pt: 1.25, whiteSpace: 'nowrap' }}>
                {t(`${daysKey}.label.${day.day_of_week}`)}
              </Typography>
              <Box role="cell" sx={{ pt: 0.25 }}>
                <Switch
                  checked={day.active}
                  disabled={disabled}
                  onChange={(event) => update(day.day_of_week, { active: event.target.checked })}
                  slotProps={{
                    input: {
                      'aria-label': t(`${textsKey}.${toggleKey}On`, { day: dayName }),
                      'data-testid': `${testIdPrefix}-active-${day.day_of_week}`,
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
                                {t(`${textsKey}.to`)}
                              </Typography>
                            )}
                            <Box sx={{ flex: '1 1 0', minWidth: timeMinWidth }}>
                              <TimeField
                                label={t(`${textsKey}.${end}`)}
                                value={day[key]}
                                onChange={(time) => update(day.day_of_week, { [key]: time })}
                                error={Boolean(problems[`${day.day_of_week}.${key}`])}
                                disabled={disabled}
                                size="small"
                                testId={`${testIdPrefix}-${day.day_of_week}-${key}`}
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
                        data-testid={`${testIdPrefix}-${day.day_of_week}-shift-${shift}-error`}
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

/** A feature's weekly editor: the shared one with that feature's texts, test ids and layout. */
export function weeklyShiftsEditorOf(fixed: Omit<WeeklyShiftsEditorProps, keyof WeekValueProps>) {
  return function FeatureWeeklyShiftsEditor(props: WeekValueProps) {
    return <WeeklyShiftsEditor {...props} {...fixed} />;
  };
}
