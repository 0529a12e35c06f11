// Orders under concurrency: 200 customers racing for a menu with 10 in stock get exactly 10
// orders, the stock ends at 0 and is never below it, and order numbers stay unique per day. Delivery
// orders racing for a time frame take exactly its free slots, and stock and slot are taken together
// or not at all.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { columnOf } from '../../../test/harness.ts';
import { menu, menuPlace, placeOrder, receivingMethod, setupOrdersTest, timeFrame } from './test-fixtures.ts';

const { ctx, A, app } = await setupOrdersTest();
await receivingMethod(ctx.db, A, 1, { initials: 'T' });
await receivingMethod(ctx.db, A, 4, { initials: 'D', tiers: [] });
const where = await menuPlace(ctx.db, A);

const order = (id_food_menu: number, customer: number) => ({
  id_restaurant: A,
  id_user: `customer-${customer}`,
  id_receiving_method: 1,
  order_list: [{ id_food_menu, qty: 1 }],
});

describe('stock under 200 concurrent orders', () => {
  it('accepts exactly 10 for a stock of 10; the others get the out-of-stock answer; stock never below 0', async () => {
    const scarce = await menu(ctx.db, where, { name: '限定10食', stock: 10 });
    // A watcher samples the stock while the race runs: it must never go below zero.
    let lowest = 10;
    let racing = true;
    const watcher = (async () => {
      while (racing) {
        const stock = await columnOf(ctx.db, 'food_menus', 'food_menu_stock_qty', 'id_food_menu', scarce);
        lowest = Math.min(lowest, stock);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => placeOrder(ctx, app, order(scarce, index))),
    );
    racing = false;
    await watcher;

    const accepted = answers.filter((res) => res.statusCode === 201);
    const refused = answers.filter((res) => res.statusCode === 400);
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const res of refused) {
      expect(res.json().data.list_food_menu_out_of_stock[0].message_jp).toBe(
        '限定10食 : 在庫がありません。カートから削除してください。',
      );
    }
    const stock = await columnOf(ctx.db, 'food_menus', 'food_menu_stock_qty', 'id_food_menu', scarce);
    expect(stock).toBe(0);
    expect(lowest).toBeGreaterThanOrEqual(0);
    const written = await ctx.db
      .selectFrom('food_order_lines')
      .select((eb) => eb.fn.sum<number>('qty').as('qty'))
      .where('id_food_menu', '=', scarce)
      .executeTakeFirstOrThrow();
    expect(Number(written.qty)).toBe(10);
  });

  it('gives unique, gapless order numbers and event numbers to concurrent orders', async () => {
    const plenty = await menu(ctx.db, where, { stock: 10_000 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => placeOrder(ctx, app, order(plenty, index))),
    );
    expect(answers.every((res) => res.statusCode === 201)).toBe(true);
    const numbers = answers.map((res) => res.json().data.order_number as string);
    expect(new Set(numbers).size).toBe(100);
    const { rows } = await sql<{ order_number: string }>`
      SELECT order_number FROM food_orders WHERE id_restaurant = ${A} ORDER BY id_food_order`.execute(ctx.db);
    const all = rows.map((row) => Number(row.order_number.slice(1)));
    // 10 from the first test and these 100: T001 … T110, each once (refused orders burn no number).
    expect([...all].sort((a, b) => a - b)).toEqual(Array.from({ length: 110 }, (_, index) => index + 1));
    const events = await ctx.db
      .selectFrom('order_events')
      .select('seq')
      .where('id_restaurant', '=', A)
      .orderBy('seq')
      .execute();
    expect(events.map((event) => Number(event.seq))).toEqual(Array.from({ length: 110 }, (_, index) => index + 1));
  });
});

describe('delivery slots and stock under concurrent orders', () => {
  const address = {
    postal_code: '1000001',
    address1: '東京都千代田区',
    address_last_name: '山田',
    address_last_name_kana: 'ヤマダ',
    phone_number: '0312345678',
  };
  const delivery = (id_food_menu: number, id_delivery_time_frame: number, customer: number) => ({
    id_restaurant: A,
    id_user: `delivery-${customer}`,
    id_receiving_method: 4,
    id_delivery_time_frame,
    delivery_address_detail: address,
    order_list: [{ id_food_menu, qty: 1 }],
  });
  const state = async (idMenu: number, idFrame: number) => {
    const stock = await columnOf(ctx.db, 'food_menus', 'food_menu_stock_qty', 'id_food_menu', idMenu);
    const slots = await columnOf(ctx.db, 'delivery_time_frames', 'count_order', 'id_delivery_time_frame', idFrame);
    const orders = await ctx.db
      .selectFrom('food_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id_delivery_time_frame', '=', idFrame)
      .executeTakeFirstOrThrow();
    return { stock, slots, orders: Number(orders.n) };
  };

  /** `count` customers ordering one of `idMenu` for delivery in `idFrame`, all at once. */
  const race = (count: number, idMenu: number, idFrame: number) =>
    Promise.all(Array.from({ length: count }, (_, index) => placeOrder(ctx, app, delivery(idMenu, idFrame, index))));

  /** Asserts `accepted` orders won the race and every refused one (a 400) says `code`; answers those. */
  const expectWinners = (answers: Awaited<ReturnType<typeof race>>, accepted: number, code: string) => {
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(accepted);
    const refused = answers.filter((res) => res.statusCode === 400);
    expect(new Set(refused.map((res) => res.json().code))).toEqual(new Set([code]));
    return refused;
  };

  it('a frame of 5 slots takes exactly 5 of 40 racing orders; the refused ones take no stock', async () => {
    const bento = await menu(ctx.db, where, { name: '配達弁当', stock: 8 });
    const frame = await timeFrame(ctx.db, A, { start: '12:00:00', max_order: 5 });
    const answers = await race(40, bento, frame);
    const refused = expectWinners(answers, 5, 'ORDER_TIME_FRAME_FULL');
    expect(refused).toHaveLength(35);
    expect(await state(bento, frame)).toEqual({ stock: 3, slots: 5, orders: 5 });
  });

  it('a menu of 3 in stock takes exactly 3 of 20 racing orders; the refused ones take no slot', async () => {
    const bento = await menu(ctx.db, where, { name: '限定弁当', stock: 3 });
    const frame = await timeFrame(ctx.db, A, { start: '13:00:00', max_order: 10 });
    expectWinners(await race(20, bento, frame), 3, 'ORDER_OUT_OF_STOCK');
    expect(await state(bento, frame)).toEqual({ stock: 0, slots: 3, orders: 3 });
  });
});
