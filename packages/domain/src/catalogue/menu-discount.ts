// The discount window of a menu (spec 2 §2, §9): a discount price applies only from its start
// date-time to its end date-time, read in Asia/Tokyo whatever the device's zone. Outside the
// window the list shows "-".
import { businessDate } from '../restaurant.ts';
import { businessWeekdayAndTime, normalizeTime } from '../schedule.ts';
import { isIsoDate } from '../zod-blocks.ts';

/** A real calendar day written YYYY-MM-DD (2024-02-30 is not one, nor is year 0000). */
export function isValidDate(text: string): boolean {
  return isIsoDate(text);
}

/** 'HH:mm' or 'HH:mm:ss' in 24 hours. */
export function isValidTime(text: string): boolean {
  return normalizeTime(text) !== null;
}

/** 'YYYY-MM-DD HH:MM:SS' of an instant in Asia/Tokyo: compared as text, it orders like time. */
export function businessDateTime(at: Date): string {
  return `${businessDate(at)} ${businessWeekdayAndTime(at).time}`;
}

export interface DiscountWindow {
  food_menu_price_discount: number | null;
  discount_start_date: string | null;
  discount_start_time: string | null;
  discount_end_date: string | null;
  discount_end_time: string | null;
}

/** 'YYYY-MM-DD HH:MM:SS' of a date and a time, or null when either is missing or malformed. */
export function joinDateTime(date: string | null, time: string | null): string | null {
  if (date === null || time === null || !isValidDate(date)) return null;
  const normalized = normalizeTime(time);
  return normalized === null ? null : `${date} ${normalized}`;
}

/** Is the discount running now: a discount price, its start at or before now and its end still ahead? */
export function isDiscountActive(menu: DiscountWindow, now: Date): boolean {
  if (menu.food_menu_price_discount === null) return false;
  const start = joinDateTime(menu.discount_start_date, menu.discount_start_time);
  const end = joinDateTime(menu.discount_end_date, menu.discount_end_time);
  if (start === null || end === null) return false;
  const current = businessDateTime(now);
  return start <= current && current < end;
}

/** The discount price to show now, or null (shown as "-") outside the window. */
export function displayDiscountPrice(menu: DiscountWindow, now: Date): number | null {
  return isDiscountActive(menu, now) ? menu.food_menu_price_discount : null;
}
