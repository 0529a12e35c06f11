// Image zips: images named by JAN code / category code / sub-category code become those rows'
// pictures (compressed to 400 px JPEG), cp932 or UTF-8 names, unknown codes listed; hostile zips
// (zip slip, symlink, too many entries, a bomb, a non-image posing as .jpg) are refused naming the
// entry with nothing written; another restaurant reaches nothing.
import fs from 'node:fs/promises';
import { crc32, deflateRawSync } from 'node:zlib';
import iconv from 'iconv-lite';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, columnOf, expectAnswer, setupTenantsTest } from '../../../test/harness.ts';
import { settleFileJobs } from '../file-jobs/runner.ts';
import { category, menu, subCategory } from '../orders/test-fixtures.ts';
import { writeZip, type ZipWriterEntry } from './zip-writer.ts';

const { ctx, ids, ownerA, ownerB } = await setupTenantsTest();
const a = ids.restaurantA;
const call = apiCaller(ctx.app, '/api/');
const janOne = '4900000000011';
const janTwo = '4900000000028';
let place: { id_restaurant: number; id_food_category: number; id_food_sub_category: number };
let codes: { category: string; sub: string };
let photo: Buffer;

beforeAll(async () => {
  const id_food_category = await category(ctx.db, a);
  const id_food_sub_category = await subCategory(ctx.db, a, id_food_category);
  place = { id_restaurant: a, id_food_category, id_food_sub_category };
  for (const jancode of [janOne, janTwo]) {
    const id = await menu(ctx.db, place);
    await ctx.db.updateTable('food_menus').set({ jancode }).where('id_food_menu', '=', id).execute();
  }
  codes = {
    category: await columnOf(ctx.db, 'food_categories', 'code_category', 'id_food_category', id_food_category),
    sub: String(
      await columnOf(ctx.db, 'food_sub_categories', 'code_sub_category', 'id_food_sub_category', id_food_sub_category),
    ),
  };
  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
});

/** Uploads a zip through the upload-url flow as `session`; answers its key. */
async function upload(zip: Buffer, headers = ownerA.headers) {
  const ticket = await ctx.app.inject({
    method: 'POST',
    url: '/api/restaurant/upload/put-url',
    headers,
    payload: { file_name: 'images.zip' },
  });
  expect(ticket.statusCode, ticket.body).toBe(200);
  const { url, file_key } = ticket.json().data as { url: string; file_key: string };
  const put = await ctx.app.inject({
    method: 'PUT',
    url: url.replace(/^https?:\/\/[^/]+/, ''),
    headers: { 'content-type': 'application/zip' },
    payload: zip,
  });
  expect(put.statusCode, put.body).toBe(200);
  return file_key;
}

