// Dates and times of the time-frame screens. Frame dates are already Tokyo business dates
// ('YYYY-MM-DD'), so they are formatted as calendar days (in UTC, which never shifts them), never
// through the device's zone.
import type { StoredLanguage } from '../../lib/language.ts';

function utcDay(isoDate: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** '2026年4月1日(水)' in Japanese, 'Wed, Apr 1, 2026' in English. */
export function formatFrameDate(isoDate: string, language: StoredLanguage): string {
  return formatDay(isoDate, language, { year: 'numeric' });
}

/** '4月1日(水)' in Japanese, 'Wed, Apr 1' in English: for toasts and short lists. */
export function formatShortDate(isoDate: string, language: StoredLanguage): string {
  return formatDay(isoDate, language);
}

/** The day with its month and weekday (and what `extra` adds), in the page's language. */
function formatDay(isoDate: string, language: StoredLanguage, extra: Intl.DateTimeFormatOptions = {}): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'ja-JP', {
    timeZone: 'UTC',
    ...extra,
    month: language === 'en' ? 'short' : 'long',
    day: 'numeric',
    weekday: 'short',
  }).format(utcDay(isoDate));
}

/** '11:00 – 11:30' from 'HH:MM:SS' times. */
export function formatFrameTime(start: string, end: string): string {
  return `${start.slice(0, 5)} – ${end.slice(0, 5)}`;
}
