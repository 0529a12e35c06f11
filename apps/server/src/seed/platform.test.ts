// The demo's platform side: the second store with Cafe Komorebi and its owner, restaurant
// categories, logos and keywords, notes, restaurant-wide banners, order-terminal and signage
// settings, each file stored and of the kind its field takes, and the API answering them.
import type { RestaurantCategory } from '@noren/domain/platform/restaurant-categories';
import { detectFileKind, type FileKind, isAllowedUpload } from '@noren/domain/uploads';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiCaller, columnValues, login, restaurantIdByName, setupTestApp } from '../../test/harness.ts';
import { chimeFormat, chimeMp3, chimePcm } from './chime.ts';
import { demoAccounts, seedDemo } from './demo.ts';
import { screenSizes } from './screens.ts';

const ctx = await setupTestApp();
await seedDemo(ctx.db, ctx.storage);
const call = apiCaller(ctx.app);
const signIn = (email: string) => login(ctx.app, email, demoAccounts.password);

const restaurantId = (name: string) => restaurantIdByName(ctx.db, name);

/** `email` signs in and GETs `url`, which must answer 200; answers the data and the session. */
async function readAs(email: string, url: string) {
  const session = await signIn(email);
  const response = await call('GET', url, session.headers);
  expect(response.statusCode, response.body).toBe(200);
  return { session, data: response.json().data };
}

/** Reads a stored file and answers its kind and, for a picture, its size. */
async function stored(fileKey: string | null) {
  expect(fileKey).toBeTruthy();
  const bytes = await ctx.storage.read(fileKey as string);
  expect(bytes, fileKey as string).not.toBeNull();
  const kind: FileKind = detectFileKind(bytes as Buffer);
  expect(isAllowedUpload(fileKey as string, bytes as Buffer), fileKey as string).toBe(true);
  if (kind === 'mp3') return { kind, width: 0, height: 0 };
  const { width, height } = await sharp(bytes as Buffer).metadata();
  return { kind, width, height };
}

/** The upload record of a platform file: no restaurant, stored. */
async function expectPlatformFile(fileKey: string) {
  expect(fileKey.startsWith('platform/')).toBe(true);
  const row = await ctx.db
    .selectFrom('stored_files')
    .select(['id_restaurant', 'status', 'content_type'])
    .where('file_key', '=', fileKey)
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ id_restaurant: null, status: 'stored' });
  return row;
}

describe('demo second store', () => {
  it('holds store 1002 of company 200 with two delivery areas and Cafe Komorebi, whose owner signs in', async () => {
    const store = await ctx.db
      .selectFrom('stores')
      .selectAll()
      .where('code_store', '=', 1002)
      .executeTakeFirstOrThrow();
    expect(store).toMatchObject({ code_company: 200, placeid: 'demo-place-1002' });
    expect(store.store_name).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(store.instore_code).not.toBe('');
    expect(store.latitude).toBeTypeOf('number');
    expect(store.longitude).toBeTypeOf('number');
    const areas = await ctx.db
      .selectFrom('store_delivery_areas')
      .select(['postal_code', 'address1'])
      .where('id_store', '=', store.id_store)
      .execute();
    expect(areas).toHaveLength(2);
    for (const area of areas) expect(area.postal_code).toMatch(/^\d{3}-\d{4}$/);

    const { session: admin, data: stores } = await readAs('admin@noren.example', '/api/restaurant/store');
    const listed = stores.find((entry: { code_store: number }) => entry.code_store === 1002);
    expect(listed.delivery_area_list).toHaveLength(2);
    const inStore = await call('GET', '/api/restaurant/filter/code-store/1002', admin.headers);
    expect(inStore.statusCode, inStore.body).toBe(200);
    expect(inStore.json().data.map((row: { restaurant_name: string }) => row.restaurant_name)).toEqual([
      'Cafe Komorebi',
    ]);

    const owner4 = await signIn('owner4@noren.example');
    expect(owner4.user.restaurant_detail).toMatchObject({
      restaurant_name: 'Cafe Komorebi',
      restaurant_type: 'by_order',
    });
    expect(demoAccounts.list.map((account) => account.email)).toContain('owner4@noren.example');
    const cafe = await restaurantId('Cafe Komorebi');
    const menus = await columnValues(ctx.db, 'food_menus', 'image_name', 'id_restaurant', cafe);
    expect(menus.length).toBeGreaterThanOrEqual(6);
    const methods = await ctx.db
      .selectFrom('restaurant_receiving_methods')
      .select('id_receiving_method')
      .where('id_restaurant', '=', cafe)
      .execute();
    expect(methods.length).toBe(2);
  });
});

