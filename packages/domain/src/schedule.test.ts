import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyWeek, isWithinShift, normalizeTime, scheduleIssues, weekScheduleSchema } from './schedule.ts';

const tuesdayLunchClosed = () =>
  emptyWeek().map((day) =>
    day.day_of_week === 1 ? { ...day, active: true, start_shift_1: '11:00:00', end_shift_1: '14:00:00' } : day,
  );

describe('shift rules', () => {
  it('accepts a shift with both ends in order, and a day with none', () => {
    expect(scheduleIssues(tuesdayLunchClosed())).toEqual([]);
  });

  it('marks a shift with only one end', () => {
    const week = emptyWeek().map((day) => (day.day_of_week === 2 ? { ...day, start_shift_2: '15:00:00' } : day));
    expect(scheduleIssues(week)).toEqual([{ day_of_week: 2, field: 'end_shift_2', error: 'SHIFT_INCOMPLETE' }]);
  });

  it('marks a start that is not before its end', () => {
    const week = emptyWeek().map((day) =>
      day.day_of_week === 0 ? { ...day, start_shift_1: '14:00:00', end_shift_1: '14:00:00' } : day,
    );
    expect(scheduleIssues(week)).toEqual([
      { day_of_week: 0, field: 'end_shift_1', error: 'SHIFT_START_NOT_BEFORE_END' },
    ]);
  });

  it('finds exactly the broken shifts (property)', () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.option(time), fc.option(time)), { minLength: 14, maxLength: 14 }), (shifts) => {
        const week = emptyWeek().map((day, index) => ({
          ...day,
          start_shift_1: shifts[index * 2]?.[0] ?? null,
          end_shift_1: shifts[index * 2]?.[1] ?? null,
          start_shift_2: shifts[index * 2 + 1]?.[0] ?? null,
          end_shift_2: shifts[index * 2 + 1]?.[1] ?? null,
        }));
        const broken = shifts.filter(
          ([start, end]) => (start === null) !== (end === null) || (start !== null && end !== null && start >= end),
        );
        expect(scheduleIssues(week)).toHaveLength(broken.length);
      }),
    );
  });

  it('normalises HH:MM to HH:MM:SS and refuses nonsense', () => {
    expect(normalizeTime('09:30')).toBe('09:30:00');
    expect(normalizeTime('23:59:59')).toBe('23:59:59');
    expect(normalizeTime('24:00')).toBeNull();
    expect(normalizeTime('9:3')).toBeNull();
  });

  it('parses a partial week into seven days, Monday first, and names the broken field', () => {
    const parsed = weekScheduleSchema.safeParse([
      { day_of_week: 1, active: true, start_shift_1: '11:00', end_shift_1: '14:00' },
    ]);
    expect(parsed.success && parsed.data.map((day) => day.day_of_week)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const bad = weekScheduleSchema.safeParse([
      { day_of_week: 3, active: true, start_shift_1: '12:00', end_shift_1: null },
    ]);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual([3, 'end_shift_1']);
  });
});

describe('isWithinShift (Asia/Tokyo)', () => {
  it('is inside Tuesday 11:00–14:00 Tokyo time only then', () => {
    const week = tuesdayLunchClosed();
    // 2026-11-24 is a Tuesday. 12:00 in Tokyo is 03:00 UTC.
    expect(isWithinShift(week, new Date('2026-11-24T03:00:00Z'))).toBe(true);
    expect(isWithinShift(week, new Date('2026-11-24T05:00:00Z'))).toBe(false); // 14:00, end excluded
    expect(isWithinShift(week, new Date('2026-11-24T01:59:59Z'))).toBe(false); // 10:59:59
    expect(isWithinShift(week, new Date('2026-11-25T03:00:00Z'))).toBe(false); // Wednesday
    // Monday 20:00 UTC is already Tuesday 05:00 in Tokyo: outside the shift.
    expect(isWithinShift(week, new Date('2026-11-23T20:00:00Z'))).toBe(false);
  });

  it('ignores the shifts of an inactive day', () => {
    const week = tuesdayLunchClosed().map((day) => ({ ...day, active: false }));
    expect(isWithinShift(week, new Date('2026-11-24T03:00:00Z'))).toBe(false);
  });
});
