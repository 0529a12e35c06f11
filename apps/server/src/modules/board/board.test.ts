// The public TV board's paths (README.md): each answers for a known store without a session and
// says so for an unknown one; they show only numbers, statuses, names, menus and media — every
// key of every answer is checked against an allow-list — and bad input never breaks them.
import {
  boardEventsSchema,
  boardMethodSchema,
  boardRestaurantSchema,
  boardSignageSchema,
  boardWaitTimeSchema,
  slideshowSchema,
  storeSlideshowSchema,
  tvOrderGroupSchema,
} from '@noren/domain/board/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { privateText, setupBoardTest } from './board-test-setup.ts';

const { ctx, A, B, C, methods, waits, menus, order, kitchen } = await setupBoardTest();

type Call = { method: 'GET' | 'POST'; url: string; payload?: object };
const call = ({ method, url, payload }: Call) => ctx.app.inject({ method, url: `/api${url}`, payload });
const ordersOf = (store: number | string, body: object = {}, tail = '1/8') =>
  call({ method: 'POST', url: `/restaurant/order/code-store/${store}/${tail}`, payload: body });

let takeOut: { id_food_order: number; order_number: string };
let counter: { id_food_order: number; order_number: string };
let table: { id_food_order: number; order_number: string };
let delivered: { id_food_order: number };
beforeAll(async () => {
  takeOut = await order(A, 1);
  counter = await order(A, 2);
  table = await order(A, 3);
  delivered = await order(A, 2);
  // A delivery order (its address and slot are beside the point here): boards never show one.
  await ctx.db
    .updateTable('food_orders')
    .set({ id_receiving_method: 4 })
    .where('id_food_order', '=', delivered.id_food_order)
    .execute();
  await order(C, 2);
  expect((await kitchen(counter.id_food_order, 'cooking')).statusCode).toBe(200);
  expect((await kitchen(counter.id_food_order, 'done')).statusCode).toBe(200);
  await ctx.db
    .insertInto('signage_settings')
    .values({
      code_store: 1001,
      vertical_banner: 'signage/banner.jpg',
      order_completion_screen: 'signage/call.mp4',
      ring_sound: 'signage/ring.mp3',
      is_show_qr: true,
    })
    .execute();
});

/** Every path of the board, for a store code. */
const paths = (store: number | string, idRestaurant = A): [string, Call][] => [
  ['orders', { method: 'POST', url: `/restaurant/order/code-store/${store}/1/8`, payload: {} }],
  [
    'store slideshow',
    { method: 'POST', url: '/restaurant/food/menu/list-slideshow-by-code-store', payload: { code_store: store } },
  ],
  ['restaurants', { method: 'GET', url: `/restaurant/board/${store}/restaurants` }],
  ['signage', { method: 'GET', url: `/restaurant/board/${store}/signage-setting` }],
  ['methods', { method: 'GET', url: `/restaurant/board/${store}/receiving-method` }],
  ['wait times', { method: 'GET', url: `/restaurant/board/${store}/wait-time` }],
  ['events', { method: 'GET', url: `/restaurant/board/${store}/events?id_restaurant=${idRestaurant}&since=0` }],
];

describe('every path, without a session', () => {
  it.each(paths(1001))('%s answers for store 1001', async (_name, request) => {
    const res = await call(request);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).not.toBeNull();
  });

  it.each(paths(9999))('%s says the store 9999 does not exist', async (_name, request) => {
    const res = await call(request);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', field: 'store_code' });
  });

  it('one restaurant slideshow answers for a live restaurant, 404 for an unknown one', async () => {
    expect(
      (await call({ method: 'POST', url: '/restaurant/food/menu/list-slideshow', payload: { id_restaurant: A } }))
        .statusCode,
    ).toBe(200);
    const res = await call({
      method: 'POST',
      url: '/restaurant/food/menu/list-slideshow',
      payload: { id_restaurant: 99999 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ field: 'id_restaurant' });
  });
});

