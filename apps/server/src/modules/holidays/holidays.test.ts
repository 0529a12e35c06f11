// Holidays through the API: the list in YYYY/MM/DD, the toggle that removes a day's frames without
// orders and gives them back (through the real job queue) when un-set, bad input, and tenancy.
import { addDays } from '@noren/domain/delivery-time-frames';
import { businessDate } from '@noren/domain/restaurant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer, expectFieldError, login, seedTenants, setupTestApp } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import { type JobQueue, startJobQueue } from '../../jobs/queue.ts';
import { databaseUrlOf, eventually, memoryLog } from '../../jobs/testing.ts';
import { generateDeliveryTimeFrames, reserveSlot } from '../delivery-time-frames/service.ts';

const ctx = await setupTestApp();
const ids = await seedTenants(ctx.db);
const today = businessDate(new Date());
const slash = (date: string) => date.replaceAll('-', '/');

let owner: Awaited<ReturnType<typeof login>>;
let queue: JobQueue;
/** The app as main.ts builds it: with the job queue. */
let app: Awaited<ReturnType<typeof buildApp>>['app'];

const framesOn = (date: string) =>
  ctx.db
    .selectFrom('delivery_time_frames')
    .select(['id_delivery_time_frame', 'count_order'])
    .where('id_restaurant', '=', ids.restaurantA)
    .where('date', '=', date)
    .orderBy('start_time')
    .execute();

const toggle = (body: object, headers = owner.headers) =>
  app.inject({ method: 'PATCH', url: '/api/restaurant/holiday', headers, payload: body });

beforeAll(async () => {
  await ctx.db
    .updateTable('restaurants')
    .set({
      restaurant_type: 'delivery',
      restaurant_type_detail: JSON.stringify({
        open_reservation: '11:00',
        close_reservation: '13:00',
        interval_time_frame: 30,
        days_time_frame: 5,
        max_order: 10,
      }),
    })
    .where('id_restaurant', '=', ids.restaurantA)
    .execute();
  queue = await startJobQueue({
    connectionString: await databaseUrlOf(ctx.db),
    db: ctx.db,
    log: memoryLog(),
    definitions: jobDefinitions,
    pollingIntervalSeconds: 0.5,
  });
  app = (await buildApp(ctx.config, ctx.db, { jobs: queue })).app;
  owner = await login(app, 'owner-a@test.example');
  // The start-up run of the generator fills the coming days.
  await eventually(async () => (await framesOn(addDays(today, 4))).length === 4);
});

afterAll(async () => {
  await app.close();
  await queue.stop();
});

describe('PATCH /api/restaurant/holiday', () => {
  it("sets a holiday: that day's frames without orders go, frames with orders stay", async () => {
    const date = addDays(today, 1);
    const [withOrders] = await framesOn(date);
    expect(await reserveSlot(ctx.db, ids.restaurantA, withOrders!.id_delivery_time_frame)).toBe(true);
    const response = await toggle({ id_restaurant: ids.restaurantA, date: slash(date) });
    expectAnswer(response, 200, {
      data: { date: slash(date), holiday: true, removed_frames: 3, kept_frames: 1 },
      message: 'Set as a holiday',
      message_jp: '休業日に設定しました',
    });
    expect(await framesOn(date)).toEqual([
      { id_delivery_time_frame: withOrders!.id_delivery_time_frame, count_order: 1 },
    ]);
    // The periodic generation leaves the holiday alone.
    await generateDeliveryTimeFrames(ctx.db, { id_restaurant: ids.restaurantA });
    expect(await framesOn(date)).toHaveLength(1);
  });

  it('un-sets it with the same call, and the job brings the frames back right away', async () => {
    const date = addDays(today, 1);
    const response = await toggle({ data: { id_restaurant: ids.restaurantA, date: slash(date) } });
    expectAnswer(response, 200, {
      data: { date: slash(date), holiday: false },
      message: 'No longer a holiday',
      message_jp: '休業日を解除しました',
    });
    await eventually(async () => (await framesOn(date)).length === 4, 5000);
    expect((await framesOn(date)).map((frame) => frame.count_order)).toEqual([1, 0, 0, 0]);
  });

  it('answers 400 naming date for another format, a day that does not exist, or a past day', async () => {
    for (const date of [addDays(today, 2), '2026/02/30', 'tomorrow', slash(addDays(today, -1))]) {
      const response = await toggle({ id_restaurant: ids.restaurantA, date });
      expectFieldError(response, 'date');
    }
    const past = await toggle({ id_restaurant: ids.restaurantA, date: slash(addDays(today, -1)) });
    expect(past.json()).toMatchObject({ code: 'HOLIDAY_DATE_PAST', message_jp: '過去の日付は変更できません' });
    const missing = await toggle({ date: slash(addDays(today, 2)) });
    expectFieldError(missing, 'id_restaurant');
    expect(await framesOn(addDays(today, 2))).toHaveLength(4);
  });

  it("answers 404 for another restaurant's id and changes nothing", async () => {
    const response = await toggle({ id_restaurant: ids.restaurantB, date: slash(addDays(today, 2)) });
    expect(response.statusCode).toBe(404);
    expect(await ctx.db.selectFrom('holidays').selectAll().execute()).toEqual([]);
  });
});

describe('GET /api/restaurant/holiday', () => {
  it('lists the holidays as YYYY/MM/DD, oldest first', async () => {
    await toggle({ id_restaurant: ids.restaurantA, date: slash(addDays(today, 3)) });
    await toggle({ id_restaurant: ids.restaurantA, date: slash(today) });
    const response = await app.inject({
      method: 'GET',
      url: `/api/restaurant/holiday?id_restaurant=${ids.restaurantA}`,
      headers: owner.headers,
    });
    expectAnswer(response, 200, {
      data: [{ date: slash(today) }, { date: slash(addDays(today, 3)) }],
      totalData: 2,
    });
    // The list of frames says the day is closed.
    const frames = await app.inject({
      method: 'GET',
      url: `/api/restaurant/delivery-time?id_restaurant=${ids.restaurantA}`,
      headers: owner.headers,
    });
    const groups = frames.json().data as { date: string; holiday: boolean; list: unknown[] }[];
    expect(groups.find((group) => group.date === addDays(today, 3))).toEqual({
      date: addDays(today, 3),
      holiday: true,
      list: [],
    });
  });

  it('answers 400 naming id_restaurant when it is missing or not a number', async () => {
    for (const url of ['/api/restaurant/holiday', '/api/restaurant/holiday?id_restaurant=abc']) {
      const response = await app.inject({ method: 'GET', url, headers: owner.headers });
      expectFieldError(response, 'id_restaurant');
    }
  });

  it("answers 404 for another restaurant's holidays", async () => {
    await ctx.db
      .insertInto('holidays')
      .values({ id_restaurant: ids.restaurantB, date: addDays(today, 9) })
      .execute();
    const response = await app.inject({
      method: 'GET',
      url: `/api/restaurant/holiday?id_restaurant=${ids.restaurantB}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(JSON.stringify(response.json())).not.toContain(slash(addDays(today, 9)));
  });
});
