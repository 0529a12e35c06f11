// Order intake through the API: from the ordering app (api-key) and the dashboard (session), priced
// by the server from the catalogue, numbered per day, and every bad input refused with a bilingual
// 400 naming the problem while nothing at all is written: fields the order does not take and
// reservation dates outside the restaurant's window included.
import { addDays } from '@noren/domain/delivery-times';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, seedTenants, setupTestApp } from '../../../test/harness.ts';
import {
  apiKeyHeaders,
  category,
  closedAllWeek,
  freeMenu,
  menu,
  methodPrice,
  optionGroup,
  placeOrder,
  receivingMethod,
  subCategory,
  timeFrame,
  today,
  tomorrow,
  writtenState,
  yesterday,
} from './test-fixtures.ts';

const ctx = await setupTestApp();
const ids = await seedTenants(ctx.db);
const ownerA = await login(ctx.app, 'owner-a@test.example');
const app = await apiKeyHeaders(ctx.db);
const A = ids.restaurantA;
const B = ids.restaurantB;

const catalogue = {
  takeOut: 0,
  counter: 0,
  delivery: 0,
  ramen: 0,
  noodles: { id: 0, options: [] as number[] },
  gyoza: 0,
  sale: 0,
  lastOne: 0,
  inactive: 0,
  closed: 0,
  offSub: 0,
  inactiveCategory: 0,
  foreign: 0,
  water: 0,
  offWater: 0,
  frame: 0,
  fullFrame: 0,
  pastFrame: 0,
  bTakeOut: 0,
  bTable: 0,
};

beforeAll(async () => {
  const db = ctx.db;
  catalogue.takeOut = await receivingMethod(db, A, 1, {
    initials: 'T',
    tax: 8,
    service_fee: 10,
    min_order_fee: 500,
    min_free_order_fee: 3000,
    tiers: [
      { name: 'service S', min: 500, max: 1999, cost: 200, jancode: '2000000000001' },
      { name: 'service M', min: 2000, max: 2999, cost: 100, jancode: '2000000000002' },
    ],
  });
  catalogue.counter = await receivingMethod(db, A, 2, { initials: 'C' });
  catalogue.delivery = await receivingMethod(db, A, 4, { initials: 'D', tiers: [] });
  const cat = await category(db, A);
  const sub = await subCategory(db, A, cat, { name: '麺類' });
  const where = { id_restaurant: A, id_food_category: cat, id_food_sub_category: sub };
  catalogue.ramen = await menu(db, where, { name: '醤油ラーメン', price: 850, image_name: `r${A}/ramen.jpg` });
  await methodPrice(db, catalogue.ramen, catalogue.takeOut, 900);
  catalogue.noodles = await optionGroup(db, catalogue.ramen, '麺の量', [
    { name: '普通', cost: 0 },
    { name: '大盛り', cost: 150 },
  ]);
  catalogue.gyoza = await menu(db, where, { name: '餃子', price: 400 });
  catalogue.sale = await menu(db, where, {
    name: 'セール',
    price: 1000,
    discount: { price: 700, from: yesterday(), to: tomorrow() },
  });
  catalogue.lastOne = await menu(db, where, { name: '限定丼', price: 1200, stock: 1 });
  catalogue.inactive = await menu(db, where, { name: '終売', status: 'inactive' });
  const closedSub = await subCategory(db, A, cat, { name: '朝メニュー', inactive_data: closedAllWeek() });
  catalogue.closed = await menu(db, { ...where, id_food_sub_category: closedSub }, { name: '朝定食' });
  const offSub = await subCategory(db, A, cat, { status: false });
  catalogue.offSub = await menu(db, { ...where, id_food_sub_category: offSub }, { name: 'Off sub' });
  const offCategory = await category(db, A, 'inactive');
  const offCategorySub = await subCategory(db, A, offCategory);
  catalogue.inactiveCategory = await menu(db, {
    ...where,
    id_food_category: offCategory,
    id_food_sub_category: offCategorySub,
  });
  const catB = await category(db, ids.restaurantB);
  const subB = await subCategory(db, ids.restaurantB, catB);
  catalogue.foreign = await menu(db, {
    id_restaurant: ids.restaurantB,
    id_food_category: catB,
    id_food_sub_category: subB,
  });
  catalogue.water = await freeMenu(db, A, 'お水');
  catalogue.offWater = await freeMenu(db, A, 'お茶', false);
  catalogue.frame = await timeFrame(db, A, { max_order: 3 });
  catalogue.fullFrame = await timeFrame(db, A, { start: '13:00:00', max_order: 2, count_order: 2 });
  catalogue.pastFrame = await timeFrame(db, A, { date: yesterday() });
  // Restaurant B takes reservations (restaurant_type_detail is {}: the default 7 days ahead).
  catalogue.bTakeOut = await receivingMethod(db, B, 1, { initials: 'R' });
  catalogue.bTable = await receivingMethod(db, B, 3, { initials: 'B' });
});

