// The weekly sales restriction of a sub-category (spec 2 §4, §5), on the shared editor.
import { weeklyShiftsEditorOf } from '../../components/weekly-shifts-editor.tsx';

export const ScheduleEditor = weeklyShiftsEditorOf({
  textsKey: 'food-sub-category.schedule',
  daysKey: 'food-sub-category.days',
  toggleKey: 'restrict',
  testIdPrefix: 'schedule',
});
