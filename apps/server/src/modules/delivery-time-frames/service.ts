// Delivery time frames: generating them from each delivery restaurant's settings (run by the
// background job), listing them grouped by date, the quota edit, and taking a slot for an order.
//
// Frames of a restaurant change in three places — this generator, a holiday toggle, and an order
// taking a slot. The first two take one per-restaurant advisory lock, so a generation that read the
// holidays just before a holiday was set cannot put frames back on it. Slots change in one
// conditional UPDATE and need no lock.
import {
  addDays,
  type DeliveryTimeDateGroup,
  type DeliveryTimeFrame,
  generateTimeFramesForDays,
  groupFramesByDate,
  quotaEditIssue,
  timeFrameSettings,
} from '@noren/domain/delivery-time-frames';
import { businessDate } from '@noren/domain/restaurant';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';

/** First key of the two-key advisory lock guarding a restaurant's frames and holidays. */
const frameLockKey = 7_301;

/** The restaurant's holidays ('YYYY-MM-DD') from `from` to `to`, both included. */
async function holidayDates(db: Db, id_restaurant: number, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectFrom('holidays')
    .select('date')
    .where('id_restaurant', '=', id_restaurant)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  return rows.map((row) => row.date);
}

/** Serialises frame generation and holiday toggles of one restaurant until the transaction ends. */
export async function lockRestaurantFrames(trx: Db, id_restaurant: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${frameLockKey}, ${id_restaurant})`.execute(trx);
}

export interface GenerationResult {
  restaurants: number;
  created: number;
  removed: number;
}

/**
 * Creates the frames of the coming days_time_frame business days (today included) of every delivery
 * restaurant, or of one. Idempotent: INSERT ... ON CONFLICT DO NOTHING on (restaurant, date, start).
 * Frames without orders that no longer match the settings (the hours or the interval changed) are
 * replaced within those days; frames with orders are never touched (a new frame overlapping one is
 * left out), so the frames of a date never overlap. A frame's edited max_order is kept.
 */
export async function generateDeliveryTimeFrames(
  db: Db,
  options: { today?: string; id_restaurant?: number } = {},
): Promise<GenerationResult> {
  const today = options.today ?? businessDate(new Date());
  let query = db.selectFrom('restaurants').select('id_restaurant').where('restaurant_type', '=', 'delivery');
  if (options.id_restaurant !== undefined) query = query.where('id_restaurant', '=', options.id_restaurant);
  const restaurants = await query.orderBy('id_restaurant').execute();
  const result: GenerationResult = { restaurants: 0, created: 0, removed: 0 };
  const failures: unknown[] = [];
  for (const { id_restaurant } of restaurants) {
    // One restaurant's failure must not leave the others without frames; the job retries the run.
    try {
      const one = await generateForRestaurant(db, id_restaurant, today);
      result.restaurants += 1;
      result.created += one.created;
      result.removed += one.removed;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `time-frame generation failed for ${failures.length} restaurant(s)`);
  }
  return result;
}

async function generateForRestaurant(
  db: Db,
  id_restaurant: number,
  today: string,
): Promise<{ created: number; removed: number }> {
  return inTransaction(db, async (trx) => {
    await lockRestaurantFrames(trx, id_restaurant);
    // Read after the lock: a holiday set just before is seen.
    const restaurant = await trx
      .selectFrom('restaurants')
      .select(['restaurant_type', 'restaurant_type_detail'])
      .where('id_restaurant', '=', id_restaurant)
      .executeTakeFirst();
    if (restaurant?.restaurant_type !== 'delivery') return { created: 0, removed: 0 };
    const settings = timeFrameSettings(restaurant.restaurant_type_detail);
    const lastDate = addDays(today, settings.days_time_frame - 1);
    const holidays = await holidayDates(trx, id_restaurant, today, lastDate);
    const drafts = generateTimeFramesForDays(settings, today, holidays);
    // One JSON parameter, whatever the number of frames (60 days of 5-minute frames is 17 000 rows).
    const draftsJson = JSON.stringify(drafts);
    const removed = await sql`
      DELETE FROM delivery_time_frames AS f
      WHERE f.id_restaurant = ${id_restaurant}
        AND f.date BETWEEN ${today}::date AND ${lastDate}::date
        AND f.count_order = 0
        AND NOT EXISTS (
          SELECT 1 FROM jsonb_to_recordset(${draftsJson}::jsonb) AS d(date date, start_time time, end_time time)
          WHERE d.date = f.date AND d.start_time = f.start_time AND d.end_time = f.end_time
        )`.execute(trx);
    // A frame left in place (it has orders) keeps its time: a new frame overlapping it is not made.
    const created = await sql`
      INSERT INTO delivery_time_frames (id_restaurant, date, start_time, end_time, max_order, closing_time)
      SELECT ${id_restaurant}, d.date, d.start_time, d.end_time, d.max_order, d.closing_time
      FROM jsonb_to_recordset(${draftsJson}::jsonb)
        AS d(date date, start_time time, end_time time, max_order integer, closing_time integer)
      WHERE NOT EXISTS (
        SELECT 1 FROM delivery_time_frames AS f
        WHERE f.id_restaurant = ${id_restaurant} AND f.date = d.date
          AND f.start_time < d.end_time AND d.start_time < f.end_time
      )
      ON CONFLICT (id_restaurant, date, start_time) DO NOTHING`.execute(trx);
    return { created: Number(created.numAffectedRows ?? 0), removed: Number(removed.numAffectedRows ?? 0) };
  });
}

const frameColumns = [
  'id_delivery_time_frame',
  'date',
  'start_time',
  'end_time',
  'max_order',
  'count_order',
  'closing_time',
] as const;

/**
 * The restaurant's frames from `fromDate` on, grouped by date. Holidays from `fromDate` to the end
 * of its frame days are listed too (as dates with `holiday: true`), so a closed day says so instead
 * of silently missing.
 */
export async function listDeliveryTimes(
  db: Db,
  id_restaurant: number,
  fromDate: string,
): Promise<{ groups: DeliveryTimeDateGroup[]; total: number }> {
  const frames: DeliveryTimeFrame[] = await db
    .selectFrom('delivery_time_frames')
    .select(frameColumns)
    .where('id_restaurant', '=', id_restaurant)
    .where('date', '>=', fromDate)
    .orderBy('date')
    .orderBy('start_time')
    .execute();
  const restaurant = await db
    .selectFrom('restaurants')
    .select('restaurant_type_detail')
    .where('id_restaurant', '=', id_restaurant)
    .executeTakeFirst();
  const days = timeFrameSettings(restaurant?.restaurant_type_detail).days_time_frame;
  const lastFrameDate = frames.at(-1)?.date ?? fromDate;
  const windowEnd = addDays(fromDate, days - 1);
  const until = lastFrameDate > windowEnd ? lastFrameDate : windowEnd;
  const holidays = await holidayDates(db, id_restaurant, fromDate, until);
  return {
    groups: groupFramesByDate(frames, holidays),
    total: frames.length,
  };
}

/**
 * Sets a frame's quota. One conditional UPDATE, so an order taking a slot at the same moment can
 * never leave count_order above max_order. Below the orders received: 400 naming max_order with the
 * count (spec 3 §5); another restaurant's frame: 404.
 */
export async function updateMaxOrder(
  db: Db,
  id_restaurant: number,
  id_delivery_time_frame: number,
  max_order: number,
): Promise<DeliveryTimeFrame> {
  const updated = await db
    .updateTable('delivery_time_frames')
    .set({ max_order })
    .where('id_delivery_time_frame', '=', id_delivery_time_frame)
    .where('id_restaurant', '=', id_restaurant)
    .where('count_order', '<=', max_order)
    .returning(frameColumns)
    .executeTakeFirst();
  if (updated) return updated;
  const current = await db
    .selectFrom('delivery_time_frames')
    .select('count_order')
    .where('id_delivery_time_frame', '=', id_delivery_time_frame)
    .where('id_restaurant', '=', id_restaurant)
    .executeTakeFirst();
  if (!current) throw notFound();
  const issue = quotaEditIssue(max_order, current.count_order);
  // The count can only have grown since the UPDATE, so the rule explains the refusal.
  throw new AppError(400, issue?.code ?? 'CANNOT_UPDATE', issue?.params ?? {}, 'max_order');
}

/**
 * Moves a frame's count of orders by `step` in one conditional UPDATE: a slot is taken only while
 * the frame has room, and given back only while one is taken. Whether the count moved (false too
 * when the frame is not the restaurant's).
 */
async function stepSlots(
  db: Db,
  id_restaurant: number,
  id_delivery_time_frame: number,
  step: 1 | -1,
): Promise<boolean> {
  const row = await db
    .updateTable('delivery_time_frames')
    .set((eb) => ({ count_order: eb('count_order', '+', step) }))
    .where('id_delivery_time_frame', '=', id_delivery_time_frame)
    .where('id_restaurant', '=', id_restaurant)
    .where((eb) => (step > 0 ? eb('count_order', '<', eb.ref('max_order')) : eb('count_order', '>', 0)))
    .returning('id_delivery_time_frame')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes one slot of a frame for an order: true when it got one, false when the frame is full or is
 * not the restaurant's. Pass a transaction to tie it to the order's insert.
 */
export const reserveSlot = (db: Db, id_restaurant: number, id_delivery_time_frame: number): Promise<boolean> =>
  stepSlots(db, id_restaurant, id_delivery_time_frame, 1);

/** Gives a slot back (an order cancelled): true when the count went down. */
export const releaseSlot = (db: Db, id_restaurant: number, id_delivery_time_frame: number): Promise<boolean> =>
  stepSlots(db, id_restaurant, id_delivery_time_frame, -1);