describe('POST restaurant/order/code-store/{store_code}/1/8', () => {
  it('answers one group per restaurant of the store, oldest order first, with numbers and statuses only', async () => {
    const res = await ordersOf(1001);
    const groups = z.array(tvOrderGroupSchema).parse(res.json().data);
    expect(groups.map((group) => group.restaurant_name)).toEqual(['Restaurant A', 'Restaurant B']);
    const [a, b] = groups;
    expect(a?.data_list.map((o) => [o.order_number, o.cooking_status, o.id_receiving_method])).toEqual([
      [takeOut.order_number, 'stop', 1],
      [counter.order_number, 'done', 2],
      [table.order_number, 'stop', 3],
    ]);
    expect(a?.data_list[1]).toMatchObject({ cooking_status_detail: '調理完了', restaurant_name: 'Restaurant A' });
    expect(a).toMatchObject({ totalData: 3, data_statistics: { waiting_list: 2, total_qty_cooking: 4, done: 1 } });
    expect(a?.last_seq).toBeGreaterThanOrEqual(6);
    // B has no order today: its column still shows.
    expect(b).toMatchObject({ data_list: [], totalData: 0, last_seq: 0 });
  });

  it('filters by code_register, method_id and status, and pages', async () => {
    const single = z
      .array(tvOrderGroupSchema)
      .parse((await ordersOf(1001, { code_register: '01', id_receiving_method: '1,4' })).json().data);
    expect(single).toHaveLength(2); // both restaurants of the harness share register 01
    expect(single[0]?.data_list.map((o) => o.order_number)).toEqual([takeOut.order_number]);
    const done = (await ordersOf(1001, { cooking_status: 'done' })).json().data;
    expect(done[0].data_list.map((o: { order_number: string }) => o.order_number)).toEqual([counter.order_number]);
    const second = (await ordersOf(1001, {}, '2/2')).json().data;
    expect(second[0].data_list.map((o: { order_number: string }) => o.order_number)).toEqual([table.order_number]);
    expect(second[0].totalData).toBe(3);
  });

  it('caps what a caller may ask and keeps working with garbage methods', async () => {
    expect((await ordersOf(1001, {}, '1/9')).statusCode).toBe(400);
    expect((await ordersOf(1001, {}, '101/8')).statusCode).toBe(400);
    expect((await ordersOf(1001, { date: '2020-01-01' })).json()).toMatchObject({ status: 400, field: 'date' });
    const garbage = await ordersOf(1001, { id_receiving_method: ['x', '-1', 99, '4'] });
    expect(garbage.statusCode).toBe(200);
    expect(garbage.json().data[0].data_list).toHaveLength(3);
  });

  it('answers [] for a code_register of another store, and for a store with no restaurants', async () => {
    expect((await ordersOf(1001, { code_register: '07' })).json()).toMatchObject({ status: 200, data: [] });
    expect((await ordersOf(3003)).json()).toMatchObject({ status: 200, data: [] });
    expect((await ordersOf('abc')).json()).toMatchObject({ status: 400, field: 'store_code' });
  });
});

