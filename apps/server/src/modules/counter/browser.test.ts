// GET restaurant/food/menu/mobile/all/list/{id_restaurant}?receiving_method=: the counter's menu
// browser after the §5 rules, with the method's prices tax included, the call menus for 'free', the
// comment questions, and nothing of another restaurant.
import { menuBrowserSchema } from '@noren/domain/catalogue/menu-browser';
import { emptyWeek } from '@noren/domain/schedule';
import { describe, expect, it } from 'vitest';
import { expectAnswer, expectFieldError } from '../../../test/harness.ts';
import { fixtures, setupCounterTest } from './test-setup.ts';

const { ctx, A, B, ownerA, staffA, ownerB } = await setupCounterTest();
const { category, closedAllWeek, freeMenu, menu, methodPrice, optionGroup, receivingMethod, subCategory } = fixtures;

// A: take-out with 10 % tax (and a method price for one menu), counter twice (ambiguous), a free menu.
const takeOut = await receivingMethod(ctx.db, A, 1, { initials: 'T', tax: 10, title: 'Take-out' });
await receivingMethod(ctx.db, A, 2, { title: 'Counter 1' });
await receivingMethod(ctx.db, A, 2, { title: 'Counter 2' });
const noodles = await category(ctx.db, A);
const open = await subCategory(ctx.db, A, noodles, { name: 'Always' });
const closedNow = await subCategory(ctx.db, A, noodles, { name: 'Closed now', inactive_data: closedAllWeek() });
const switchedOff = await subCategory(ctx.db, A, noodles, { name: 'Off', status: false });
const ramen = await menu(
  ctx.db,
  { id_restaurant: A, id_food_category: noodles, id_food_sub_category: open },
  {
    name: 'Shoyu Ramen',
    price: 800,
    stock: 3,
    image_name: 'r1/ramen.jpg',
  },
);
const size = await optionGroup(ctx.db, ramen, 'Size', [
  { name: 'Regular', cost: 0 },
  { name: 'Large', cost: 150 },
]);
const gyoza = await menu(
  ctx.db,
  { id_restaurant: A, id_food_category: noodles, id_food_sub_category: open },
  {
    name: 'Gyoza',
    price: 400,
  },
);
await methodPrice(ctx.db, gyoza, takeOut, 300);
await menu(ctx.db, { id_restaurant: A, id_food_category: noodles, id_food_sub_category: open }, { status: 'inactive' });
await menu(ctx.db, { id_restaurant: A, id_food_category: noodles, id_food_sub_category: closedNow });
await menu(ctx.db, { id_restaurant: A, id_food_category: noodles, id_food_sub_category: switchedOff });
// A category whose only sub-category is empty, and an inactive category with a menu.
const empty = await category(ctx.db, A);
await subCategory(ctx.db, A, empty, { inactive_data: emptyWeek() });
const inactive = await category(ctx.db, A, 'inactive');
await menu(ctx.db, {
  id_restaurant: A,
  id_food_category: inactive,
  id_food_sub_category: await subCategory(ctx.db, A, inactive),
});
const water = await freeMenu(ctx.db, A, 'お水');
await freeMenu(ctx.db, A, 'Old ticket', false);
await ctx.db
  .updateTable('restaurants')
  .set({
    show_note: true,
    question_list: JSON.stringify([{ question: 'お箸は？', answers: ['要る', '要らない'], required: true }]),
  })
  .where('id_restaurant', '=', A)
  .execute();

const browse = (headers: Record<string, string>, query: string, restaurant = A) =>
  ctx.app.inject({ method: 'GET', url: `/api/restaurant/food/menu/mobile/all/list/${restaurant}?${query}`, headers });

