// Editing and deleting a menu through the API (spec 2 §7 "Menus"): add-ons keep their ids, another
// restaurant's ids answer 404 and change nothing.
import { describe, expect, it } from 'vitest';
import { expectFieldError } from '../../../test/harness.ts';
import { call, createMenu, createMenuOfB, ctx, menuBody, ownerA, stored } from './menu-test-setup.ts';

describe('PATCH / PUT restaurant/food/menu', () => {
  it('updates the whole menu, keeping the ids of add-ons it keeps', async () => {
    const menu = await createMenu();
    const group = menu.additional[0];
    const res = await call('PATCH', 'restaurant/food/menu', ownerA.headers, {
      ...menuBody(),
      id_food_menu: menu.id_food_menu,
      jancode: menu.jancode,
      food_menu_name: '醤油らーめん 大',
      price_link_SG: true,
      food_menu_price: 1000,
      image_name: undefined,
      additional: [
        {
          id_food_menu_additional: group.id_food_menu_additional,
          item_name: 'トッピング2',
          jancode: group.jancode,
          image_name: group.image_name,
          options: [
            { ...group.options[1], additional_cost: 250 },
            { additional_name: 'ねぎ', additional_cost: 0 },
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json().data;
    expect(res.json().message).toBe('Successfully updated menu');
    expect(updated).toMatchObject({
      food_menu_name: '醤油らーめん 大',
      food_menu_price: 1000,
      image_name: menu.image_name,
    });
    expect(updated.receiving_method.map((row: { food_menu_price: number }) => row.food_menu_price)).toEqual([
      1000, 1000,
    ]);
    expect(updated.additional[0]).toMatchObject({
      id_food_menu_additional: group.id_food_menu_additional,
      item_name: 'トッピング2',
    });
    expect(updated.additional[0].options).toEqual([
      expect.objectContaining({
        id_food_menu_additional_option: group.options[1].id_food_menu_additional_option,
        additional_cost: 250,
      }),
      expect.objectContaining({ additional_name: 'ねぎ', jancode: null }),
    ]);
    const removed = await ctx.db
      .selectFrom('food_menu_additional_options')
      .select('id_food_menu_additional_option')
      .where('id_food_menu_additional_option', '=', group.options[0].id_food_menu_additional_option)
      .execute();
    expect(removed).toEqual([]);
  });

  it('accepts PUT as well, and keeps status and switches the body leaves out', async () => {
    const menu = await createMenu();
    await call('PATCH', 'restaurant/food/menu/update/status', ownerA.headers, {
      id_food_menu: menu.id_food_menu,
      status: 'inactive',
    });
    const res = await call('PUT', 'restaurant/food/menu', ownerA.headers, {
      ...menuBody({ jancode: menu.jancode, additional: [], slide_show: undefined }),
      id_food_menu: menu.id_food_menu,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'inactive', additional: [] });
  });

  it('names a missing id_food_menu and a broken rule', async () => {
    const missing = await call('PATCH', 'restaurant/food/menu', ownerA.headers, menuBody());
    expectFieldError(missing, 'id_food_menu');
    const menu = await createMenu();
    const broken = await call('PATCH', 'restaurant/food/menu', ownerA.headers, {
      ...menuBody({ food_menu_stock_qty: '' }),
      id_food_menu: menu.id_food_menu,
    });
    expect(broken.json()).toMatchObject({ field: 'food_menu_stock_qty' });
  });

  it('rolls the whole update back when an add-on id is not this menu’s', async () => {
    const menu = await createMenu();
    const other = await createMenu();
    const res = await call('PATCH', 'restaurant/food/menu', ownerA.headers, {
      ...menuBody({ jancode: menu.jancode, food_menu_name: '変わってはいけない' }),
      id_food_menu: menu.id_food_menu,
      additional: [{ ...other.additional[0], id_food_menu_additional: other.additional[0].id_food_menu_additional }],
    });
    expectFieldError(res, 'additional.0.id_food_menu_additional');
    expect((await stored(menu.id_food_menu))?.food_menu_name).toBe('醤油らーめん');
    const detail = await call('GET', `restaurant/food/menu/detail/${menu.id_food_menu}`, ownerA.headers);
    expect(detail.json().data.additional).toEqual(menu.additional);
  });

  it("answers 404 for another restaurant's menu and changes nothing", async () => {
    const menuB = await createMenuOfB();
    const res = await call('PATCH', 'restaurant/food/menu', ownerA.headers, {
      ...menuBody({ food_menu_name: '乗っ取り' }),
      id_food_menu: menuB.id_food_menu,
    });
    expect(res.statusCode).toBe(404);
    expect((await stored(menuB.id_food_menu))?.food_menu_name).toBe('Bの牛丼');
  });

  it('answers 409 naming jancode when the new JAN code belongs to another menu', async () => {
    const first = await createMenu();
    const second = await createMenu();
    const res = await call('PATCH', 'restaurant/food/menu', ownerA.headers, {
      ...menuBody({ jancode: first.jancode, additional: [] }),
      id_food_menu: second.id_food_menu,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().field).toBe('jancode');
  });
});

describe('DELETE restaurant/food/menu', () => {
  it('deletes a menu with its add-ons; 404 for another restaurant’s; 400 without an id', async () => {
    const menu = await createMenu();
    const res = await call('DELETE', 'restaurant/food/menu', ownerA.headers, { id_food_menu: menu.id_food_menu });
    expect(res.statusCode).toBe(200);
    expect(res.json().message_jp).toBe('メニューを削除しました');
    expect(await stored(menu.id_food_menu)).toBeUndefined();
    const groups = await ctx.db
      .selectFrom('food_menu_additionals')
      .select('id_food_menu_additional')
      .where('id_food_menu', '=', menu.id_food_menu)
      .execute();
    expect(groups).toEqual([]);

    const menuB = await createMenuOfB();
    expect(
      (await call('DELETE', 'restaurant/food/menu', ownerA.headers, { id_food_menu: menuB.id_food_menu })).statusCode,
    ).toBe(404);
    expect(await stored(menuB.id_food_menu)).toBeDefined();
    const bad = await call('DELETE', 'restaurant/food/menu', ownerA.headers, {});
    expectFieldError(bad, 'id_food_menu');
  });
});
