// The receiving method's closed hours (inactive_data), on the shared weekly editor.
import { weeklyShiftsEditorOf } from '../../components/weekly-shifts-editor.tsx';

export const WeekdayShiftsEditor = weeklyShiftsEditorOf({
  textsKey: 'receiving-method.shifts',
  daysKey: 'receiving-method.days',
  toggleKey: 'apply',
  testIdPrefix: 'shifts',
  testId: 'weekday-shifts-editor',
  columns: 'minmax(48px, auto) auto minmax(240px, 1fr) minmax(240px, 1fr)',
  timeMinWidth: 100,
});
