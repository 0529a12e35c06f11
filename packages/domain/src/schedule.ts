// Weekly schedules with two shifts a day (sub-category sales restrictions, receiving-method
// closed hours): the shape, the shift rules, and "is this instant inside a shift" in Asia/Tokyo.
import { z } from 'zod';
import { businessWeekdayAndTime } from './restaurant.ts';

/** Monday = 0 … Sunday = 6 (spec 2 §4). */
export const weekdays = [0, 1, 2, 3, 4, 5, 6] as const;

const timePattern = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** 'HH:MM' or 'HH:MM:SS' → 'HH:MM:SS'; anything else → null. */
export function normalizeTime(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!timePattern.test(trimmed)) return null;
  return trimmed.length === 5 ? `${trimmed}:00` : trimmed;
}

const timeOrEmpty = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value, context) => {
    if (value === null || value === undefined || value.trim() === '') return null;
    const time = normalizeTime(value);
    if (time === null) {
      context.addIssue({ code: 'custom', message: 'INVALID_TIME' });
      return z.NEVER;
    }
    return time;
  });

export const weekdayScheduleSchema = z.object({
  day_of_week: z.number().int().min(0).max(6),
  active: z.boolean(),
  start_shift_1: timeOrEmpty,
  end_shift_1: timeOrEmpty,
  start_shift_2: timeOrEmpty,
  end_shift_2: timeOrEmpty,
});
export type WeekdaySchedule = z.output<typeof weekdayScheduleSchema>;

export type ShiftError = 'SHIFT_INCOMPLETE' | 'SHIFT_START_NOT_BEFORE_END';

export interface ScheduleIssue {
  day_of_week: number;
  /** Which field to mark: start_shift_1, end_shift_1, start_shift_2 or end_shift_2. */
  field: 'start_shift_1' | 'end_shift_1' | 'start_shift_2' | 'end_shift_2';
  error: ShiftError;
}

/**
 * The shift rules (spec 2 §5): a shift needs both ends or neither; its start is before its end.
 * Answers every broken field, so a form can mark each one.
 */
export function scheduleIssues(schedule: readonly WeekdaySchedule[]): ScheduleIssue[] {
  const issues: ScheduleIssue[] = [];
  for (const day of schedule) {
    for (const shift of [1, 2] as const) {
      const startField = `start_shift_${shift}` as const;
      const endField = `end_shift_${shift}` as const;
      const start = day[startField];
      const end = day[endField];
      if ((start === null) !== (end === null)) {
        issues.push({
          day_of_week: day.day_of_week,
          field: start === null ? startField : endField,
          error: 'SHIFT_INCOMPLETE',
        });
      } else if (start !== null && end !== null && start >= end) {
        issues.push({ day_of_week: day.day_of_week, field: endField, error: 'SHIFT_START_NOT_BEFORE_END' });
      }
    }
  }
  return issues;
}

/** Seven days, Monday first, no shifts, all off: the starting point of a form. */
export function emptyWeek(): WeekdaySchedule[] {
  return weekdays.map((day_of_week) => ({
    day_of_week,
    active: false,
    start_shift_1: null,
    end_shift_1: null,
    start_shift_2: null,
    end_shift_2: null,
  }));
}

/** A full week, one entry per day in order; missing days filled in as empty. */
export const weekScheduleSchema = z
  .array(weekdayScheduleSchema)
  .max(7)
  .transform((days) => {
    const byDay = new Map(days.map((day) => [day.day_of_week, day]));
    return emptyWeek().map((empty) => byDay.get(empty.day_of_week) ?? empty);
  })
  .superRefine((days, context) => {
    for (const issue of scheduleIssues(days)) {
      context.addIssue({ code: 'custom', message: issue.error, path: [issue.day_of_week, issue.field] });
    }
  });

export { businessWeekdayAndTime } from './restaurant.ts';

/**
 * Is the instant inside an active day's shift? The shifts of `inactive_data` are when the thing is
 * NOT available: a sub-category's sales restriction, a receiving method's closed hours. A shift
 * covers [start, end).
 */
export function isWithinShift(schedule: readonly WeekdaySchedule[], at: Date): boolean {
  const { day_of_week, time } = businessWeekdayAndTime(at);
  const day = schedule.find((entry) => entry.day_of_week === day_of_week);
  if (!day?.active) return false;
  return ([1, 2] as const).some((shift) => {
    const start = day[`start_shift_${shift}`];
    const end = day[`end_shift_${shift}`];
    return start !== null && end !== null && start <= time && time < end;
  });
}
