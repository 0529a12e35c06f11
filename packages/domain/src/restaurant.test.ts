// Business dates are Tokyo dates, whatever zone the server or browser runs in.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessClock, businessDate, businessWeekdayAndTime } from './restaurant.ts';

const tokyoOffsetMs = 9 * 60 * 60 * 1000;

describe('businessDate', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('turns to the next day at 15:00 UTC, Tokyo midnight', () => {
    expect(businessDate(new Date('2026-01-01T15:30:00Z'))).toBe('2026-01-02');
    expect(businessDate(new Date('2026-01-01T15:00:00Z'))).toBe('2026-01-02');
    expect(businessDate(new Date('2026-01-01T14:59:59.999Z'))).toBe('2026-01-01');
  });

  it('crosses month and year ends in Tokyo', () => {
    expect(businessDate(new Date('2025-12-31T15:00:00Z'))).toBe('2026-01-01');
    expect(businessDate(new Date('2024-02-28T16:00:00Z'))).toBe('2024-02-29');
  });

  it('does not depend on the process time zone', () => {
    const morningInTokyo = new Date('2026-01-01T02:00:00Z');
    vi.stubEnv('TZ', 'America/Los_Angeles');
    // Still New Year's Eve locally: proves the zone switch took effect.
    expect(morningInTokyo.getDate()).toBe(31);
    expect(businessDate(morningInTokyo)).toBe('2026-01-01');
    vi.stubEnv('TZ', 'UTC');
    expect(businessDate(new Date('2026-01-01T15:30:00Z'))).toBe('2026-01-02');
  });

  it('equals the UTC date nine hours later, Tokyo having no daylight saving (property)', () => {
    fc.assert(
      fc.property(instant, (at) => {
        expect(businessDate(at)).toBe(new Date(at.getTime() + tokyoOffsetMs).toISOString().slice(0, 10));
      }),
    );
  });

  it('throws for an invalid date, as a time-zone format does', () => {
    expect(() => businessDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

// The fixed offset against the browser's own Asia/Tokyo (the ICU zone data): the same wall clock.
const instant = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const intlTokyo = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tokyo',
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const intlParts = (at: Date) =>
  Object.fromEntries(intlTokyo.formatToParts(at).map((part) => [part.type, part.value])) as Record<string, string>;

describe('the Tokyo wall clock, held to Intl (property)', () => {
  it('businessDate and businessClock give what Intl gives for Asia/Tokyo', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const parts = intlParts(at);
        expect(businessClock(at)).toEqual({
          year: parts.year,
          month: parts.month,
          day: parts.day,
          hour: parts.hour,
          minute: parts.minute,
          second: parts.second,
        });
        expect(businessDate(at)).toBe(`${parts.year}-${parts.month}-${parts.day}`);
      }),
      { numRuns: 2000 },
    );
  });

  it('businessWeekdayAndTime: Monday 0 … Sunday 6 and HH:MM:SS, as Intl', () => {
    const names = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    fc.assert(
      fc.property(instant, (at) => {
        const parts = intlParts(at);
        expect(businessWeekdayAndTime(at)).toEqual({
          day_of_week: names.indexOf(parts.weekday ?? ''),
          time: `${parts.hour}:${parts.minute}:${parts.second}`,
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('turns the day at Tokyo midnight: Sunday 23:59:59 then Monday 00:00:00', () => {
    // 2026-11-29 is a Sunday; Tokyo midnight is 15:00 UTC the day before.
    expect(businessWeekdayAndTime(new Date('2026-11-29T14:59:59Z'))).toEqual({ day_of_week: 6, time: '23:59:59' });
    expect(businessWeekdayAndTime(new Date('2026-11-29T15:00:00Z'))).toEqual({ day_of_week: 0, time: '00:00:00' });
    expect(businessClock(new Date('2026-12-31T15:00:00Z'))).toEqual({
      year: '2027',
      month: '01',
      day: '01',
      hour: '00',
      minute: '00',
      second: '00',
    });
  });
});
