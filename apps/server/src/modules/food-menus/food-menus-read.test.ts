// Reading menus through the API (spec 2 §7 "Menus"): lists, search and detail, each restaurant
// seeing only its own.
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../../test/harness.ts';
import { a, call, countMenus, createMenu, createMenuOfB, ids, ownerA } from './menu-test-setup.ts';

describe('lists', () => {
  // This file starts on an empty database: enough menus of A for two pages of two.
  beforeAll(async () => {
    for (let count = 0; count < 3; count++) await createMenu();
  });

  it('pages newest first with 1-based pages and the total', async () => {
    const total = await countMenus(ids.restaurantA);
    const first = await call('GET', `restaurant/food/menu/${ids.restaurantA}/1/2`, ownerA.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().totalData).toBe(total);
    const firstRows = first.json().data as { id_food_menu: number; id_restaurant: number }[];
    expect(firstRows).toHaveLength(2);
    expect(firstRows[0]!.id_food_menu).toBeGreaterThan(firstRows[1]!.id_food_menu);
    const second = await call('GET', `restaurant/food/menu/${ids.restaurantA}/2/2`, ownerA.headers);
    const secondRows = second.json().data as { id_food_menu: number }[];
    expect(secondRows[0]!.id_food_menu).toBeLessThan(firstRows[1]!.id_food_menu);
    expect(firstRows.every((row) => row.id_restaurant === ids.restaurantA)).toBe(true);
  });

  it('names a bad page size, and answers 404 for another restaurant', async () => {
    const bad = await call('GET', `restaurant/food/menu/${ids.restaurantA}/0/10`, ownerA.headers);
    expectFieldError(bad, 'page');
    expect((await call('GET', `restaurant/food/menu/${ids.restaurantB}/1/10`, ownerA.headers)).statusCode).toBe(404);
  });

  it('searches by name, JAN code and keyword, within a category', async () => {
    const special = await createMenu({ food_menu_name: '特製 味噌らーめん 100%', search_keyword: '限定' });
    await createMenu({ food_menu_name: '牛丼', id_food_category: a.otherCategory, id_food_sub_category: a.otherSub });
    const search = (query: string) =>
      call(
        'GET',
        `restaurant/food/menu/search?id_restaurant=${ids.restaurantA}&page=1&total_data=10&${query}`,
        ownerA.headers,
      );
    const byName = await search(`food_menu_name=${encodeURIComponent('味噌')}`);
    expect(byName.json().data.map((row: { id_food_menu: number }) => row.id_food_menu)).toEqual([special.id_food_menu]);
    expect(byName.json().totalData).toBe(1);
    const byPercent = await search(`food_menu_name=${encodeURIComponent('100%')}`);
    expect(byPercent.json().totalData).toBe(1);
    expect((await search(`food_menu_name=${special.jancode}`)).json().totalData).toBe(1);
    expect((await search(`food_menu_name=${encodeURIComponent('限定')}`)).json().totalData).toBe(1);
    const inCategory = await search(`food_menu_name=&id_food_category=${a.otherCategory}`);
    expect(inCategory.json().data.map((row: { food_menu_name: string }) => row.food_menu_name)).toEqual(['牛丼']);
  });

  it('names a missing id_restaurant in the search and answers 404 for another restaurant', async () => {
    const missing = await call('GET', 'restaurant/food/menu/search?food_menu_name=x', ownerA.headers);
    expectFieldError(missing, 'id_restaurant');
    const other = await call('GET', `restaurant/food/menu/search?id_restaurant=${ids.restaurantB}`, ownerA.headers);
    expect(other.statusCode).toBe(404);
  });

  it('lists all menus of the restaurant, and no other', async () => {
    await createMenuOfB();
    const all = await call('GET', `restaurant/food/menu/all/list/${ids.restaurantA}`, ownerA.headers);
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toHaveLength(await countMenus(ids.restaurantA));
    expect((await call('GET', `restaurant/food/menu/all/list/${ids.restaurantB}`, ownerA.headers)).statusCode).toBe(
      404,
    );
    expect((await call('GET', 'restaurant/food/menu/all/list/abc', ownerA.headers)).json().field).toBe('id_restaurant');
  });
});

describe('GET restaurant/food/menu/detail/{id}', () => {
  it("answers the menu, 404 for another restaurant's, 400 for a bad id", async () => {
    const menu = await createMenu();
    const res = await call('GET', `restaurant/food/menu/detail/${menu.id_food_menu}`, ownerA.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(menu);
    const menuB = await createMenuOfB();
    expect((await call('GET', `restaurant/food/menu/detail/${menuB.id_food_menu}`, ownerA.headers)).statusCode).toBe(
      404,
    );
    const bad = await call('GET', 'restaurant/food/menu/detail/abc', ownerA.headers);
    expectFieldError(bad, 'id');
  });
});
