// The receiving-method tests' starting point (receiving-methods.test.ts, receiving-methods-create.test.ts):
// restaurant A in company 200 (tiers need a JAN code) and B in company 100, their pictures and
// sessions, a valid take-out body, the row counts a refused write must leave alone, and B's method.
// Every test starts without receiving methods.
import { beforeEach, expect } from 'vitest';
import { apiCaller, login, type Method, seedTenants, setupTestApp } from '../../../test/harness.ts';
import { storeTestPictures } from '../uploads/test-pictures.ts';
import { takeOutBody } from './test-bodies.ts';

export async function setupReceivingMethodsTest() {
  const ctx = await setupTestApp();
  const ids = await seedTenants(ctx.db);
  // The pictures the bodies below name exist in restaurant folders (an entity may only show one that does).
  await storeTestPictures(ctx.storage, [
    `r${ids.restaurantA}/method.jpg`,
    `r${ids.restaurantA}/service.jpg`,
    `r${ids.restaurantB}/service.jpg`,
    `r${ids.restaurantB}/theirs.jpg`,
  ]);
  // Restaurant A in company 200 (tiers need a JAN code); B stays in company 100.
  await ctx.db
    .updateTable('restaurants')
    .set({ code_company: 200 })
    .where('id_restaurant', '=', ids.restaurantA)
    .execute();
  const ownerA = await login(ctx.app, 'owner-a@test.example');
  const staffA = await login(ctx.app, 'staff-a@test.example');
  const ownerB = await login(ctx.app, 'owner-b@test.example');

  const call = apiCaller(ctx.app);
  /** A request to the collection path, /api/restaurant/receiving-method. */
  const onMethods = (method: Method, headers: Record<string, string>, payload?: object) =>
    call(method, '/api/restaurant/receiving-method', headers, payload);

  const takeOut = (overrides: Record<string, unknown> = {}) => ({
    ...takeOutBody({
      method_image_name: `r${ids.restaurantA}/method.jpg`,
      service_image_name: `r${ids.restaurantA}/service.jpg`,
    }),
    id_restaurant: ids.restaurantA,
    inactive_data: [{ day_of_week: 1, active: true, start_shift_1: '11:00', end_shift_1: '14:00' }],
    ...overrides,
  });

  async function counts() {
    const methods = await ctx.db
      .selectFrom('restaurant_receiving_methods')
      .select(ctx.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const fees = await ctx.db
      .selectFrom('service_shipping_fees')
      .select(ctx.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { methods: Number(methods.n), fees: Number(fees.n) };
  }

  async function clear() {
    await ctx.db.deleteFrom('restaurant_receiving_methods').execute();
  }

  async function createTakeOut(overrides: Record<string, unknown> = {}) {
    const res = await onMethods('POST', ownerA.headers, takeOut(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }

  /** A method of restaurant B, written directly (B is another tenant). */
  async function methodOfB() {
    const row = await ctx.db
      .insertInto('restaurant_receiving_methods')
      .values({
        id_restaurant: ids.restaurantB,
        id_receiving_method: 2,
        title: 'B counter',
        tax: 8,
        service_fee: 0,
        min_order_fee: 0,
        orderable_distance: 1000,
      })
      .returning('id_restaurant_receiving_method')
      .executeTakeFirstOrThrow();
    const waitTime = await ctx.db
      .insertInto('wait_times')
      .values({
        id_restaurant: ids.restaurantB,
        id_restaurant_receiving_method: row.id_restaurant_receiving_method,
        wait_time: 9,
      })
      .returning('id_wait_time')
      .executeTakeFirstOrThrow();
    return { id: row.id_restaurant_receiving_method, id_wait_time: waitTime.id_wait_time };
  }

  beforeEach(clear);
  return { ctx, ids, ownerA, staffA, ownerB, call, onMethods, takeOut, counts, createTakeOut, methodOfB };
}
