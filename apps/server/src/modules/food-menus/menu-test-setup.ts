// The menu API tests' starting point: one app on a fresh database per test file (each file imports
// this module anew), restaurants A and B with their catalogues, sessions, and a valid menu body.
import { expect } from 'vitest';
import { apiCaller, expectAnswer, setupTenantsTest } from '../../../test/harness.ts';
import { receivingMethod } from '../orders/test-fixtures.ts';
import { ramenMenuFields } from './test-bodies.ts';

// The pictures the bodies below name exist in restaurant folders (an entity may only show one that does).
export const { ctx, ids, ownerA, staffA, ownerB } = await setupTenantsTest({
  pictures: ({ restaurantA, restaurantB }) => [
    `r${restaurantA}/ramen.jpg`,
    `r${restaurantA}/topping.jpg`,
    `r${restaurantB}/ramen.jpg`,
    `r${restaurantB}/topping.jpg`,
    `r${restaurantB}/b.jpg`,
  ],
});
export const call = apiCaller(ctx.app, '/api/');

/** A category with two sub-categories and two receiving methods, straight into the database. */
export async function catalogueOf(idRestaurant: number, code: number) {
  const category = await ctx.db
    .insertInto('food_categories')
    .values({ id_restaurant: idRestaurant, category_name: `麺類 ${code}`, code_category: String(code) })
    .returning('id_food_category')
    .executeTakeFirstOrThrow();
  const otherCategory = await ctx.db
    .insertInto('food_categories')
    .values({ id_restaurant: idRestaurant, category_name: `丼 ${code}`, code_category: String(code + 1) })
    .returning('id_food_category')
    .executeTakeFirstOrThrow();
  const sub = (idFoodCategory: number, offset: number, name: string) =>
    ctx.db
      .insertInto('food_sub_categories')
      .values({
        id_restaurant: idRestaurant,
        id_food_category: idFoodCategory,
        sub_category_name: name,
        code_sub_category: code + offset,
      })
      .returning('id_food_sub_category')
      .executeTakeFirstOrThrow()
      .then((row) => row.id_food_sub_category);
  const method = (idReceivingMethod: number, title: string) =>
    receivingMethod(ctx.db, idRestaurant, idReceivingMethod, { title, tax: 8 });
  return {
    category: category.id_food_category,
    otherCategory: otherCategory.id_food_category,
    sub: await sub(category.id_food_category, 0, `ラーメン ${code}`),
    otherSub: await sub(otherCategory.id_food_category, 1, `牛丼 ${code}`),
    takeOut: await method(1, 'お持ち帰り'),
    table: await method(3, 'テーブル'),
  };
}

export const a = await catalogueOf(ids.restaurantA, 100);
export const b = await catalogueOf(ids.restaurantB, 200);

let janSerial = 4_900_000_000_000;
export const nextJan = () => String(janSerial++);

/** A valid Add Menu body for restaurant A: two priced options in one add-on group, two method prices. */
export function menuBody(overrides: Record<string, unknown> = {}) {
  // Pictures come from the folder of the restaurant the body is for: another's folder is refused.
  const folder = `r${(overrides.id_restaurant as number | undefined) ?? ids.restaurantA}`;
  return {
    id_restaurant: ids.restaurantA,
    id_food_category: a.category,
    id_food_sub_category: a.sub,
    ...ramenMenuFields(),
    jancode: nextJan(),
    search_keyword: ['醤油', 'ラーメン'],
    image_name: `${folder}/ramen.jpg`,
    receiving_method: [
      { id_restaurant_receiving_method: a.takeOut, food_menu_price: 780, is_applied: true },
      { id_restaurant_receiving_method: a.table, food_menu_price: 800, is_applied: false },
    ],
    additional: [
      {
        item_name: 'トッピング',
        jancode: nextJan(),
        image_name: `${folder}/topping.jpg`,
        options: [
          { additional_name: '味玉', additional_cost: 100, jancode: nextJan(), default: false },
          { additional_name: 'チャーシュー', additional_cost: 200, jancode: nextJan(), default: false },
        ],
      },
    ],
    ...overrides,
  };
}

export async function createMenu(overrides: Record<string, unknown> = {}, headers = ownerA.headers) {
  const res = await call('POST', 'restaurant/food/menu', headers, menuBody(overrides));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  return res.json().data;
}

/** A menu of restaurant B, written through B's own session. */
export async function createMenuOfB() {
  return createMenu(
    {
      id_restaurant: ids.restaurantB,
      id_food_category: b.category,
      id_food_sub_category: b.sub,
      image_name: `r${ids.restaurantB}/b.jpg`,
      receiving_method: [{ id_restaurant_receiving_method: b.takeOut, food_menu_price: 500, is_applied: true }],
      food_menu_name: 'Bの牛丼',
    },
    ownerB.headers,
  );
}

export const countMenus = async (idRestaurant: number) =>
  Number(
    (
      await ctx.db
        .selectFrom('food_menus')
        .select(ctx.db.fn.countAll<number>().as('n'))
        .where('id_restaurant', '=', idRestaurant)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Asserts that `send` is refused as `expected` and that restaurant A has as many menus as before. */
export async function refusedKeepingMenus(
  send: () => Promise<Parameters<typeof expectAnswer>[0]>,
  status: number,
  expected: Record<string, unknown>,
) {
  const before = await countMenus(ids.restaurantA);
  expectAnswer(await send(), status, expected);
  expect(await countMenus(ids.restaurantA)).toBe(before);
}

export const stored = (idFoodMenu: number) =>
  ctx.db.selectFrom('food_menus').selectAll().where('id_food_menu', '=', idFoodMenu).executeTakeFirst();
