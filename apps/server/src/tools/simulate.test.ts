// The simulator against a real server with the demo seed: every order it places is accepted and
// looks like one from the ordering app; and its order builder only offers what is on sale now.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { createApiClient } from '../modules/orders/api-clients.ts';
import { demoAccounts, seedDemo } from '../seed/demo.ts';
import { runSimulator, SimulatorError } from './simulate.ts';
import { type Catalogue, composeOrder } from './simulate-orders.ts';

const ctx = await setupTestApp();
await seedDemo(ctx.db, ctx.storage);
const origin = await ctx.listen();
const logins = demoAccounts.list.filter((account) => account.email.startsWith('owner')).map((a) => a.email);

describe('npm run simulate', () => {
  it('places orders for the demo restaurants through the api-key intake, signing out afterwards', async () => {
    const { key } = await createApiClient(ctx.db, 'simulator');
    const lines: string[] = [];
    const result = await runSimulator({
      origin,
      perMinute: 60_000,
      count: 8,
      apiKey: key,
      logins,
      password: demoAccounts.password,
      signal: new AbortController().signal,
      print: (line) => lines.push(line),
    });
    expect(result.placed).toBe(8);
    const orders = await ctx.db
      .selectFrom('food_orders')
      .select([
        'id_user',
        'from_where',
        'id_api_client',
        'total_price',
        'id_receiving_method',
        'delivery_address_detail',
      ])
      .where('from_where', '=', 'app')
      .execute();
    expect(orders).toHaveLength(8);
    for (const order of orders) {
      expect(order.id_user).toMatch(/^U\d{8}$/);
      expect(order.id_api_client).not.toBeNull();
      expect(order.total_price).toBeGreaterThan(0);
      if (order.id_receiving_method === 4) expect(order.delivery_address_detail).toMatchObject({ address1: '東京都' });
    }
    expect(lines.filter((line) => /¥[\d,]+/.test(line))).toHaveLength(8);
    const live = await ctx.db.selectFrom('sessions').select('id_session').where('revoked_at', 'is', null).execute();
    expect(live).toHaveLength(0);
  });

  it('stops with exit code 2 when the key is refused and no new one can be made', async () => {
    const run = runSimulator({
      origin,
      perMinute: 60_000,
      count: 1,
      apiKey: `nrn_${'x'.repeat(43)}`,
      logins: [logins[0] as string],
      password: demoAccounts.password,
      signal: new AbortController().signal,
      print: () => undefined,
    });
    await expect(run).rejects.toBeInstanceOf(SimulatorError);
    await expect(run).rejects.toMatchObject({ exitCode: 2 });
  });
});

describe('composeOrder', () => {
  const always = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day_of_week: day,
    active: true,
    start_shift_1: '00:00:00',
    end_shift_1: '23:59:59',
    start_shift_2: null,
    end_shift_2: null,
  }));
  const menu = (id: number, sub: number, stock = 10) => ({
    id_food_menu: id,
    food_menu_name: `menu ${id}`,
    food_menu_price: 500,
    food_menu_price_discount: null,
    food_menu_stock_qty: stock,
    quota_per_user: null,
    status: 'active',
    id_food_category: 1,
    id_food_sub_category: sub,
    receiving_method: [],
    additional: [
      {
        id_food_menu_additional: 100 + id,
        options: [
          { id_food_menu_additional_option: 200 + id, additional_cost: 0, default: false },
          { id_food_menu_additional_option: 300 + id, additional_cost: 50, default: true },
        ],
      },
    ],
  });
  const catalogue: Catalogue = {
    id_restaurant: 7,
    name: 'Test',
    type: 'delivery',
    methods: [
      { id_restaurant_receiving_method: 1, id_receiving_method: 1, title: 'take-out', active: true, min_order_fee: 0 },
      { id_restaurant_receiving_method: 2, id_receiving_method: 4, title: 'delivery', active: true, min_order_fee: 0 },
    ],
    // Menu 1 sits in a sub-category closed all week, menu 2 is sold out, menu 3 is on sale.
    menus: [menu(1, 10), menu(2, 11, 0), menu(3, 11)],
    subCategories: new Map([
      [10, { id_food_sub_category: 10, status: true, inactive_data: always }],
      [11, { id_food_sub_category: 11, status: true, inactive_data: [] }],
    ]),
    activeCategories: new Set([1]),
    frames: [],
  };

  it('orders only menus on sale, with the default choice of every option group, and no delivery without a slot', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      let state = seed;
      const random = (max: number) => {
        state = (state * 1103515245 + 12345) % 2 ** 31;
        return state % max;
      };
      const draft = composeOrder(catalogue, new Date(), random, new Map());
      expect(draft?.body.id_receiving_method).toBe(1);
      expect(draft?.body.order_list).toEqual([
        expect.objectContaining({
          id_food_menu: 3,
          additional: [
            { id_food_menu_additional: 103, additional: [{ id_food_menu_additional_option: 303, active: true }] },
          ],
        }),
      ]);
    }
  });

  it('answers null when nothing can be ordered', () => {
    const blocked = new Map([[3, Date.now() + 60_000]]);
    expect(composeOrder(catalogue, new Date(), () => 0, blocked)).toBeNull();
  });
});
