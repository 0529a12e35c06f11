// Receiving methods through the API: master, list, create / update with fee tiers (the spec 3 §5
// rules repeated by the server, naming the field), patch, delete, tenancy and atomic writes.
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { login, seedTenants, setupTestApp } from '../../../test/harness.ts';
import { storeTestPictures } from '../uploads/test-pictures.ts';

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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const tiers = () => [
  { name: '近距離', min_order_fee: 500, max_order_fee: 1499, cost: 300, jancode: '4900000000011' },
  { name: '中距離', min_order_fee: 1500, max_order_fee: 2999, cost: 150, jancode: '4900000000028' },
];

const takeOut = (overrides: Record<string, unknown> = {}) => ({
  id_restaurant: ids.restaurantA,
  id_receiving_method: 1,
  title: 'テイクアウト',
  text: 'お持ち帰り',
  detail: 'カウンターでお受け取りください',
  tax: 8,
  service_fee: 5,
  active: true,
  method_image_name: `r${ids.restaurantA}/method.jpg`,
  service_image_name: `r${ids.restaurantA}/service.jpg`,
  min_order_fee: 500,
  min_free_order_fee: 3000,
  orderable_distance: 1000,
  order_number_initials: 't',
  inactive_data: [{ day_of_week: 1, active: true, start_shift_1: '11:00', end_shift_1: '14:00' }],
  service_shipping_fees: tiers(),
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
  const res = await call('POST', '/api/restaurant/receiving-method', ownerA.headers, takeOut(overrides));
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

describe('GET restaurant/receiving-method-master', () => {
  it('lists the four types', async () => {
    const res = await call('GET', '/api/restaurant/receiving-method-master', staffA.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id_receiving_method: 1, method_name: 'Take-out', method_name_jp: 'テイクアウト', types: 'take_out' },
      { id_receiving_method: 2, method_name: 'Counter', method_name_jp: 'カウンター', types: 'counter' },
      { id_receiving_method: 3, method_name: 'Table', method_name_jp: 'テーブル', types: 'table' },
      { id_receiving_method: 4, method_name: 'Delivery', method_name_jp: 'デリバリー', types: 'delivery' },
    ]);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/restaurant/receiving-method-master', {})).statusCode).toBe(401);
  });
});

