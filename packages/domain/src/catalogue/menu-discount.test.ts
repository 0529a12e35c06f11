// The discount window in Asia/Tokyo: "-" outside it, the discount price inside it.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  businessDateTime,
  type DiscountWindow,
  displayDiscountPrice,
  isDiscountActive,
  isValidDate,
  isValidTime,
} from './menu-discount.ts';

const april: DiscountWindow = {
  food_menu_price_discount: 600,
  discount_start_date: '2025-04-01',
  discount_start_time: '10:00:00',
  discount_end_date: '2025-04-30',
  discount_end_time: '21:00:00',
};

/** An instant given as Tokyo wall-clock time (UTC+9, no daylight saving). */
const tokyo = (text: string) => new Date(`${text}+09:00`);

describe('isDiscountActive', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is active from its start (inclusive) to its end (exclusive), in Tokyo time', () => {
    expect(isDiscountActive(april, tokyo('2025-04-01T09:59:59'))).toBe(false);
    expect(isDiscountActive(april, tokyo('2025-04-01T10:00:00'))).toBe(true);
    expect(isDiscountActive(april, tokyo('2025-04-15T03:00:00'))).toBe(true);
    expect(isDiscountActive(april, tokyo('2025-04-30T20:59:59'))).toBe(true);
    expect(isDiscountActive(april, tokyo('2025-04-30T21:00:00'))).toBe(false);
  });

  it('reads the window in Tokyo whatever the process zone', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    // 01:00 UTC on 1 April is 10:00 in Tokyo but still 31 March in Los Angeles.
    expect(isDiscountActive(april, new Date('2025-04-01T01:00:00Z'))).toBe(true);
    expect(isDiscountActive(april, new Date('2025-04-01T00:59:59Z'))).toBe(false);
  });

  it('accepts HH:mm times', () => {
    expect(isDiscountActive({ ...april, discount_start_time: '10:00' }, tokyo('2025-04-01T10:00:00'))).toBe(true);
  });

  it('is never active without a discount price or with a part of the window missing', () => {
    const now = tokyo('2025-04-15T12:00:00');
    expect(isDiscountActive({ ...april, food_menu_price_discount: null }, now)).toBe(false);
    for (const field of [
      'discount_start_date',
      'discount_start_time',
      'discount_end_date',
      'discount_end_time',
    ] as const) {
      expect(isDiscountActive({ ...april, [field]: null }, now)).toBe(false);
    }
  });

  it('shows the price inside the window and null ("-") outside (property)', () => {
    const start = Date.parse('2025-04-01T01:00:00Z');
    const end = Date.parse('2025-04-30T12:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: start - 5 * 86_400_000, max: end + 5 * 86_400_000 }), (ms) => {
        // Whole seconds: the window is stored to the second.
        const now = new Date(Math.floor(ms / 1000) * 1000);
        const inside = now.getTime() >= start && now.getTime() < end;
        expect(displayDiscountPrice(april, now)).toBe(inside ? 600 : null);
      }),
    );
  });
});

describe('dates and times', () => {
  it('knows real calendar days', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2025-02-29')).toBe(false);
    expect(isValidDate('2025-13-01')).toBe(false);
    expect(isValidDate('2025-4-01')).toBe(false);
    // PostgreSQL has no year 0 (Date reads years 0–99 as 1900–1999, so this was once "valid").
    expect(isValidDate('0000-01-01')).toBe(false);
    expect(isValidDate('0001-01-01')).toBe(true);
    expect(isValidTime('23:59')).toBe(true);
    expect(isValidTime('24:00')).toBe(false);
  });

  it('orders Tokyo date-times as text like the instants they name (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 4e12 }), (a, b) => {
        const [x, y] = [new Date(Math.floor(a / 1000) * 1000), new Date(Math.floor(b / 1000) * 1000)];
        expect(businessDateTime(x) < businessDateTime(y)).toBe(x.getTime() < y.getTime());
      }),
    );
  });
});