describe('slideshows', () => {
  it("answers a restaurant's slideshow menus with their price inputs and its slideshow banners", async () => {
    const res = await call({
      method: 'POST',
      url: '/restaurant/food/menu/list-slideshow',
      payload: { id_restaurant: A },
    });
    const slides = slideshowSchema.parse(res.json().data);
    expect(slides.food_menu).toHaveLength(1);
    expect(slides.food_menu[0]).toMatchObject({
      id_food_menu: menus.A,
      food_menu_name: 'Nigiri',
      food_menu_price: 1000,
      code_company: 100,
      image_url: expect.stringContaining('menus/nigiri.jpg'),
      methods: [
        { id_receiving_method: 1, service_fee: 10, tax: 8, is_applied: false, food_menu_price: 1000 },
        { id_receiving_method: 2, service_fee: 0, tax: 10, is_applied: false, food_menu_price: 1000 },
        { id_receiving_method: 3, service_fee: 0, tax: 0, is_applied: false, food_menu_price: 1000 },
      ],
    });
    expect(slides.banner).toEqual([
      { id_banner: expect.any(Number), image_url: expect.stringContaining('banners/a.jpg') },
    ]);
  });

  it("answers every restaurant of the store, each with its own company's code", async () => {
    const store = z.array(storeSlideshowSchema).parse(
      (
        await call({
          method: 'POST',
          url: '/restaurant/food/menu/list-slideshow-by-code-store',
          payload: { code_store: 2002 },
        })
      ).json().data,
    );
    expect(store).toEqual([
      expect.objectContaining({
        id_restaurant: C,
        code_company: 300,
        food_menu: [expect.objectContaining({ food_menu_price: 333 })],
      }),
    ]);
    const ramenOnly = (
      await call({
        method: 'POST',
        url: '/restaurant/food/menu/list-slideshow-by-code-store',
        payload: { code_store: 1001 },
      })
    ).json().data;
    // B's menu is not on the slideshow: B has no slide.
    expect(ramenOnly[1]).toMatchObject({ id_restaurant: B, food_menu: [], banner: [] });
  });
});

describe('restaurants, signage, methods and wait times', () => {
  it("lists the store restaurants; with code_register, that one first; none for another store's", async () => {
    const all = z
      .array(boardRestaurantSchema)
      .parse((await call({ method: 'GET', url: '/restaurant/board/1001/restaurants' })).json().data);
    expect(all.map((r) => r.id_restaurant)).toEqual([A, B]);
    const other = await call({ method: 'GET', url: '/restaurant/board/1001/restaurants?code_register=07' });
    expect(other.json()).toMatchObject({ status: 200, data: [] });
    const own = await call({ method: 'GET', url: '/restaurant/board/2002/restaurants?code_register=07' });
    expect(own.json().data).toEqual([expect.objectContaining({ id_restaurant: C, restaurant_name: 'Restaurant C' })]);
    expect((await call({ method: 'GET', url: '/restaurant/board/3003/restaurants' })).json()).toMatchObject({
      data: [],
    });
  });

  it('answers the signage media as URLs, and null for a store that has none yet', async () => {
    const signage = boardSignageSchema.parse(
      (await call({ method: 'GET', url: '/restaurant/board/1001/signage-setting' })).json().data,
    );
    expect(signage).toMatchObject({
      code_store: 1001,
      is_show_qr: true,
      order_completion_screen_kind: 'video',
      vertical_banner_url: expect.stringContaining('signage/banner.jpg'),
      order_completion_screen_url: expect.stringContaining('signage/call.mp4'),
      ring_sound_url: expect.stringContaining('signage/ring.mp3'),
    });
    expect((await call({ method: 'GET', url: '/restaurant/board/2002/signage-setting' })).json()).toMatchObject({
      status: 200,
      data: null,
    });
  });

  it('lists methods and wait times without delivery, filtered by method_id (garbage ignored)', async () => {
    const list = z
      .array(boardMethodSchema)
      .parse((await call({ method: 'GET', url: '/restaurant/board/1001/receiving-method' })).json().data);
    expect(list.map((m) => m.id_restaurant_receiving_method)).toEqual([
      methods.takeOutA,
      methods.counterA,
      methods.tableA,
      methods.counterB,
    ]);
    expect(list[0]).toMatchObject({ id_wait_time: waits.takeOutA, active: true, title: 'Take out' });
    const waitsOf = async (query: string) =>
      z
        .array(boardWaitTimeSchema)
        .parse((await call({ method: 'GET', url: `/restaurant/board/1001/wait-time${query}` })).json().data);
    expect((await waitsOf('')).map((w) => w.wait_time)).toEqual([5, 15]);
    expect((await waitsOf('?method_id=2&method_id=x,4')).map((w) => w.id_wait_time)).toEqual([waits.counterA]);
    expect((await waitsOf('?method_id=4')).map((w) => w.wait_time)).toEqual([5, 15]);
    expect(await waitsOf('?code_register=07')).toEqual([]);
  });
});

