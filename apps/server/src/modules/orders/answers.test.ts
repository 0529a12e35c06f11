// The intake answer and the list build orders from their own single statements (not the detail's
// reader): each must answer exactly what the detail answers, for app, dashboard, delivery and free
// orders; numbers past 999 keep every digit (formatOrderNumber); an empty page still answers
// last_seq and the total.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  freeMenu,
  menu,
  menuPlace,
  optionGroup,
  placeOrder,
  receivingMethod,
  setupOrdersTest,
  timeFrame,
  today,
} from './test-fixtures.ts';

const { ctx, A, app, sessions } = await setupOrdersTest('owner-a');
const [ownerA] = sessions;
await receivingMethod(ctx.db, A, 1, {
  initials: 'T',
  tax: 8,
  service_fee: 10,
  tiers: [{ name: 'service', min: 0, max: 99999, cost: 100, jancode: '2000000000001' }],
});
await receivingMethod(ctx.db, A, 4, { initials: 'D', tiers: [] });
// A table number belongs to table orders only (issue 13).
await receivingMethod(ctx.db, A, 3, { initials: 'B' });
const where = await menuPlace(ctx.db, A);
const ramen = await menu(ctx.db, where, { name: 'ラーメン', price: 850, image_name: `r${A}/ramen.jpg` });
const noodles = await optionGroup(ctx.db, ramen, '麺の量', [
  { name: '普通', cost: 0 },
  { name: '大盛り', cost: 150 },
]);
const gyoza = await menu(ctx.db, where, { name: '餃子', price: 400 });
const water = await freeMenu(ctx.db, A, 'お水');
const frame = await timeFrame(ctx.db, A, { max_order: 5 });

const ramenLine = {
  id_food_menu: ramen,
  qty: 2,
  additional: [
    {
      id_food_menu_additional: noodles.id,
      additional: noodles.options.map((id, index) => ({ id_food_menu_additional_option: id, active: index === 1 })),
    },
  ],
};

/** A page of the dashboard list (POST, no filters), 10 orders a page. */
const listPage = (page: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/restaurant/order/${A}/${page}/10`,
    headers: ownerA.headers,
    payload: {},
  });

const detailOf = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/restaurant/order/detail/${id}`, headers: ownerA.headers })).json()
    .data.data;

describe('answers agree with the detail', () => {
  it('intake answers and list rows equal the detail of the same order', async () => {
    const bodies: [Record<string, string>, object][] = [
      [
        app,
        {
          id_restaurant: A,
          id_user: 'customer-1',
          id_receiving_method: 3,
          table_number: '5',
          customer_note: 'no onions',
          response_list: [{ question: 'q', answer: 'a' }],
          order_list: [ramenLine, { id_food_menu: gyoza, qty: 1 }],
        },
      ],
      [ownerA.headers, { id_restaurant: A, id_receiving_method: 1, order_list: [{ id_food_menu: gyoza, qty: 3 }] }],
      [
        app,
        {
          id_restaurant: A,
          id_user: 'customer-2',
          id_receiving_method: 4,
          id_delivery_time_frame: frame,
          delivery_address_detail: {
            postal_code: '1000001',
            address1: '東京都千代田区',
            address_last_name: '山田',
            phone_number: '0312345678',
          },
          order_list: [{ id_food_menu: gyoza, qty: 1 }],
        },
      ],
      [
        ownerA.headers,
        { id_restaurant: A, id_receiving_method: 'free', order_list: [{ id_free_food_menu: water, qty: 2 }] },
      ],
    ];
    const created = [];
    for (const [headers, body] of bodies) {
      const res = await placeOrder(ctx, headers, body);
      expect(res.statusCode, res.body).toBe(201);
      const answer = res.json().data;
      expect(answer).toEqual(await detailOf(answer.id_food_order));
      created.push(answer);
    }
    const list = await listPage(1);
    expect(list.statusCode).toBe(200);
    const rows = list.json().data.data_list as { id_food_order: number }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toEqual(await detailOf(row.id_food_order));
  });

  it('an empty page answers last_seq and the total', async () => {
    const res = await listPage(50);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.data_list).toEqual([]);
    expect(body.data.last_seq).toBeGreaterThan(0);
    expect(body.totalData).toBeGreaterThan(0);
  });

  it('keeps every digit past 999', async () => {
    await sql`UPDATE order_number_sequences SET last_number = 999 WHERE id_restaurant = ${A} AND business_date = ${today()}`.execute(
      ctx.db,
    );
    const res = await placeOrder(ctx, app, {
      id_restaurant: A,
      id_user: 'customer-3',
      id_receiving_method: 1,
      order_list: [{ id_food_menu: gyoza, qty: 1 }],
    });
    expect(res.json().data.order_number).toBe('T1000');
  });
});
