// Date and time display in the business time zone (Asia/Tokyo), whatever the device's zone.
import { businessTimeZone } from '@noren/domain/restaurant';
import type { StoredLanguage } from './language.ts';

/** `2024/03/26 14:05` in Japanese, `03/26/2024, 14:05` in English; unparseable input is shown as given. */
export function formatDateTime(value: string, language: StoredLanguage): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'ja-JP', {
    timeZone: businessTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/** The spec writes dates as MM/DD/YYYY; Japanese readers expect YYYY/MM/DD. */
export function formatUsDate(mmddyyyy: string, language: StoredLanguage): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(mmddyyyy);
  if (!match || language === 'en') return mmddyyyy;
  const [, month, day, year] = match;
  return `${year}/${month}/${day}`;
}
