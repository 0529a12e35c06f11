// Delivery time frames (spec 3 §2.6, §3, §5): which frames a delivery restaurant offers on a
// business date, the quota-edit rule, and the wire contracts of GET/PATCH restaurant/delivery-time.
//
// A restaurant's settings live in restaurants.restaurant_type_detail. The frames of a date cover
// the ordering window [open_reservation, close_reservation) (default 10:00–20:00) in consecutive
// steps of interval_time_frame minutes, starting at the opening time; only whole frames are made,
// so a remainder shorter than one interval before closing gets no frame. A holiday has none.
import { z } from 'zod';
import { idParam, integer, isIsoDate } from './zod-blocks.ts';

/** Used for every setting a restaurant has not filled in (or filled in with nonsense). */
export const timeFrameDefaults = {
  open_reservation: '10:00',
  close_reservation: '20:00',
  interval_time_frame: 30,
  days_time_frame: 7,
  max_order: 10,
  closing_time: 0,
} as const;

/** Bounds that keep a typo from generating thousands of rows. */
export const timeFrameLimits = {
  minInterval: 5,
  maxDays: 60,
  maxOrder: 9999,
  maxClosingTime: 24 * 60,
} as const;

export interface TimeFrameSettings {
  /** 'HH:MM', start of the first frame. */
  open_reservation: string;
  /** 'HH:MM', no frame ends after it. */
  close_reservation: string;
  /** Minutes per frame. */
  interval_time_frame: number;
  /** How many days, today included, get frames. */
  days_time_frame: number;
  /** Quota of a new frame. */
  max_order: number;
  /** Minutes before a frame's start when it stops taking orders. */
  closing_time: number;
}

/** A frame as generated, before it has an id or orders. Times are 'HH:MM:SS' like the database. */
export interface TimeFrameDraft {
  date: string;
  start_time: string;
  end_time: string;
  max_order: number;
  closing_time: number;
}

const hhmm = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

/** 'HH:MM[:SS]' → minutes after midnight, or null. */
export function minutesOfTime(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = hhmm.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes after midnight → 'HH:MM:SS'. */
export function timeOfMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}

function wholeNumber(value: unknown, min: number, max: number): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) return null;
  return number;
}

/**
 * The settings of a restaurant_type_detail, each missing or invalid one replaced by its default.
 * Settings are typed in by owners over years of versions: read them leniently, never throw.
 */
export function timeFrameSettings(detail: unknown): TimeFrameSettings {
  const source = (detail && typeof detail === 'object' ? detail : {}) as Record<string, unknown>;
  const open = minutesOfTime(source.open_reservation);
  const close = minutesOfTime(source.close_reservation);
  return {
    open_reservation: open === null ? timeFrameDefaults.open_reservation : timeOfMinutes(open).slice(0, 5),
    close_reservation: close === null ? timeFrameDefaults.close_reservation : timeOfMinutes(close).slice(0, 5),
    interval_time_frame:
      wholeNumber(source.interval_time_frame, timeFrameLimits.minInterval, 24 * 60) ??
      timeFrameDefaults.interval_time_frame,
    days_time_frame:
      wholeNumber(source.days_time_frame, 1, timeFrameLimits.maxDays) ?? timeFrameDefaults.days_time_frame,
    max_order: wholeNumber(source.max_order, 0, timeFrameLimits.maxOrder) ?? timeFrameDefaults.max_order,
    closing_time: wholeNumber(source.closing_time, 0, timeFrameLimits.maxClosingTime) ?? timeFrameDefaults.closing_time,
  };
}

/** Is 'YYYY-MM-DD' a real calendar date (no 2024-02-30, no year 0000)? One rule: zod-blocks' isIsoDate. */
export function isCalendarDate(value: string): boolean {
  return isIsoDate(value);
}

/** 'YYYY-MM-DD' plus a number of days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The business dates that get frames: `from` and the days after it, `days` in all. */
export function frameDates(from: string, days: number): string[] {
  return Array.from({ length: Math.max(0, days) }, (_, offset) => addDays(from, offset));
}

/**
 * The frames of one business date. None on a holiday, none when the window is empty (closing not
 * after opening). Pure: the same settings, date and holidays always give the same frames.
 */
