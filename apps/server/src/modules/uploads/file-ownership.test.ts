// A restaurant's uploaded file is only ever shown on that restaurant's entities: for each of the
// five kinds that save a file key (category banner, sub-category image, food banner, menu with its
// add-on pictures, receiving method), another restaurant's upload is refused on create and update,
// naming the field and writing nothing; the restaurant's own uploads work; an upload whose bytes
// never arrived (or are not an image) is refused when it is first used; and a key outside the
// restaurant's own folder, or naming no stored file, is refused.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, seedTenants, setupTestApp } from '../../../test/harness.ts';

const ctx = await setupTestApp();
const ids = await seedTenants(ctx.db);

type Headers = Record<string, string>;
type Who = 'A' | 'B';
let headersOf: Record<Who, Headers>;
let adminHeaders: Headers;
beforeAll(async () => {
  headersOf = {
    A: (await login(ctx.app, 'owner-a@test.example')).headers,
    B: (await login(ctx.app, 'owner-b@test.example')).headers,
  };
  adminHeaders = (await login(ctx.app, 'admin@test.example')).headers;
});

const restaurantOf = (who: Who) => (who === 'A' ? ids.restaurantA : ids.restaurantB);

type Method = 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, url: string, headers: Headers, payload: object) =>
  ctx.app.inject({ method, url: `/api/${url}`, headers, payload });

const jpeg = () =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 180, g: 90, b: 30 } } })
    .jpeg()
    .toBuffer();