describe('events catch-up', () => {
  it("answers a restaurant's events after a number, with its orders as a board sees them", async () => {
    const res = await call({ method: 'GET', url: `/restaurant/board/1001/events?id_restaurant=${A}&since=0` });
    const caught = boardEventsSchema.parse(res.json().data);
    expect(caught.events.map((event) => event.seq)).toEqual(caught.events.map((_e, index) => index + 1));
    expect(caught.orders.map((o) => o.order_number).sort()).toEqual(
      [takeOut.order_number, counter.order_number, table.order_number].sort(),
    );
    // The delivery order's events count, its row is not answered.
    expect(caught.events.some((event) => event.id_food_order === delivered.id_food_order)).toBe(true);
  });

  it("refuses another store's restaurant and an ahead number resets", async () => {
    expect(
      (await call({ method: 'GET', url: `/restaurant/board/1001/events?id_restaurant=${C}&since=0` })).statusCode,
    ).toBe(404);
    const ahead = await call({ method: 'GET', url: `/restaurant/board/1001/events?id_restaurant=${A}&since=9999` });
    expect(ahead.json().data).toMatchObject({ reset: true, events: [] });
  });
});

/** Every key a board answer may hold (the envelope's and board/schemas.ts's), nothing else. */
const allowedKeys = new Set(
  [
    'status data totalData message message_jp',
    // orders and groups
    'id_food_order id_order id_restaurant restaurant_name order_number cooking_status cooking_status_detail',
    'id_receiving_method order_date order_time code_register restaurant_type last_seq data_list',
    'data_statistics waiting_list total_qty_cooking done',
    // slideshows
    'food_menu banner id_food_menu food_menu_name image_url code_company food_menu_price food_menu_price_discount',
    'discount_start_date discount_start_time discount_end_date discount_end_time methods is_applied service_fee tax',
    'id_banner',
    // restaurants and signage
    'logo_url code_store is_show_qr is_speak_numbers vertical_banner_url order_completion_screen_url order_completion_screen_kind',
    'ring_sound_url',
    // methods and wait times
    'id_restaurant_receiving_method title active id_wait_time wait_time inactive_data',
    'day_of_week start_shift_1 end_shift_1 start_shift_2 end_shift_2',
    // events
    'reset has_more events orders seq type',
  ].flatMap((line) => line.split(' ')),
);

function keysOf(value: unknown, path = '', found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) keysOf(item, `${path}[${index}]`, found);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      found.push(`${path}.${key}`);
      keysOf(child, `${path}.${key}`, found);
    }
  }
  return found;
}

describe('no private field in any answer', () => {
  const everyAnswer = (): Call[] => [
    ...paths(1001).map(([, request]) => request),
    ...paths(2002, C).map(([, request]) => request),
    {
      method: 'POST',
      url: '/restaurant/order/code-store/1001/1/8',
      payload: { cooking_status: ['stop', 'cooking', 'done', 'receipt', 'receipt_app'] },
    },
    { method: 'POST', url: '/restaurant/food/menu/list-slideshow', payload: { id_restaurant: A } },
  ];

  it('holds only allow-listed keys, and none of the customer data the orders carry', async () => {
    for (const request of everyAnswer()) {
      const res = await call(request);
      expect(res.statusCode, request.url).toBe(200);
      const foreign = keysOf(res.json()).filter((path) => !allowedKeys.has(path.split('.').at(-1) ?? ''));
      expect(foreign, request.url).toEqual([]);
      for (const text of Object.values(privateText)) expect(res.body, request.url).not.toContain(text);
      expect(res.body).not.toContain('staff-only description');
    }
  });
});