const ramenLine = (option = 0, qty = 1) => ({
  id_food_menu: catalogue.ramen,
  qty,
  additional: [
    {
      id_food_menu_additional: catalogue.noodles.id,
      additional: catalogue.noodles.options.map((id, index) => ({
        id_food_menu_additional_option: id,
        active: index === option,
      })),
    },
  ],
});

const appOrder = (overrides: object = {}) => ({
  id_restaurant: A,
  id_user: 'customer-42',
  id_receiving_method: 1,
  order_list: [ramenLine(1, 2), { id_food_menu: catalogue.gyoza, qty: 1 }],
  ...overrides,
});

/** An order at reservation restaurant B (take-out unless told otherwise). */
const reservationOrder = (overrides: object = {}) => ({
  id_restaurant: B,
  id_user: 'customer-7',
  id_receiving_method: 1,
  order_list: [{ id_food_menu: catalogue.foreign, qty: 1 }],
  ...overrides,
});

const setReservationDays = (detail: object) =>
  ctx.db
    .updateTable('restaurants')
    .set({ restaurant_type_detail: JSON.stringify(detail) })
    .where('id_restaurant', '=', B)
    .execute();

const deliveryAddress = {
  postal_code: '1000001',
  address1: '東京都千代田区',
  address_last_name: '山田',
  address_last_name_kana: 'ヤマダ',
  phone_number: '0312345678',
};

