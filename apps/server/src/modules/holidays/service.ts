// Holidays of a delivery restaurant: listing them, and the one toggle call (spec 3 §4). Setting a
// holiday removes that date's frames without orders (frames with orders stay: their customers are
// coming); un-setting it lets the generator recreate the frames (the route asks for a run at once).

import type { HolidayToggleResult } from '@noren/domain/holidays';
import { toHolidayWire } from '@noren/domain/holidays';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { lockRestaurantFrames } from '../delivery-time-frames/service.ts';

/** Every holiday of the restaurant, oldest first, as { date: 'YYYY/MM/DD' }. */
export async function listHolidays(db: Db, id_restaurant: number): Promise<{ date: string }[]> {
  const rows = await db
    .selectFrom('holidays')
    .select('date')
    .where('id_restaurant', '=', id_restaurant)
    .orderBy('date')
    .execute();
  return rows.map((row) => ({ date: toHolidayWire(row.date) }));
}

/** Makes `date` ('YYYY-MM-DD') a holiday, or a working day again if it was one. */
export async function toggleHoliday(
  db: Db,
  id_restaurant: number,
  date: string,
  today: string,
): Promise<HolidayToggleResult> {
  // Past days are history: their frames and orders stay as they were.
  if (date < today) throw new AppError(400, 'HOLIDAY_DATE_PAST', {}, 'date');
  return inTransaction(db, async (trx) => {
    await lockRestaurantFrames(trx, id_restaurant);
    const unset = await trx
      .deleteFrom('holidays')
      .where('id_restaurant', '=', id_restaurant)
      .where('date', '=', date)
      .returning('date')
      .executeTakeFirst();
    if (unset) return { date: toHolidayWire(date), holiday: false, removed_frames: 0, kept_frames: 0 };
    await trx.insertInto('holidays').values({ id_restaurant, date }).execute();
    const removed = await trx
      .deleteFrom('delivery_time_frames')
      .where('id_restaurant', '=', id_restaurant)
      .where('date', '=', date)
      .where('count_order', '=', 0)
      .executeTakeFirst();
    const kept = await trx
      .selectFrom('delivery_time_frames')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('id_restaurant', '=', id_restaurant)
      .where('date', '=', date)
      .executeTakeFirstOrThrow();
    return {
      date: toHolidayWire(date),
      holiday: true,
      removed_frames: Number(removed.numDeletedRows),
      kept_frames: Number(kept.count),
    };
  });
}
