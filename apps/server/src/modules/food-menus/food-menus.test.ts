// Menus through the API (spec 2 §7 "Menus"): each path's happy path, a 400 naming the field, and
// another restaurant's ids answering 404 and changing nothing; one transaction per menu write.
import { describe, expect, it } from 'vitest';
import { login, seedTenants, setupTestApp } from '../../../test/harness.ts';
import { storeTestPictures } from '../uploads/test-pictures.ts';

const ctx = await setupTestApp();
const ids = await seedTenants(ctx.db);
// The pictures the bodies below name exist in restaurant folders (an entity may only show one that does).
await storeTestPictures(ctx.storage, [
  `r${ids.restaurantA}/ramen.jpg`,
  `r${ids.restaurantA}/topping.jpg`,
  `r${ids.restaurantB}/ramen.jpg`,
  `r${ids.restaurantB}/topping.jpg`,
  `r${ids.restaurantB}/b.jpg`,
]);
const ownerA = await login(ctx.app, 'owner-a@test.example');
const staffA = await login(ctx.app, 'staff-a@test.example');
const ownerB = await login(ctx.app, 'owner-b@test.example');

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });

/** A category with two sub-categories and two receiving methods, straight into the database. */
async function catalogueOf(idRestaurant: number, code: number) {
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
    ctx.db
      .insertInto('restaurant_receiving_methods')
      .values({ id_restaurant: idRestaurant, id_receiving_method: idReceivingMethod, title, tax: 8, service_fee: 0 })
      .returning('id_restaurant_receiving_method')
      .executeTakeFirstOrThrow()
      .then((row) => row.id_restaurant_receiving_method);
  return {
    category: category.id_food_category,
    otherCategory: otherCategory.id_food_category,
    sub: await sub(category.id_food_category, 0, `ラーメン ${code}`),
    otherSub: await sub(otherCategory.id_food_category, 1, `牛丼 ${code}`),
    takeOut: await method(1, 'お持ち帰り'),
    table: await method(3, 'テーブル'),
  };
}

const a = await catalogueOf(ids.restaurantA, 100);
const b = await catalogueOf(ids.restaurantB, 200);

let janSerial = 4_900_000_000_000;
const nextJan = () => String(janSerial++);

/** A valid Add Menu body for restaurant A: two priced options in one add-on group, two method prices. */
function menuBody(overrides: Record<string, unknown> = {}) {
  // Pictures come from the folder of the restaurant the body is for: another's folder is refused.
  const folder = `r${(overrides.id_restaurant as number | undefined) ?? ids.restaurantA}`;
  return {
    id_restaurant: ids.restaurantA,
    id_food_category: a.category,
    id_food_sub_category: a.sub,
    food_menu_name: '醤油らーめん',
    food_menu_price: 800,
    food_menu_price_discount: null,
    food_menu_stock_qty: 20,
    standard_qty_check: false,
    quota_per_user: null,
    combined_purchase: false,
    price_link_SG: false,
    tax: 8,
    jancode: nextJan(),
    description: '鶏ガラの醤油スープ',
    search_keyword: ['醤油', 'ラーメン'],
    image_name: `${folder}/ramen.jpg`,
    slide_show: false,
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

async function createMenu(overrides: Record<string, unknown> = {}, headers = ownerA.headers) {
  const res = await call('POST', 'restaurant/food/menu', headers, menuBody(overrides));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  return res.json().data;
}

/** A menu of restaurant B, written through B's own session. */
async function createMenuOfB() {
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

const countMenus = async (idRestaurant: number) =>
  Number(
    (
      await ctx.db
        .selectFrom('food_menus')
        .select(ctx.db.fn.countAll<number>().as('n'))
        .where('id_restaurant', '=', idRestaurant)
        .executeTakeFirstOrThrow()
    ).n,
  );

const stored = (idFoodMenu: number) =>
  ctx.db.selectFrom('food_menus').selectAll().where('id_food_menu', '=', idFoodMenu).executeTakeFirst();

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
    const before = await countMenus(ids.restaurantA);
    const res = await call('POST', 'restaurant/food/menu', ownerA.headers, menuBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
    expect(await countMenus(ids.restaurantA)).toBe(before);
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
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('food_menu_name');
  });

  it('refuses a duplicate add-on JAN code, naming the field, and writes nothing', async () => {
    const before = await countMenus(ids.restaurantA);
    const body = menuBody();
    const groupJan = body.additional[0]?.jancode;
    const res = await call(
      'POST',
      'restaurant/food/menu',
      ownerA.headers,
      menuBody({
        additional: [
          ...body.additional,
          {
            item_name: '麺の量',
            jancode: nextJan(),
            image_name: 'x.jpg',
            options: [{ additional_name: '大盛', additional_cost: 100, jancode: groupJan }],
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'additional.0.jancode',
      message: 'Duplicate JAN Code ',
      message_jp: 'JANコードが重複しています',
    });
    expect(await countMenus(ids.restaurantA)).toBe(before);
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
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
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
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
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

describe('lists', () => {
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
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('page');
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
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('id_restaurant');
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
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
  });
});

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
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('id_food_menu');
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
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('additional.0.id_food_menu_additional');
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
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id_food_menu');
  });
});

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
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().field).toBe(field);

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
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('delta');
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
    expect(stock.statusCode).toBe(200);
    expect(stock.json()).toMatchObject({ data: { count: 2 }, message: 'Successfully updated 2 menus' });
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
    expect(none.statusCode).toBe(400);
    expect(none.json().field).toBe('action');
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
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('jancode');
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