/** A signed upload URL from the real API: the file is recorded as `headers`' restaurant's, pending. */
async function ticketFor(headers: Headers, fileName = 'photo.jpg'): Promise<{ url: string; file_key: string }> {
  const response = await call('POST', 'restaurant/upload/put-url', headers, { file_name: fileName });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** A file uploaded end to end (ticket, then the bytes PUT to it): recorded as stored. */
async function uploaded(headers: Headers): Promise<string> {
  const ticket = await ticketFor(headers);
  const put = await ctx.app.inject({
    method: 'PUT',
    url: ticket.url,
    headers: { 'content-type': 'image/jpeg' },
    payload: await jpeg(),
  });
  expect(put.statusCode, put.body).toBe(200);
  return ticket.file_key;
}

const storedFile = (fileKey: string) =>
  ctx.db.selectFrom('stored_files').selectAll().where('file_key', '=', fileKey).executeTakeFirst();

// Each restaurant's catalogue and receiving method, straight into the database.
async function catalogueOf(idRestaurant: number) {
  const category = await ctx.db
    .insertInto('food_categories')
    .values({ id_restaurant: idRestaurant, category_name: '麺類', code_category: '900' })
    .returning('id_food_category')
    .executeTakeFirstOrThrow();
  const sub = await ctx.db
    .insertInto('food_sub_categories')
    .values({
      id_restaurant: idRestaurant,
      id_food_category: category.id_food_category,
      sub_category_name: 'ラーメン',
      code_sub_category: 900,
    })
    .returning('id_food_sub_category')
    .executeTakeFirstOrThrow();
  const method = await ctx.db
    .insertInto('restaurant_receiving_methods')
    .values({ id_restaurant: idRestaurant, id_receiving_method: 1, title: 'お持ち帰り', tax: 8, service_fee: 0 })
    .returning('id_restaurant_receiving_method')
    .executeTakeFirstOrThrow();
  return {
    category: category.id_food_category,
    sub: sub.id_food_sub_category,
    method: method.id_restaurant_receiving_method,
  };
}
const catalogue = { A: await catalogueOf(ids.restaurantA), B: await catalogueOf(ids.restaurantB) };

let serial = 1000;
const next = () => serial++;
const nextJan = () => String(4_900_000_000_000 + next());

/**
 * A picture of each restaurant's own folder that exists in storage but that no upload recorded, as
 * pictures from before uploads were recorded are (the demo seed records its own).
 */
const seededPictures: Record<Who, string> = {
  A: `r${ids.restaurantA}/seed-picture.jpg`,
  B: `r${ids.restaurantB}/seed-picture.jpg`,
};
for (const key of Object.values(seededPictures)) await ctx.storage.write(key, await jpeg(), 'image/jpeg');
const seededKey = (who: Who) => seededPictures[who];

function menuBody(who: Who, keys: { image?: string; group?: string; option?: string } = {}) {
  const { category, sub, method } = catalogue[who];
  return {
    id_food_category: category,
    id_food_sub_category: sub,
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
    search_keyword: ['醤油'],
    image_name: keys.image ?? seededKey(who),
    slide_show: false,
    receiving_method: [{ id_restaurant_receiving_method: method, food_menu_price: 780, is_applied: true }],
    additional: [
      {
        item_name: 'トッピング',
        jancode: nextJan(),
        image_name: keys.group ?? seededKey(who),
        options: [
          {
            additional_name: '味玉',
            additional_cost: 100,
            jancode: nextJan(),
            image_name: keys.option ?? seededKey(who),
            default: false,
          },
        ],
      },
    ],
  };
}

function receivingMethodBody(who: Who, keys: { service?: string; method?: string } = {}) {
  return {
    id_receiving_method: 1,
    title: 'テイクアウト',
    text: 'お持ち帰り',
    detail: 'カウンターでお受け取りください',
    tax: 8,
    service_fee: 5,
    active: true,
    method_image_name: keys.method ?? seededKey(who),
    service_image_name: keys.service ?? seededKey(who),
    min_order_fee: 500,
    min_free_order_fee: 3000,
    orderable_distance: 1000,
    order_number_initials: 't',
    service_shipping_fees: [
      { name: '近距離', min_order_fee: 500, max_order_fee: 1499, cost: 300, jancode: '4900000000011' },
      { name: '中距離', min_order_fee: 1500, max_order_fee: 2999, cost: 150, jancode: '4900000000028' },
    ],
  };
}

/** One entity kind that saves a file key: how to create and update one, count them, and read one back. */
interface Kind {
  name: string;
  /** The field the key travels in, named by a refusal. */
  field: string;
  create(who: Who, key: string): ReturnType<typeof call>;
  update(who: Who, id: number, key: string): ReturnType<typeof call>;
  /** The new entity's id from a create answer. */
  idOf(data: Record<string, unknown>): number;
  count(who: Who): Promise<number>;
  /** Everything stored for the entity (its row, for a menu its add-ons too). */
  snapshot(id: number): Promise<unknown>;
  /** The key the entity now shows. */
  keyOf(id: number): Promise<string | null>;
}

const countOf = async (
  table: 'food_categories' | 'food_sub_categories' | 'food_banners' | 'food_menus' | 'restaurant_receiving_methods',
  who: Who,
) => {
  const row = await ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id_restaurant', '=', restaurantOf(who))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

const jancodeOf = async (id: number) =>
  (await ctx.db.selectFrom('food_menus').select('jancode').where('id_food_menu', '=', id).executeTakeFirstOrThrow())
    .jancode;

/** Menus: the menu picture; the add-on pictures have their own tests below. */
function menuKind(): Kind {
  return {
    name: 'food menu',
    field: 'image_name',
    create: (who, key) => call('POST', 'restaurant/food/menu', headersOf[who], menuBody(who, { image: key })),
    update: async (who, id, key) =>
      call('PATCH', 'restaurant/food/menu', headersOf[who], {
        ...menuBody(who, { image: key }),
        id_food_menu: id,
        jancode: await jancodeOf(id),
        food_menu_name: '醤油らーめん 大',
      }),
    idOf: (data) => data.id_food_menu as number,
    count: (who) => countOf('food_menus', who),
    snapshot: async (id) => {
      const menu = await ctx.db
        .selectFrom('food_menus')
        .selectAll()
        .where('id_food_menu', '=', id)
        .executeTakeFirstOrThrow();
      const groups = await ctx.db
        .selectFrom('food_menu_additionals')
        .selectAll()
        .where('id_food_menu', '=', id)
        .orderBy('id_food_menu_additional')
        .execute();
      const options = await ctx.db
        .selectFrom('food_menu_additional_options as o')
        .innerJoin('food_menu_additionals as g', 'g.id_food_menu_additional', 'o.id_food_menu_additional')
        .selectAll('o')
        .where('g.id_food_menu', '=', id)
        .orderBy('o.id_food_menu_additional_option')
        .execute();
      const prices = await ctx.db
        .selectFrom('food_menu_receiving_methods')
        .selectAll()
        .where('id_food_menu', '=', id)
        .execute();
      return { menu, groups, options, prices };
    },
    keyOf: async (id) =>
      (
        await ctx.db
          .selectFrom('food_menus')
          .select('image_name')
          .where('id_food_menu', '=', id)
          .executeTakeFirstOrThrow()
      ).image_name,
  };
}

const kinds: Kind[] = [
  {
    name: 'food category',
    field: 'banner',
    create: (who, key) =>
      call('POST', 'restaurant/food/category', headersOf[who], {
        category_name: `Category ${next()}`,
        description: 'About',
        status: 'active',
        code_category: String(next()),
        banner: key,
      }),
    update: (who, id, key) =>
      call('PATCH', 'restaurant/food/category', headersOf[who], {
        id_food_category: id,
        category_name: 'Renamed',
        banner: key,
      }),
    idOf: (data) => data.id_food_category as number,
    count: (who) => countOf('food_categories', who),
    snapshot: (id) =>
      ctx.db.selectFrom('food_categories').selectAll().where('id_food_category', '=', id).executeTakeFirstOrThrow(),
    keyOf: async (id) =>
      (
        await ctx.db
          .selectFrom('food_categories')
          .select('banner_name')
          .where('id_food_category', '=', id)
          .executeTakeFirstOrThrow()
      ).banner_name,
  },
  {
    name: 'food sub-category',
    field: 'image',
    create: (who, key) =>
      call('POST', 'restaurant/food/sub-category', headersOf[who], {
        id_food_category: catalogue[who].category,
        code_sub_category: next(),
        sub_category_name: 'Sub',
        description: 'About',
        status: true,
        image: key,
      }),
    update: (who, id, key) =>
      call('PATCH', 'restaurant/food/sub-category', headersOf[who], {
        id_food_sub_category: id,
        sub_category_name: 'Renamed',
        image: key,
      }),
    idOf: (data) => data.id_food_sub_category as number,
    count: (who) => countOf('food_sub_categories', who),
    snapshot: (id) =>
      ctx.db
        .selectFrom('food_sub_categories')
        .selectAll()
        .where('id_food_sub_category', '=', id)
        .executeTakeFirstOrThrow(),
    keyOf: async (id) =>
      (
        await ctx.db
          .selectFrom('food_sub_categories')
          .select('image_name')
          .where('id_food_sub_category', '=', id)
          .executeTakeFirstOrThrow()
      ).image_name,
  },
  {
    name: 'food banner',
    field: 'banner_name',
    create: (who, key) =>
      call('POST', 'restaurant/banner', headersOf[who], {
        banner_name: key,
        promo_type: 'URL',
        web_url: 'https://noren.example/promo',
      }),
    update: (who, id, key) =>
      call('PATCH', 'restaurant/banner', headersOf[who], { id_banner: id, banner_name: key, slide_show: true }),
    idOf: (data) => data.id_banner as number,
    count: (who) => countOf('food_banners', who),
    snapshot: (id) =>
      ctx.db.selectFrom('food_banners').selectAll().where('id_banner', '=', id).executeTakeFirstOrThrow(),
    keyOf: async (id) =>
      (
        await ctx.db
          .selectFrom('food_banners')
          .select('banner_name')
          .where('id_banner', '=', id)
          .executeTakeFirstOrThrow()
      ).banner_name,
  },
  menuKind(),
  {
    name: 'receiving method',
    field: 'service_image_name',
    create: (who, key) =>
      call('POST', 'restaurant/receiving-method', headersOf[who], receivingMethodBody(who, { service: key })),
    update: (who, id, key) =>
      call('PUT', 'restaurant/receiving-method', headersOf[who], {
        ...receivingMethodBody(who, { service: key }),
        title: '改名',
        service_shipping_fees: [],
        min_free_order_fee: null,
        id_restaurant_receiving_method: id,
      }),
    idOf: (data) => data.id_restaurant_receiving_method as number,
    count: (who) => countOf('restaurant_receiving_methods', who),
    snapshot: async (id) => ({
      method: await ctx.db
        .selectFrom('restaurant_receiving_methods')
        .selectAll()
        .where('id_restaurant_receiving_method', '=', id)
        .executeTakeFirstOrThrow(),
      tiers: await ctx.db
        .selectFrom('service_shipping_fees')
        .selectAll()
        .where('id_restaurant_receiving_method', '=', id)
        .orderBy('id_service_shipping_fee')
        .execute(),
    }),
    keyOf: async (id) =>
      (
        await ctx.db
          .selectFrom('restaurant_receiving_methods')
          .select('service_image_name')
          .where('id_restaurant_receiving_method', '=', id)
          .executeTakeFirstOrThrow()
      ).service_image_name,
  },
];

/** An entity of `who`, created through its own session with a picture of its own folder. */
async function existing(kind: Kind, who: Who): Promise<number> {
  const res = await kind.create(who, seededKey(who));
  expect(res.statusCode, res.body).toBe(201);
  return kind.idOf(res.json().data);
}

const notAvailable = (field: string) => ({
  status: 400,
  code: 'FILE_NOT_AVAILABLE',
  field,
  message: 'This image is not available. Please upload it again.',
  message_jp: 'この画像は使用できません。もう一度アップロードしてください。',
});

describe.each(kinds)('$name: file keys are checked against their upload', (kind) => {
  it("refuses A's uploaded file on B's new entity, naming the field and creating nothing", async () => {
    const keyOfA = await uploaded(headersOf.A);
    const before = await kind.count('B');
    const res = await kind.create('B', keyOfA);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject(notAvailable(kind.field));
    expect(await kind.count('B')).toBe(before);
    // A's file is still A's, untouched.
    expect(await storedFile(keyOfA)).toMatchObject({ id_restaurant: ids.restaurantA, status: 'stored' });
  });

  it("refuses A's uploaded file on B's existing entity and changes nothing", async () => {
    const id = await existing(kind, 'B');
    const before = await kind.snapshot(id);
    const res = await kind.update('B', id, await uploaded(headersOf.A));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject(notAvailable(kind.field));
    expect(await kind.snapshot(id)).toEqual(before);
  });

  it("refuses the platform's upload (a superadmin's) to a restaurant", async () => {
    const platformKey = await uploaded(adminHeaders);
    expect(platformKey.startsWith('platform/')).toBe(true);
    const before = await kind.count('A');
    const res = await kind.create('A', platformKey);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject(notAvailable(kind.field));
    expect(await kind.count('A')).toBe(before);
  });

  it('lets A use its own uploads, on create (201) and on update (200)', async () => {
    const first = await uploaded(headersOf.A);
    const created = await kind.create('A', first);
    expect(created.statusCode, created.body).toBe(201);
    const id = kind.idOf(created.json().data);
    expect(await kind.keyOf(id)).toBe(first);

    const second = await uploaded(headersOf.A);
    const updated = await kind.update('A', id, second);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await kind.keyOf(id)).toBe(second);
  });

  it("refuses the restaurant's own upload that is not a picture (a CSV), naming the field, writing nothing", async () => {
    const csv = await ticketFor(headersOf.A, 'menus.csv');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: csv.url,
      headers: { 'content-type': 'text/csv' },
      payload: Buffer.from('jancode,food_menu_name\n4901234567894,醤油ラーメン\n'),
    });
    expect(put.statusCode, put.body).toBe(200);
    const before = await kind.count('A');
    const res = await kind.create('A', csv.file_key);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'IMAGE_FILE_REQUIRED',
      field: kind.field,
      message: 'Please choose an image (jpg, png, webp or gif)',
      message_jp: '画像ファイル（jpg・png・webp・gif）を選択してください',
    });
    expect(await kind.count('A')).toBe(before);
  });

  it('refuses an upload whose bytes never arrived, on create and on update, writing nothing', async () => {
    const { file_key: pending } = await ticketFor(headersOf.A);
    const before = await kind.count('A');
    const created = await kind.create('A', pending);
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json()).toMatchObject({ code: 'INVALID_DATA', field: kind.field, message_jp: '不正データ' });
    expect(await kind.count('A')).toBe(before);

    const id = await existing(kind, 'A');
    const snapshot = await kind.snapshot(id);
    const updated = await kind.update('A', id, pending);
    expect(updated.statusCode, updated.body).toBe(400);
    expect(updated.json()).toMatchObject({ code: 'INVALID_DATA', field: kind.field });
    expect(await kind.snapshot(id)).toEqual(snapshot);
    expect((await storedFile(pending))?.status).toBe('pending');
  });
});

