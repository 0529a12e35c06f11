// Restaurant-wide (platform) banners through the API (spec 1 §7): GET restaurant/banner-master and
// the superadmin's writes on POST / PUT / DELETE restaurant/banner, which a restaurant session
// still uses for its own food banners. Happy paths, 400s naming the field, 403 for restaurant
// users on the superadmin's list, 404s, and nothing written by a refused request.
import { describe, expect, it } from 'vitest';
import { expectAnswer, expectFieldError, setupPlatformTest } from '../../../test/harness.ts';
import { storeRestaurantRow } from '../../seed/restaurant-row.ts';
import { jpegBytes, mp3Bytes, upload } from '../screen-settings/test-media.ts';

const { ctx, ids, admin, ownerA, staffA, call } = await setupPlatformTest({
  pictures: (ids) => ['platform/seed-1.jpg', 'platform/seed-2.jpg', `r${ids.restaurantA}/own.jpg`],
});

const platformRows = () => ctx.db.selectFrom('platform_banners').selectAll().orderBy('id_banner').execute();
const foodRows = () => ctx.db.selectFrom('food_banners').selectAll().orderBy('id_banner').execute();

async function platformBanner(overrides: Record<string, unknown> = {}) {
  const row = await ctx.db
    .insertInto('platform_banners')
    .values({
      banner_name: 'platform/seed-1.jpg',
      web_url: 'https://noren.example/seed',
      id_restaurant: null,
      ...overrides,
    })
    .returning('id_banner')
    .executeTakeFirstOrThrow();
  return row.id_banner;
}

/** A picture uploaded by the superadmin through put-url (it lands in `platform/`). */
const adminPicture = async () => (await upload(ctx, admin.headers, 'banner.jpg', await jpegBytes())).file_key;

