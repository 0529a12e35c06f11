// Free menus through the API (spec 2 §7 "Free menus"): every path's happy path, a 400 naming the
// field, and another restaurant's ids or id_restaurant answering 404 and changing nothing.
import { describe, expect, it } from 'vitest';
import { apiCaller, columnValues, expectAnswer, expectFieldError, setupTenantsTest } from '../../../test/harness.ts';

const { ctx, ids, ownerA, staffA, ownerB } = await setupTenantsTest();
const call = apiCaller(ctx.app, '/api/');

async function freeMenuOf(idRestaurant: number, name: string, status = true) {
  const row = await ctx.db
    .insertInto('free_food_menus')
    .values({ id_restaurant: idRestaurant, free_food_menu_name: name, status, updated_at: new Date('2024-01-01Z') })
    .returning('id_free_food_menu')
    .executeTakeFirstOrThrow();
  return row.id_free_food_menu;
}

const rowOf = (id: number) =>
  ctx.db.selectFrom('free_food_menus').selectAll().where('id_free_food_menu', '=', id).executeTakeFirst();

// Restaurant A: 12 menus, the 3rd, 6th, 9th and 12th inactive; restaurant B: 2.
const menusA: number[] = [];
for (let n = 1; n <= 12; n += 1) menusA.push(await freeMenuOf(ids.restaurantA, `お冷や ${n}`, n % 3 !== 0));
const menuB = await freeMenuOf(ids.restaurantB, 'B のおしぼり');
await freeMenuOf(ids.restaurantB, 'B の取り皿');

describe('GET restaurant/free-food-menu/list/{restaurantId}/{page}/{size}', () => {
  it('pages through the restaurant’s menus, newest first, with totalData and totalPage', async () => {
    const first = await call('GET', `restaurant/free-food-menu/list/${ids.restaurantA}/1/10`, staffA.headers);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ status: 200, totalData: 12, totalPage: 2 });
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toMatchObject({
      id_free_food_menu: menusA[11],
      free_food_menu_name: 'お冷や 12',
      status: false,
      id_restaurant: ids.restaurantA,
    });
    const second = await call('GET', `restaurant/free-food-menu/list/${ids.restaurantA}/2/10`, staffA.headers);
    expect(second.json().data.map((menu: { free_food_menu_name: string }) => menu.free_food_menu_name)).toEqual([
      'お冷や 2',
      'お冷や 1',
    ]);
    const names = [...body.data, ...second.json().data].map(
      (menu: { free_food_menu_name: string }) => menu.free_food_menu_name,
    );
    expect(names.some((name: string) => name.startsWith('B '))).toBe(false);
  });

  it('lists only active menus with ?status=true', async () => {
    const res = await call('GET', `restaurant/free-food-menu/list/${ids.restaurantA}/1/5?status=true`, ownerA.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalData: 8, totalPage: 2 });
    expect(body.data).toHaveLength(5);
    expect(body.data.every((menu: { status: boolean }) => menu.status)).toBe(true);
  });

  it.each([
    ['page', `restaurant/free-food-menu/list/RA/0/10`],
    ['size', `restaurant/free-food-menu/list/RA/1/abc`],
    ['restaurantId', `restaurant/free-food-menu/list/x/1/10`],
    ['status', `restaurant/free-food-menu/list/RA/1/10?status=yes`],
  ])('answers 400 naming %s', async (field, url) => {
    const res = await call('GET', url.replace('RA', String(ids.restaurantA)), ownerA.headers);
    expectFieldError(res, field);
  });

  it("answers 404 for B's restaurant with A's session", async () => {
    const res = await call('GET', `restaurant/free-food-menu/list/${ids.restaurantB}/1/10`, ownerA.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().data).toBeNull();
  });
});

describe('GET restaurant/free-food-menu/{id}', () => {
  it('answers one menu of the restaurant', async () => {
    const res = await call('GET', `restaurant/free-food-menu/${menusA[0]}`, ownerA.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id_free_food_menu: menusA[0],
      free_food_menu_name: 'お冷や 1',
      status: true,
    });
  });

  it("answers 400 naming id for a malformed id and 404 for B's menu", async () => {
    const bad = await call('GET', 'restaurant/free-food-menu/zero', ownerA.headers);
    expectFieldError(bad, 'id');
    expect((await call('GET', `restaurant/free-food-menu/${menuB}`, ownerA.headers)).statusCode).toBe(404);
  });
});

