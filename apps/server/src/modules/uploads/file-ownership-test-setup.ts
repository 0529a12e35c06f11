// The file-ownership tests' starting point (file-ownership.test.ts, file-ownership-unrecorded.test.ts):
// restaurants A and B with a small catalogue each and a picture of their own folder, uploads through
// the real API, and the five entity kinds that save a file key, each able to create, update, count
// and read back its entities.
import { sql } from 'kysely';
import sharp from 'sharp';
import { expect } from 'vitest';
import { login, rowsOf, seedTenants, setupTestApp } from '../../../test/harness.ts';
import { ramenMenuFields } from '../food-menus/test-bodies.ts';
import { category, receivingMethod, subCategory } from '../orders/test-fixtures.ts';
import { takeOutBody } from '../receiving-methods/test-bodies.ts';

export const ctx = await setupTestApp();
export const ids = await seedTenants(ctx.db);

type Headers = Record<string, string>;
export type Who = 'A' | 'B';
export const headersOf: Record<Who, Headers> = {
  A: (await login(ctx.app, 'owner-a@test.example')).headers,
  B: (await login(ctx.app, 'owner-b@test.example')).headers,
};
export const adminHeaders: Headers = (await login(ctx.app, 'admin@test.example')).headers;

const restaurantOf = (who: Who) => (who === 'A' ? ids.restaurantA : ids.restaurantB);

type Method = 'POST' | 'PUT' | 'PATCH';
export const call = (method: Method, url: string, headers: Headers, payload: object) =>
  ctx.app.inject({ method, url: `/api/${url}`, headers, payload });

export const jpeg = () =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 180, g: 90, b: 30 } } })
    .jpeg()
    .toBuffer();

