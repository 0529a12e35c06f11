// Tenancy on every order path: restaurant A's session never sees or changes restaurant B's orders
// (404, never 403, and B's order stays as it was); no session is a 401; an api-key client reaches
// only intake and its customers' receipt.
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../../test/harness.ts';
import { menu, menuPlace, placeOrder, receivingMethod, setupOrdersTest } from './test-fixtures.ts';

const { ctx, A, B, app, sessions } = await setupOrdersTest('owner-a');
const [ownerA] = sessions;

let orderA = { id_food_order: 0, id_food_cart: 0 };
let orderB = { id_food_order: 0, id_food_cart: 0 };

beforeAll(async () => {
  for (const id_restaurant of [A, B]) {
    await receivingMethod(ctx.db, id_restaurant, 3);
    const id_food_menu = await menu(ctx.db, await menuPlace(ctx.db, id_restaurant));
    const res = await placeOrder(ctx, app, {
      id_restaurant,
      id_user: 'customer',
      id_receiving_method: 3,
      table_number: `T-${id_restaurant}`,
      order_list: [{ id_food_menu, qty: 1 }],
    });
    const order = res.json().data;
    const ref = { id_food_order: order.id_food_order, id_food_cart: order.order_detail.order_list[0].id_food_cart };
    if (id_restaurant === A) orderA = ref;
    else orderB = ref;
  }
});

type Call = { name: string; method: 'GET' | 'POST' | 'PATCH'; url: () => string; payload?: () => object };

const crossTenant: Call[] = [
  { name: 'GET list of B', method: 'GET', url: () => `/api/restaurant/order/${B}/1/10` },
  { name: 'POST list of B', method: 'POST', url: () => `/api/restaurant/order/${B}/1/10`, payload: () => ({}) },
  { name: "GET detail of B's order", method: 'GET', url: () => `/api/restaurant/order/detail/${orderB.id_food_order}` },
  {
    name: "PATCH cooking status of B's order",
    method: 'PATCH',
    url: () => '/api/restaurant/order/update/cooking/status',
    payload: () => ({ id_food_order: orderB.id_food_order, cooking_status: 'receipt' }),
  },
  {
    name: "PATCH waiting time of B's order",
    method: 'PATCH',
    url: () => '/api/restaurant/order/update/waiting/time',
    payload: () => ({ id_food_order: orderB.id_food_order, waiting_time: 10 }),
  },
  {
    name: "PATCH checked food of B's order",
    method: 'PATCH',
    url: () => '/api/restaurant/order/checked/food',
    payload: () => ({ ...orderB, checked: true }),
  },
  {
    name: "PATCH checked food of B's line through A's order",
    method: 'PATCH',
    url: () => '/api/restaurant/order/checked/food',
    payload: () => ({ id_food_order: orderA.id_food_order, id_food_cart: orderB.id_food_cart, checked: true }),
  },
  {
    name: "PATCH confirm of B's order",
    method: 'PATCH',
    url: () => `/api/restaurant/order/confirm/${orderB.id_food_order}`,
    payload: () => ({ confirmed: true }),
  },
  {
    name: "PATCH print status of B's order",
    method: 'PATCH',
    url: () => '/api/restaurant/order/print/status',
    payload: () => ({ id_food_order: orderB.id_food_order, is_printed: true }),
  },
  {
    name: 'POST print list of B',
    method: 'POST',
    url: () => '/api/restaurant/order/print/status',
    payload: () => ({ id_restaurant: B }),
  },
  {
    name: 'POST tables of B',
    method: 'POST',
    url: () => '/api/restaurant/list/table',
    payload: () => ({ list_restaurant: [B] }),
  },
  {
    name: 'POST an order for B from A’s dashboard',
    method: 'POST',
    url: () => '/api/restaurant/order',
    payload: () => ({ id_restaurant: B, id_receiving_method: 3, order_list: [{ id_food_menu: 1, qty: 1 }] }),
  },
];

const stateOfB = () =>
  Promise.all([
    ctx.db.selectFrom('food_orders').selectAll().where('id_restaurant', '=', B).execute(),
    ctx.db.selectFrom('food_order_lines').selectAll().where('id_restaurant', '=', B).execute(),
    ctx.db.selectFrom('order_prints').selectAll().where('id_restaurant', '=', B).execute(),
    ctx.db.selectFrom('order_events').selectAll().where('id_restaurant', '=', B).execute(),
  ]);

describe("restaurant A's session on restaurant B's orders", () => {
  for (const call of crossTenant) {
    it(`${call.name} → 404, nothing changed`, async () => {
      const before = await stateOfB();
      const res = await ctx.app.inject({
        method: call.method,
        url: call.url(),
        headers: ownerA.headers,
        ...(call.payload ? { payload: call.payload() } : {}),
      });
      expectAnswer(res, 404, {
        status: 404,
        data: null,
        message: 'Data not found',
        message_jp: 'データが見つかりません',
      });
      expect(await stateOfB()).toEqual(before);
    });
  }

  it("A's own lists, print list, tables and events show nothing of B", async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurant/order/${A}/1/100`,
      headers: ownerA.headers,
    });
    expect(list.json().data.data_list.map((order: { id_food_order: number }) => order.id_food_order)).toEqual([
      orderA.id_food_order,
    ]);
    const print = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/order/print/status',
      headers: ownerA.headers,
      payload: {},
    });
    expect(print.json().data.map((order: { id_food_order: number }) => order.id_food_order)).toEqual([
      orderA.id_food_order,
    ]);
    const tables = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/list/table',
      headers: ownerA.headers,
      payload: {},
    });
    expect(tables.json().data).toEqual([{ id_restaurant: A, table_number: `T-${A}` }]);
    const events = await ctx.app.inject({
      method: 'GET',
      url: '/api/restaurant/order/events?since=0',
      headers: ownerA.headers,
    });
    expect(events.json().data.orders.map((order: { id_food_order: number }) => order.id_food_order)).toEqual([
      orderA.id_food_order,
    ]);
  });
});

describe('without a session', () => {
  const paths: Call[] = [
    ...crossTenant,
    { name: 'GET events', method: 'GET', url: () => '/api/restaurant/order/events?since=0' },
  ];
  for (const call of paths) {
    it(`${call.name} → 401, also with only an api key (except intake)`, async () => {
      const send = (headers: Record<string, string>) =>
        ctx.app.inject({
          method: call.method,
          url: call.url(),
          headers,
          ...(call.payload ? { payload: call.payload() } : {}),
        });
      expect((await send({})).statusCode).toBe(401);
      const withKey = await send(app);
      if (call.url() === '/api/restaurant/order') {
        // The ordering app may order for B, as a customer: here the line names no menu of B.
        expect(withKey.statusCode).toBe(400);
      } else if (call.name === "PATCH cooking status of B's order") {
        // The app may only mark its own customer's order received; without the customer id: not found.
        expect(withKey.statusCode).toBe(404);
      } else {
        expect(withKey.statusCode).toBe(401);
      }
    });
  }
});
