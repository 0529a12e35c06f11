// The one way money and dates are written, in both languages.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatYen, formatYenOrDash } from './format.ts';

describe('formatYen', () => {
  it('writes 円 after the amount in Japanese and ¥ before it in English', () => {
    expect(formatYen(1200, 'jp')).toBe('1,200円');
    expect(formatYen(1200, 'en')).toBe('¥1,200');
  });

  it('shows a dash for a missing amount', () => {
    expect(formatYenOrDash(null, 'jp')).toBe('-');
    expect(formatYenOrDash(0, 'en')).toBe('¥0');
  });
});

describe('formatDate', () => {
  it('orders a stored date as readers of the language do', () => {
    expect(formatDate('2025-04-01', 'jp')).toBe('2025/04/01');
    expect(formatDate('2025-04-01', 'en')).toBe('04/01/2025');
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('shows the instant in Tokyo time', () => {
    expect(formatDateTime('2024-03-26T05:05:00Z', 'jp')).toBe('2024/03/26 14:05');
    expect(formatDateTime('2024-03-26T15:05:00Z', 'en')).toBe('03/27/2024, 00:05');
  });

  it('shows input that is not a date as given', () => {
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });

  it("writes what Intl's ja-JP and en-US write for Asia/Tokyo (property)", () => {
    const options: Intl.DateTimeFormatOptions = {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    };
    const ja = new Intl.DateTimeFormat('ja-JP', options);
    const en = new Intl.DateTimeFormat('en-US', options);
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
        (at) => {
          expect(formatDateTime(at.toISOString(), 'jp')).toBe(ja.format(at));
          expect(formatDateTime(at.toISOString(), 'en')).toBe(en.format(at));
        },
      ),
      { numRuns: 500 },
    );
  });
});