/** A signed upload URL from the real API: the file is recorded as `headers`' restaurant's, pending. */
export async function ticketFor(headers: Headers, fileName = 'photo.jpg'): Promise<{ url: string; file_key: string }> {
  const response = await call('POST', 'restaurant/upload/put-url', headers, { file_name: fileName });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** A file uploaded end to end (ticket, then the bytes PUT to it): recorded as stored. */
export async function uploaded(headers: Headers): Promise<string> {
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

export const storedFile = (fileKey: string) =>
  ctx.db.selectFrom('stored_files').selectAll().where('file_key', '=', fileKey).executeTakeFirst();

// Each restaurant's catalogue and receiving method, straight into the database.
async function catalogueOf(idRestaurant: number) {
  const idCategory = await category(ctx.db, idRestaurant);
  return {
    category: idCategory,
    sub: await subCategory(ctx.db, idRestaurant, idCategory, { name: 'ラーメン' }),
    method: await receivingMethod(ctx.db, idRestaurant, 1, { title: 'お持ち帰り', tax: 8 }),
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
export const seededKey = (who: Who) => seededPictures[who];

export function menuBody(who: Who, keys: { image?: string; group?: string; option?: string } = {}) {
  const { category, sub, method } = catalogue[who];
  return {
    id_food_category: category,
    id_food_sub_category: sub,
    ...ramenMenuFields(),
    jancode: nextJan(),
    search_keyword: ['醤油'],
    image_name: keys.image ?? seededKey(who),
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

export const receivingMethodBody = (who: Who, keys: { service?: string; method?: string } = {}) =>
  takeOutBody({
    method_image_name: keys.method ?? seededKey(who),
    service_image_name: keys.service ?? seededKey(who),
  });

/** One entity kind that saves a file key: how to create and update one, count them, and read one back. */
export interface Kind {
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

type KindTable =
  | 'food_categories'
  | 'food_sub_categories'
  | 'food_banners'
  | 'food_menus'
  | 'restaurant_receiving_methods';

export const countOf = async (table: KindTable, who: Who) => {
  const row = await ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id_restaurant', '=', restaurantOf(who))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** The row of `table` whose `idColumn` is `id` (there must be one). */
async function rowOf(table: KindTable, idColumn: string, id: number): Promise<Record<string, unknown>> {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT * FROM ${sql.table(table)} WHERE ${sql.ref(idColumn)} = ${id}`.execute(ctx.db);
  if (!rows[0]) throw new Error(`no ${table} row ${id}`);
  return rows[0];
}

/**
 * A kind stored in one table (its id column named as in its answers): created and updated through
 * the API, counted, snapshot and read back from that table.
 */
function tableKind(
  kind: Pick<Kind, 'name' | 'field' | 'create' | 'update'> & { table: KindTable; idColumn: string; keyColumn: string },
): Kind {
  const { table, idColumn, keyColumn, ...routes } = kind;
  return {
    ...routes,
    idOf: (data) => data[idColumn] as number,
    count: (who) => countOf(table, who),
    snapshot: (id) => rowOf(table, idColumn, id),
    keyOf: async (id) => (await rowOf(table, idColumn, id))[keyColumn] as string | null,
  };
}

export const jancodeOf = async (id: number) =>
  (await ctx.db.selectFrom('food_menus').select('jancode').where('id_food_menu', '=', id).executeTakeFirstOrThrow())
    .jancode;

/** Menus: the menu picture; the add-on pictures have their own tests. */
export function menuKind(): Kind {
  const kind = tableKind({
    name: 'food menu',
    field: 'image_name',
    table: 'food_menus',
    idColumn: 'id_food_menu',
    keyColumn: 'image_name',
    create: (who, key) => call('POST', 'restaurant/food/menu', headersOf[who], menuBody(who, { image: key })),
    update: async (who, id, key) =>
      call('PATCH', 'restaurant/food/menu', headersOf[who], {
        ...menuBody(who, { image: key }),
        id_food_menu: id,
        jancode: await jancodeOf(id),
        food_menu_name: '醤油らーめん 大',
      }),
  });
  return {
    ...kind,
    snapshot: async (id) => {
      const groups = await rowsOf(ctx.db, 'food_menu_additionals', 'id_food_menu', id, 'id_food_menu_additional');
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
      return { menu: await kind.snapshot(id), groups, options, prices };
    },
  };
}

const receivingMethodKind = tableKind({
  name: 'receiving method',
  field: 'service_image_name',
  table: 'restaurant_receiving_methods',
  idColumn: 'id_restaurant_receiving_method',
  keyColumn: 'service_image_name',
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
});

/** An update that PATCHes `path`: the row `idColumn`, its `nameColumn` renamed and the picture in `field`. */
const renamedWith =
  (path: string, idColumn: string, nameColumn: string, field: string): Kind['update'] =>
  (who, id, key) =>
    call('PATCH', path, headersOf[who], { [idColumn]: id, [nameColumn]: 'Renamed', [field]: key });

export const categoryKind = tableKind({
  name: 'food category',
  field: 'banner',
  table: 'food_categories',
  idColumn: 'id_food_category',
  keyColumn: 'banner_name',
  create: (who, key) =>
    call('POST', 'restaurant/food/category', headersOf[who], {
      category_name: `Category ${next()}`,
      description: 'About',
      status: 'active',
      code_category: String(next()),
      banner: key,
    }),
  update: renamedWith('restaurant/food/category', 'id_food_category', 'category_name', 'banner'),
});

export const kinds: Kind[] = [
  categoryKind,
  tableKind({
    name: 'food sub-category',
    field: 'image',
    table: 'food_sub_categories',
    idColumn: 'id_food_sub_category',
    keyColumn: 'image_name',
    create: (who, key) =>
      call('POST', 'restaurant/food/sub-category', headersOf[who], {
        id_food_category: catalogue[who].category,
        code_sub_category: next(),
        sub_category_name: 'Sub',
        description: 'About',
        status: true,
        image: key,
      }),
    update: renamedWith('restaurant/food/sub-category', 'id_food_sub_category', 'sub_category_name', 'image'),
  }),
  tableKind({
    name: 'food banner',
    field: 'banner_name',
    table: 'food_banners',
    idColumn: 'id_banner',
    keyColumn: 'banner_name',
    create: (who, key) =>
      call('POST', 'restaurant/banner', headersOf[who], {
        banner_name: key,
        promo_type: 'URL',
        web_url: 'https://noren.example/promo',
      }),
    update: (who, id, key) =>
      call('PATCH', 'restaurant/banner', headersOf[who], { id_banner: id, banner_name: key, slide_show: true }),
  }),
  menuKind(),
  {
    ...receivingMethodKind,
    snapshot: async (id) => ({
      method: await receivingMethodKind.snapshot(id),
      tiers: await ctx.db
        .selectFrom('service_shipping_fees')
        .selectAll()
        .where('id_restaurant_receiving_method', '=', id)
        .orderBy('id_service_shipping_fee')
        .execute(),
    }),
  },
];

/** An entity of `who`, created through its own session with a picture of its own folder. */
export async function existing(kind: Kind, who: Who): Promise<number> {
  const res = await kind.create(who, seededKey(who));
  expect(res.statusCode, res.body).toBe(201);
  return kind.idOf(res.json().data);
}

export const notAvailable = (field: string) => ({
  status: 400,
  code: 'FILE_NOT_AVAILABLE',
  field,
  message: 'This image is not available. Please upload it again.',
  message_jp: 'この画像は使用できません。もう一度アップロードしてください。',
});
