// Adding a menu through the API (spec 2 §7 "Menus"): the happy path, a 400 naming each field, and
// another restaurant's ids answering 404 and changing nothing; one transaction per menu write.
import { describe, expect, it } from 'vitest';
import { expectAnswer, expectFieldError } from '../../../test/harness.ts';
import {
  a,
  b,
  call,
  countMenus,
  createMenu,
  ctx,
  ids,
  menuBody,
  nextJan,
  ownerA,
  ownerB,
  refusedKeepingMenus,
  staffA,
} from './menu-test-setup.ts';

describe('POST restaurant/food/menu', () => {
  it('creates the menu with add-ons and method prices, answering names and URLs', async () => {
    const res = await call('POST', 'restaurant/food/menu', ownerA.headers, { data: menuBody({ slide_show: true }) });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 201,
      message: 'Successfully created menu',
      message_jp: 'メニューを作成しました',
    });
    const menu = body.data;
    expect(menu).toMatchObject({
      id_restaurant: ids.restaurantA,
      category_name: '麺類 100',
      sub_category_name: 'ラーメン 100',
      food_menu_name: '醤油らーめん',
      food_menu_price: 800,
      food_menu_stock_qty: 20,
      tax: 8,
      search_keyword: '醤油,ラーメン',
      status: 'active',
      limited: false,
      // Spec 2 §4: a new menu is created with slide_show false, whatever was sent.
      slide_show: false,
      quota_per_user: null,
    });
    expect(menu.image_url).toEqual(expect.stringContaining('ramen.jpg'));
    expect(menu.receiving_method).toEqual([
      expect.objectContaining({
        receiving_method: 1,
        id_receiving_method: 1,
        id_restaurant_receiving_method: a.takeOut,
        is_applied: true,
        food_menu_price: 780,
        method_name: 'Take-out',
      }),
      expect.objectContaining({ receiving_method: 3, is_applied: false, food_menu_price: 800, method_name: 'Table' }),
    ]);
    expect(menu.additional).toHaveLength(1);
    expect(menu.additional[0]).toMatchObject({ item_name: 'トッピング', id_food_menu: menu.id_food_menu });
    expect(menu.additional[0].image_url).toEqual(expect.stringContaining('topping.jpg'));
    expect(menu.additional[0].options.map((option: { additional_name: string }) => option.additional_name)).toEqual([
      '味玉',
      'チャーシュー',
    ]);
  });

  it('links every method price to the base price with price_link_SG', async () => {
    const menu = await createMenu({ price_link_SG: true, food_menu_price: 950 });
    expect(menu.receiving_method.map((row: { food_menu_price: number }) => row.food_menu_price)).toEqual([950, 950]);
  });

  it('lets staff of the restaurant create menus too', async () => {
    const res = await call('POST', 'restaurant/food/menu', staffA.headers, menuBody());
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['jancode', { jancode: '' }, 'jancode is required'],
    ['food_menu_name', { food_menu_name: '  ' }, 'food_menu_name is required'],
    ['image_name', { image_name: null }, 'image_name is required'],
    ['food_menu_stock_qty', { food_menu_stock_qty: '-' }, 'Please enter the stock quantity'],
    ['quota_per_user', { quota_per_user: 0 }, 'Quantity per order must be 1 or more'],
    ['tax', { tax: 5 }, 'Tax must be 0%, 8% or 10%'],
    ['discount_start_date', { food_menu_price_discount: 700 }, 'Please enter the discount start date'],
    ['standard_qty', { standard_qty_check: true, standard_qty: 0 }, 'Standard quantity must be 1 or greater'],
  ])('refuses a body breaking a form rule, naming %s', async (field, overrides, message) => {
    await refusedKeepingMenus(() => call('POST', 'restaurant/food/menu', ownerA.headers, menuBody(overrides)), 400, {
      field,
      message,
    });
  });

  it('gives the Japanese discount messages', async () => {
    const res = await call(
      'POST',
      'restaurant/food/menu',
      ownerA.headers,
      menuBody({ food_menu_price_discount: 700, discount_start_date: '2025-01-01', discount_start_time: '10:00' }),
    );
    expect(res.json()).toMatchObject({ field: 'discount_end_date', message_jp: '割引終了日を入力してください' });
  });

  it('names a malformed field', async () => {
    const res = await call('POST', 'restaurant/food/menu', ownerA.headers, menuBody({ food_menu_name: { x: 1 } }));
    expectFieldError(res, 'food_menu_name');
  });

  it('refuses a duplicate add-on JAN code, naming the field, and writes nothing', async () => {
    const body = menuBody();
    const groupJan = body.additional[0]?.jancode;
    const noodles = {
      item_name: '麺の量',
      jancode: nextJan(),
      image_name: 'x.jpg',
      options: [{ additional_name: '大盛', additional_cost: 100, jancode: groupJan }],
    };
    const twoGroups = menuBody({ additional: [...body.additional, noodles] });
    await refusedKeepingMenus(() => call('POST', 'restaurant/food/menu', ownerA.headers, twoGroups), 400, {
      field: 'additional.0.jancode',
      message: 'Duplicate JAN Code ',
      message_jp: 'JANコードが重複しています',
    });
  });

  it('requires an option JAN code when it costs something', async () => {
    const body = menuBody();
    const res = await call(
      'POST',
      'restaurant/food/menu',
      ownerA.headers,
      menuBody({
        additional: [{ ...body.additional[0], options: [{ additional_name: '大盛', additional_cost: 150 }] }],
      }),
    );
    expect(res.json()).toMatchObject({ field: 'additional.0.options.0.jancode' });
  });

  it("refuses another restaurant's category, sub-category or method, naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ id_food_category: b.category, id_food_sub_category: b.sub }, 'id_food_category'],
      [{ id_food_sub_category: b.sub }, 'id_food_sub_category'],
      [{ id_food_sub_category: a.otherSub }, 'id_food_sub_category'],
      [
        { receiving_method: [{ id_restaurant_receiving_method: b.takeOut, food_menu_price: 1, is_applied: true }] },
        'receiving_method.0.id_restaurant_receiving_method',
      ],
    ];
    for (const [overrides, field] of cases) {
      const before = await countMenus(ids.restaurantA);
      const res = await call('POST', 'restaurant/food/menu', ownerA.headers, menuBody(overrides));
      expectFieldError(res, field);
      expect(await countMenus(ids.restaurantA)).toBe(before);
    }
  });

  it('leaves no menu and no add-on behind when a later part of the write fails', async () => {
    const groupsBefore = await ctx.db.selectFrom('food_menu_additionals').select('id_food_menu_additional').execute();
    const body = menuBody({
      // The method check runs after the menu row and its add-ons were written in the transaction.
      receiving_method: [{ id_restaurant_receiving_method: b.table, food_menu_price: 1, is_applied: true }],
    });
    const res = await call('POST', 'restaurant/food/menu', ownerA.headers, body);
    expect(res.statusCode).toBe(400);
    expect(
      await ctx.db.selectFrom('food_menus').select('id_food_menu').where('jancode', '=', body.jancode).execute(),
    ).toEqual([]);
    const groupsAfter = await ctx.db.selectFrom('food_menu_additionals').select('id_food_menu_additional').execute();
    expect(groupsAfter).toHaveLength(groupsBefore.length);
  });

  it("answers 404 for another restaurant's id_restaurant", async () => {
    const res = await call(
      'POST',
      'restaurant/food/menu',
      ownerA.headers,
      menuBody({ id_restaurant: ids.restaurantB }),
    );
    expect(res.statusCode).toBe(404);
  });

  it('refuses a JAN code already used in the restaurant with 409, but not one used elsewhere', async () => {
    const first = await createMenu();
    const res = await call('POST', 'restaurant/food/menu', ownerA.headers, menuBody({ jancode: first.jancode }));
    expectAnswer(res, 409, {
      field: 'jancode',
      message_jp: 'このJANコードは既に他のメニューで使用されています',
    });
    const inB = await call(
      'POST',
      'restaurant/food/menu',
      ownerB.headers,
      menuBody({
        id_restaurant: ids.restaurantB,
        jancode: first.jancode,
        id_food_category: b.category,
        id_food_sub_category: b.sub,
        receiving_method: [],
      }),
    );
    expect(inB.statusCode).toBe(201);
  });

  it('answers 401 without a session', async () => {
    expect((await call('POST', 'restaurant/food/menu', {}, menuBody())).statusCode).toBe(401);
  });
});
