// The one way money and dates are written, in both languages.
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
  });
});
