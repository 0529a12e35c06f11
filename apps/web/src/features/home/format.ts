// How the dashboard writes times, durations and yen, always in the business time zone (Asia/Tokyo).
import { businessTimeZone, formatOnce } from '@noren/domain/restaurant';
import type { StoredLanguage } from '../../lib/language.ts';

/** The instant of a business date and time of day ('YYYY-MM-DD', 'HH:MM[:SS]'); NaN if unreadable. */
export function businessInstant(date: string, time: string): number {
  const clock = time.length === 5 ? `${time}:00` : time;
  return Date.parse(`${date}T${clock}+09:00`);
}

/** '04:05' below an hour, '1:04:05' from an hour; negative durations are written as positive. */
export function formatDuration(ms: number): string {
  const total = Math.floor(Math.abs(ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

// Built at the first clock drawn, not when the dashboard's code is evaluated.
const clockFormat = formatOnce('en-GB', {
  timeZone: businessTimeZone,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** 'HH:MM:SS' in Tokyo. */
export function formatClock(at: number): string {
  return clockFormat().format(at);
}

/** 1234567 → '1,234,567' (Japanese and English group digits alike), without building an Intl format. */
export function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 'HH:MM' of a stored time of day. */
export function shortTime(time: string | null): string {
  return time ? time.slice(0, 5) : '';
}

/** '2026/05/14 (木)' in Japanese, 'Thu, 05/14/2026' in English. */
export function formatDate(date: string, language: StoredLanguage): string {
  const instant = businessInstant(date, '12:00:00');
  if (Number.isNaN(instant)) return date;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'ja-JP', {
    timeZone: businessTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
  }).format(instant);
}

/** '1,200円' in Japanese, '¥1,200' in English. */
export function formatYen(value: number, language: StoredLanguage): string {
  const digits = new Intl.NumberFormat('ja-JP').format(value);
  return language === 'en' ? `¥${digits}` : `${digits}円`;
}
