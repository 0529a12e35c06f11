// Food banners through the API (spec 2 §7 "Banners"): every path's happy path, a 400 naming the
// field, and another restaurant's ids or id_restaurant answering 404 and changing nothing.
import { describe, expect, it } from 'vitest';
import { apiCaller, expectAnswer, expectFieldError, login, setupTenantsTest } from '../../../test/harness.ts';
import { category, menu, subCategory } from '../orders/test-fixtures.ts';

// The pictures the bodies below name exist in restaurant folders (an entity may only show one that does).
const { ctx, ids, ownerA, staffA, ownerB } = await setupTenantsTest({
  pictures: ({ restaurantA, restaurantB }) => [
    'r1/a.jpg',
    'r1/cross.jpg',
    'r1/food.jpg',
    'r1/replaced.jpg',
    'r1/sub.jpg',
    'r1/x.jpg',
    `r${restaurantA}/new.jpg`,
    `r${restaurantA}/seed-banner.jpg`,
    `r${restaurantB}/seed-banner.jpg`,
  ],
});
const admin = await login(ctx.app, 'admin@test.example');
const call = apiCaller(ctx.app, '/api/');

/** One category, sub-category and menu for a restaurant, written straight to the database. */
async function catalogueOf(id_restaurant: number, code: number) {
  const id_food_category = await category(ctx.db, id_restaurant);
  const id_food_sub_category = await subCategory(ctx.db, id_restaurant, id_food_category, { name: `ラーメン ${code}` });
  const where = { id_restaurant, id_food_category, id_food_sub_category };
  return {
    subCategory: id_food_sub_category,
    menu: await menu(ctx.db, where, { name: `醤油ラーメン ${code}`, price: 850 }),
  };
}

const catalogueA = await catalogueOf(ids.restaurantA, 11);
const catalogueB = await catalogueOf(ids.restaurantB, 22);

async function bannerOf(idRestaurant: number, overrides: Record<string, unknown> = {}) {
  const row = await ctx.db
    .insertInto('food_banners')
    .values({
      id_restaurant: idRestaurant,
      banner_name: `r${idRestaurant}/seed-banner.jpg`,
      promo_type: 'URL',
      web_url: 'https://noren.example/seed',
      update_date: new Date('2024-01-01T00:00:00Z'),
      ...overrides,
    })
    .returning('id_banner')
    .executeTakeFirstOrThrow();
  return row.id_banner;
}

const rowOf = (idBanner: number) =>
  ctx.db.selectFrom('food_banners').selectAll().where('id_banner', '=', idBanner).executeTakeFirstOrThrow();

