// Holidays (spec 3 §2.6, §4, §7): a delivery restaurant's days without time frames. The wire writes
// a holiday as 'YYYY/MM/DD' (PATCH restaurant/holiday, and the GET answer for symmetry); the
// database and the rest of the code use 'YYYY-MM-DD'.
import { z } from 'zod';
import { isCalendarDate } from './delivery-time-frames.ts';
import { id, idParam, slashDate } from './zod-blocks.ts';

const wirePattern = /^(\d{4})\/(\d{2})\/(\d{2})$/;

/** 'YYYY/MM/DD' → 'YYYY-MM-DD', or null when it is not a real calendar date in that format. */
export function fromHolidayWire(value: string): string | null {
  const match = wirePattern.exec(value.trim());
  if (!match) return null;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  return isCalendarDate(iso) ? iso : null;
}

/** 'YYYY-MM-DD' → 'YYYY/MM/DD'. */
export function toHolidayWire(isoDate: string): string {
  return isoDate.replaceAll('-', '/');
}

/** A holiday date as sent: 'YYYY/MM/DD' (spec), a real calendar date; parsed to 'YYYY-MM-DD'. */
export const holidayWireDateSchema = slashDate;

/** PATCH restaurant/holiday: toggles `date` as a holiday of the restaurant. */
export const toggleHolidaySchema = z.object({
  id_restaurant: id,
  date: holidayWireDateSchema,
});
export type ToggleHolidayInput = z.infer<typeof toggleHolidaySchema>;

/** GET restaurant/holiday?id_restaurant */
export const holidayQuerySchema = z.object({
  id_restaurant: idParam,
});

/** One holiday as answered: { date: 'YYYY/MM/DD' }. */
export const holidaySchema = z.object({ date: z.string().regex(wirePattern) });
export type Holiday = z.infer<typeof holidaySchema>;

/** The PATCH answer: the date and whether it is a holiday now. */
export const holidayToggleResultSchema = z.object({
  date: z.string().regex(wirePattern),
  holiday: z.boolean(),
  /** Frames without orders removed by setting the holiday (0 when un-setting). */
  removed_frames: z.number().int(),
  /** Frames kept on the new holiday because orders were already taken in them. */
  kept_frames: z.number().int(),
});
export type HolidayToggleResult = z.infer<typeof holidayToggleResultSchema>;
