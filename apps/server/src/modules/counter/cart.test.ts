// PATCH / GET restaurant/cart/{tempUserId}/{id_restaurant}: the counter's cart kept per restaurant
// and temporary user, checked against the catalogue at every PATCH; refusals are bilingual and keep
// nothing; the order placed from it (POST restaurant/order, from the dashboard) deletes it.
import { tempUserId } from '@noren/domain/orders/cart';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectAnswer, expectFieldError } from '../../../test/harness.ts';
import { fixtures, setupCounterTest } from './test-setup.ts';

const { ctx, A, B, ownerA, staffA, ownerB } = await setupCounterTest();
const { freeMenu, menu, menuPlace, optionGroup, placeOrder, receivingMethod } = fixtures;
await receivingMethod(ctx.db, A, 1, { initials: 'T' });
const place = await menuPlace(ctx.db, A);
const ramen = await menu(ctx.db, place, { name: 'Shoyu Ramen', price: 800, stock: 3 });
const size = await optionGroup(ctx.db, ramen, 'Size', [
  { name: 'Regular', cost: 0 },
  { name: 'Large', cost: 150 },
]);
const gyoza = await menu(ctx.db, place, { name: 'Gyoza', price: 400, stock: 10 });
const water = await freeMenu(ctx.db, A, 'お水');
const bMenu = await menu(ctx.db, await menuPlace(ctx.db, B), { name: 'B only' });

const chosen = (option: number | undefined) => [
  {
    id_food_menu_additional: size.id,
    additional: [{ id_food_menu_additional_option: option as number, active: true }],
  },
];
const ramenLine = (qty = 1, option = size.options[0]) => ({
  id_food_menu: ramen,
  qty,
  price: 880,
  extra_price: 0,
  additional: chosen(option),
});
const gyozaLine = (qty = 1) => ({ id_food_menu: gyoza, qty, price: 440, extra_price: 0, additional: [] });

const url = (user: string, restaurant = A) => `/api/restaurant/cart/${user}/${restaurant}`;
const patch = (headers: Record<string, string>, user: string, cart_detail: object[], restaurant = A) =>
  ctx.app.inject({ method: 'PATCH', url: url(user, restaurant), headers, payload: { cart_detail } });
const get = (headers: Record<string, string>, user: string, restaurant = A) =>
  ctx.app.inject({ method: 'GET', url: url(user, restaurant), headers });
const cartRows = () => ctx.db.selectFrom('carts').select(['id_restaurant', 'temp_user']).execute();

