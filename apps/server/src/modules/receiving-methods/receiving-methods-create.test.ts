// Receiving methods through the API, creating: the method master, and POST with fee tiers (the spec 3
// §5 rules repeated by the server, naming the field), tenancy and atomic writes.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectAnswer, expectFieldError, expectMondayLunchWeek } from '../../../test/harness.ts';
import { setupReceivingMethodsTest } from './receiving-methods-test-setup.ts';
import { tiers } from './test-bodies.ts';

const { call, counts, createTakeOut, ctx, ids, onMethods, ownerA, ownerB, staffA, takeOut } =
  await setupReceivingMethodsTest();

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
    const res = await onMethods('POST', ownerA.headers, { data: takeOut() });
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
    expectMondayLunchWeek(body.data.inactive_data);
    expect(body.data.service_shipping_fees.map((tier: { name: string }) => tier.name)).toEqual(['近距離', '中距離']);
    expect(await counts()).toEqual({ methods: 1, fees: 2 });
  });

  it('is open to staff of the restaurant as well', async () => {
    const res = await onMethods('POST', staffA.headers, takeOut());
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
    const res = await onMethods('POST', ownerA.headers, takeOut(change));
    expectAnswer(res, 400, { field, code });
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
    const res = await onMethods('POST', ownerA.headers, takeOut({ service_shipping_fees: fees, ...change }));
    expectAnswer(res, 400, { field, message });
    expect(res.json().message_jp).not.toBe(message);
    expect(await counts()).toEqual({ methods: 0, fees: 0 });
  });

  it('refuses a broken weekday shift, naming it', async () => {
    const res = await onMethods(
      'POST',
      ownerA.headers,
      takeOut({ inactive_data: [{ day_of_week: 3, active: true, start_shift_2: '15:00', end_shift_2: '14:00' }] }),
    );
    expectFieldError(res, 'inactive_data.3.end_shift_2');
    expect(await counts()).toEqual({ methods: 0, fees: 0 });
  });

  it('needs no JAN code on a tier in company 100', async () => {
    const res = await onMethods(
      'POST',
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
    const other = await onMethods('POST', ownerA.headers, takeOut({ id_restaurant: ids.restaurantB }));
    expect(other.statusCode).toBe(404);
    const file = await onMethods(
      'POST',
      ownerA.headers,
      takeOut({ service_image_name: `r${ids.restaurantB}/theirs.jpg` }),
    );
    expectFieldError(file, 'service_image_name');
    expect(file.json().code).toBe('FILE_NOT_AVAILABLE');
    expect(await counts()).toEqual({ methods: 0, fees: 0 });
  });

  it('leaves nothing half-written when a tier fails in the database', async () => {
    await sql`ALTER TABLE service_shipping_fees ADD CONSTRAINT test_refuse_boom CHECK (name <> 'boom')`.execute(ctx.db);
    try {
      const res = await onMethods(
        'POST',
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
