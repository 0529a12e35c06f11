// Restaurant vocabulary shared by server and web.
import { z } from 'zod';

export const restaurantTypes = ['reservation', 'by_order', 'delivery'] as const;
export type RestaurantType = (typeof restaurantTypes)[number];
export const restaurantTypeSchema = z.enum(restaurantTypes);

export const restaurantStatuses = ['active', 'inactive'] as const;
export type RestaurantStatus = (typeof restaurantStatuses)[number];

export const companyCodes = [100, 200, 300] as const;
export type CompanyCode = (typeof companyCodes)[number];

/** The product's displayed version and release date (spec 1 §1). */
export const productVersion = { version: '1.1.3', releaseDate: '03/26/2024' } as const;

/**
 * Japan keeps UTC+9 all year (no daylight saving since 1951): an instant's Tokyo wall clock is its
 * UTC clock nine hours on. Read so, with no Intl time-zone format: building one costs a tablet's CPU
 * ~15 ms (the ICU zone data), inside the first screen's long tasks. (The tests hold these to Intl's
 * Asia/Tokyo over 1970–2100.)
 */
const tokyoOffsetMs = 9 * 60 * 60 * 1000;

/** 'YYYY-MM-DDTHH:MM:SS' of an instant on the Tokyo wall clock; a RangeError for an invalid date. */
function tokyoWallClock(at: Date): string {
  return new Date(at.getTime() + tokyoOffsetMs).toISOString().slice(0, 19);
}

/** YYYY-MM-DD of an instant in Asia/Tokyo. */
export function businessDate(at: Date): string {
  return tokyoWallClock(at).slice(0, 10);
}

export interface BusinessClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** An instant's zero-padded date and time parts in Asia/Tokyo (for stamps and printed times). */
export function businessClock(at: Date): BusinessClock {
  const clock = tokyoWallClock(at);
  return {
    year: clock.slice(0, 4),
    month: clock.slice(5, 7),
    day: clock.slice(8, 10),
    hour: clock.slice(11, 13),
    minute: clock.slice(14, 16),
    second: clock.slice(17, 19),
  };
}

/** Weekday (Monday = 0) and 'HH:MM:SS' of an instant in Asia/Tokyo. */
export function businessWeekdayAndTime(at: Date): { day_of_week: number; time: string } {
  const shifted = new Date(at.getTime() + tokyoOffsetMs);
  return { day_of_week: (shifted.getUTCDay() + 6) % 7, time: tokyoWallClock(at).slice(11, 19) };
}