describe('the menu browser', () => {
  it('answers the tree after the §5 rules, prices of the method with its tax, options and images', async () => {
    const res = await browse(ownerA.headers, 'receiving_method=1');
    expect(res.statusCode, res.body).toBe(200);
    const data = menuBrowserSchema.parse(res.json().data);
    expect(data.receiving_method).toEqual({
      id_receiving_method: 1,
      id_restaurant_receiving_method: takeOut,
      title: 'Take-out',
      tax: 10,
    });
    expect(data.categories.map((entry) => entry.id_food_category)).toEqual([noodles]);
    const [sub] = data.categories[0]?.sub_categories ?? [];
    expect(data.categories[0]?.sub_categories).toHaveLength(1);
    expect(sub?.id_food_sub_category).toBe(open);
    expect(sub?.category_detail).toBe('Always');
    expect(sub?.menus.map((entry) => [entry.food_menu_name, entry.price_excluding_tax, entry.price])).toEqual([
      ['Shoyu Ramen', 800, 880],
      ['Gyoza', 300, 330],
    ]);
    const shown = sub?.menus[0];
    expect(shown).toMatchObject({ id_food_menu: ramen, food_menu_stock_qty: 3, status: 'active' });
    expect(shown?.image_url).toContain('r1/ramen.jpg');
    expect(shown?.additional).toEqual([
      {
        id_food_menu_additional: size.id,
        item_name: 'Size',
        additional: [
          expect.objectContaining({ id_food_menu_additional_option: size.options[0], additional_cost: 0 }),
          expect.objectContaining({ id_food_menu_additional_option: size.options[1], additional_cost: 150 }),
        ],
      },
    ]);
    expect(data.free_menus).toEqual([]);
    expect(data.comment).toEqual({
      show_note: true,
      question_list: [{ question: 'お箸は？', answers: ['要る', '要らない'], required: true }],
    });
  });

  it("'free' answers the active call menus and no tree", async () => {
    const res = await browse(staffA.headers, 'receiving_method=free');
    expect(res.statusCode, res.body).toBe(200);
    const data = menuBrowserSchema.parse(res.json().data);
    expect(data.free_menus).toEqual([{ id_free_food_menu: water, free_food_menu_name: 'お水' }]);
    expect(data.categories).toEqual([]);
    expect(data.receiving_method.id_receiving_method).toBe('free');
  });

  it('a method the restaurant does not offer, or several of a type without the row named, is refused', async () => {
    expectFieldError(await browse(ownerA.headers, 'receiving_method=4'), 'receiving_method', {
      code: 'ORDER_RECEIVING_METHOD_UNAVAILABLE',
      message_jp: 'この受取方法は利用できません',
    });
    expectFieldError(await browse(ownerA.headers, 'receiving_method=2'), 'id_restaurant_receiving_method', {
      code: 'ORDER_RECEIVING_METHOD_AMBIGUOUS',
    });
    const counters = await ctx.db
      .selectFrom('restaurant_receiving_methods')
      .select('id_restaurant_receiving_method')
      .where('id_restaurant', '=', A)
      .where('id_receiving_method', '=', 2)
      .orderBy('id_restaurant_receiving_method')
      .execute();
    const chosen = await browse(
      ownerA.headers,
      `receiving_method=2&id_restaurant_receiving_method=${counters[1]?.id_restaurant_receiving_method}`,
    );
    expect(chosen.json().data.receiving_method.title).toBe('Counter 2');
    expectFieldError(await browse(ownerA.headers, 'receiving_method=abc'), 'receiving_method');
    expect((await browse(ownerA.headers, '')).statusCode).toBe(400);
  });

  it("another restaurant's browser is 404, and its method rows are not A's", async () => {
    expectAnswer(await browse(ownerB.headers, 'receiving_method=1'), 404, { code: 'NOT_FOUND' });
    expectAnswer(await browse(ownerB.headers, 'receiving_method=free'), 404, { code: 'NOT_FOUND' });
    // B naming A's method row on its own browser finds nothing.
    await receivingMethod(ctx.db, B, 1, { title: 'B take-out' });
    const res = await browse(ownerB.headers, `receiving_method=1&id_restaurant_receiving_method=${takeOut}`, B);
    expectFieldError(res, 'receiving_method', { code: 'ORDER_RECEIVING_METHOD_UNAVAILABLE' });
    expect(res.body).not.toContain('Shoyu');
  });

  it('a menu made inactive, or out of its sub-category, leaves the tree; an emptied category goes too', async () => {
    await ctx.db.updateTable('food_menus').set({ status: 'inactive' }).where('id_food_menu', '=', gyoza).execute();
    const res = await browse(ownerA.headers, 'receiving_method=1');
    const names = res
      .json()
      .data.categories[0].sub_categories[0].menus.map((entry: { food_menu_name: string }) => entry.food_menu_name);
    expect(names).toEqual(['Shoyu Ramen']);
    await ctx.db.updateTable('food_menus').set({ status: 'inactive' }).where('id_food_menu', '=', ramen).execute();
    expect((await browse(ownerA.headers, 'receiving_method=1')).json().data.categories).toEqual([]);
    await ctx.db
      .updateTable('food_menus')
      .set({ status: 'active' })
      .where('id_food_menu', 'in', [ramen, gyoza])
      .execute();
  });
});
