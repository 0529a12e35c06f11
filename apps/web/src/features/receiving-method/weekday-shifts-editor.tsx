// The receiving method's closed hours (inactive_data), on the shared weekly editor.
import type { WeekdaySchedule } from '@noren/domain/schedule';
import { WeeklyShiftsEditor } from '../../components/weekly-shifts-editor.tsx';

export interface WeekdayShiftsEditorProps {
  value: readonly WeekdaySchedule[];
  onChange: (next: WeekdaySchedule[]) => void;
  problems: Readonly<Record<string, string>>;
  disabled?: boolean;
}

export function WeekdayShiftsEditor(props: WeekdayShiftsEditorProps) {
  return (
    <WeeklyShiftsEditor
      {...props}
      textsKey="receiving-method.shifts"
      daysKey="receiving-method.days"
      toggleKey="apply"
      testIdPrefix="shifts"
      testId="weekday-shifts-editor"
      columns="minmax(48px, auto) auto minmax(240px, 1fr) minmax(240px, 1fr)"
      timeMinWidth={100}
    />
  );
}
