// The weekly sales restriction of a sub-category (spec 2 §4, §5), on the shared editor.
import type { WeekdaySchedule } from '@noren/domain/schedule';
import { WeeklyShiftsEditor } from '../../components/weekly-shifts-editor.tsx';

export interface ScheduleEditorProps {
  value: readonly WeekdaySchedule[];
  onChange: (next: WeekdaySchedule[]) => void;
  problems: Readonly<Record<string, string>>;
  disabled?: boolean;
}

export function ScheduleEditor(props: ScheduleEditorProps) {
  return (
    <WeeklyShiftsEditor
      {...props}
      textsKey="food-subcategory.schedule"
      daysKey="food-subcategory.days"
      toggleKey="restrict"
      testIdPrefix="schedule"
      testId="schedule-editor"
    />
  );
}
