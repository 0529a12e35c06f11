// Delivery time frames through the API and the generator: generation for the coming days (idempotent,
// never on a holiday), the list grouped by date, the quota edit and its refusal with the count,
// tenancy, and slots taken under concurrency.
import { addDays } from '@noren/domain/delivery-time-frames';
import { businessDate } from '@noren/domain/restaurant';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  columnOf,
  expectAnswer,
  expectFieldError,
  login,
  seedTenants,
  setupTestApp,
} from '../../../test/harness.ts';
import { generateDeliveryTimeFrames, releaseSlot, reserveSlot, updateMaxOrder } from './service.ts';

const ctx = await setupTestApp();
const call = apiCaller(ctx.app);
const ids = await seedTenants(ctx.db);
const today = businessDate(new Date());

const settings = {
  open_reservation: '11:00',
  close_reservation: '13:00',
  interval_time_frame: 30,
  days_time_frame: 3,
  max_order: 10,
  closing_time: 15,
};

let owner: Awaited<ReturnType<typeof login>>;

async function frameRows(id_restaurant: number) {
  return ctx.db
    .selectFrom('delivery_time_frames')
    .selectAll()
    .where('id_restaurant', '=', id_restaurant)
    .orderBy('date')
    .orderBy('start_time')
    .execute();
}

async function setDetail(id_restaurant: number, detail: object) {
  await ctx.db
    .updateTable('restaurants')
    .set({ restaurant_type_detail: JSON.stringify(detail) })
    .where('id_restaurant', '=', id_restaurant)
    .execute();
}

beforeAll(async () => {
  // Restaurant A becomes the delivery restaurant of these tests; B (reservation) is the other tenant.
  await ctx.db
    .updateTable('restaurants')
    .set({ restaurant_type: 'delivery', restaurant_type_detail: JSON.stringify(settings) })
    .where('id_restaurant', '=', ids.restaurantA)
    .execute();
  owner = await login(ctx.app, 'owner-a@test.example');
});

describe('generator', () => {
  it('creates the frames of the coming days_time_frame days for delivery restaurants only', async () => {
    const result = await generateDeliveryTimeFrames(ctx.db, { today });
    expect(result).toMatchObject({ restaurants: 1, created: 12 });
    const rows = await frameRows(ids.restaurantA);
    expect([...new Set(rows.map((row) => row.date))]).toEqual([today, addDays(today, 1), addDays(today, 2)]);
    expect(rows.filter((row) => row.date === today).map((row) => [row.start_time, row.end_time])).toEqual([
      ['11:00:00', '11:30:00'],
      ['11:30:00', '12:00:00'],
      ['12:00:00', '12:30:00'],
      ['12:30:00', '13:00:00'],
    ]);
    expect(rows[0]).toMatchObject({ max_order: 10, count_order: 0, closing_time: 15 });
    expect(await frameRows(ids.restaurantB)).toEqual([]);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await frameRows(ids.restaurantA);
    const again = await generateDeliveryTimeFrames(ctx.db, { today });
    expect(again).toMatchObject({ created: 0, removed: 0 });
    expect(await frameRows(ids.restaurantA)).toEqual(before);
  });

  it('creates none on a holiday, and fills the next day as days go by', async () => {
    const holiday = addDays(today, 3);
    await ctx.db.insertInto('holidays').values({ id_restaurant: ids.restaurantA, date: holiday }).execute();
    await generateDeliveryTimeFrames(ctx.db, { today: addDays(today, 2), id_restaurant: ids.restaurantA });
    const dates = new Set((await frameRows(ids.restaurantA)).map((row) => row.date));
    expect(dates.has(holiday)).toBe(false);
    expect(dates.has(addDays(today, 4))).toBe(true);
    await ctx.db.deleteFrom('holidays').where('id_restaurant', '=', ids.restaurantA).execute();
    await ctx.db
      .deleteFrom('delivery_time_frames')
      .where('id_restaurant', '=', ids.restaurantA)
      .where('date', '>', addDays(today, 2))
      .execute();
  });

  it('keeps a quota edited by the owner', async () => {
    const first = (await frameRows(ids.restaurantA))[0]!;
    await updateMaxOrder(ctx.db, ids.restaurantA, first.id_delivery_time_frame, 4);
    await generateDeliveryTimeFrames(ctx.db, { today });
    expect((await frameRows(ids.restaurantA))[0]).toMatchObject({
      id_delivery_time_frame: first.id_delivery_time_frame,
      max_order: 4,
    });
    await updateMaxOrder(ctx.db, ids.restaurantA, first.id_delivery_time_frame, 10);
  });

  it('follows changed settings, never touching or overlapping a frame that has orders', async () => {
    const tomorrow = addDays(today, 1);
    const ordered = (await frameRows(ids.restaurantA)).find(
      (row) => row.date === tomorrow && row.start_time === '11:30:00',
    )!;
    await ctx.db
      .updateTable('delivery_time_frames')
      .set({ count_order: 2 })
      .where('id_delivery_time_frame', '=', ordered.id_delivery_time_frame)
      .execute();
    await setDetail(ids.restaurantA, { ...settings, interval_time_frame: 60 });
    const result = await generateDeliveryTimeFrames(ctx.db, { today });
    const byDate = (date: string) =>
      frameRows(ids.restaurantA).then((rows) =>
        rows.filter((row) => row.date === date).map((row) => [row.start_time, row.end_time, row.count_order]),
      );
    expect(await byDate(today)).toEqual([
      ['11:00:00', '12:00:00', 0],
      ['12:00:00', '13:00:00', 0],
    ]);
    // 11:00–12:00 would overlap the frame with orders: that hour keeps the old frame only.
    expect(await byDate(tomorrow)).toEqual([
      ['11:30:00', '12:00:00', 2],
      ['12:00:00', '13:00:00', 0],
    ]);
    expect(result.removed).toBe(11);
    // Idempotent with the new settings too.
    expect(await generateDeliveryTimeFrames(ctx.db, { today })).toMatchObject({ created: 0, removed: 0 });

    // Back to the original settings for the tests below.
    await setDetail(ids.restaurantA, settings);
    await ctx.db
      .updateTable('delivery_time_frames')
      .set({ count_order: 0 })
      .where('id_delivery_time_frame', '=', ordered.id_delivery_time_frame)
      .execute();
    await generateDeliveryTimeFrames(ctx.db, { today });
    expect(await frameRows(ids.restaurantA)).toHaveLength(12);
  });
});