describe('POST restaurant/receiving-method', () => {
  it('creates a method with its tiers, week and image URLs', async () => {
    const res = await call('POST', '/api/restaurant/receiving-method', ownerA.headers, { data: takeOut() });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Successfully created receiving method');
    expect(body.data).toMatchObject({
      id_restaurant: ids.restaurantA,
      id_receiving_method: 1,
      types: 'take_out',
      title: 'テイクアウト',
      tax: 8,
      service_fee: 5,
      min_order_fee: 500,
      min_free_order_fee: 3000,
      orderable_distance: 1000,
      order_number_initials: 'T',
      active: true,
      id_wait_time: null,
      wait_time: null,
      method_image_url: ctx.storage.publicUrl(`r${ids.restaurantA}/method.jpg`),
      service_image: ctx.storage.publicUrl(`r${ids.restaurantA}/service.jpg`),
    });
    expect(body.data.inactive_data).toHaveLength(7);
    expect(body.data.inactive_data[1]).toEqual({
      day_of_week: 1,
      active: true,
      start_shift_1: '11:00:00',
      end_shift_1: '14:00:00',
      start_shift_2: null,
      end_shift_2: null,
    });
    expect(body.data.service_shipping_fees.map((tier: { name: string }) => tier.name)).toEqual(['近距離', '中距離']);
    expect(await counts()).toEqual({ methods: 1, fees: 2 });
  });

  it('is open to staff of the restaurant as well', async () => {
    const res = await call('POST', '/api/restaurant/receiving-method', staffA.headers, takeOut());
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['title', { title: '' }, 'VALIDATION_FAILED'],
    ['text', { text: undefined }, 'REQUIRED_FIELD'],
    ['tax', { tax: 'eight' }, 'VALIDATION_FAILED'],
    ['orderable_distance', { orderable_distance: undefined }, 'REQUIRED_FIELD'],
    ['service_image_name', { service_image_name: undefined }, 'REQUIRED_FIELD'],
    ['order_number_initials', { order_number_initials: 'ABCD' }, 'VALIDATION_FAILED'],
    ['id_receiving_method', { id_receiving_method: 9 }, 'VALIDATION_FAILED'],
  ])('answers 400 naming %s, and writes nothing', async (field, change, code) => {
    const res = await call('POST', '/api/restaurant/receiving-method', ownerA.headers, takeOut(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, code });
    expect(await counts()).toEqual({ methods: 0, fees: 0 });
  });

  const [near, middle] = tiers() as [ReturnType<typeof tiers>[number], ReturnType<typeof tiers>[number]];
  it.each([
    ['a tier without a name', [{ ...near, name: ' ' }, middle], {}, 'service_shipping_fees.0.name', 'Required Field'],
    ['a tier without a cost', [near, { ...middle, cost: null }], {}, 'service_shipping_fees.1.cost', 'Required Field'],
    [
      'a tier without a JAN code (company 200)',
      [near, { ...middle, jancode: '' }],
      {},
      'service_shipping_fees.1.jancode',
      'Required Field',
    ],
    [
      'a tier min above its max',
      [{ ...near, min_order_fee: 1600 }, middle],
      {},
      'service_shipping_fees.0.min_order_fee',
      'Error value greater than maximum order fee',
    ],
    [
      'a first tier not starting at the minimum order amount',
      [{ ...near, min_order_fee: 400 }, middle],
      {},
      'service_shipping_fees.0.min_order_fee',
      'The first tier must start at the minimum order amount (500)',
    ],
    [
      'a later tier not starting at the previous max + 1',
      [near, { ...middle, min_order_fee: 1600 }],
      {},
      'service_shipping_fees.1.min_order_fee',
      "Must be the previous tier's maximum plus 1 (1500)",
    ],
    [
      'a tier max reaching the free threshold',
      [near, { ...middle, max_order_fee: 3000 }],
      {},
      'service_shipping_fees.1.max_order_fee',
      'Must be below the free threshold (3000)',
    ],
    [
      'a last tier ending short of the free threshold − 1',
      [near, { ...middle, max_order_fee: 2500 }],
      {},
      'service_shipping_fees.1.max_order_fee',
      'The last tier must end at the free threshold minus 1 (2999)',
    ],
    ['tiers without a free threshold', tiers(), { min_free_order_fee: null }, 'min_free_order_fee', 'Required Field'],
    [
      'a minimum order amount above the free threshold (service fee)',
      [],
      { min_order_fee: 4000 },
      'min_order_fee',
      'Error min order fee greater than min free service fee',
    ],
    [
      'a minimum order amount above the free threshold (shipping fee, delivery)',
      [],
      { min_order_fee: 4000, id_receiving_method: 4 },
      'min_order_fee',
      'Error min order fee greater than min free shipping fee',
    ],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_, fees, change, field, message) => {
    const res = await call(
      'POST',
      '/api/restaurant/receiving-method',
      ownerA.headers,
      takeOut({ service_shipping_fees: fees, ...change }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
    expect(res.json().message_jp).not.toBe(message);
    expect(await counts()).toEqual({ methods: 0, fees: 0 });
  });

  it('refuses a broken weekday shift, naming it', async () => {
    const res = await call(
      'POST',
      '/api/restaurant/receiving-method',
      ownerA.headers,
      takeOut({ inactive_data: [{ day_of_week: 3, active: true, start_shift_2: '15:00', end_shift_2: '14:00' }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('inactive_data.3.end_shift_2');
    expect(await counts()).toEqual({ methods: 0, fees: 0 });
  });

  it('needs no JAN code on a tier in company 100', async () => {
    const res = await call(
      'POST',
      '/api/restaurant/receiving-method',
      ownerB.headers,
      takeOut({
        id_restaurant: ids.restaurantB,
        method_image_name: null,
        service_image_name: `r${ids.restaurantB}/service.jpg`,
        service_shipping_fees: tiers().map((tier) => ({ ...tier, jancode: '' })),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.service_shipping_fees.map((tier: { jancode: string | null }) => tier.jancode)).toEqual([
      null,
      null,
    ]);
  });

  it('allows a second method of the same type (each has its own row id)', async () => {
    const first = await createTakeOut();
    const second = await createTakeOut({ title: 'テイクアウト（予約）' });
    expect(second.id_restaurant_receiving_method).not.toBe(first.id_restaurant_receiving_method);
    expect(await counts()).toEqual({ methods: 2, fees: 4 });
  });

  it("answers 404 for another restaurant's id and refuses its files, writing nothing", async () => {
    const other = await call(
      'POST',
      '/api/restaurant/receiving-method',
      ownerA.headers,
      takeOut({ id_restaurant: ids.restaurantB }),
    );
    expect(other.statusCode).toBe(404);
    const file = await call(
      'POST',
      '/api/restaurant/receiving-method',
      ownerA.headers,
      takeOut({ service_image_name: `r${ids.restaurantB}/theirs.jpg` }),
    );
    expect(file.statusCode).toBe(400);
    expect(file.json().field).toBe('service_image_name');
    expect(file.json().code).toBe('FILE_NOT_AVAILABLE');
    expect(await counts()).toEqual({ methods: 0, fees: 0 });
  });

  it('leaves nothing half-written when a tier fails in the database', async () => {
    await sql`ALTER TABLE service_shipping_fees ADD CONSTRAINT test_refuse_boom CHECK (name <> 'boom')`.execute(ctx.db);
    try {
      const res = await call(
        'POST',
        '/api/restaurant/receiving-method',
        ownerA.headers,
        takeOut({ service_shipping_fees: [tiers()[0], { ...tiers()[1], name: 'boom' }] }),
      );
      expect(res.statusCode).toBe(500);
      expect(await counts()).toEqual({ methods: 0, fees: 0 });
    } finally {
      await sql`ALTER TABLE service_shipping_fees DROP CONSTRAINT test_refuse_boom`.execute(ctx.db);
    }
  });
});

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
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('active');
  });
});

describe('PUT restaurant/receiving-method', () => {
  it('updates the method and replaces its tiers as a whole', async () => {
    const created = await createTakeOut();
    const res = await call('PUT', '/api/restaurant/receiving-method', ownerA.headers, {
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
    const res = await call('PUT', '/api/restaurant/receiving-method', ownerA.headers, {
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
    const res = await call('PUT', '/api/restaurant/receiving-method', ownerA.headers, {
      ...rest,
      id_restaurant_receiving_method: created.id_restaurant_receiving_method,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('service_shipping_fees.1.max_order_fee');
  });

  it('leaves the stored method and tiers untouched when a tier is invalid', async () => {
    const created = await createTakeOut();
    const res = await call('PUT', '/api/restaurant/receiving-method', ownerA.headers, {
      ...takeOut({ title: '変更', service_shipping_fees: [tiers()[0], { ...tiers()[1], min_order_fee: 1400 }] }),
      id_restaurant_receiving_method: created.id_restaurant_receiving_method,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('service_shipping_fees.1.min_order_fee');
    const list = await call('GET', '/api/restaurant/receiving-method', ownerA.headers);
    expect(list.json().data[0].title).toBe('テイクアウト');
    expect(list.json().data[0].service_shipping_fees).toEqual(created.service_shipping_fees);
  });

  it("answers 404 for another restaurant's method and changes nothing of it", async () => {
    const b = await methodOfB();
    const res = await call('PUT', '/api/restaurant/receiving-method', ownerA.headers, {
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
    const res = await call('PUT', '/api/restaurant/receiving-method', ownerA.headers, takeOut());
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('id_restaurant_receiving_method');
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
    expect(otherMethod.statusCode).toBe(400);
    expect(otherMethod.json()).toMatchObject({ field: 'id_wait_time', code: 'WAIT_TIME_NOT_OF_METHOD' });
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
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('active');
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
    const res = await call('DELETE', '/api/restaurant/receiving-method', ownerA.headers, {
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
    const byRow = await call('DELETE', '/api/restaurant/receiving-method', ownerA.headers, {
      id_restaurant_receiving_method: first.id_restaurant_receiving_method,
    });
    expect(byRow.statusCode).toBe(200);
    const byRowAsType = await call('DELETE', '/api/restaurant/receiving-method', ownerA.headers, {
      id_restaurant: ids.restaurantA,
      id_receiving_method: second.id_restaurant_receiving_method,
    });
    expect(byRowAsType.statusCode).toBe(200);
    expect(await counts()).toEqual({ methods: 0, fees: 0 });
  });

  it('refuses an id_receiving_method that names several methods, deleting none', async () => {
    await createTakeOut();
    await createTakeOut({ title: 'テイクアウト 2' });
    const res = await call('DELETE', '/api/restaurant/receiving-method', ownerA.headers, { id_receiving_method: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'id_receiving_method', code: 'RECEIVING_METHOD_AMBIGUOUS' });
    expect((await counts()).methods).toBe(2);
  });

  it("answers 404 for another restaurant's method or id, leaving it in place", async () => {
    const b = await methodOfB();
    const byRow = await call('DELETE', '/api/restaurant/receiving-method', ownerA.headers, {
      id_restaurant_receiving_method: b.id,
    });
    expect(byRow.statusCode).toBe(404);
    const byType = await call('DELETE', '/api/restaurant/receiving-method', ownerA.headers, { id_receiving_method: 2 });
    expect(byType.statusCode).toBe(404);
    const byRestaurant = await call('DELETE', '/api/restaurant/receiving-method', ownerA.headers, {
      id_restaurant: ids.restaurantB,
      id_receiving_method: 2,
    });
    expect(byRestaurant.statusCode).toBe(404);
    expect((await counts()).methods).toBe(1);
  });

  it('answers 400 naming id_receiving_method when neither id is given', async () => {
    const res = await call('DELETE', '/api/restaurant/receiving-method', ownerA.headers, {
      id_restaurant: ids.restaurantA,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('id_receiving_method');
  });
});
