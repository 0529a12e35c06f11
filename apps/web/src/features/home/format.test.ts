// The dashboard's dates and clocks, held to what Intl writes for Asia/Tokyo.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, groupDigits } from './format.ts';

const intlDate = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
  });

const storedDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((at) => at.toISOString().slice(0, 10));

describe('formatDate', () => {
  it("writes a stored date as Intl's ja-JP and en-US do, weekday included (property)", () => {
    const ja = intlDate('ja-JP');
    const en = intlDate('en-US');
    fc.assert(
      fc.property(storedDate, (date) => {
        const noon = Date.parse(`${date}T12:00:00+09:00`);
        expect(formatDate(date, 'jp')).toBe(ja.format(noon));
        expect(formatDate(date, 'en')).toBe(en.format(noon));
      }),
      { numRuns: 500 },
    );
  });

  it('shows anything that is not a date as given', () => {
    expect(formatDate('2026-11-24', 'jp')).toBe('2026/11/24(火)');
    expect(formatDate('2026-11-24', 'en')).toBe('Tue, 11/24/2026');
    expect(formatDate('2026-02-30', 'jp')).toBe('2026-02-30');
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

describe('formatClock', () => {
  it('is the Tokyo time of an instant, HH:MM:SS', () => {
    expect(formatClock(Date.parse('2026-11-24T14:59:59Z'))).toBe('23:59:59');
    expect(formatClock(Date.parse('2026-11-24T15:00:00Z'))).toBe('00:00:00');
  });
});

describe('groupDigits', () => {
  it('groups by thousands', () => {
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(1234567)).toBe('1,234,567');
  });
});
