// The order API after intake: lifecycle PATCHes checked by the domain state machine (by_order and
// reservation restaurants), wait time, line checkboxes, confirm, print status and the print list,
// the customer push written to the outbox with the change, lists with filters and statistics.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../../test/harness.ts';
import {
  menu,
  menuPlace,
  placeOrder,
  receivingMethod,
  setupOrdersTest,
  takeOutAtBoth,
  today,
  tomorrow,
} from './test-fixtures.ts';

const { ctx, A, B, app, sessions } = await setupOrdersTest('owner-a', 'staff-a', 'owner-b');
const [ownerA, staffA, ownerB] = sessions;

const menus = { ramen: 0, gyoza: 0, water: 0, cat: 0, otherCat: 0, bMenu: 0 };

beforeAll(async () => {
  Object.assign(menus, await takeOutAtBoth(ctx.db, A, B));
  await receivingMethod(ctx.db, A, 2, { initials: 'C' });
  await receivingMethod(ctx.db, A, 3, { initials: 'S' });
  await receivingMethod(ctx.db, A, 4, { initials: 'D' });
  const place = await menuPlace(ctx.db, A);
  menus.cat = place.id_food_category;
  menus.ramen = await menu(ctx.db, place, { price: 900 });
  const otherPlace = await menuPlace(ctx.db, A);
  menus.otherCat = otherPlace.id_food_category;
  menus.gyoza = await menu(ctx.db, otherPlace, { price: 400 });
});

