// How the dashboard writes times, durations and yen, always in the business time zone (Asia/Tokyo).
import { businessClock } from '@noren/domain/restaurant';
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

/** 'HH:MM:SS' in Tokyo. */
export function formatClock(at: number): string {
  const { hour, minute, second } = businessClock(new Date(at));
  return `${hour}:${minute}:${second}`;
}

/** 1234567 → '1,234,567' (Japanese and English group digits alike), without building an Intl format. */
export function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 'HH:MM' of a stored time of day. */
export function shortTime(time: string | null): string {
  return time ? time.slice(0, 5) : '';
}

const weekdays = {
  jp: ['日', '月', '火', '水', '木', '金', '土'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
} as const;

/**
 * '2026/05/14(木)' in Japanese, 'Thu, 05/14/2026' in English: what Intl's ja-JP and en-US write
 * (format.test.ts holds it to them), without building a time-zone format at the dashboard's first
 * render (~15 ms of a tablet's CPU). A stored date is a Tokyo date already: only its weekday is
 * worked out. Anything else is shown as given.
 */
export function formatDate(date: string, language: StoredLanguage): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const at = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (at.getUTCMonth() !== Number(month) - 1 || at.getUTCDate() !== Number(day)) return date;
  const weekday = at.getUTCDay();
  return language === 'en'
    ? `${weekdays.en[weekday]}, ${month}/${day}/${year}`
    : `${year}/${month}/${day}(${weekdays.jp[weekday]})`;
}

let yenFormat: Intl.NumberFormat | undefined;
const yenDigits = () => {
  yenFormat ??= new Intl.NumberFormat('ja-JP');
  return yenFormat;
};

/** '1,200円' in Japanese, '¥1,200' in English. */
export function formatYen(value: number, language: StoredLanguage): string {
  const digits = yenDigits().format(value);
  return language === 'en' ? `¥${digits}` : `${digits}円`;
}