const importImages = (
  what: 'menu' | 'category' | 'sub-category',
  payload: object,
  headers = ownerA.headers,
  job = false,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/restaurant/food/${what}/import/image${job ? '?job=1' : ''}`,
    headers,
    payload,
  });

const pictures = async () =>
  JSON.stringify([
    await ctx.db
      .selectFrom('food_menus')
      .select(['jancode', 'image_name'])
      .where('id_restaurant', '=', a)
      .orderBy('jancode')
      .execute(),
    await ctx.db.selectFrom('food_categories').select(['banner_name']).where('id_restaurant', '=', a).execute(),
    await ctx.db.selectFrom('food_sub_categories').select(['image_name']).where('id_restaurant', '=', a).execute(),
    await ctx.db.selectFrom('stored_files').select(['file_key']).where('content_type', '=', 'image/jpeg').execute(),
  ]);
const storedCount = async () => (await fs.readdir(ctx.config.storage.localRoot, { recursive: true })).length;

describe('image zip import', () => {
  it('sets menu pictures by JAN code from UTF-8 and cp932 names, compressed to 400 px JPEG, and lists unknown codes', async () => {
    const zip = writeZip([
      { name: 'images/', data: '' },
      { name: `images/${janOne}.png`, data: photo },
      { name: iconv.encode(`画像/${janTwo}.PNG`, 'cp932'), data: photo },
      { name: iconv.encode('画像/未登録の商品.png', 'cp932'), data: photo },
      { name: 'images/4999999999999.png', data: photo },
      { name: 'images/readme.txt', data: 'not an image: ignored' },
      { name: '__MACOSX/images/._4900000000011.png', data: 'resource fork: ignored' },
    ]);
    const key = await upload(zip);
    const res = await importImages('menu', {
      id_restaurant: a,
      s3_file_key: key,
      s3_file_name: 'images.zip',
      path_extract: '',
    });
    expectAnswer(res, 200, { data: { count_success: 2 } });
    expect(res.json().data.list_not_found).toEqual(['未登録の商品', '4999999999999']);
    const menus = await ctx.db
      .selectFrom('food_menus')
      .select(['jancode', 'image_name'])
      .where('id_restaurant', '=', a)
      .execute();
    for (const row of menus) {
      expect(row.image_name).toMatch(new RegExp(`^r${a}/[a-f0-9-]+\\.jpg$`));
      const stored = await ctx.storage.read(row.image_name ?? '');
      const meta = await sharp(stored ?? Buffer.alloc(0)).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
    }
  });

  it('sets category and sub-category pictures by their codes; path_extract limits the folder', async () => {
    const zip = writeZip([
      { name: `category/${codes.category}.png`, data: photo },
      { name: `sub/${codes.sub}.png`, data: photo },
    ]);
    const key = await upload(zip);
    const cat = await importImages('category', { id_restaurant: a, s3_file_key: key, path_extract: 'category' });
    expectAnswer(cat, 200, { data: { list_not_found: [], count_success: 1 } });
    const sub = await importImages('sub-category', { s3_file_key: key, path_extract: 'sub/' });
    expectAnswer(sub, 200, { data: { list_not_found: [], count_success: 1 } });
    const category_ = await ctx.db
      .selectFrom('food_categories')
      .select('banner_name')
      .where('id_food_category', '=', place.id_food_category)
      .executeTakeFirstOrThrow();
    const sub_ = await ctx.db
      .selectFrom('food_sub_categories')
      .select('image_name')
      .where('id_food_sub_category', '=', place.id_food_sub_category)
      .executeTakeFirstOrThrow();
    expect(category_.banner_name).toMatch(/\.jpg$/);
    expect(sub_.image_name).toMatch(/\.jpg$/);
  });

  it('runs as a file job with progress per entry when asked', async () => {
    const key = await upload(
      writeZip([
        { name: `${janOne}.png`, data: photo },
        { name: '123.png', data: photo },
      ]),
    );
    const started = await importImages('menu', { s3_file_key: key, s3_file_name: 'images.zip' }, ownerA.headers, true);
    expectAnswer(started, 200, { data: { kind: 'menu-images' } });
    await settleFileJobs();
    const job = await call('GET', `restaurant/file-job/${started.json().data.id_file_job}`, ownerA.headers);
    expectAnswer(job, 200, {
      data: { status: 'done', done: 2, total: 2, result: { list_not_found: ['123'], count_success: 1 } },
    });
  });

  const bombEntries = (): ZipWriterEntry[] => {
    // 48 MB that inflate from ~50 KB, starting like a JPEG; eleven of them pass 500 MB.
    const size = 48 * 1024 * 1024;
    const bytes = Buffer.alloc(size);
    bytes.set([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    const raw = { deflated: deflateRawSync(bytes, { level: 9 }), size, crc: crc32(bytes) };
    return Array.from({ length: 11 }, (_, index) => ({ name: `bomb/${index}.jpg`, raw, declaredSize: 1000 }));
  };

  const hostile: [string, () => ZipWriterEntry[], string | RegExp][] = [
    ['a zip slip (../)', () => [{ name: '../../x.jpg', data: photo }], '../../x.jpg'],
    ['an absolute path', () => [{ name: '/etc/4900000000011.jpg', data: photo }], '/etc/4900000000011.jpg'],
    ['a backslash', () => [{ name: 'images\\..\\..\\x.jpg', data: photo }], 'images\\..\\..\\x.jpg'],
    ['a drive letter', () => [{ name: 'C:/x.jpg', data: photo }], 'C:/x.jpg'],
    ['a symbolic link', () => [{ name: `${janOne}.jpg`, data: '/etc/passwd', unixMode: 0o120777 }], `${janOne}.jpg`],
    [
      'a non-image posing as .jpg',
      () => [{ name: `${janOne}.jpg`, data: 'MZ this is an executable, not a picture' }],
      `${janOne}.jpg`,
    ],
    [
      '2,001 entries',
      () => Array.from({ length: 2000 }, (_, index) => ({ name: `${index}.txt`, data: 'x', deflate: false })),
      /2,001/,
    ],
    ['a zip bomb (lying sizes, 528 MB inflated)', bombEntries, 'bomb/10.jpg'],
  ];

  it.each(hostile)(
    'refuses %s naming it in both languages, with nothing written',
    async (_what, entries, named) => {
      const zip = writeZip([{ name: `${janTwo}.png`, data: photo }, ...entries()]);
      const key = await upload(zip);
      const before = await pictures();
      const files = await storedCount();
      const res = await importImages('menu', { id_restaurant: a, s3_file_key: key, s3_file_name: 'images.zip' });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({
        status: 400,
        data: null === body.data ? null : expect.anything(),
        code: 'FILE_REFUSED',
      });
      if (typeof named === 'string') {
        expect(body.data).toEqual({ entry: named });
        expect(body.message).toContain(`"${named}"`);
        expect(body.message_jp).toContain(`「${named}」`);
      } else {
        expect(body.message).toMatch(named);
      }
      expect(body.message_jp).toMatch(/[ぁ-んァ-ン一-龥]/);
      expect(await pictures()).toBe(before);
      expect(await storedCount()).toBe(files);
    },
    60_000,
  );

  it("another restaurant reaches nothing: A's id is 404, A's zip is not found for B", async () => {
    const key = await upload(writeZip([{ name: `${janOne}.png`, data: photo }]));
    const before = await pictures();
    for (const what of ['menu', 'category', 'sub-category'] as const) {
      expectAnswer(await importImages(what, { id_restaurant: a, s3_file_key: key }, ownerB.headers), 404, {
        code: 'NOT_FOUND',
      });
      const res = await importImages(what, { s3_file_key: key }, ownerB.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().message_jp).toBe('ZIPファイルが見つかりません。もう一度アップロードしてください。');
    }
    expect(await pictures()).toBe(before);
  });
});