export function generateTimeFrames(
  settings: TimeFrameSettings,
  date: string,
  holidays: ReadonlySet<string> | readonly string[],
): TimeFrameDraft[] {
  const isHoliday = holidays instanceof Set ? holidays.has(date) : (holidays as readonly string[]).includes(date);
  if (isHoliday) return [];
  const open = minutesOfTime(settings.open_reservation);
  const close = minutesOfTime(settings.close_reservation);
  const step = settings.interval_time_frame;
  if (open === null || close === null || !Number.isInteger(step) || step <= 0) return [];
  const frames: TimeFrameDraft[] = [];
  for (let start = open; start + step <= close; start += step) {
    frames.push({
      date,
      start_time: timeOfMinutes(start),
      end_time: timeOfMinutes(start + step),
      max_order: settings.max_order,
      closing_time: settings.closing_time,
    });
  }
  return frames;
}

/** The frames of `days` business dates from `from`, skipping holidays. */
export function generateTimeFramesForDays(
  settings: TimeFrameSettings,
  from: string,
  holidays: ReadonlySet<string> | readonly string[],
): TimeFrameDraft[] {
  const holidaySet = holidays instanceof Set ? holidays : new Set(holidays as readonly string[]);
  return frameDates(from, settings.days_time_frame).flatMap((date) => generateTimeFrames(settings, date, holidaySet));
}

/**
 * The quota-edit rule (spec 3 §5): a frame's new max_order may not be below the orders it already
 * received. Answers null when allowed, else the message code and its parameters.
 */
export function quotaEditIssue(
  newMaxOrder: number,
  countOrder: number,
): { code: 'DELIVERY_MAX_ORDER_BELOW_COUNT'; params: { count: number } } | null {
  return newMaxOrder < countOrder ? { code: 'DELIVERY_MAX_ORDER_BELOW_COUNT', params: { count: countOrder } } : null;
}

// --- Wire contracts -----------------------------------------------------------------------------

export const businessDateSchema = z.string().refine(isCalendarDate, { message: 'INVALID_DATE' });

/** GET restaurant/delivery-time?id_restaurant&from_date=YYYY-MM-DD (from_date defaults to today). */
export const deliveryTimeQuerySchema = z.object({
  id_restaurant: idParam,
  from_date: businessDateSchema.optional(),
});
export type DeliveryTimeQuery = z.infer<typeof deliveryTimeQuerySchema>;

/** Digits typed in a form may arrive as a string; null, '' and words stay invalid (no coercion to 0). */
const digitsAsNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;

/** PATCH restaurant/delivery-time/{id} body. */
export const updateDeliveryTimeSchema = z.object({
  max_order: z.preprocess(digitsAsNumber, integer(0, timeFrameLimits.maxOrder)),
});
export type UpdateDeliveryTimeInput = z.infer<typeof updateDeliveryTimeSchema>;

export const deliveryTimeFrameSchema = z.object({
  id_delivery_time_frame: z.number().int(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  max_order: z.number().int(),
  count_order: z.number().int(),
  closing_time: z.number().int(),
});
export type DeliveryTimeFrame = z.infer<typeof deliveryTimeFrameSchema>;

/**
 * One date of the GET answer: its frames by start time. A holiday inside the listed days appears
 * with `holiday: true` (and no frames unless some already had orders when it was set).
 */
export const deliveryTimeDateGroupSchema = z.object({
  date: z.string(),
  holiday: z.boolean(),
  list: z.array(deliveryTimeFrameSchema),
});
export type DeliveryTimeDateGroup = z.infer<typeof deliveryTimeDateGroupSchema>;

/** Frames grouped by date, dates ascending, frames by start time within a date. */
export function groupFramesByDate(
  frames: readonly DeliveryTimeFrame[],
  holidays: readonly string[] = [],
): DeliveryTimeDateGroup[] {
  const holidaySet = new Set(holidays);
  const byDate = new Map<string, DeliveryTimeFrame[]>();
  for (const date of holidays) byDate.set(date, []);
  for (const frame of frames) {
    const list = byDate.get(frame.date) ?? [];
    list.push(frame);
    byDate.set(frame.date, list);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, list]) => ({
      date,
      holiday: holidaySet.has(date),
      list: [...list].sort((a, b) => (a.start_time < b.start_time ? -1 : a.start_time > b.start_time ? 1 : 0)),
    }));
}