describe('the kept cart', () => {
  it('is kept per restaurant and temporary user: a reload reads it back', async () => {
    const user = tempUserId(crypto.randomUUID());
    const empty = await get(staffA.headers, user);
    expectAnswer(empty, 200, { data: { temp_user: user, id_restaurant: A, cart_detail: [], updated_at: null } });

    const saved = await patch(staffA.headers, user, [ramenLine(2), gyozaLine(3)]);
    expectAnswer(saved, 200, { message: 'Cart saved', message_jp: 'カートを保存しました' });
    const again = await get(staffA.headers, user);
    expect(again.json().data.cart_detail).toEqual([ramenLine(2), gyozaLine(3)]);
    expect(typeof again.json().data.updated_at).toBe('string');

    // Another tablet's cart is its own.
    const other = tempUserId(crypto.randomUUID());
    expect((await get(staffA.headers, other)).json().data.cart_detail).toEqual([]);

    // Emptying deletes the row.
    expectAnswer(await patch(staffA.headers, user, []), 200, { data: { cart_detail: [], updated_at: null } });
    expect((await cartRows()).filter((row) => row.temp_user === user)).toEqual([]);
  });

  it('refuses an option group left empty, and keeps nothing', async () => {
    const user = tempUserId(crypto.randomUUID());
    const res = await patch(ownerA.headers, user, [gyozaLine(), { ...ramenLine(), additional: [] }]);
    expectFieldError(res, 'cart_detail.1.additional', {
      code: 'ORDER_OPTION_REQUIRED',
      message_jp: 'メニューのオプションを選択してください',
      message: 'Please select the menu options',
    });
    const inactiveChoice = [
      {
        id_food_menu_additional: size.id,
        additional: [{ id_food_menu_additional_option: size.options[0], active: false }],
      },
    ];
    expectFieldError(
      await patch(ownerA.headers, user, [{ ...ramenLine(), additional: inactiveChoice }]),
      'cart_detail.0.additional',
      {
        code: 'ORDER_OPTION_REQUIRED',
      },
    );
    expect((await get(ownerA.headers, user)).json().data.cart_detail).toEqual([]);
  });

  it('refuses a quantity above the stock over all lines of the menu, naming the menu and the stock', async () => {
    const user = tempUserId(crypto.randomUUID());
    const res = await patch(ownerA.headers, user, [ramenLine(2), ramenLine(2, size.options[1])]);
    expectFieldError(res, 'cart_detail.0.qty', {
      code: 'CART_STOCK_EXCEEDED',
      message: 'Only 3 of Shoyu Ramen in stock (line 1)',
      message_jp: 'Shoyu Ramen の在庫は3個までです（1行目）',
    });
    expectAnswer(await patch(ownerA.headers, user, [ramenLine(2), ramenLine(1, size.options[1])]), 200, {});
  });

  it('refuses a menu made inactive while in the cart: 対象メニューが存在しない naming the line', async () => {
    const user = tempUserId(crypto.randomUUID());
    expectAnswer(await patch(ownerA.headers, user, [ramenLine(), gyozaLine()]), 200, {});
    await ctx.db.updateTable('food_menus').set({ status: 'inactive' }).where('id_food_menu', '=', gyoza).execute();
    try {
      const res = await patch(ownerA.headers, user, [ramenLine(), gyozaLine(2)]);
      expectFieldError(res, 'cart_detail.1.id_food_menu', {
        code: 'CART_MENU_UNAVAILABLE',
        message_jp: '対象メニューが存在しない：Gyoza（2行目）',
        message: 'The menu does not exist: Gyoza (line 2)',
      });
      // The kept cart is the last accepted one.
      expect((await get(ownerA.headers, user)).json().data.cart_detail).toEqual([ramenLine(), gyozaLine()]);
    } finally {
      await ctx.db.updateTable('food_menus').set({ status: 'active' }).where('id_food_menu', '=', gyoza).execute();
    }
  });

  it("another restaurant's menu in the cart does not exist; another restaurant's cart path is 404", async () => {
    const user = tempUserId(crypto.randomUUID());
    const foreign = { id_food_menu: bMenu, qty: 1, price: 500, extra_price: 0, additional: [] };
    expectFieldError(await patch(ownerA.headers, user, [foreign]), 'cart_detail.0.id_food_menu', {
      code: 'CART_MENU_UNAVAILABLE',
      message_jp: `対象メニューが存在しない：#${bMenu}（1行目）`,
    });
    expectAnswer(await patch(ownerA.headers, user, [ramenLine()]), 200, {});
    // B's owner naming A (its own session is B): 404, A's cart untouched and unread.
    const read = await get(ownerB.headers, user, A);
    expectAnswer(read, 404, { code: 'NOT_FOUND' });
    expect(read.body).not.toContain(String(ramen));
    expectAnswer(await patch(ownerB.headers, user, [], A), 404, { code: 'NOT_FOUND' });
    expect((await get(ownerA.headers, user)).json().data.cart_detail).toEqual([ramenLine()]);
    // On its own restaurant, B sees no cart of that user.
    expect((await get(ownerB.headers, user, B)).json().data.cart_detail).toEqual([]);
  });

  it('checks the path and the body', async () => {
    for (const bad of ['3f9a1b2c', 'TABCDEF12', 'T3f9a1b2', 'T3f9a1b2c0']) {
      expectFieldError(await get(ownerA.headers, bad), 'tempUserId', {
        code: 'CART_USER_ID_INVALID',
        message_jp: '仮ユーザーIDは「T」と16進数8桁で指定してください',
      });
    }
    const user = tempUserId(crypto.randomUUID());
    for (const bad of [
      { ...gyozaLine(), qty: 0 },
      { ...gyozaLine(), qty: 1.5 },
      { ...gyozaLine(), extra_price: 40 },
      { ...gyozaLine(), id_free_food_menu: water },
    ]) {
      expect((await patch(ownerA.headers, user, [bad])).statusCode).toBe(400);
    }
    const mixed = await patch(ownerA.headers, user, [
      gyozaLine(),
      { id_free_food_menu: water, qty: 1, price: 0, extra_price: 0 },
    ]);
    expectFieldError(mixed, 'cart_detail', { code: 'ORDER_LINES_MIXED' });
  });

  it('a cart older than a day is gone, and is deleted at the next PATCH', async () => {
    const user = tempUserId(crypto.randomUUID());
    expectAnswer(await patch(ownerA.headers, user, [gyozaLine()]), 200, {});
    await sql`UPDATE carts SET updated_at = now() - interval '25 hours' WHERE temp_user = ${user}`.execute(ctx.db);
    expect((await get(ownerA.headers, user)).json().data.cart_detail).toEqual([]);
    expectAnswer(await patch(ownerA.headers, tempUserId(crypto.randomUUID()), [gyozaLine()]), 200, {});
    expect((await cartRows()).some((row) => row.temp_user === user)).toBe(false);
  });
});