type Headers = Record<string, string>;
const patch = (url: string, headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/restaurant/order/${url}`, headers, payload });

async function newOrder(overrides: object = {}, headers: Headers = app) {
  const res = await placeOrder(ctx, headers, {
    id_restaurant: A,
    id_user: 'customer-1',
    id_receiving_method: 2,
    order_list: [{ id_food_menu: menus.ramen, qty: 2 }],
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as {
    id_food_order: number;
    order_number: string;
    order_detail: { order_list: { id_food_cart: number }[] };
  };
}

const setStatus = (
  id_food_order: number,
  cooking_status: string,
  extra: object = {},
  headers: Headers = staffA.headers,
) => patch('update/cooking/status', headers, { id_food_order, cooking_status, ...extra });

const pushes = (id_food_order: number) =>
  ctx.db.selectFrom('push_outbox').selectAll().where('id_food_order', '=', id_food_order).execute();

describe('PATCH update/cooking/status (by_order)', () => {
  it("refuses to start without a wait time: 'Please select restaurant wait time'", async () => {
    const order = await newOrder();
    const res = await setStatus(order.id_food_order, 'cooking');
    expectAnswer(res, 400, {
      code: 'ORDER_WAIT_TIME_REQUIRED',
      message: 'Please select restaurant wait time',
      field: 'waiting_time',
    });
  });

  it('walks stop → cooking → done → receipt with the detail texts, and pushes to the customer at done', async () => {
    const order = await newOrder();
    const waited = await patch('update/waiting/time', staffA.headers, {
      id_food_order: order.id_food_order,
      waiting_time: 15,
    });
    expect(waited.statusCode).toBe(200);
    expect(waited.json().data).toMatchObject({ waiting_time: 15, cooking_status: 'stop' });

    const cooking = await setStatus(order.id_food_order, 'cooking', { cooking_status_detail: 'ignored' });
    expect(cooking.statusCode).toBe(200);
    expect(cooking.json().data).toMatchObject({
      cooking_status: 'cooking',
      cooking_status_detail: '調理開始',
      waiting_time: 15,
    });
    expect(await pushes(order.id_food_order)).toEqual([]);

    const done = await setStatus(order.id_food_order, 'done');
    expect(done.json().data).toMatchObject({ cooking_status: 'done', cooking_status_detail: '調理完了' });
    expect(await pushes(order.id_food_order)).toMatchObject([
      {
        account_id: 'customer-1',
        title: order.order_number,
        body: '調理が完了しました',
        status: 'pending',
        attempts: 0,
      },
    ]);

    const receipt = await setStatus(order.id_food_order, 'receipt');
    expect(receipt.json().data).toMatchObject({ cooking_status: 'receipt', cooking_status_detail: '調理完了' });
    // Completed: nothing more (receipt again is answered as is; any other status is refused).
    expect((await setStatus(order.id_food_order, 'receipt')).statusCode).toBe(200);
    const back = await setStatus(order.id_food_order, 'cooking');
    expectAnswer(back, 400, { code: 'ORDER_INVALID_TRANSITION', field: 'cooking_status' });
    expect(
      (
        await patch('update/waiting/time', staffA.headers, { id_food_order: order.id_food_order, waiting_time: 5 })
      ).json(),
    ).toMatchObject({
      code: 'ORDER_WAIT_TIME_NOT_ALLOWED',
    });
    expect(await pushes(order.id_food_order)).toHaveLength(1);
  });

  it("a delivery order: '準備中', then '配達開始' and the driver push", async () => {
    const frame = await ctx.db
      .insertInto('delivery_time_frames')
      .values({ id_restaurant: A, date: tomorrow(), start_time: '18:00:00', end_time: '18:30:00', max_order: 5 })
      .returning('id_delivery_time_frame')
      .executeTakeFirstOrThrow();
    const order = await newOrder({
      id_receiving_method: 4,
      id_delivery_time_frame: frame.id_delivery_time_frame,
      delivery_address_detail: { postal_code: '1', address1: 'x', address_first_name: '花子', phone_number: '03' },
    });
    const started = await setStatus(order.id_food_order, 'cooking', { waiting_time: 30 });
    expect(started.json().data).toMatchObject({ cooking_status_detail: '準備中', waiting_time: 30 });
    const done = await setStatus(order.id_food_order, 'done');
    expect(done.json().data.cooking_status_detail).toBe('配達開始');
    expect((await pushes(order.id_food_order))[0]?.body).toBe(
      'ドライバーが配達を開始しました。商品到着までお待ちください',
    );
  });

  it('skipping a step is refused and changes nothing', async () => {
    const order = await newOrder({}, app);
    const res = await setStatus(order.id_food_order, 'done', { waiting_time: 10 });
    expectAnswer(res, 400, {
      code: 'ORDER_INVALID_TRANSITION',
      message: 'This order cannot go from stop to done',
    });
    const row = await ctx.db
      .selectFrom('food_orders')
      .select(['cooking_status', 'waiting_time'])
      .where('id_food_order', '=', order.id_food_order)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ cooking_status: 'stop', waiting_time: null });
  });

  it('a free ticket starts with wait time 0; a staff order (T id) sends no push', async () => {
    const ticket = await newOrder(
      { id_receiving_method: 'free', id_user: undefined, order_list: [{ id_free_food_menu: menus.water, qty: 1 }] },
      ownerA.headers,
    );
    expect((await setStatus(ticket.id_food_order, 'cooking')).json().data).toMatchObject({
      cooking_status: 'cooking',
      waiting_time: 0,
    });
    expect((await setStatus(ticket.id_food_order, 'done')).statusCode).toBe(200);
    expect(await pushes(ticket.id_food_order)).toEqual([]);
  });

  it('receipt_app: the ordering app marks its customer’s order received; staff complete it', async () => {
    const order = await newOrder();
    await setStatus(order.id_food_order, 'cooking', { waiting_time: 5 });
    await setStatus(order.id_food_order, 'done');
    // Another customer id: not found. Staff may not set receipt_app.
    expect((await setStatus(order.id_food_order, 'receipt_app', { id_user: 'someone-else' }, app)).statusCode).toBe(
      404,
    );
    expect((await setStatus(order.id_food_order, 'receipt_app')).statusCode).toBe(400);
    const byApp = await setStatus(order.id_food_order, 'receipt_app', { id_user: 'customer-1' }, app);
    expect(byApp.json().data.cooking_status).toBe('receipt_app');
    // The app may do nothing else.
    expect((await setStatus(order.id_food_order, 'receipt', { id_user: 'customer-1' }, app)).statusCode).toBe(400);
    const completed = await setStatus(order.id_food_order, 'receipt');
    expect(completed.json().data.cooking_status).toBe('receipt');
  });
});

describe('reservation restaurants', () => {
  it('orders start cooking; the receipt button completes them only from receipt_app or done', async () => {
    const res = await placeOrder(ctx, app, {
      id_restaurant: B,
      id_user: 'customer-9',
      id_receiving_method: 1,
      date_reservation: tomorrow(),
      delivery_time: '12:30',
      order_list: [{ id_food_menu: menus.bMenu, qty: 1 }],
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      cooking_status: 'cooking',
      cooking_status_detail: '調理開始',
      order_restaurant_type: 'reservation',
      date_reservation: tomorrow(),
      delivery_time: '12:30:00',
    });
    // Finish Order only logs: no status change is accepted from cooking.
    expect((await setStatus(order.id_food_order, 'done', {}, ownerB.headers)).statusCode).toBe(400);
    expect((await setStatus(order.id_food_order, 'receipt', {}, ownerB.headers)).statusCode).toBe(400);
    // Wait times do not exist there.
    expect(
      (await patch('update/waiting/time', ownerB.headers, { id_food_order: order.id_food_order, waiting_time: 5 }))
        .statusCode,
    ).toBe(400);
    await setStatus(order.id_food_order, 'receipt_app', { id_user: 'customer-9' }, app);
    const done = await setStatus(order.id_food_order, 'receipt', {}, ownerB.headers);
    expect(done.json().data).toMatchObject({ cooking_status: 'receipt', cooking_status_detail: '調理完了' });
    expect(await pushes(order.id_food_order)).toEqual([]);
  });
});

describe('line checkboxes, confirm, print status', () => {
  it('PATCH checked/food ticks and unticks a line (200)', async () => {
    const order = await newOrder();
    const line = order.order_detail.order_list[0]!.id_food_cart;
    const ticked = await patch('checked/food', staffA.headers, {
      id_food_order: order.id_food_order,
      id_food_cart: line,
      checked: true,
    });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json().data.order_detail.order_list[0].checked_detail_order).toBe(true);
    const unticked = await patch('checked/food', staffA.headers, {
      id_food_order: order.id_food_order,
      id_food_cart: line,
      checked: false,
    });
    expect(unticked.json().data.order_detail.order_list[0].checked_detail_order).toBe(false);
    const other = await newOrder();
    expect(
      (
        await patch('checked/food', staffA.headers, {
          id_food_order: other.id_food_order,
          id_food_cart: line,
          checked: true,
        })
      ).json(),
    ).toMatchObject({ status: 404, field: 'id_food_cart' });
    expect(
      (await patch('checked/food', staffA.headers, { id_food_order: order.id_food_order, id_food_cart: line })).json(),
    ).toMatchObject({
      status: 400,
      field: 'checked',
    });
  });

  it('PATCH confirm/{id} confirms (the OK button)', async () => {
    const order = await newOrder();
    const res = await patch(`confirm/${order.id_food_order}`, staffA.headers, { confirmed: true });
    expectAnswer(res, 200, { message: 'Order confirmed', data: { confirmed: true } });
    const bare = await newOrder();
    const bareRes = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/restaurant/order/confirm/${bare.id_food_order}`,
      headers: staffA.headers,
    });
    expect(bareRes.json().data.confirmed).toBe(true);
  });

  it("POST print/status lists today's unprinted orders in the chosen categories; PATCH marks one printed", async () => {
    await ctx.db.deleteFrom('order_prints').execute();
    const ramen = await newOrder();
    const gyoza = await newOrder({ order_list: [{ id_food_menu: menus.gyoza, qty: 1 }] });
    const ticket = await newOrder(
      { id_receiving_method: 'free', id_user: undefined, order_list: [{ id_free_food_menu: menus.water, qty: 1 }] },
      ownerA.headers,
    );
    const list = (body: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/restaurant/order/print/status',
        headers: staffA.headers,
        payload: body,
      });
    const idsOf = async (body: object) =>
      (await list(body)).json().data.map((order: { id_food_order: number }) => order.id_food_order);
    expect(await idsOf({ id_restaurant: A })).toEqual([ramen.id_food_order, gyoza.id_food_order, ticket.id_food_order]);
    expect(await idsOf({ id_restaurant: A, list_categories: [menus.cat] })).toEqual([ramen.id_food_order]);
    expect(await idsOf({ id_restaurant: A, list_categories: [menus.cat], is_get_free_food_order: true })).toEqual([
      ramen.id_food_order,
      ticket.id_food_order,
    ]);
    expect(await idsOf({ list_categories: ['free'] })).toEqual([ticket.id_food_order]);

    const printed = await patch('print/status', staffA.headers, {
      id_food_order: ramen.id_food_order,
      is_printed: true,
    });
    expect(printed.json().data.is_printed).toBe(true);
    expect(await idsOf({ id_restaurant: A })).toEqual([gyoza.id_food_order, ticket.id_food_order]);
    await patch('print/status', staffA.headers, { id_food_order: ramen.id_food_order, is_printed: false });
    expect(await idsOf({ id_restaurant: A })).toContain(ramen.id_food_order);
  });
});

