// Receiving methods through the API after creation: list, update with fee tiers, patch, delete, and
// tenancy. Creating (and the master) is in receiving-methods-create.test.ts.
import { describe, expect, it } from 'vitest';
import { expectFieldError } from '../../../test/harness.ts';
import { setupReceivingMethodsTest } from './receiving-methods-test-setup.ts';
import { tiers } from './test-bodies.ts';

const { call, counts, createTakeOut, ctx, ids, methodOfB, onMethods, ownerA, staffA, takeOut } =
  await setupReceivingMethodsTest();

describe('GET restaurant/receiving-method', () => {
  it("lists the restaurant's methods, only active ones on request, with the chosen wait time", async () => {
    const takeOutMethod = await createTakeOut();
    const counter = await createTakeOut({
      id_receiving_method: 2,
      title: 'カウンター',
      active: false,
      service_shipping_fees: [],
    });
    await methodOfB();
    const waitTime = await ctx.db
      .insertInto('wait_times')
      .values({
        id_restaurant: ids.restaurantA,
        id_restaurant_receiving_method: takeOutMethod.id_restaurant_receiving_method,
        wait_time: 15,
      })
      .returning('id_wait_time')
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('restaurant_receiving_methods')
      .set({ id_wait_time: waitTime.id_wait_time })
      .where('id_restaurant_receiving_method', '=', takeOutMethod.id_restaurant_receiving_method)
      .execute();

    const all = await call('GET', `/api/restaurant/receiving-method?id_restaurant=${ids.restaurantA}`, staffA.headers);
    expect(all.statusCode).toBe(200);
    expect(all.json().totalData).toBe(2);
    expect(all.json().data.map((method: { title: string }) => method.title)).toEqual(['テイクアウト', 'カウンター']);
    expect(all.json().data[0]).toMatchObject({ id_wait_time: waitTime.id_wait_time, wait_time: 15 });

    const active = await call('GET', '/api/restaurant/receiving-method?active=true', staffA.headers);
    expect(
      active
        .json()
        .data.map((method: { id_restaurant_receiving_method: number }) => method.id_restaurant_receiving_method),
    ).toEqual([takeOutMethod.id_restaurant_receiving_method]);
    expect(counter.active).toBe(false);
  });

  it("answers 404 for another restaurant's id and 400 for a bad filter", async () => {
    const res = await call('GET', `/api/restaurant/receiving-method?id_restaurant=${ids.restaurantB}`, ownerA.headers);
    expect(res.statusCode).toBe(404);
    const bad = await call('GET', '/api/restaurant/receiving-method?active=yes', ownerA.headers);
    expectFieldError(bad, 'active');
  });
});