describe('GET restaurant/banner/{id_restaurant}', () => {
  it("lists only the restaurant's banners with the image URL and the promo item's name", async () => {
    const food = await bannerOf(ids.restaurantA, { promo_type: 'food', promo_id: catalogueA.menu, web_url: null });
    const sub = await bannerOf(ids.restaurantA, {
      promo_type: 'sub_category',
      promo_id: catalogueA.subCategory,
      web_url: null,
    });
    const other = await bannerOf(ids.restaurantB);
    const res = await call('GET', `restaurant/banner/${ids.restaurantA}`, staffA.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const listed = body.data.map((banner: { id_banner: number }) => banner.id_banner);
    expect(listed).toEqual(expect.arrayContaining([food, sub]));
    expect(listed).not.toContain(other);
    expect(body.totalData).toBe(body.data.length);
    const foodBanner = body.data.find((banner: { id_banner: number }) => banner.id_banner === food);
    expect(foodBanner).toMatchObject({
      promo_type: 'food',
      promo_id: catalogueA.menu,
      promo_name: '醤油ラーメン 11',
      web_url: null,
      banner_name: `r${ids.restaurantA}/seed-banner.jpg`,
      banner_url: `/api/files/r${ids.restaurantA}/seed-banner.jpg`,
      is_active: true,
      slide_show: false,
    });
    expect(new Date(foodBanner.update_date).toISOString()).toBe(foodBanner.update_date);
    expect(body.data.find((banner: { id_banner: number }) => banner.id_banner === sub).promo_name).toBe('ラーメン 11');
  });

  it('answers 404 for another restaurant and 400 for a malformed id', async () => {
    const res = await call('GET', `restaurant/banner/${ids.restaurantB}`, ownerA.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().data).toBeNull();
    const bad = await call('GET', 'restaurant/banner/abc', ownerA.headers);
    expectFieldError(bad, 'id_restaurant');
  });

  it('needs a restaurant session', async () => {
    expect((await call('GET', `restaurant/banner/${ids.restaurantA}`, {})).statusCode).toBe(401);
    expect((await call('GET', `restaurant/banner/${ids.restaurantA}`, admin.headers)).statusCode).toBe(403);
  });
});

describe('POST restaurant/banner', () => {
  /** A link banner's body showing `banner_name`. */
  const urlBanner = (banner_name: string, overrides: object = {}) => ({
    banner_name,
    promo_type: 'URL',
    web_url: 'https://a.example',
    ...overrides,
  });

  it('creates a URL banner, always with slide_show false, in the session restaurant', async () => {
    const res = await call('POST', 'restaurant/banner', ownerA.headers, {
      data: {
        banner_name: `r${ids.restaurantA}/new.jpg`,
        promo_type: 'URL',
        web_url: ' https://noren.example/sale ',
        promo_id: catalogueA.menu,
        is_active: true,
        slide_show: true,
        id_restaurant: ids.restaurantA,
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Successfully created banner');
    expect(body.message_jp).toBe('バナーを作成しました');
    expect(body.data).toMatchObject({
      id_restaurant: ids.restaurantA,
      promo_type: 'URL',
      promo_id: null,
      promo_name: null,
      web_url: 'https://noren.example/sale',
      slide_show: false,
      is_active: true,
      banner_url: `/api/files/r${ids.restaurantA}/new.jpg`,
    });
    const row = await rowOf(body.data.id_banner);
    expect(row.id_restaurant).toBe(ids.restaurantA);
    expect(row.slide_show).toBe(false);
  });

  it('creates food and sub-category banners pointing at its own catalogue, with the item name', async () => {
    const food = await call('POST', 'restaurant/banner', staffA.headers, {
      banner_name: 'r1/food.jpg',
      promo_type: 'food',
      promo_id: catalogueA.menu,
      web_url: 'https://ignored.example',
    });
    expect(food.statusCode).toBe(201);
    expect(food.json().data).toMatchObject({ promo_id: catalogueA.menu, promo_name: '醤油ラーメン 11', web_url: null });
    const sub = await call('POST', 'restaurant/banner', staffA.headers, {
      banner_name: 'r1/sub.jpg',
      promo_type: 'sub_category',
      promo_id: String(catalogueA.subCategory),
    });
    expect(sub.statusCode).toBe(201);
    expect(sub.json().data).toMatchObject({ promo_type: 'sub_category', promo_name: 'ラーメン 11' });
  });

  it.each([
    ['banner_name', { promo_type: 'URL', web_url: 'https://a.example' }],
    ['promo_type', { banner_name: 'r1/a.jpg', promo_type: 'banner', web_url: 'https://a.example' }],
    ['promo_id', { banner_name: 'r1/a.jpg', promo_type: 'food' }],
    ['web_url', { banner_name: 'r1/a.jpg', promo_type: 'URL' }],
    ['web_url', { banner_name: 'r1/a.jpg', promo_type: 'URL', web_url: 'javascript:alert(1)' }],
    ['banner_name', { banner_name: '../../etc/passwd', promo_type: 'URL', web_url: 'https://a.example' }],
  ])('answers 400 naming %s and stores nothing', async (field, payload) => {
    const before = await ctx.db.selectFrom('food_banners').select('id_banner').execute();
    const res = await call('POST', 'restaurant/banner', ownerA.headers, payload);
    expectFieldError(res, field);
    expect(res.json().message).toContain(field);
    const after = await ctx.db.selectFrom('food_banners').select('id_banner').execute();
    expect(after).toHaveLength(before.length);
  });

  it("answers 400 naming promo_id for a promo item of another restaurant or one that doesn't exist", async () => {
    for (const payload of [
      { promo_type: 'food', promo_id: catalogueB.menu },
      { promo_type: 'sub_category', promo_id: catalogueB.subCategory },
      // A sub-category's id is not a menu's id.
      { promo_type: 'food', promo_id: 999_999 },
    ]) {
      const res = await call('POST', 'restaurant/banner', ownerA.headers, { banner_name: 'r1/x.jpg', ...payload });
      expectAnswer(res, 400, {
        field: 'promo_id',
        message: 'The selected promo item was not found',
        message_jp: '選択したプロモ対象が見つかりません',
      });
    }
  });

  it("refuses an image recorded as another restaurant's upload", async () => {
    await ctx.db
      .insertInto('stored_files')
      .values({ file_key: `r${ids.restaurantB}/private.jpg`, id_restaurant: ids.restaurantB, original_name: 'b.jpg' })
      .execute();
    const res = await call('POST', 'restaurant/banner', ownerA.headers, urlBanner(`r${ids.restaurantB}/private.jpg`));
    expectFieldError(res, 'banner_name');
    expect(res.json().code).toBe('FILE_NOT_AVAILABLE');
  });

  it("answers 404 for B's id_restaurant with A's session and creates nothing", async () => {
    const body = urlBanner('r1/cross.jpg', { id_restaurant: ids.restaurantB });
    const res = await call('POST', 'restaurant/banner', ownerA.headers, body);
    expect(res.statusCode).toBe(404);
    const rows = await ctx.db
      .selectFrom('food_banners')
      .select('id_banner')
      .where('banner_name', '=', 'r1/cross.jpg')
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('PATCH and PUT restaurant/banner', () => {
  it.each(['PATCH', 'PUT'] as const)('%s flips the switches one at a time and stamps update_date', async (method) => {
    const id = await bannerOf(ids.restaurantA);
    const before = await rowOf(id);
    const show = await call(method, 'restaurant/banner', ownerA.headers, { id_banner: id, slide_show: true });
    expect(show.statusCode).toBe(200);
    expect(show.json().message).toBe('Successfully updated banner');
    expect(show.json().data).toMatchObject({ slide_show: true, is_active: true, promo_type: 'URL' });
    const afterShow = await rowOf(id);
    expect(afterShow.update_date.getTime()).toBeGreaterThan(before.update_date.getTime());
    expect(afterShow.web_url).toBe('https://noren.example/seed');

    const off = await call(method, 'restaurant/banner', ownerA.headers, { data: { id_banner: id, is_active: false } });
    expect(off.statusCode).toBe(200);
    const afterOff = await rowOf(id);
    expect(afterOff).toMatchObject({ is_active: false, slide_show: true });
    expect(afterOff.update_date.getTime()).toBeGreaterThanOrEqual(afterShow.update_date.getTime());
  });

  it('saves the whole form: a new image and a new type with its link, clearing the old link', async () => {
    const id = await bannerOf(ids.restaurantA);
    const res = await call('PATCH', 'restaurant/banner', ownerA.headers, {
      id_banner: id,
      banner_name: 'r1/replaced.jpg',
      promo_type: 'sub_category',
      promo_id: catalogueA.subCategory,
      web_url: '',
      is_active: true,
      slide_show: false,
      id_restaurant: ids.restaurantA,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      banner_name: 'r1/replaced.jpg',
      banner_url: '/api/files/r1/replaced.jpg',
      promo_type: 'sub_category',
      promo_id: catalogueA.subCategory,
      promo_name: 'ラーメン 11',
      web_url: null,
    });
  });

  it('answers 400 naming the link a changed type needs, and keeps the banner as it was', async () => {
    const id = await bannerOf(ids.restaurantA, { promo_type: 'food', promo_id: catalogueA.menu, web_url: null });
    const toUrl = await call('PATCH', 'restaurant/banner', ownerA.headers, { id_banner: id, promo_type: 'URL' });
    expectFieldError(toUrl, 'web_url');
    // The old menu id is not a sub-category's id: the type change cleared it.
    const toSub = await call('PUT', 'restaurant/banner', ownerA.headers, { id_banner: id, promo_type: 'sub_category' });
    expectFieldError(toSub, 'promo_id');
    const badUrl = await call('PUT', 'restaurant/banner', ownerA.headers, {
      id_banner: id,
      promo_type: 'URL',
      web_url: 'noren.example',
    });
    expectAnswer(badUrl, 400, {
      field: 'web_url',
      message_jp: 'http:// または https:// で始まる正しいURLを入力してください',
    });
    const missingId = await call('PATCH', 'restaurant/banner', ownerA.headers, { slide_show: true });
    expectFieldError(missingId, 'id_banner');
    const badSwitch = await call('PATCH', 'restaurant/banner', ownerA.headers, { id_banner: id, is_active: 'no' });
    expectFieldError(badSwitch, 'is_active');
    expect(await rowOf(id)).toMatchObject({
      promo_type: 'food',
      promo_id: catalogueA.menu,
      web_url: null,
      is_active: true,
    });
  });

  it("answers 400 naming promo_id for another restaurant's menu", async () => {
    const id = await bannerOf(ids.restaurantA);
    const res = await call('PATCH', 'restaurant/banner', ownerA.headers, {
      id_banner: id,
      promo_type: 'food',
      promo_id: catalogueB.menu,
    });
    expectFieldError(res, 'promo_id');
    expect(await rowOf(id)).toMatchObject({ promo_type: 'URL', promo_id: null });
  });

  it("answers 404 for B's banner or B's id_restaurant with A's session and changes nothing", async () => {
    const idB = await bannerOf(ids.restaurantB);
    const before = await rowOf(idB);
    for (const method of ['PATCH', 'PUT'] as const) {
      const res = await call(method, 'restaurant/banner', ownerA.headers, {
        id_banner: idB,
        slide_show: true,
        is_active: false,
      });
      expect(res.statusCode).toBe(404);
    }
    expect(await rowOf(idB)).toEqual(before);
    const idA = await bannerOf(ids.restaurantA);
    const withB = await call('PATCH', 'restaurant/banner', ownerA.headers, {
      id_banner: idA,
      slide_show: true,
      id_restaurant: ids.restaurantB,
    });
    expect(withB.statusCode).toBe(404);
    expect((await rowOf(idA)).slide_show).toBe(false);
    // B's owner still sees its banner as it was.
    const list = await call('GET', `restaurant/banner/${ids.restaurantB}`, ownerB.headers);
    expect(list.json().data.find((b: { id_banner: number }) => b.id_banner === idB)).toMatchObject({
      slide_show: false,
      is_active: true,
    });
  });
});

describe('DELETE restaurant/banner', () => {
  it('deletes a banner of the restaurant (body id_banner, banner_name)', async () => {
    const id = await bannerOf(ids.restaurantA);
    const res = await call('DELETE', 'restaurant/banner', ownerA.headers, {
      id_banner: id,
      banner_name: `r${ids.restaurantA}/seed-banner.jpg`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message_jp).toBe('バナーを削除しました');
    const rows = await ctx.db.selectFrom('food_banners').select('id_banner').where('id_banner', '=', id).execute();
    expect(rows).toEqual([]);
    expect((await call('DELETE', 'restaurant/banner', ownerA.headers, { id_banner: id })).statusCode).toBe(404);
  });

  it('answers 400 naming id_banner when it is missing or beyond any id', async () => {
    const res = await call('DELETE', 'restaurant/banner', ownerA.headers, { banner_name: 'r1/a.jpg' });
    expectFieldError(res, 'id_banner');
    const huge = await call('DELETE', 'restaurant/banner', ownerA.headers, { id_banner: 99_999_999_999 });
    expectFieldError(huge, 'id_banner');
  });

  it("answers 404 for B's banner with A's session and keeps it", async () => {
    const idB = await bannerOf(ids.restaurantB);
    const res = await call('DELETE', 'restaurant/banner', ownerA.headers, { id_banner: idB });
    expect(res.statusCode).toBe(404);
    expect(await rowOf(idB)).toBeTruthy();
  });
});
