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

/** Business dates and times are Asia/Tokyo whatever the server's or browser's zone. */
export const businessTimeZone = 'Asia/Tokyo';

/**
 * A date-time format built at its first use, then kept. Building one costs far more than using it
 * (per call, it dominated order intake's CPU profile), and building it when the module loads costs
 * every page that imports the module: a time-zone format is ~20 ms of a tablet's CPU, inside the
 * long task that evaluates the login page's scripts.
 */
export function formatOnce(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat(locale, options);
    return format;
  };
}

const businessDateFormat = formatOnce('en-CA', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of an instant in Asia/Tokyo. */
export function businessDate(at: Date): string {
  return businessDateFormat().format(at);
}

const businessClockFormat = formatOnce('en-CA', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

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
  const parts = Object.fromEntries(
    businessClockFormat()
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}