describe('demo restaurant categories, logos and notes', () => {
  it('has four categories with numeric codes, keywords and 400 px pictures in platform/', async () => {
    const { data } = await readAs('admin@noren.example', '/api/restaurant/category');
    const categories = data as RestaurantCategory[];
    expect(categories).toHaveLength(4);
    for (const category of categories) {
      expect(category.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(Number.isInteger(category.code_category)).toBe(true);
      expect(category.search_keyword.split(',').length).toBeGreaterThanOrEqual(2);
      expect(category.image_url).toBeTruthy();
      await expectPlatformFile(category.image_data);
      expect(await stored(category.image_data)).toMatchObject({ kind: 'jpeg', width: 400 });
    }
    const ids = new Set(categories.map((category) => category.id_category));
    const restaurants = await ctx.db
      .selectFrom('restaurants')
      .select(['restaurant_name', 'category_list', 'logo_name', 'search_keyword'])
      .execute();
    expect(restaurants).toHaveLength(4);
    for (const restaurant of restaurants) {
      expect(restaurant.category_list.length, restaurant.restaurant_name).toBeGreaterThanOrEqual(1);
      for (const id of restaurant.category_list) expect(ids.has(id)).toBe(true);
      expect(restaurant.search_keyword).not.toBe('');
      await expectPlatformFile(restaurant.logo_name as string);
      expect((await stored(restaurant.logo_name)).kind).toBe('jpeg');
    }
  });

  it('lets the superadmin re-save a seeded category and restaurant with their pictures unchanged', async () => {
    const admin = await signIn('admin@noren.example');
    const category = await ctx.db.selectFrom('restaurant_categories').selectAll().executeTakeFirstOrThrow();
    const saved = await call('PUT', '/api/restaurant/category', admin.headers, {
      id_category: category.id_category,
      title: category.title,
      image_data: category.image_name,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sushi = await restaurantId('Sushi Kaede');
    const detail = await call('GET', `/api/restaurant/detail/${sushi}`, admin.headers);
    const edited = await call('PUT', '/api/restaurant', admin.headers, {
      id_restaurant: sushi,
      restaurant_name: 'Sushi Kaede',
      logo: detail.json().data.logo,
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it("shows Sushi Kaede's notes and two questions, one required, on its Profile", async () => {
    const owner1 = await signIn('owner1@noren.example');
    const detail = await call('GET', `/api/restaurant/detail/${owner1.user.id_restaurant}`, owner1.headers);
    expect(detail.statusCode, detail.body).toBe(200);
    const data = detail.json().data;
    expect(data.show_note).toBe(true);
    expect(data.customer_note).not.toBe('');
    expect(data.question_list).toHaveLength(2);
    expect(data.question_list.filter((question: { required: boolean }) => question.required)).toHaveLength(1);
    const resaved = await call('PUT', '/api/restaurant/update/question', owner1.headers, {
      show_note: data.show_note,
      customer_note: data.customer_note,
      question_list: data.question_list,
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
  });
});

describe('demo restaurant-wide banners', () => {
  it('answers a master banner and one of Ramen Tsubaki, URL links, 1080×300 pictures', async () => {
    const { data } = await readAs('admin@noren.example', '/api/restaurant/banner-master');
    const banners = data as {
      banner: string;
      banner_url: string;
      promo_type: string;
      web_url: string;
      is_master: boolean;
      restaurant_name: string | null;
    }[];
    expect(banners).toHaveLength(2);
    expect(banners.filter((banner) => banner.is_master)).toHaveLength(1);
    expect(banners.find((banner) => !banner.is_master)?.restaurant_name).toBe('Ramen Tsubaki');
    for (const banner of banners) {
      expect(banner.promo_type).toBe('url');
      expect(banner.web_url).toMatch(/^https:\/\//);
      await expectPlatformFile(banner.banner);
      expect(await stored(banner.banner)).toEqual({ kind: 'jpeg', width: 1080, height: 300 });
    }
  });
});

describe('demo order-terminal and signage settings', () => {
  it('gives each store-1001 restaurant terminal settings its owner reads and re-saves', async () => {
    for (const [index, name] of ['Sushi Kaede', 'Ramen Tsubaki', 'Bento Hinata'].entries()) {
      const owner = await signIn(`owner${index + 1}@noren.example`);
      const id = await restaurantId(name);
      const response = await call('GET', `/api/restaurant/order-terminal-setting/${id}`, owner.headers);
      expect(response.statusCode, response.body).toBe(200);
      const setting = response.json().data;
      expect(setting.main_color).toMatch(/^#[0-9A-F]{6}$/);
      for (const field of ['restaurant_logo', 'header_banner', 'top_screen', 'closing_screen'] as const) {
        expect(setting[field].startsWith(`r${id}/`)).toBe(true);
        expect(setting.image_url[field]).toBeTruthy();
        const [width, height] = screenSizes[field];
        expect(await stored(setting[field]), field).toEqual({ kind: 'jpeg', width, height });
      }
      const resaved = await call('PUT', `/api/restaurant/order-terminal-setting/${id}`, owner.headers, {
        main_color: setting.main_color,
        restaurant_logo: setting.restaurant_logo,
        header_banner: setting.header_banner,
        top_screen: setting.top_screen,
        closing_screen: setting.closing_screen,
      });
      expect(resaved.statusCode, resaved.body).toBe(200);
    }
  });

  it('gives store 1001 signage settings with the chime as an MP3, which owner1 reads, plays and re-saves', async () => {
    const { session: owner1, data: setting } = await readAs(
      'owner1@noren.example',
      '/api/restaurant/signage-setting/1001',
    );
    expect(await stored(setting.vertical_banner)).toEqual({ kind: 'jpeg', ...size('vertical_banner') });
    expect(await stored(setting.order_completion_screen)).toEqual({ kind: 'jpeg', ...size('order_completion_screen') });
    expect((await stored(setting.ring_sound)).kind).toBe('mp3');
    expect((await expectPlatformFile(setting.ring_sound)).content_type).toBe('audio/mpeg');
    const sound = await ctx.app.inject({ method: 'GET', url: setting.image_and_audio_url.ring_sound });
    expect(sound.statusCode).toBe(200);
    expect(sound.headers['content-type']).toMatch(/^audio\/mpeg/);
    const resaved = await call('PUT', '/api/restaurant/signage-setting/1001', owner1.headers, {
      vertical_banner: setting.vertical_banner,
      order_completion_screen: setting.order_completion_screen,
      ring_sound: setting.ring_sound,
      is_show_qr: setting.is_show_qr,
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
    // Store 1002 has no signage setting yet: its screen starts empty.
    const owner4 = await signIn('owner4@noren.example');
    const empty = await call('GET', '/api/restaurant/signage-setting/1002', owner4.headers);
    expect(empty.json().data).toBeNull();
  });
});

const size = (field: 'vertical_banner' | 'order_completion_screen') => {
  const [width, height] = screenSizes[field];
  return { width, height };
};

describe('the demo chime', () => {
  it('is a real MP3 of about 1.2 s: MPEG-1 Layer III frames at 44.1 kHz', () => {
    const mp3 = chimeMp3();
    expect(detectFileKind(mp3)).toBe('mp3');
    expect(isAllowedUpload('chime.mp3', mp3)).toBe(true);
    // Frame header: sync, MPEG-1 (11), Layer III (01); sample-rate index 0 = 44.1 kHz.
    expect(mp3[0]).toBe(0xff);
    expect(mp3[1]! & 0xfe).toBe(0xfa);
    expect((mp3[2]! >> 2) & 0x03).toBe(0);
    // 128 kbps for 1.2 s is about 19 kB.
    const expected = (chimeFormat.kbps * 1000 * chimeFormat.seconds) / 8;
    expect(mp3.length).toBeGreaterThan(expected * 0.8);
    expect(mp3.length).toBeLessThan(expected * 1.3);
  });

  it('rings 880 Hz first, then 660 Hz, and fades out', () => {
    const pcm = chimePcm();
    const rate = chimeFormat.sampleRate;
    const crossingsPerSecond = (from: number, to: number) => {
      let count = 0;
      for (let index = Math.round(from * rate) + 1; index < Math.round(to * rate); index += 1) {
        if (pcm[index - 1]! < 0 !== pcm[index]! < 0) count += 1;
      }
      return count / 2 / (to - from);
    };
    expect(Math.abs(crossingsPerSecond(0.1, 0.3) - 880)).toBeLessThan(20);
    expect(Math.abs(crossingsPerSecond(0.9, 1.1) - 660)).toBeLessThan(40);
    const peak = (from: number, to: number) =>
      Math.max(...Array.from(pcm.subarray(Math.round(from * rate), Math.round(to * rate)), Math.abs));
    expect(peak(0, 0.2)).toBeGreaterThan(8000);
    expect(peak(1.17, 1.2)).toBeLessThan(peak(0, 0.2) / 10);
  });
});