describe('PUT restaurant/receiving-method', () => {
  it('updates the method and replaces its tiers as a whole', async () => {
    const created = await createTakeOut();
    const res = await onMethods('PUT', ownerA.headers, {
      ...takeOut({
        title: 'お持ち帰り',
        min_free_order_fee: 2000,
        service_shipping_fees: [
          { name: '一律', min_order_fee: 500, max_order_fee: 1999, cost: 100, jancode: '4900000000042' },
        ],
      }),
      service_image_name: created.service_image_name,
      id_restaurant_receiving_method: created.id_restaurant_receiving_method,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'お持ち帰り', min_free_order_fee: 2000 });
    expect(res.json().data.service_shipping_fees).toMatchObject([{ name: '一律', max_order_fee: 1999 }]);
    expect(await counts()).toEqual({ methods: 1, fees: 1 });
  });

  it('keeps the stored tiers, week and images when they are not sent', async () => {
    const created = await createTakeOut();
    const { service_shipping_fees: _, inactive_data: __, method_image_name: ___, ...rest } = takeOut({ title: '改名' });
    const res = await onMethods('PUT', ownerA.headers, {
      ...rest,
      id_restaurant_receiving_method: created.id_restaurant_receiving_method,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.service_shipping_fees).toHaveLength(2);
    expect(res.json().data.inactive_data[1].start_shift_1).toBe('11:00:00');
    expect(res.json().data.method_image_name).toBe(`r${ids.restaurantA}/method.jpg`);
  });

  it('re-checks the kept tiers against a new free threshold, naming the tier field', async () => {
    const created = await createTakeOut();
    const { service_shipping_fees: _, ...rest } = takeOut({ min_free_order_fee: 2500 });
    const res = await onMethods('PUT', ownerA.headers, {
      ...rest,
      id_restaurant_receiving_method: created.id_restaurant_receiving_method,
    });
    expectFieldError(res, 'service_shipping_fees.1.max_order_fee');
  });

  it('leaves the stored method and tiers untouched when a tier is invalid', async () => {
    const created = await createTakeOut();
    const res = await onMethods('PUT', ownerA.headers, {
      ...takeOut({ title: '変更', service_shipping_fees: [tiers()[0], { ...tiers()[1], min_order_fee: 1400 }] }),
      id_restaurant_receiving_method: created.id_restaurant_receiving_method,
    });
    expectFieldError(res, 'service_shipping_fees.1.min_order_fee');
    const list = await onMethods('GET', ownerA.headers);
    expect(list.json().data[0].title).toBe('テイクアウト');
    expect(list.json().data[0].service_shipping_fees).toEqual(created.service_shipping_fees);
  });

  it("answers 404 for another restaurant's method and changes nothing of it", async () => {
    const b = await methodOfB();
    const res = await onMethods('PUT', ownerA.headers, {
      ...takeOut({ id_receiving_method: 2 }),
      id_restaurant_receiving_method: b.id,
    });
    expect(res.statusCode).toBe(404);
    const row = await ctx.db
      .selectFrom('restaurant_receiving_methods')
      .select(['title', 'id_restaurant'])
      .where('id_restaurant_receiving_method', '=', b.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'B counter', id_restaurant: ids.restaurantB });
  });

  it('answers 400 naming a missing id_restaurant_receiving_method', async () => {
    const res = await onMethods('PUT', ownerA.headers, takeOut());
    expectFieldError(res, 'id_restaurant_receiving_method');
  });
});