describe('GET restaurant/banner-master', () => {
  it('lists every platform banner, newest first, with the image URL and the restaurant', async () => {
    const older = await platformBanner({ created_date: new Date('2024-01-01T00:00:00Z') });
    const newer = await platformBanner({
      banner_name: 'platform/seed-2.jpg',
      id_restaurant: ids.restaurantA,
      created_date: new Date('2024-06-01T00:00:00Z'),
    });
    const res = await call('GET', 'restaurant/banner-master', admin.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const listed = body.data.map((banner: { id_banner: number }) => banner.id_banner);
    expect(listed.indexOf(newer)).toBeLessThan(listed.indexOf(older));
    expect(body.totalData).toBe(body.data.length);
    expect(body.data.find((banner: { id_banner: number }) => banner.id_banner === newer)).toMatchObject({
      banner_name: 'platform/seed-2.jpg',
      banner: 'platform/seed-2.jpg',
      banner_url: '/api/files/platform/seed-2.jpg',
      promo_type: 'url',
      promo_id: null,
      web_url: 'https://noren.example/seed',
      id_restaurant: ids.restaurantA,
      restaurant_name: 'Restaurant A',
      is_master: false,
      is_active: true,
    });
    expect(body.data.find((banner: { id_banner: number }) => banner.id_banner === older).is_master).toBe(true);
  });

  it('is the superadmin’s: restaurant owners and staff get 403, anyone else 401', async () => {
    for (const user of [ownerA, staffA]) {
      const res = await call('GET', 'restaurant/banner-master', user.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().data).toBeNull();
    }
    expect((await call('GET', 'restaurant/banner-master', {})).statusCode).toBe(401);
  });
});

describe('POST restaurant/banner as the superadmin', () => {
  it('creates a master banner from an uploaded picture; URL is the one type, promo_id is dropped', async () => {
    const key = await adminPicture();
    expect(key.startsWith('platform/')).toBe(true);
    const foodBefore = await foodRows();
    const res = await call('POST', 'restaurant/banner', admin.headers, {
      data: {
        banner: key,
        promo_type: 'URL',
        promo_id: 5,
        web_url: ' https://noren.example/sale ',
        id_restaurant: 0,
        is_master: true,
        is_active: true,
        slide_show: true,
      },
    });
    expectAnswer(res, 201, { message: 'Successfully created banner', message_jp: 'バナーを作成しました' });
    expect(res.json().data).toMatchObject({
      banner_name: key,
      banner_url: `/api/files/${key}`,
      promo_type: 'url',
      promo_id: null,
      web_url: 'https://noren.example/sale',
      id_restaurant: null,
      is_master: true,
      slide_show: true,
    });
    // Written as a platform banner, never as a food banner of some restaurant.
    expect(await foodRows()).toEqual(foodBefore);
    const stored = await ctx.db
      .selectFrom('platform_banners')
      .selectAll()
      .where('id_banner', '=', res.json().data.id_banner)
      .executeTakeFirstOrThrow();
    expect(stored.banner_name).toBe(key);
  });

  it('ties a banner to one restaurant when id_restaurant is given (banner_name is accepted for the image)', async () => {
    const res = await call('POST', 'restaurant/banner', admin.headers, {
      banner_name: 'platform/seed-1.jpg',
      promo_type: 'url',
      web_url: 'https://noren.example/a',
      id_restaurant: ids.restaurantA,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ id_restaurant: ids.restaurantA, is_master: false, slide_show: false });
  });

  it('answers 400 naming the field for a missing image, type or link, a bad URL or restaurant; writes nothing', async () => {
    const before = await platformRows();
    const valid = { banner: 'platform/seed-1.jpg', promo_type: 'url', web_url: 'https://noren.example/x' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, banner: undefined }, 'banner', 'REQUIRED_FIELD'],
      [{ ...valid, promo_type: undefined }, 'promo_type', 'REQUIRED_FIELD'],
      [{ ...valid, web_url: '' }, 'web_url', 'REQUIRED_FIELD'],
      [{ ...valid, web_url: 'javascript:alert(1)' }, 'web_url', 'BANNER_URL_INVALID'],
      [{ ...valid, promo_type: 'food' }, 'promo_type', 'VALIDATION_FAILED'],
      [{ ...valid, id_restaurant: 999_999 }, 'id_restaurant', 'PLATFORM_BANNER_RESTAURANT_NOT_FOUND'],
      [
        { ...valid, id_restaurant: ids.restaurantA, is_master: true },
        'id_restaurant',
        'PLATFORM_BANNER_MASTER_CONFLICT',
      ],
      [{ ...valid, is_active: 'yes' }, 'is_active', 'VALIDATION_FAILED'],
    ];
    for (const [payload, field, code] of cases) {
      const res = await call('POST', 'restaurant/banner', admin.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ field, code, data: null });
    }
    expect(await platformRows()).toEqual(before);
  });

  it('refuses a non-image (不正データ) and a restaurant’s picture as the banner', async () => {
    const sound = await upload(ctx, admin.headers, 'sound.mp3', mp3Bytes());
    const notImage = await call('POST', 'restaurant/banner', admin.headers, {
      banner: sound.file_key,
      promo_type: 'url',
      web_url: 'https://noren.example/x',
    });
    expectFieldError(notImage, 'banner', { message: 'Invalid data', message_jp: '不正データ' });
    const restaurants = await call('POST', 'restaurant/banner', admin.headers, {
      banner: `r${ids.restaurantA}/own.jpg`,
      promo_type: 'url',
      web_url: 'https://noren.example/x',
    });
    expectFieldError(restaurants, 'banner', { code: 'FILE_NOT_AVAILABLE' });
  });
});

describe('PUT restaurant/banner as the superadmin', () => {
  it('updates the link and the switches; the image stays unless another is given', async () => {
    const id = await platformBanner({ id_restaurant: ids.restaurantA });
    const res = await call('PUT', 'restaurant/banner', admin.headers, {
      data: { id_banner: id, promo_type: 'url', web_url: 'https://noren.example/new', is_active: false },
    });
    expectAnswer(res, 200, { message: 'Successfully updated banner' });
    expect(res.json().data).toMatchObject({
      id_banner: id,
      banner_name: 'platform/seed-1.jpg',
      web_url: 'https://noren.example/new',
      is_active: false,
      id_restaurant: ids.restaurantA,
    });
    const key = await adminPicture();
    const master = await call('PUT', 'restaurant/banner', admin.headers, {
      id_banner: id,
      banner: key,
      is_master: true,
    });
    expect(master.statusCode, master.body).toBe(200);
    expect(master.json().data).toMatchObject({ banner_name: key, id_restaurant: null, is_master: true });
  });

  it('answers 404 for an unknown banner and 400 naming the field; a refused update changes nothing', async () => {
    const id = await platformBanner();
    const before = await platformRows();
    const unknown = await call('PUT', 'restaurant/banner', admin.headers, { id_banner: 999_999, is_active: false });
    expect(unknown.statusCode).toBe(404);
    const badUrl = await call('PUT', 'restaurant/banner', admin.headers, { id_banner: id, web_url: 'ftp://x' });
    expectFieldError(badUrl, 'web_url');
    const noId = await call('PUT', 'restaurant/banner', admin.headers, { is_active: false });
    expectFieldError(noId, 'id_banner');
    const badImage = await call('PUT', 'restaurant/banner', admin.headers, {
      id_banner: id,
      banner: 'platform/none.jpg',
    });
    expectFieldError(badImage, 'banner');
    expect(await platformRows()).toEqual(before);
  });
});

