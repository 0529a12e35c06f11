// The weekly sales restriction of a sub-category (spec 2 §4, §5), on the shared editor.
import { type WeekValueProps, weeklyShiftsEditorOf } from '../../components/weekly-shifts-editor.tsx';

export type ScheduleEditorProps = WeekValueProps;

export const ScheduleEditor = weeklyShiftsEditorOf({
  textsKey: 'food-sub-category.schedule',
  daysKey: 'food-sub-category.days',
  toggleKey: 'restrict',
  testIdPrefix: 'schedule',
  testId: 'schedule-editor',
});
