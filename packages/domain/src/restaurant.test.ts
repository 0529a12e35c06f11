// Business dates are Tokyo dates, whatever zone the server or browser runs in.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessDate } from './restaurant.ts';

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
    const instant = fc.date({
      min: new Date('1990-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, (at) => {
        expect(businessDate(at)).toBe(new Date(at.getTime() + tokyoOffsetMs).toISOString().slice(0, 10));
      }),
    );
  });
});