describe('GET /api/restaurant/delivery-time', () => {
  it('lists the frames from today grouped by date, holidays included', async () => {
    await ctx.db
      .insertInto('holidays')
      .values({ id_restaurant: ids.restaurantA, date: addDays(today, 2) })
      .execute();
    await ctx.db
      .deleteFrom('delivery_time_frames')
      .where('id_restaurant', '=', ids.restaurantA)
      .where('date', '=', addDays(today, 2))
      .execute();
    const response = await call(
      'GET',
      `/api/restaurant/delivery-time?id_restaurant=${ids.restaurantA}&from_date=${today}`,
      owner.headers,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalData).toBe(8);
    expect(
      body.data.map((group: { date: string; holiday: boolean; list: unknown[] }) => [
        group.date,
        group.holiday,
        group.list.length,
      ]),
    ).toEqual([
      [today, false, 4],
      [addDays(today, 1), false, 4],
      [addDays(today, 2), true, 0],
    ]);
    expect(body.data[0].list[0]).toEqual({
      id_delivery_time_frame: expect.any(Number),
      date: today,
      start_time: '11:00:00',
      end_time: '11:30:00',
      max_order: 10,
      count_order: 0,
      closing_time: 15,
    });
    // from_date defaults to today in Tokyo, and later dates narrow the list.
    const defaulted = await call(
      'GET',
      `/api/restaurant/delivery-time?id_restaurant=${ids.restaurantA}`,
      owner.headers,
    );
    expect(defaulted.json().data).toEqual(body.data);
    const later = await call(
      'GET',
      `/api/restaurant/delivery-time?id_restaurant=${ids.restaurantA}&from_date=${addDays(today, 1)}`,
      owner.headers,
    );
    expect(later.json().data[0].date).toBe(addDays(today, 1));
    await ctx.db.deleteFrom('holidays').where('id_restaurant', '=', ids.restaurantA).execute();
    await generateDeliveryTimeFrames(ctx.db, { today });
  });

  it('answers 400 naming from_date or id_restaurant when they are wrong', async () => {
    const badDate = await call(
      'GET',
      `/api/restaurant/delivery-time?id_restaurant=${ids.restaurantA}&from_date=2026-02-30`,
      owner.headers,
    );
    expectFieldError(badDate, 'from_date');
    const missing = await call('GET', '/api/restaurant/delivery-time', owner.headers);
    expectFieldError(missing, 'id_restaurant');
  });

  it("answers 404 for another restaurant's id, and 401 without a session", async () => {
    const other = await call('GET', `/api/restaurant/delivery-time?id_restaurant=${ids.restaurantB}`, owner.headers);
    expect(other.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurant/delivery-time?id_restaurant=${ids.restaurantA}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PATCH /api/restaurant/delivery-time/{id}', () => {
  const firstFrame = async () => (await frameRows(ids.restaurantA))[0]!;
  /** PATCH the frame `id` as A's owner. */
  const patchFrame = (id: number, body: object) =>
    call('PATCH', `/api/restaurant/delivery-time/${id}`, owner.headers, body);

  it("sets a frame's max_order and answers the frame", async () => {
    const frame = await firstFrame();
    const response = await patchFrame(frame.id_delivery_time_frame, { data: { max_order: '6' } });
    expectAnswer(response, 200, {
      data: { id_delivery_time_frame: frame.id_delivery_time_frame, max_order: 6 },
      message: 'Successfully updated the maximal order',
      message_jp: '最大注文数を更新しました',
    });
    expect((await firstFrame()).max_order).toBe(6);
  });

  it('refuses a max_order below the orders received, with the count in both languages', async () => {
    const frame = await firstFrame();
    for (let i = 0; i < 3; i++) await reserveSlot(ctx.db, ids.restaurantA, frame.id_delivery_time_frame);
    const response = await patchFrame(frame.id_delivery_time_frame, { max_order: 2 });
    expectAnswer(response, 400, {
      code: 'DELIVERY_MAX_ORDER_BELOW_COUNT',
      field: 'max_order',
      message: "The maximal order can't be less than the received order in the current time (3)",
      message_jp: '最大注文数は、現在の受付済み注文数（3件）より少なくできません',
    });
    expect((await firstFrame()).max_order).toBe(6);
    // Exactly the count is allowed.
    const equal = await patchFrame(frame.id_delivery_time_frame, { max_order: 3 });
    expect(equal.statusCode).toBe(200);
    for (let i = 0; i < 3; i++) await releaseSlot(ctx.db, ids.restaurantA, frame.id_delivery_time_frame);
  });

  it('answers 400 naming max_order for a value that is not a whole number from 0', async () => {
    const frame = await firstFrame();
    for (const max_order of [-1, 'many', 1.5, null]) {
      const response = await patchFrame(frame.id_delivery_time_frame, { max_order });
      expectFieldError(response, 'max_order');
    }
  });

  it("answers 404 for another restaurant's frame and leaves it alone", async () => {
    const { id_delivery_time_frame: foreign } = await ctx.db
      .insertInto('delivery_time_frames')
      .values({
        id_restaurant: ids.restaurantB,
        date: today,
        start_time: '11:00:00',
        end_time: '11:30:00',
        max_order: 5,
      })
      .returning('id_delivery_time_frame')
      .executeTakeFirstOrThrow();
    const response = await patchFrame(foreign, { max_order: 99 });
    expect(response.statusCode).toBe(404);
    expect(await columnOf(ctx.db, 'delivery_time_frames', 'max_order', 'id_delivery_time_frame', foreign)).toBe(5);
    // Nor can a slot of it be taken in A's name.
    expect(await reserveSlot(ctx.db, ids.restaurantA, foreign)).toBe(false);
  });
});

describe('reserveSlot', () => {
  async function freshFrame(max_order: number) {
    return ctx.db
      .insertInto('delivery_time_frames')
      .values({
        id_restaurant: ids.restaurantA,
        date: addDays(today, 30),
        start_time: `${String(10 + Math.floor(Math.random() * 10)).padStart(2, '0')}:${String(Math.floor(Math.random() * 60)).padStart(2, '0')}:00`,
        end_time: '23:00:00',
        max_order,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id_delivery_time_frame')
      .executeTakeFirstOrThrow();
  }

  it('gives exactly max_order of 50 concurrent reservations, never more', async () => {
    const frame = await freshFrame(10);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => reserveSlot(ctx.db, ids.restaurantA, frame.id_delivery_time_frame)),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
    const row = await ctx.db
      .selectFrom('delivery_time_frames')
      .select(['count_order', 'max_order'])
      .where('id_delivery_time_frame', '=', frame.id_delivery_time_frame)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ count_order: 10, max_order: 10 });
  });

  it('never lets count_order pass max_order while the quota is lowered at the same time', async () => {
    const frame = await freshFrame(10);
    const id = frame.id_delivery_time_frame;
    const reservations = Array.from({ length: 30 }, () => reserveSlot(ctx.db, ids.restaurantA, id));
    const lowering = updateMaxOrder(ctx.db, ids.restaurantA, id, 5).then(
      () => 'lowered',
      () => 'refused',
    );
    const [granted, outcome] = await Promise.all([Promise.all(reservations), lowering]);
    const row = await ctx.db
      .selectFrom('delivery_time_frames')
      .select(['count_order', 'max_order'])
      .where('id_delivery_time_frame', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.count_order).toBeLessThanOrEqual(row.max_order);
    expect(granted.filter(Boolean)).toHaveLength(row.count_order);
    expect(row.max_order).toBe(outcome === 'lowered' ? 5 : 10);
  });
});