describe('lists and statistics', () => {
  it('GET and POST lists filter, sort, page and count; statistics of the date', async () => {
    await ctx.db.deleteFrom('food_orders').execute();
    const table1 = await newOrder({ id_receiving_method: 3, table_number: '12' });
    const takeOut = await newOrder({ id_receiving_method: 1, order_list: [{ id_food_menu: menus.gyoza, qty: 3 }] });
    const ticket = await newOrder(
      { id_receiving_method: 'free', id_user: undefined, order_list: [{ id_free_food_menu: menus.water, qty: 1 }] },
      ownerA.headers,
    );
    const finished = await newOrder();
    await setStatus(finished.id_food_order, 'cooking', { waiting_time: 5 });
    await setStatus(finished.id_food_order, 'done');

    const get = (query: string, page = 1, limit = 10) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/restaurant/order/${A}/${page}/${limit}?${query}`,
        headers: staffA.headers,
      });
    const all = await get(`date=${today()}&order_date=desc&order_time=desc`);
    expect(all.statusCode).toBe(200);
    expect(all.json().totalData).toBe(4);
    expect(all.json().data.data_list.map((order: { id_food_order: number }) => order.id_food_order)).toEqual([
      finished.id_food_order,
      ticket.id_food_order,
      takeOut.id_food_order,
      table1.id_food_order,
    ]);
    expect(all.json().data.data_statistics).toEqual({
      waiting_list: 3,
      total_qty_cooking: 2 + 3 + 1,
      total_table_today: 1,
      total_counter_today: 1,
      total_take_out_today: 1,
      total_delivery_today: 0,
      total_free_food_order_today: 1,
    });
    expect(all.json().data.last_seq).toEqual(expect.any(Number));

    const ascending = await get('order_date=asc&order_time=asc', 1, 2);
    expect(ascending.json().totalData).toBe(4);
    expect(ascending.json().data.data_list.map((order: { id_food_order: number }) => order.id_food_order)).toEqual([
      table1.id_food_order,
      takeOut.id_food_order,
    ]);
    const page2 = await get('order_date=asc&order_time=asc', 2, 2);
    expect(page2.json().data.data_list.map((order: { id_food_order: number }) => order.id_food_order)).toEqual([
      ticket.id_food_order,
      finished.id_food_order,
    ]);

    const idsOf = async (res: Awaited<ReturnType<typeof get>>) =>
      res
        .json()
        .data.data_list.map((order: { id_food_order: number }) => order.id_food_order)
        .sort();
    expect(await idsOf(await get('cooking_status=done'))).toEqual([finished.id_food_order]);
    expect(await idsOf(await get('cooking_status=stop,done'))).toHaveLength(4);
    expect(await idsOf(await get(`list_categories=${menus.otherCat}`))).toEqual([takeOut.id_food_order]);
    expect(await idsOf(await get(`list_categories=${menus.otherCat}&is_get_free_food_order=true`))).toEqual(
      [takeOut.id_food_order, ticket.id_food_order].sort(),
    );
    expect(await idsOf(await get('list_categories=free'))).toEqual([ticket.id_food_order]);
    expect(await idsOf(await get('is_get_free_food_order=false'))).toHaveLength(3);
    expect(await idsOf(await get('order_restaurant_type=reservation'))).toEqual([]);
    expect(await idsOf(await get(`date=${tomorrow()}`))).toEqual([]);
    // With a date, the total is counted by the statistics' scan under the same filters.
    const totalOf = async (query: string, page = 1, limit = 10) =>
      (await get(`date=${today()}&${query}`, page, limit)).json();
    expect((await totalOf('cooking_status=done')).totalData).toBe(1);
    expect((await totalOf('cooking_status=stop,done')).totalData).toBe(4);
    expect((await totalOf(`list_categories=${menus.otherCat}`)).totalData).toBe(1);
    expect((await totalOf(`list_categories=${menus.otherCat}&is_get_free_food_order=true`)).totalData).toBe(2);
    expect((await totalOf('is_get_free_food_order=false')).totalData).toBe(3);
    const pastTheEnd = await totalOf('cooking_status=stop,done', 3, 2);
    expect(pastTheEnd.data.data_list).toEqual([]);
    expect(pastTheEnd.totalData).toBe(4);
    expect((await get(`date=${tomorrow()}`)).json().totalData).toBe(0);

    const post = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurant/order/${A}/1/50?order_date=asc&order_time=asc`,
      headers: staffA.headers,
      payload: { date: today(), cooking_status: ['stop'], id_receiving_method: [1, 3, 'free'] },
    });
    expect(post.statusCode).toBe(200);
    expect(post.json().data.data_list.map((order: { id_food_order: number }) => order.id_food_order)).toEqual([
      table1.id_food_order,
      takeOut.id_food_order,
      ticket.id_food_order,
    ]);
    expect(post.json().totalData).toBe(3);

    const bad = await get('cooking_status=burnt');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toContain('cooking_status');
  });

  it('GET detail answers data.data; POST list/table the tables in use', async () => {
    const order = await newOrder({ id_receiving_method: 3, table_number: 'A-3' });
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurant/order/detail/${order.id_food_order}`,
      headers: staffA.headers,
    });
    expect(detail.json().data.data).toMatchObject({ id_food_order: order.id_food_order, table_number: 'A-3' });
    const tables = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/list/table',
      headers: staffA.headers,
      payload: { list_restaurant: [-1] },
    });
    expect(tables.statusCode).toBe(200);
    expect(tables.json().data).toContainEqual({ id_restaurant: A, table_number: 'A-3' });
  });
});

describe('every change is numbered', () => {
  it('one event per change, in order, none for a change that changes nothing', async () => {
    const order = await newOrder();
    await patch('update/waiting/time', staffA.headers, { id_food_order: order.id_food_order, waiting_time: 5 });
    await patch('update/waiting/time', staffA.headers, { id_food_order: order.id_food_order, waiting_time: 5 });
    await setStatus(order.id_food_order, 'cooking');
    await setStatus(order.id_food_order, 'cooking');
    await patch(`confirm/${order.id_food_order}`, staffA.headers, {});
    const { rows } = await sql<{ type: string }>`
      SELECT type FROM order_events WHERE id_food_order = ${order.id_food_order} ORDER BY seq`.execute(ctx.db);
    expect(rows.map((row) => row.type)).toEqual(['created', 'waiting_time', 'cooking_status', 'confirmed']);
  });
});