describe('DELETE restaurant/banner as the superadmin', () => {
  it('deletes a platform banner, then answers 404 for it', async () => {
    const id = await platformBanner();
    const res = await call('DELETE', 'restaurant/banner', admin.headers, { id_banner: id, banner_name: 'x' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Successfully deleted banner');
    expect((await platformRows()).some((row) => row.id_banner === id)).toBe(false);
    expect((await call('DELETE', 'restaurant/banner', admin.headers, { id_banner: id })).statusCode).toBe(404);
  });
});

describe('restaurant/banner for a restaurant session: still its own food banners only', () => {
  it('creates, updates and deletes food banners, never a platform banner', async () => {
    const platformId = await platformBanner();
    const before = await platformRows();
    const created = await call('POST', 'restaurant/banner', ownerA.headers, {
      banner_name: `r${ids.restaurantA}/own.jpg`,
      promo_type: 'URL',
      web_url: 'https://noren.example/own',
    });
    expect(created.statusCode, created.body).toBe(201);
    const idFood = created.json().data.id_banner as number;
    expect((await foodRows()).find((row) => row.id_banner === idFood)?.id_restaurant).toBe(ids.restaurantA);
    const updated = await call('PUT', 'restaurant/banner', staffA.headers, { id_banner: idFood, is_active: false });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ id_restaurant: ids.restaurantA, is_active: false });
    // A platform banner's id means nothing to a restaurant: its food banners have no such row.
    const foreign = await call('PUT', 'restaurant/banner', ownerA.headers, { id_banner: platformId, is_active: false });
    expect(foreign.statusCode).toBe(404);
    const gone = await call('DELETE', 'restaurant/banner', ownerA.headers, { id_banner: platformId });
    expect(gone.statusCode).toBe(404);
    // A platform body (banner, 'url') is read as a food banner body: the food contract's field is named.
    const platformShaped = await call('POST', 'restaurant/banner', ownerA.headers, {
      banner: `r${ids.restaurantA}/own.jpg`,
      promo_type: 'url',
      web_url: 'https://noren.example/x',
    });
    expectFieldError(platformShaped, 'banner_name');
    // A client's banner_scope is ignored: the session decides.
    const spoofed = await call('POST', 'restaurant/banner', ownerA.headers, {
      banner_scope: 'platform',
      banner_name: `r${ids.restaurantA}/own.jpg`,
      promo_type: 'URL',
      web_url: 'https://noren.example/spoof',
    });
    expect(spoofed.statusCode).toBe(201);
    expect(spoofed.json().data.id_restaurant).toBe(ids.restaurantA);
    expect(await platformRows()).toEqual(before);
  });
});

describe("a deleted restaurant's platform banners", () => {
  it('disappear from the list and the writes, and a deleted restaurant cannot be chosen', async () => {
    const restaurant = await ctx.db
      .insertInto('restaurants')
      .values(
        storeRestaurantRow({
          restaurant_name: 'Closed',
          restaurant_type: 'by_order',
          restaurant_type_detail: '{}',
          description: '',
          code_register: '09',
        }),
      )
      .returning('id_restaurant')
      .executeTakeFirstOrThrow();
    const id = await platformBanner({ id_restaurant: restaurant.id_restaurant });
    await ctx.db
      .updateTable('restaurants')
      .set({ deleted_at: new Date() })
      .where('id_restaurant', '=', restaurant.id_restaurant)
      .execute();
    const list = await call('GET', 'restaurant/banner-master', admin.headers);
    expect(list.json().data.map((banner: { id_banner: number }) => banner.id_banner)).not.toContain(id);
    expect(
      (await call('PUT', 'restaurant/banner', admin.headers, { id_banner: id, is_active: false })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', 'restaurant/banner', admin.headers, { id_banner: id })).statusCode).toBe(404);
    const chosen = await call('POST', 'restaurant/banner', admin.headers, {
      banner: 'platform/seed-1.jpg',
      promo_type: 'url',
      web_url: 'https://noren.example/x',
      id_restaurant: restaurant.id_restaurant,
    });
    expectFieldError(chosen, 'id_restaurant', { code: 'PLATFORM_BANNER_RESTAURANT_NOT_FOUND' });
  });
});