describe('POST restaurant/free-food-menu', () => {
  it('creates a menu with the trimmed name in the session restaurant', async () => {
    const res = await call('POST', 'restaurant/free-food-menu', ownerA.headers, {
      data: { free_food_menu_name: '  取り皿  ', id_restaurant: ids.restaurantA, status: true },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ message: 'Successfully created free menu', message_jp: '無料メニューを作成しました' });
    expect(body.data).toMatchObject({ free_food_menu_name: '取り皿', status: true, id_restaurant: ids.restaurantA });
    expect(await rowOf(body.data.id_free_food_menu)).toMatchObject({
      free_food_menu_name: '取り皿',
      id_restaurant: ids.restaurantA,
    });
  });

  it('creates an inactive menu when told, active by default', async () => {
    const off = await call('POST', 'restaurant/free-food-menu', staffA.headers, {
      free_food_menu_name: '紙エプロン',
      status: false,
    });
    expect(off.json().data.status).toBe(false);
    const on = await call('POST', 'restaurant/free-food-menu', staffA.headers, { free_food_menu_name: 'おしぼり' });
    expect(on.json().data.status).toBe(true);
  });

  it.each([
    ['free_food_menu_name', {}],
    ['free_food_menu_name', { free_food_menu_name: '   ' }],
    ['free_food_menu_name', { free_food_menu_name: 'あ'.repeat(101) }],
    ['status', { free_food_menu_name: 'おしぼり', status: 'on' }],
  ])('answers 400 naming %s and stores nothing', async (field, payload) => {
    const before = await ctx.db.selectFrom('free_food_menus').select('id_free_food_menu').execute();
    const res = await call('POST', 'restaurant/free-food-menu', ownerA.headers, payload);
    expectFieldError(res, field);
    expect(await ctx.db.selectFrom('free_food_menus').select('id_free_food_menu').execute()).toHaveLength(
      before.length,
    );
  });

  it("answers 404 for B's id_restaurant with A's session and creates nothing", async () => {
    const name = '越境メニュー';
    const res = await call('POST', 'restaurant/free-food-menu', ownerA.headers, {
      free_food_menu_name: name,
      id_restaurant: ids.restaurantB,
      status: true,
    });
    expect(res.statusCode).toBe(404);
    expect(await columnValues(ctx.db, 'free_food_menus', 'id_free_food_menu', 'free_food_menu_name', name)).toEqual([]);
  });
});

describe('PUT restaurant/free-food-menu/{id}', () => {
  it('renames (trimmed) and flips the status, stamping updated_at', async () => {
    const id = await freeMenuOf(ids.restaurantA, '旧名');
    const renamed = await call('PUT', `restaurant/free-food-menu/${id}`, ownerA.headers, {
      free_food_menu_name: ' 新しい名前 ',
      id_restaurant: ids.restaurantA,
      status: true,
    });
    expectAnswer(renamed, 200, {
      message: 'Successfully updated free menu',
      data: { free_food_menu_name: '新しい名前' },
    });
    const off = await call('PUT', `restaurant/free-food-menu/${id}`, ownerA.headers, { status: false });
    expect(off.json().data).toMatchObject({ status: false, free_food_menu_name: '新しい名前' });
    const row = await rowOf(id);
    expect(row?.status).toBe(false);
    expect(row?.updated_at.getTime()).toBeGreaterThan(new Date('2024-01-01Z').getTime());
  });

  it('answers 400 naming the field and keeps the menu', async () => {
    const id = await freeMenuOf(ids.restaurantA, 'そのまま');
    for (const [payload, field] of [
      [{ free_food_menu_name: '  ' }, 'free_food_menu_name'],
      [{}, 'free_food_menu_name'],
      [{ status: 'false' }, 'status'],
    ] as const) {
      const res = await call('PUT', `restaurant/free-food-menu/${id}`, ownerA.headers, payload);
      expectFieldError(res, field);
    }
    expect(await rowOf(id)).toMatchObject({ free_food_menu_name: 'そのまま', status: true });
  });

  it("answers 404 for B's menu or B's id_restaurant with A's session and changes nothing", async () => {
    const res = await call('PUT', `restaurant/free-food-menu/${menuB}`, ownerA.headers, {
      free_food_menu_name: '乗っ取り',
      status: false,
    });
    expect(res.statusCode).toBe(404);
    expect(await rowOf(menuB)).toMatchObject({ free_food_menu_name: 'B のおしぼり', status: true });
    const idA = await freeMenuOf(ids.restaurantA, 'A のまま');
    const withB = await call('PUT', `restaurant/free-food-menu/${idA}`, ownerA.headers, {
      status: false,
      id_restaurant: ids.restaurantB,
    });
    expect(withB.statusCode).toBe(404);
    expect((await rowOf(idA))?.status).toBe(true);
    const seenByB = await call('GET', `restaurant/free-food-menu/${menuB}`, ownerB.headers);
    expect(seenByB.json().data.free_food_menu_name).toBe('B のおしぼり');
  });
});

describe('DELETE restaurant/free-food-menu/{id}', () => {
  it('deletes a menu of the restaurant', async () => {
    const id = await freeMenuOf(ids.restaurantA, '消すもの');
    const res = await call('DELETE', `restaurant/free-food-menu/${id}`, ownerA.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().message_jp).toBe('無料メニューを削除しました');
    expect(await rowOf(id)).toBeUndefined();
    expect((await call('DELETE', `restaurant/free-food-menu/${id}`, ownerA.headers)).statusCode).toBe(404);
  });

  it("answers 400 naming id for a malformed id and 404 for B's menu, which stays", async () => {
    const bad = await call('DELETE', 'restaurant/free-food-menu/-1', ownerA.headers);
    expectFieldError(bad, 'id');
    expect((await call('DELETE', `restaurant/free-food-menu/${menuB}`, ownerA.headers)).statusCode).toBe(404);
    expect(await rowOf(menuB)).toBeTruthy();
  });
});