describe('placing the counter order', () => {
  it('staff create a take-out order with options and a comment; the cart is deleted', async () => {
    const user = tempUserId(crypto.randomUUID());
    expectAnswer(await patch(staffA.headers, user, [ramenLine(1, size.options[1]), gyozaLine(2)]), 200, {});
    const res = await placeOrder(ctx, staffA.headers, {
      id_restaurant: A,
      id_user: user,
      from_where: 'dashboard',
      order_restaurant_type: 'by_order',
      id_receiving_method: 1,
      customer_note: 'No onions',
      response_list: [{ question: 'お箸は？', answer: '要る' }],
      order_list: [
        { id_food_menu: ramen, qty: 1, additional: chosen(size.options[1]) },
        { id_food_menu: gyoza, qty: 2, additional: [] },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      id_user: user,
      from_where: 'dashboard',
      customer_note: 'No onions',
      response_list: [{ question: 'お箸は？', answer: '要る' }],
      is_free_food_order: false,
    });
    expect(order.order_detail.order_list.map((line: { extra_price: number }) => line.extra_price)).toEqual([150, 0]);
    expect((await get(staffA.headers, user)).json().data.cart_detail).toEqual([]);
    expect((await cartRows()).some((row) => row.temp_user === user)).toBe(false);
  });

  it("a call-number ticket ('free') deletes its cart too; another tablet's cart stays", async () => {
    const user = tempUserId(crypto.randomUUID());
    const other = tempUserId(crypto.randomUUID());
    const ticket = [{ id_free_food_menu: water, qty: 1, price: 0, extra_price: 0 }];
    expectAnswer(await patch(ownerA.headers, user, ticket), 200, {});
    expectAnswer(await patch(ownerA.headers, other, [gyozaLine()]), 200, {});
    const res = await placeOrder(ctx, ownerA.headers, {
      id_restaurant: A,
      id_user: user,
      from_where: 'dashboard',
      order_restaurant_type: 'by_order',
      id_receiving_method: 'free',
      order_list: [{ id_free_food_menu: water, qty: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.is_free_food_order).toBe(true);
    expect((await get(ownerA.headers, user)).json().data.cart_detail).toEqual([]);
    expect((await get(ownerA.headers, other)).json().data.cart_detail).toHaveLength(1);
  });
});
