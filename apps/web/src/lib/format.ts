// Date and time display in the business time zone (Asia/Tokyo), whatever the device's zone.
import { businessClock } from '@noren/domain/restaurant';
import type { StoredLanguage } from './language.ts';

/**
 * `2024/03/26 14:05` in Japanese, `03/26/2024, 14:05` in English (Intl's ja-JP and en-US, read off
 * the Tokyo wall clock without building a time-zone format); unparseable input is shown as given.
 */
export function formatDateTime(value: string, language: StoredLanguage): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const { year, month, day, hour, minute } = businessClock(date);
  return language === 'en' ? `${month}/${day}/${year}, ${hour}:${minute}` : `${year}/${month}/${day} ${hour}:${minute}`;
}

/** The spec writes dates as MM/DD/YYYY; Japanese readers expect YYYY/MM/DD. */
export function formatUsDate(mmddyyyy: string, language: StoredLanguage): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(mmddyyyy);
  if (!match || language === 'en') return mmddyyyy;
  const [, month, day, year] = match;
  return `${year}/${month}/${day}`;
}

/** Yen as Japanese readers write it (1,200円) and as English readers do (¥1,200). */
export function formatYen(amount: number, language: StoredLanguage): string {
  return language === 'en' ? `¥${amount.toLocaleString('en-US')}` : `${amount.toLocaleString('ja-JP')}円`;
}

/** Yen, or '-' when there is nothing to show. */
export function formatYenOrDash(amount: number | null, language: StoredLanguage): string {
  return amount === null ? '-' : formatYen(amount, language);
}

/** A stored 'YYYY-MM-DD' as readers of the language write it: 2025/04/01, or 04/01/2025 in English. */
export function formatDate(date: string, language: StoredLanguage): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  return language === 'en' ? `${month}/${day}/${year}` : `${year}/${month}/${day}`;
}