describe('food menu add-on pictures', () => {
  it("refuses A's upload as B's add-on group or option picture, naming that field", async () => {
    const keyOfA = await uploaded(headersOf.A);
    const before = await countOf('food_menus', 'B');
    for (const [keys, field] of [
      [{ group: keyOfA }, 'additional.0.image_name'],
      [{ option: keyOfA }, 'additional.0.options.0.image_name'],
    ] as const) {
      const res = await call('POST', 'restaurant/food/menu', headersOf.B, menuBody('B', keys));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject(notAvailable(field));
    }
    expect(await countOf('food_menus', 'B')).toBe(before);
    const groups = await ctx.db
      .selectFrom('food_menu_additionals')
      .select('id_food_menu_additional')
      .where('image_name', '=', keyOfA)
      .execute();
    expect(groups).toEqual([]);
  });

  it("refuses A's upload as an add-on picture when B updates its menu, keeping every add-on", async () => {
    const menus = menuKind();
    const id = await existing(menus, 'B');
    const before = await menus.snapshot(id);
    const res = await call('PATCH', 'restaurant/food/menu', headersOf.B, {
      ...menuBody('B', { option: await uploaded(headersOf.A) }),
      id_food_menu: id,
      jancode: await jancodeOf(id),
      food_menu_name: '醤油らーめん 大',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject(notAvailable('additional.0.options.0.image_name'));
    expect(await menus.snapshot(id)).toEqual(before);
  });

  it('accepts A’s own uploads on every picture of its menu', async () => {
    const keys = {
      image: await uploaded(headersOf.A),
      group: await uploaded(headersOf.A),
      option: await uploaded(headersOf.A),
    };
    const res = await call('POST', 'restaurant/food/menu', headersOf.A, menuBody('A', keys));
    expect(res.statusCode, res.body).toBe(201);
    const menu = res.json().data;
    expect(menu.image_name).toBe(keys.image);
    expect(menu.additional[0].image_name).toBe(keys.group);
    expect(menu.additional[0].options[0].image_name).toBe(keys.option);
  });
});

describe('receiving method pictures', () => {
  it("refuses A's upload as B's method picture, naming method_image_name", async () => {
    const before = await countOf('restaurant_receiving_methods', 'B');
    const res = await call(
      'POST',
      'restaurant/receiving-method',
      headersOf.B,
      receivingMethodBody('B', { method: await uploaded(headersOf.A) }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject(notAvailable('method_image_name'));
    expect(await countOf('restaurant_receiving_methods', 'B')).toBe(before);
  });
});

describe('keys with no upload record, and bytes that arrived without the API (S3)', () => {
  const category = kinds[0] as Kind;

  it("accepts a key of the restaurant's own folder that no upload recorded (seeded pictures)", async () => {
    const res = await category.create('A', seededKey('A'));
    expect(res.statusCode, res.body).toBe(201);
  });

  it("refuses an unrecorded key in another restaurant's folder", async () => {
    const before = await category.count('B');
    const res = await category.create('B', seededKey('A'));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject(notAvailable('banner'));
    expect(await category.count('B')).toBe(before);
  });

  it('refuses an unrecorded key of its own folder that names no stored file, on create and on update', async () => {
    const missing = `r${ids.restaurantA}/never-uploaded.jpg`;
    const before = await category.count('A');
    const created = await category.create('A', missing);
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json()).toMatchObject(notAvailable('banner'));
    expect(await category.count('A')).toBe(before);

    const id = await existing(category, 'A');
    const snapshot = await category.snapshot(id);
    const updated = await category.update('A', id, missing);
    expect(updated.json()).toMatchObject(notAvailable('banner'));
    expect(await category.snapshot(id)).toEqual(snapshot);
  });

  it("refuses a key outside the restaurant's folder even when the file exists: no folder, another folder, r01", async () => {
    for (const key of ['loose.jpg', 'shared/picture.jpg', `r0${ids.restaurantA}/picture.jpg`]) {
      // Storage keeps files only in a folder; a loose key names nothing anyway.
      if (key.includes('/')) await ctx.storage.write(key, await jpeg(), 'image/jpeg');
      const before = await category.count('A');
      const res = await category.create('A', key);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject(notAvailable('banner'));
      expect(await category.count('A')).toBe(before);
    }
  });

  it('checks bytes written straight to storage on first use: an image is marked stored', async () => {
    const ticket = await ticketFor(headersOf.A);
    // As if the browser had PUT to the bucket: the server has not seen the bytes.
    const bytes = await jpeg();
    await ctx.storage.write(ticket.file_key, bytes, 'image/jpeg');
    const res = await category.create('A', ticket.file_key);
    expect(res.statusCode, res.body).toBe(201);
    expect(await storedFile(ticket.file_key)).toMatchObject({
      status: 'stored',
      size_bytes: bytes.length,
      content_type: 'image/jpeg',
    });
  });

  it('refuses bytes that are not what the key claims, removes them, and keeps refusing the key', async () => {
    const ticket = await ticketFor(headersOf.A);
    await ctx.storage.write(ticket.file_key, Buffer.from('<html>not an image</html>'), 'image/jpeg');
    const before = await category.count('A');
    const res = await category.create('A', ticket.file_key);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_DATA', field: 'banner' });
    expect(await ctx.storage.read(ticket.file_key)).toBeNull();
    expect(await category.count('A')).toBe(before);
    // The record stays pending, so bytes PUT again to the same URL are checked again.
    expect((await storedFile(ticket.file_key))?.status).toBe('pending');
    await ctx.storage.write(ticket.file_key, Buffer.from('<html>again</html>'), 'image/jpeg');
    expect((await category.create('A', ticket.file_key)).json()).toMatchObject({ code: 'INVALID_DATA' });
    expect(await category.count('A')).toBe(before);
  });

  it('marks a checked upload stored only with the write it came in: a refused save leaves it pending', async () => {
    const taken = await call('POST', 'restaurant/food/menu', headersOf.A, menuBody('A'));
    expect(taken.statusCode, taken.body).toBe(201);
    const ticket = await ticketFor(headersOf.A);
    await ctx.storage.write(ticket.file_key, await jpeg(), 'image/jpeg');
    const before = await countOf('food_menus', 'A');
    // The JAN code clash surfaces at the insert, after the file was checked in the same transaction.
    const res = await call('POST', 'restaurant/food/menu', headersOf.A, {
      ...menuBody('A', { image: ticket.file_key }),
      jancode: taken.json().data.jancode,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'MENU_JANCODE_TAKEN' });
    expect((await storedFile(ticket.file_key))?.status).toBe('pending');
    expect(await countOf('food_menus', 'A')).toBe(before);
    // Saved for real, it is checked again and kept as stored.
    const saved = await call('POST', 'restaurant/food/menu', headersOf.A, menuBody('A', { image: ticket.file_key }));
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await storedFile(ticket.file_key))?.status).toBe('stored');
  });
});
