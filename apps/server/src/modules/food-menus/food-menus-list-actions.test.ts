// The menu list's actions through the API (spec 2 §2, §4, §7): row switches, stock buttons, the
// batch action and copy.
import { describe, expect, it } from 'vitest';
import { expectAnswer, expectFieldError } from '../../../test/harness.ts';
import { call, countMenus, createMenu, createMenuOfB, ctx, ids, nextJan, ownerA, stored } from './menu-test-setup.ts';

describe('row switches', () => {
  it.each([
    ['update/status', 'status', 'inactive', 'active-ish'],
    ['slideshow-update', 'slide_show', true, 'maybe'],
    ['limited-update', 'limited', true, 'often'],
  ] as const)('PATCH restaurant/food/menu/%s sets %s at once', async (path, field, value, bad) => {
    const menu = await createMenu();
    const res = await call('PATCH', `restaurant/food/menu/${path}`, ownerA.headers, {
      id_food_menu: menu.id_food_menu,
      [field]: value,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[field]).toBe(value);
    expect((await stored(menu.id_food_menu))?.[field]).toBe(value);

    const invalid = await call('PATCH', `restaurant/food/menu/${path}`, ownerA.headers, {
      id_food_menu: menu.id_food_menu,
      [field]: bad,
    });
    expectFieldError(invalid, field);

    const menuB = await createMenuOfB();
    const before = await stored(menuB.id_food_menu);
    const foreign = await call('PATCH', `restaurant/food/menu/${path}`, ownerA.headers, {
      id_food_menu: menuB.id_food_menu,
      [field]: value,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await stored(menuB.id_food_menu))?.[field]).toBe(before?.[field]);
  });
});

describe('PATCH restaurant/food/menu/stock', () => {
  const step = (idFoodMenu: number, delta: number, headers = ownerA.headers) =>
    call('PATCH', 'restaurant/food/menu/stock', headers, { id_food_menu: idFoodMenu, delta });

  it('moves the stock by one each click', async () => {
    const menu = await createMenu({ food_menu_stock_qty: 5 });
    expect((await step(menu.id_food_menu, 1)).json().data).toEqual({
      id_food_menu: menu.id_food_menu,
      food_menu_stock_qty: 6,
    });
    expect((await step(menu.id_food_menu, -1)).json().data.food_menu_stock_qty).toBe(5);
  });

  it('ends exactly where 50 concurrent clicks lead', async () => {
    const menu = await createMenu({ food_menu_stock_qty: 0 });
    const plus = await Promise.all(Array.from({ length: 50 }, () => step(menu.id_food_menu, 1)));
    expect(plus.every((res) => res.statusCode === 200)).toBe(true);
    expect((await stored(menu.id_food_menu))?.food_menu_stock_qty).toBe(50);

    const minus = await Promise.all(Array.from({ length: 50 }, () => step(menu.id_food_menu, -1)));
    expect(minus.every((res) => res.statusCode === 200)).toBe(true);
    expect((await stored(menu.id_food_menu))?.food_menu_stock_qty).toBe(0);

    // Mixed clicks from 30 never reach 0, so every one of them counts.
    await ctx.db
      .updateTable('food_menus')
      .set({ food_menu_stock_qty: 30 })
      .where('id_food_menu', '=', menu.id_food_menu)
      .execute();
    const mixed = await Promise.all(
      Array.from({ length: 50 }, (_, index) => step(menu.id_food_menu, index % 2 === 0 ? 1 : -1)),
    );
    expect(mixed.every((res) => res.statusCode === 200)).toBe(true);
    expect((await stored(menu.id_food_menu))?.food_menu_stock_qty).toBe(30);
  });

  it('stops the minus button at 0 under 50 concurrent clicks', async () => {
    const menu = await createMenu({ food_menu_stock_qty: 20 });
    const minus = await Promise.all(Array.from({ length: 50 }, () => step(menu.id_food_menu, -1)));
    expect(minus.filter((res) => res.statusCode === 200)).toHaveLength(20);
    const refused = minus.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(30);
    expect(refused[0]?.json().field).toBe('food_menu_stock_qty');
    expect((await stored(menu.id_food_menu))?.food_menu_stock_qty).toBe(0);
  });

  it('names a bad delta and answers 404 for another restaurant’s menu', async () => {
    const menu = await createMenu();
    const bad = await step(menu.id_food_menu, 2);
    expectFieldError(bad, 'delta');
    const menuB = await createMenuOfB();
    expect((await step(menuB.id_food_menu, 1)).statusCode).toBe(404);
    expect((await stored(menuB.id_food_menu))?.food_menu_stock_qty).toBe(20);
  });
});

describe('restaurant/food/menu/batch-update', () => {
  it('sets the stock, hides / shows and deletes the selected menus', async () => {
    const [one, two] = [await createMenu(), await createMenu()];
    const list = [one.id_food_menu, two.id_food_menu];
    const stock = await call('POST', 'restaurant/food/menu/batch-update', ownerA.headers, {
      list_food_menu: list,
      stock_quantity: -3,
    });
    expectAnswer(stock, 200, { data: { count: 2 }, message: 'Successfully updated 2 menus' });
    expect((await stored(one.id_food_menu))?.food_menu_stock_qty).toBe(-3);

    const hide = await call('PATCH', 'restaurant/food/menu/batch-update', ownerA.headers, {
      list_food_menu: list,
      status: 'inactive',
    });
    expect(hide.statusCode).toBe(200);
    expect((await stored(two.id_food_menu))?.status).toBe('inactive');

    const remove = await call('POST', 'restaurant/food/menu/batch-update', ownerA.headers, {
      list_food_menu: list,
      delete: true,
    });
    expect(remove.statusCode).toBe(200);
    expect(await stored(one.id_food_menu)).toBeUndefined();
    expect(await stored(two.id_food_menu)).toBeUndefined();
  });

  it('names a body without exactly one action, or with a bad quantity', async () => {
    const menu = await createMenu();
    const none = await call('POST', 'restaurant/food/menu/batch-update', ownerA.headers, {
      list_food_menu: [menu.id_food_menu],
    });
    expectFieldError(none, 'action');
    const bad = await call('POST', 'restaurant/food/menu/batch-update', ownerA.headers, {
      list_food_menu: [menu.id_food_menu],
      stock_quantity: '1.5',
    });
    expect(bad.json().field).toBe('stock_quantity');
  });

  it("changes nothing when any id is another restaurant's", async () => {
    const menuA = await createMenu();
    const menuB = await createMenuOfB();
    for (const list of [[menuB.id_food_menu], [menuA.id_food_menu, menuB.id_food_menu]]) {
      for (const action of [{ status: 'inactive' }, { stock_quantity: 99 }, { delete: true }]) {
        const res = await call('POST', 'restaurant/food/menu/batch-update', ownerA.headers, {
          list_food_menu: list,
          ...action,
        });
        expect(res.statusCode).toBe(404);
      }
    }
    expect(await stored(menuB.id_food_menu)).toMatchObject({ status: 'active', food_menu_stock_qty: 20 });
    expect(await stored(menuA.id_food_menu)).toMatchObject({ status: 'active', food_menu_stock_qty: 20 });
  });
});

describe('POST restaurant/food/menu/copy/{id}', () => {
  it('copies a menu with add-ons and prices under a new JAN code, inactive and off the web display', async () => {
    const menu = await createMenu({ slide_show: true });
    const jancode = nextJan();
    const res = await call('POST', `restaurant/food/menu/copy/${menu.id_food_menu}`, ownerA.headers, { jancode });
    expect(res.statusCode).toBe(201);
    const copy = res.json().data;
    expect(copy).toMatchObject({ jancode, food_menu_name: menu.food_menu_name, status: 'inactive', slide_show: false });
    expect(copy.id_food_menu).not.toBe(menu.id_food_menu);
    expect(copy.additional[0].id_food_menu_additional).not.toBe(menu.additional[0].id_food_menu_additional);
    expect(copy.additional[0].options.map((option: { jancode: string }) => option.jancode)).toEqual(
      menu.additional[0].options.map((option: { jancode: string }) => option.jancode),
    );
    expect(copy.receiving_method).toEqual(menu.receiving_method);
  });

  it('needs a JAN code that is free and not one of its add-ons’', async () => {
    const menu = await createMenu();
    const missing = await call('POST', `restaurant/food/menu/copy/${menu.id_food_menu}`, ownerA.headers, {});
    expectFieldError(missing, 'jancode');
    const taken = await call('POST', `restaurant/food/menu/copy/${menu.id_food_menu}`, ownerA.headers, {
      jancode: menu.jancode,
    });
    expect(taken.statusCode).toBe(409);
    const addOn = await call('POST', `restaurant/food/menu/copy/${menu.id_food_menu}`, ownerA.headers, {
      jancode: menu.additional[0].jancode,
    });
    expect(addOn.json()).toMatchObject({ field: 'jancode', message: 'Duplicate JAN Code ' });
  });

  it("answers 404 for another restaurant's menu and creates nothing", async () => {
    const menuB = await createMenuOfB();
    const before = await countMenus(ids.restaurantA);
    const res = await call('POST', `restaurant/food/menu/copy/${menuB.id_food_menu}`, ownerA.headers, {
      jancode: nextJan(),
    });
    expect(res.statusCode).toBe(404);
    expect(await countMenus(ids.restaurantA)).toBe(before);
  });
});