describe('PATCH restaurant/receiving-method/{id}', () => {
  it('switches active alone, or with a wait time of the method', async () => {
    const created = await createTakeOut();
    const id = created.id_restaurant_receiving_method;
    const off = await call('PATCH', `/api/restaurant/receiving-method/${id}`, staffA.headers, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.active).toBe(false);

    const waitTime = await ctx.db
      .insertInto('wait_times')
      .values({ id_restaurant: ids.restaurantA, id_restaurant_receiving_method: id, wait_time: 20 })
      .returning('id_wait_time')
      .executeTakeFirstOrThrow();
    const on = await call('PATCH', `/api/restaurant/receiving-method/${id}`, staffA.headers, {
      data: { id_wait_time: waitTime.id_wait_time, active: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toMatchObject({ active: true, id_wait_time: waitTime.id_wait_time, wait_time: 20 });
  });

  it("refuses a wait time of another method (400) or another restaurant (404), and B's method (404)", async () => {
    const created = await createTakeOut();
    const counter = await createTakeOut({ id_receiving_method: 2, service_shipping_fees: [] });
    const counterWait = await ctx.db
      .insertInto('wait_times')
      .values({
        id_restaurant: ids.restaurantA,
        id_restaurant_receiving_method: counter.id_restaurant_receiving_method,
        wait_time: 5,
      })
      .returning('id_wait_time')
      .executeTakeFirstOrThrow();
    const b = await methodOfB();
    const url = `/api/restaurant/receiving-method/${created.id_restaurant_receiving_method}`;

    const otherMethod = await call('PATCH', url, ownerA.headers, {
      id_wait_time: counterWait.id_wait_time,
      active: true,
    });
    expectFieldError(otherMethod, 'id_wait_time', { code: 'WAIT_TIME_NOT_OF_METHOD' });
    const otherRestaurant = await call('PATCH', url, ownerA.headers, { id_wait_time: b.id_wait_time, active: true });
    expect(otherRestaurant.statusCode).toBe(404);

    const theirs = await call('PATCH', `/api/restaurant/receiving-method/${b.id}`, ownerA.headers, { active: false });
    expect(theirs.statusCode).toBe(404);
    const row = await ctx.db
      .selectFrom('restaurant_receiving_methods')
      .select('active')
      .where('id_restaurant_receiving_method', '=', b.id)
      .executeTakeFirstOrThrow();
    expect(row.active).toBe(true);
  });

  it('answers 400 naming active for an empty body', async () => {
    const created = await createTakeOut();
    const res = await call(
      'PATCH',
      `/api/restaurant/receiving-method/${created.id_restaurant_receiving_method}`,
      ownerA.headers,
      {},
    );
    expectFieldError(res, 'active');
  });
});

describe('DELETE restaurant/receiving-method', () => {
  it('deletes by the spec body {id_restaurant, id_receiving_method}, with its tiers and wait times', async () => {
    const created = await createTakeOut();
    await ctx.db
      .insertInto('wait_times')
      .values({
        id_restaurant: ids.restaurantA,
        id_restaurant_receiving_method: created.id_restaurant_receiving_method,
        wait_time: 5,
      })
      .execute();
    const res = await onMethods('DELETE', ownerA.headers, {
      id_restaurant: ids.restaurantA,
      id_receiving_method: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message_jp).toBe('受取方法を削除しました');
    expect(await counts()).toEqual({ methods: 0, fees: 0 });
    const waits = await ctx.db
      .selectFrom('wait_times')
      .selectAll()
      .where('id_restaurant', '=', ids.restaurantA)
      .execute();
    expect(waits).toEqual([]);
  });

  it('deletes by id_restaurant_receiving_method as well, or by the row id sent as id_receiving_method', async () => {
    const first = await createTakeOut();
    const second = await createTakeOut({ id_receiving_method: 2, service_shipping_fees: [] });
    const byRow = await onMethods('DELETE', ownerA.headers, {
      id_restaurant_receiving_method: first.id_restaurant_receiving_method,
    });
    expect(byRow.statusCode).toBe(200);
    const byRowAsType = await onMethods('DELETE', ownerA.headers, {
      id_restaurant: ids.restaurantA,
      id_receiving_method: second.id_restaurant_receiving_method,
    });
    expect(byRowAsType.statusCode).toBe(200);
    expect(await counts()).toEqual({ methods: 0, fees: 0 });
  });

  it('refuses an id_receiving_method that names several methods, deleting none', async () => {
    await createTakeOut();
    await createTakeOut({ title: 'テイクアウト 2' });
    const res = await onMethods('DELETE', ownerA.headers, { id_receiving_method: 1 });
    expectFieldError(res, 'id_receiving_method', { code: 'RECEIVING_METHOD_AMBIGUOUS' });
    expect((await counts()).methods).toBe(2);
  });

  it("answers 404 for another restaurant's method or id, leaving it in place", async () => {
    const b = await methodOfB();
    const byRow = await onMethods('DELETE', ownerA.headers, {
      id_restaurant_receiving_method: b.id,
    });
    expect(byRow.statusCode).toBe(404);
    const byType = await onMethods('DELETE', ownerA.headers, { id_receiving_method: 2 });
    expect(byType.statusCode).toBe(404);
    const byRestaurant = await onMethods('DELETE', ownerA.headers, {
      id_restaurant: ids.restaurantB,
      id_receiving_method: 2,
    });
    expect(byRestaurant.statusCode).toBe(404);
    expect((await counts()).methods).toBe(1);
  });

  it('answers 400 naming id_receiving_method when neither id is given', async () => {
    const res = await onMethods('DELETE', ownerA.headers, {
      id_restaurant: ids.restaurantA,
    });
    expectFieldError(res, 'id_receiving_method');
  });
});