describe('a customer order from the ordering app', () => {
  it('is priced by the server: method price, option, service fee, tax, fee tier; numbered T + 3 digits', async () => {
    const res = await placeOrder(ctx, app, appOrder());
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    // Ramen 900 (take-out price) + 150 (大盛り) × 2 = 2100; gyoza 400 → subtotal 2500.
    // Service 10 % = 250; tax 8 % of 2750 = 220; tier M (2000–2999) = 100.
    expect(order.total_price_detail).toEqual({
      subtotal: 2500,
      option_total: 300,
      service_fee: 250,
      service_fee_rate: 10,
      tax: 220,
      tax_rate: 8,
      shipping_fee: 100,
      total: 3070,
    });
    expect(order.total_price).toBe(3070);
    expect(order.order_detail.extra_charge).toMatchObject({ name: 'service M', cost: 100, jancode: '2000000000002' });
    expect(order.order_number).toMatch(/^T\d{3}$/);
    expect(order).toMatchObject({
      id_user: 'customer-42',
      from_where: 'app',
      order_restaurant_type: 'by_order',
      cooking_status: 'stop',
      cooking_status_detail: '',
      waiting_time: null,
      confirmed: false,
      is_printed: false,
      is_free_food_order: false,
      id_receiving_method: 1,
      receiving_method: { title: 'method 1', types: 'take_out', id_receiving_method: 1 },
      order_date: today(),
    });
    const [ramen, gyoza] = order.order_detail.order_list;
    expect(ramen).toMatchObject({
      food_menu_name: '醤油ラーメン',
      price: 900,
      extra_price: 150,
      qty: 2,
      total: 2100,
      image_name: `r${A}/ramen.jpg`,
      checked_detail_order: false,
      additional: [
        { item_name: '麺の量', additional: [{ additional_name: '大盛り', additional_cost: 150, active: true }] },
      ],
    });
    expect(ramen.image_url).toContain('ramen.jpg');
    expect(gyoza).toMatchObject({ food_menu_name: '餃子', price: 400, total: 400 });
    // Stock taken, the print row and the event written.
    const stock = await ctx.db
      .selectFrom('food_menus')
      .select('food_menu_stock_qty')
      .where('id_food_menu', '=', catalogue.ramen)
      .executeTakeFirstOrThrow();
    expect(stock.food_menu_stock_qty).toBe(98);
    const events = await ctx.db
      .selectFrom('order_events')
      .selectAll()
      .where('id_food_order', '=', order.id_food_order)
      .execute();
    expect(events).toMatchObject([{ type: 'created', id_restaurant: A }]);
  });

  it('keeps what was ordered when the catalogue changes later', async () => {
    const res = await placeOrder(
      ctx,
      app,
      appOrder({ id_receiving_method: 2, order_list: [{ id_food_menu: catalogue.gyoza, qty: 1 }] }),
    );
    expect(res.statusCode).toBe(201);
    const rename = (food_menu_name: string, food_menu_price: number) =>
      ctx.db
        .updateTable('food_menus')
        .set({ food_menu_name, food_menu_price })
        .where('id_food_menu', '=', catalogue.gyoza)
        .execute();
    await rename('焼き餃子', 999);
    try {
      const detail = await ctx.app.inject({
        method: 'GET',
        url: `/api/restaurant/order/detail/${res.json().data.id_food_order}`,
        headers: ownerA.headers,
      });
      expect(detail.json().data.data.order_detail.order_list[0]).toMatchObject({ food_menu_name: '餃子', price: 400 });
    } finally {
      await rename('餃子', 400);
    }
  });

  it('applies a running discount, and charges no tier fee from the free threshold on', async () => {
    const res = await placeOrder(ctx, app, appOrder({ order_list: [{ id_food_menu: catalogue.sale, qty: 5 }] }));
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order.order_detail.order_list[0]).toMatchObject({ price: 700, total: 3500 });
    expect(order.total_price_detail).toMatchObject({ subtotal: 3500, shipping_fee: 0 });
    expect(order.order_detail.extra_charge).toBeNull();
  });

  it('numbers orders per restaurant and day across methods: initials + the shared counter', async () => {
    const first = (await placeOrder(ctx, app, appOrder())).json().data.order_number as string;
    const counter = (
      await placeOrder(
        ctx,
        app,
        appOrder({ id_receiving_method: 2, order_list: [{ id_food_menu: catalogue.gyoza, qty: 1 }] }),
      )
    ).json().data.order_number as string;
    expect(counter).toMatch(/^C\d{3}$/);
    expect(Number(counter.slice(1))).toBe(Number(first.slice(1)) + 1);
  });

  it('refuses a wrong api key (401) and an unsigned request (401)', async () => {
    const wrong = await placeOrder(ctx, { 'api-key': 'nrn_wrong' }, appOrder());
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Invalid API key', message_jp: 'APIキーが正しくありません' });
    expect((await placeOrder(ctx, {}, appOrder())).statusCode).toBe(401);
  });

  it('needs a customer id that is not a temporary T id', async () => {
    for (const id_user of [undefined, 'T1234abcd']) {
      const res = await placeOrder(ctx, app, appOrder({ id_user }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ORDER_CUSTOMER_USER_ID', field: 'id_user' });
    }
  });
});

describe('a counter order from the dashboard', () => {
  it("gets a temporary id 'T' + UUID segment and from_where dashboard", async () => {
    const res = await placeOrder(ctx, ownerA.headers, {
      id_restaurant: A,
      id_receiving_method: 2,
      order_restaurant_type: 'by_order',
      from_where: 'dashboard',
      customer_note: '箸は不要です',
      response_list: [{ question: 'お箸', answer: '不要' }],
      order_list: [{ id_food_menu: catalogue.gyoza, qty: 2 }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      from_where: 'dashboard',
      customer_note: '箸は不要です',
      response_list: [{ question: 'お箸', answer: '不要' }],
      total_price: 800,
    });
    expect(res.json().data.id_user).toMatch(/^T[0-9a-f]{8}$/);
  });

  it("keeps a given T id and refuses another id; another restaurant's id is 404", async () => {
    const body = { id_restaurant: A, id_receiving_method: 2, order_list: [{ id_food_menu: catalogue.gyoza, qty: 1 }] };
    expect((await placeOrder(ctx, ownerA.headers, { ...body, id_user: 'T0000abcd' })).json().data.id_user).toBe(
      'T0000abcd',
    );
    expect((await placeOrder(ctx, ownerA.headers, { ...body, id_user: 'customer' })).json()).toMatchObject({
      code: 'ORDER_STAFF_USER_ID',
    });
    expect((await placeOrder(ctx, ownerA.headers, { ...body, id_restaurant: ids.restaurantB })).statusCode).toBe(404);
  });

  it('a call-number ticket: free menus, no method, no price, number without initials', async () => {
    const res = await placeOrder(ctx, ownerA.headers, {
      id_restaurant: A,
      id_receiving_method: 'free',
      is_free_food_order: true,
      order_list: [{ id_free_food_menu: catalogue.water, qty: 1 }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      is_free_food_order: true,
      id_receiving_method: null,
      receiving_method: null,
      total_price: 0,
      order_detail: { order_list: [{ is_free_food_menu: true, free_food_menu_name: 'お水', price: 0 }] },
    });
    expect(res.json().data.order_number).toMatch(/^\d{3}$/);
  });
});

describe('fields that belong to the order', () => {
  it('a reservation restaurant keeps the pick-up date and time, and a table order its table', async () => {
    const res = await placeOrder(
      ctx,
      app,
      reservationOrder({
        id_receiving_method: 3,
        date_reservation: addDays(today(), 7),
        delivery_time: '18:30',
        table_number: 'A-2',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      date_reservation: addDays(today(), 7),
      delivery_time: '18:30:00',
      table_number: 'A-2',
      order_restaurant_type: 'reservation',
    });
  });

  it('empty values of fields the order does not take are "not sent": accepted, nothing stored', async () => {
    const res = await placeOrder(ctx, ownerA.headers, {
      id_restaurant: A,
      id_receiving_method: 2,
      table_number: '',
      date_reservation: null,
      delivery_time: null,
      delivery_address_detail: null,
      order_list: [{ id_food_menu: catalogue.gyoza, qty: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      table_number: null,
      date_reservation: null,
      delivery_time: null,
      delivery_address_detail: null,
    });
  });
});

describe('a delivery order', () => {
  it('takes a slot of its time frame and keeps the address', async () => {
    const res = await placeOrder(
      ctx,
      app,
      appOrder({
        id_receiving_method: 4,
        id_delivery_time_frame: catalogue.frame,
        delivery_address_detail: deliveryAddress,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      date_reservation: tomorrow(),
      delivery_time: '12:00:00',
      id_delivery_time_frame: catalogue.frame,
      delivery_address_detail: deliveryAddress,
    });
    expect(res.json().data.order_number).toMatch(/^D\d{3}$/);
    const frame = await ctx.db
      .selectFrom('delivery_time_frames')
      .select('count_order')
      .where('id_delivery_time_frame', '=', catalogue.frame)
      .executeTakeFirstOrThrow();
    expect(frame.count_order).toBe(1);
  });
});

describe('bad input: a bilingual 400 naming the problem, and nothing written', () => {
  const cases: { name: string; body: () => object; code: string; field: string; jp?: string }[] = [
    {
      name: 'an unknown menu',
      body: () => appOrder({ order_list: [{ id_food_menu: 999_999, qty: 1 }] }),
      code: 'ORDER_MENU_NOT_FOUND',
      field: 'order_list.0.id_food_menu',
      jp: '対象メニューが存在しない',
    },
    {
      name: "another restaurant's menu",
      body: () =>
        appOrder({
          order_list: [
            { id_food_menu: catalogue.gyoza, qty: 1 },
            { id_food_menu: catalogue.foreign, qty: 1 },
          ],
        }),
      code: 'ORDER_MENU_NOT_FOUND',
      field: 'order_list.1.id_food_menu',
    },
    {
      name: 'an inactive menu',
      body: () => appOrder({ order_list: [{ id_food_menu: catalogue.inactive, qty: 1 }] }),
      code: 'ORDER_MENU_INACTIVE',
      field: 'order_list.0.id_food_menu',
      jp: '終売 は現在販売していません',
    },
    {
      name: 'a menu of an inactive category',
      body: () => appOrder({ order_list: [{ id_food_menu: catalogue.inactiveCategory, qty: 1 }] }),
      code: 'ORDER_MENU_INACTIVE',
      field: 'order_list.0.id_food_menu',
    },
    {
      name: 'a closed sub-category (inside its inactive shift)',
      body: () => appOrder({ order_list: [{ id_food_menu: catalogue.closed, qty: 1 }] }),
      code: 'ORDER_SUB_CATEGORY_CLOSED',
      field: 'order_list.0.id_food_menu',
      jp: '朝定食 はこの時間帯は販売していません（朝メニュー）',
    },
    {
      name: 'a switched-off sub-category',
      body: () => appOrder({ order_list: [{ id_food_menu: catalogue.offSub, qty: 1 }] }),
      code: 'ORDER_SUB_CATEGORY_CLOSED',
      field: 'order_list.0.id_food_menu',
    },
    {
      name: 'a missing option choice',
      body: () =>
        appOrder({
          order_list: [
            { id_food_menu: catalogue.gyoza, qty: 1 },
            { id_food_menu: catalogue.ramen, qty: 1 },
          ],
        }),
      code: 'ORDER_OPTION_REQUIRED',
      field: 'order_list.1.additional',
      jp: 'メニューのオプションを選択してください',
    },
    {
      name: 'an option of another menu',
      body: () =>
        appOrder({
          order_list: [
            {
              ...ramenLine(),
              additional: [
                {
                  id_food_menu_additional: catalogue.noodles.id,
                  additional: [{ id_food_menu_additional_option: 999_999 }],
                },
              ],
            },
          ],
        }),
      code: 'ORDER_OPTION_INVALID',
      field: 'order_list.0.additional.0',
    },
    {
      name: 'a zero quantity',
      body: () => appOrder({ order_list: [{ id_food_menu: catalogue.gyoza, qty: 0 }] }),
      code: 'ORDER_QUANTITY_INVALID',
      field: 'order_list.0.qty',
      jp: '数量は1から999までの整数で入力してください',
    },
    {
      name: 'a negative quantity',
      body: () => appOrder({ order_list: [{ id_food_menu: catalogue.gyoza, qty: -2 }] }),
      code: 'ORDER_QUANTITY_INVALID',
      field: 'order_list.0.qty',
    },
    {
      name: 'a fractional quantity',
      body: () => appOrder({ order_list: [{ id_food_menu: catalogue.gyoza, qty: 1.5 }] }),
      code: 'ORDER_QUANTITY_INVALID',
      field: 'order_list.0.qty',
    },
    {
      name: 'a price sent by the client',
      body: () => appOrder({ order_list: [{ id_food_menu: catalogue.gyoza, qty: 1, price: 1 }] }),
      code: 'ORDER_PRICE_NOT_ACCEPTED',
      field: 'order_list.0.price',
      jp: '価格はレストランが設定します。order_list.0.price は送信しないでください',
    },
    {
      name: 'a total sent by the client',
      body: () => appOrder({ total_price: 10 }),
      code: 'ORDER_PRICE_NOT_ACCEPTED',
      field: 'total_price',
    },
    {
      name: 'an option cost sent by the client',
      body: () =>
        appOrder({
          order_list: [
            {
              ...ramenLine(),
              additional: [
                {
                  id_food_menu_additional: catalogue.noodles.id,
                  additional: [{ id_food_menu_additional_option: catalogue.noodles.options[0], additional_cost: 0 }],
                },
              ],
            },
          ],
        }),
      code: 'ORDER_PRICE_NOT_ACCEPTED',
      field: 'order_list.0.additional.0.additional.0.additional_cost',
    },
    {
      name: 'a full delivery slot',
      body: () =>
        appOrder({
          id_receiving_method: 4,
          id_delivery_time_frame: catalogue.fullFrame,
          delivery_address_detail: deliveryAddress,
        }),
      code: 'ORDER_TIME_FRAME_FULL',
      field: 'id_delivery_time_frame',
      jp: 'この配達時間帯は満員です。別の時間帯を選択してください',
    },
    {
      name: 'a closed delivery slot',
      body: () =>
        appOrder({
          id_receiving_method: 4,
          id_delivery_time_frame: catalogue.pastFrame,
          delivery_address_detail: deliveryAddress,
        }),
      code: 'ORDER_TIME_FRAME_CLOSED',
      field: 'id_delivery_time_frame',
    },
    {
      name: 'a delivery without a slot',
      body: () => appOrder({ id_receiving_method: 4, delivery_address_detail: deliveryAddress }),
      code: 'ORDER_TIME_FRAME_REQUIRED',
      field: 'id_delivery_time_frame',
    },
    {
      name: 'a delivery without a phone number',
      body: () =>
        appOrder({
          id_receiving_method: 4,
          id_delivery_time_frame: catalogue.frame,
          delivery_address_detail: { ...deliveryAddress, phone_number: '' },
        }),
      code: 'ORDER_DELIVERY_ADDRESS_REQUIRED',
      field: 'delivery_address_detail.phone_number',
    },
    {
      name: 'an order below the minimum amount',
      body: () => appOrder({ order_list: [{ id_food_menu: catalogue.gyoza, qty: 1 }] }),
      code: 'ORDER_MIN_ORDER_FEE',
      field: 'order_list',
      jp: '最低注文金額は500円です',
    },
    {
      name: 'a method the restaurant does not have',
      body: () => appOrder({ id_receiving_method: 3 }),
      code: 'ORDER_RECEIVING_METHOD_UNAVAILABLE',
      field: 'id_receiving_method',
    },
    {
      name: 'no method',
      body: () => appOrder({ id_receiving_method: undefined }),
      code: 'ORDER_RECEIVING_METHOD_REQUIRED',
      field: 'id_receiving_method',
    },
    { name: 'an empty order', body: () => appOrder({ order_list: [] }), code: 'ORDER_EMPTY', field: 'order_list' },
    {
      name: 'an inactive call menu',
      body: () =>
        appOrder({ id_receiving_method: 'free', order_list: [{ id_free_food_menu: catalogue.offWater, qty: 1 }] }),
      code: 'ORDER_MENU_NOT_FOUND',
      field: 'order_list.0.id_free_food_menu',
      jp: '対象メニューが存在しない',
    },
    {
      name: 'a wrong restaurant type',
      body: () => appOrder({ order_restaurant_type: 'reservation' }),
      code: 'ORDER_TYPE_MISMATCH',
      field: 'order_restaurant_type',
    },
    {
      name: 'a reservation date in the past',
      body: () => reservationOrder({ date_reservation: yesterday() }),
      code: 'ORDER_RESERVATION_DATE_PAST',
      field: 'date_reservation',
    },
    {
      name: "a reservation date beyond the restaurant's reservation days (default 7)",
      body: () => reservationOrder({ date_reservation: addDays(today(), 8), delivery_time: '12:00' }),
      code: 'ORDER_RESERVATION_DATE_TOO_FAR',
      field: 'date_reservation',
      jp: `予約は7日先（${addDays(today(), 7)}）まで指定できます`,
    },
    {
      name: 'a reservation date at a by_order restaurant (it cooks orders as they come)',
      body: () => appOrder({ date_reservation: tomorrow() }),
      code: 'ORDER_FIELD_NOT_APPLICABLE',
      field: 'date_reservation',
      jp: 'date_reservation はこの注文（受取方法・店舗の種類）では指定できません。送信しないでください',
    },
    {
      name: 'a pick-up time at a by_order restaurant',
      body: () => appOrder({ delivery_time: '12:30' }),
      code: 'ORDER_FIELD_NOT_APPLICABLE',
      field: 'delivery_time',
    },
    {
      name: 'a time frame on a take-out order',
      body: () => appOrder({ id_delivery_time_frame: catalogue.frame }),
      code: 'ORDER_FIELD_NOT_APPLICABLE',
      field: 'id_delivery_time_frame',
    },
    {
      name: 'a delivery address on a counter order',
      body: () =>
        appOrder({
          id_receiving_method: 2,
          order_list: [{ id_food_menu: catalogue.gyoza, qty: 1 }],
          delivery_address_detail: deliveryAddress,
        }),
      code: 'ORDER_FIELD_NOT_APPLICABLE',
      field: 'delivery_address_detail',
    },
    {
      name: 'a table number on a take-out order',
      body: () => appOrder({ table_number: '5' }),
      code: 'ORDER_FIELD_NOT_APPLICABLE',
      field: 'table_number',
    },
    {
      name: 'a table number on a call-number ticket',
      body: () =>
        appOrder({
          id_receiving_method: 'free',
          table_number: 7,
          order_list: [{ id_free_food_menu: catalogue.water, qty: 1 }],
        }),
      code: 'ORDER_FIELD_NOT_APPLICABLE',
      field: 'table_number',
    },
    {
      name: 'a reservation date on a delivery (its frame gives the date)',
      body: () =>
        appOrder({
          id_receiving_method: 4,
          id_delivery_time_frame: catalogue.frame,
          delivery_address_detail: deliveryAddress,
          date_reservation: tomorrow(),
        }),
      code: 'ORDER_FIELD_NOT_APPLICABLE',
      field: 'date_reservation',
    },
    {
      name: 'a table number on a take-out order of a reservation restaurant',
      body: () => reservationOrder({ date_reservation: tomorrow(), table_number: '3' }),
      code: 'ORDER_FIELD_NOT_APPLICABLE',
      field: 'table_number',
    },
  ];

  for (const { name, body, code, field, jp } of cases) {
    it(name, async () => {
      const before = await writtenState(ctx.db);
      const res = await placeOrder(ctx, app, body());
      expect(res.statusCode).toBe(400);
      const answer = res.json();
      expect(answer).toMatchObject({ status: 400, code, field, data: null });
      expect(answer.message).toEqual(expect.any(String));
      expect(answer.message_jp).toEqual(expect.any(String));
      expect(answer.message_jp).not.toBe(answer.message);
      if (jp) expect(answer.message_jp).toBe(jp);
      expect(await writtenState(ctx.db)).toEqual(before);
    });
  }

  it("refuses a date past the restaurant's own reservation_days, and takes its last day", async () => {
    await setReservationDays({ open_reservation: '10:00', close_reservation: '20:00', reservation_days: 2 });
    try {
      const before = await writtenState(ctx.db);
      const far = await placeOrder(ctx, app, reservationOrder({ date_reservation: addDays(today(), 3) }));
      expect(far.statusCode).toBe(400);
      expect(far.json()).toMatchObject({
        code: 'ORDER_RESERVATION_DATE_TOO_FAR',
        field: 'date_reservation',
        message: `Reservations can be made up to 2 days ahead (until ${addDays(today(), 2)})`,
      });
      expect(await writtenState(ctx.db)).toEqual(before);
      const last = await placeOrder(ctx, app, reservationOrder({ date_reservation: addDays(today(), 2) }));
      expect(last.statusCode, last.body).toBe(201);
      expect(last.json().data.date_reservation).toBe(addDays(today(), 2));
    } finally {
      await setReservationDays({});
    }
  });

  it('a body of the wrong shape names the field', async () => {
    const res = await placeOrder(ctx, app, appOrder({ order_list: [{ id_food_menu: 'x', qty: 1 }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('order_list.0.id_food_menu');
  });

  it('out of stock: 400 listing every short menu with its message, nothing written, the stock unchanged', async () => {
    const before = await writtenState(ctx.db);
    const res = await placeOrder(
      ctx,
      app,
      appOrder({
        order_list: [
          { id_food_menu: catalogue.gyoza, qty: 1 },
          { id_food_menu: catalogue.lastOne, qty: 2 },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'ORDER_OUT_OF_STOCK',
      data: {
        list_food_menu_out_of_stock: [
          {
            id_food_menu: catalogue.lastOne,
            food_menu_name: '限定丼',
            qty: 2,
            message: '限定丼 : Out of stock. Please remove it from the cart.',
            message_jp: '限定丼 : 在庫がありません。カートから削除してください。',
          },
        ],
      },
    });
    expect(await writtenState(ctx.db)).toEqual(before);
    // One is still there to sell.
    expect(
      (await placeOrder(ctx, app, appOrder({ order_list: [{ id_food_menu: catalogue.lastOne, qty: 1 }] }))).statusCode,
    ).toBe(201);
  });
});
