// The holiday date format of the wire (YYYY/MM/DD) and the PATCH body.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHolidayWire, holidayQuerySchema, toggleHolidaySchema, toHolidayWire } from './holidays.ts';

describe('holiday dates', () => {
  it('reads YYYY/MM/DD as YYYY-MM-DD and writes it back', () => {
    expect(fromHolidayWire('2026/04/01')).toBe('2026-04-01');
    expect(toHolidayWire('2026-04-01')).toBe('2026/04/01');
  });

  it('refuses other formats and days that do not exist', () => {
    for (const value of ['2026-04-01', '2026/4/1', '2026/02/29', '2026/13/01', '', '01/04/2026']) {
      expect(fromHolidayWire(value)).toBeNull();
    }
    expect(fromHolidayWire('2024/02/29')).toBe('2024-02-29');
  });

  it('round-trips every calendar date (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }),
        (instant) => {
          const iso = instant.toISOString().slice(0, 10);
          expect(fromHolidayWire(toHolidayWire(iso))).toBe(iso);
        },
      ),
    );
  });

  it('parses the toggle body, naming the bad field', () => {
    expect(toggleHolidaySchema.parse({ id_restaurant: 3, date: '2026/04/01' })).toEqual({
      id_restaurant: 3,
      date: '2026-04-01',
    });
    const bad = toggleHolidaySchema.safeParse({ id_restaurant: 3, date: '2026-04-01' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['date']);
  });

  it('refuses what PostgreSQL would refuse: year 0000, and ids of another kind or beyond int4', () => {
    expect(toggleHolidaySchema.safeParse({ id_restaurant: 3, date: '0000/01/01' }).success).toBe(false);
    for (const id_restaurant of ['3', [3], true, 2_147_483_648]) {
      expect(toggleHolidaySchema.safeParse({ id_restaurant, date: '2026/04/01' }).success).toBe(false);
    }
    expect(holidayQuerySchema.parse({ id_restaurant: '3' })).toEqual({ id_restaurant: 3 });
    expect(holidayQuerySchema.safeParse({ id_restaurant: '0x10' }).success).toBe(false);
  });
});
