// Order intake through the API: from the ordering app (api-key) and the dashboard (session), priced
// by the server from the catalogue, numbered per day, keeping the fields that belong to the order.
// Refusals (a bilingual 400 naming the problem, nothing written) are in intake-refusals.test.ts.
import { addDays } from '@noren/domain/delivery-time-frames';
import { describe, expect, it } from 'vitest';
import { columnOf, expectAnswer } from '../../../test/harness.ts';
import { setupIntakeTest } from './intake-test-setup.ts';
import { placeOrder, today, tomorrow } from './test-fixtures.ts';

const { A, app, appOrder, catalogue, ctx, deliveryAddress, deliveryOrder, ids, ownerA, reservationOrder } =
  await setupIntakeTest();

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
    const stock = await columnOf(ctx.db, 'food_menus', 'food_menu_stock_qty', 'id_food_menu', catalogue.ramen);
    expect(stock).toBe(98);
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
    expectAnswer(wrong, 401, { message: 'Invalid API key', message_jp: 'APIキーが正しくありません' });
    expect((await placeOrder(ctx, {}, appOrder())).statusCode).toBe(401);
  });

  it('needs a customer id that is not a temporary T id', async () => {
    for (const id_user of [undefined, 'T1234abcd']) {
      const res = await placeOrder(ctx, app, appOrder({ id_user }));
      expectAnswer(res, 400, { code: 'ORDER_CUSTOMER_USER_ID', field: 'id_user' });
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
    expectAnswer(res, 201, {
      data: {
        from_where: 'dashboard',
        customer_note: '箸は不要です',
        response_list: [{ question: 'お箸', answer: '不要' }],
        total_price: 800,
      },
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
    expectAnswer(res, 201, {
      data: {
        is_free_food_order: true,
        id_receiving_method: null,
        receiving_method: null,
        total_price: 0,
        order_detail: { order_list: [{ is_free_food_menu: true, free_food_menu_name: 'お水', price: 0 }] },
      },
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
    expectAnswer(res, 201, {
      data: {
        date_reservation: addDays(today(), 7),
        delivery_time: '18:30:00',
        table_number: 'A-2',
        order_restaurant_type: 'reservation',
      },
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
    expectAnswer(res, 201, {
      data: {
        table_number: null,
        date_reservation: null,
        delivery_time: null,
        delivery_address_detail: null,
      },
    });
  });
});

describe('a delivery order', () => {
  it('takes a slot of its time frame and keeps the address', async () => {
    const res = await placeOrder(ctx, app, deliveryOrder());
    expectAnswer(res, 201, {
      data: {
        date_reservation: tomorrow(),
        delivery_time: '12:00:00',
        id_delivery_time_frame: catalogue.frame,
        delivery_address_detail: deliveryAddress,
      },
    });
    expect(res.json().data.order_number).toMatch(/^D\d{3}$/);
    const row = await ctx.db
      .selectFrom('delivery_time_frames')
      .select('count_order')
      .where('id_delivery_time_frame', '=', catalogue.frame)
      .executeTakeFirstOrThrow();
    expect(row.count_order).toBe(1);
  });
});
