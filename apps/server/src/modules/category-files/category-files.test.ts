// Category and sub-category files: Shift_JIS and UTF-8 (BOM) CSV read alike, a dry run writes
// nothing, a bad row refuses the whole apply, the .xlsx export opens in LibreOffice with the
// Japanese headings (a formula-like name stays text) and imports back unchanged; another
// restaurant reaches nothing.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { apiCaller, columnOf, expectAnswer, rowsOf, setupTenantsTest } from '../../../test/harness.ts';
import { libreOfficeCsv } from '../../../test/libreoffice.ts';
import { settleFileJobs } from '../file-jobs/runner.ts';
import { menu } from '../orders/test-fixtures.ts';

const { ctx, ids, ownerA, ownerB } = await setupTenantsTest();
const a = ids.restaurantA;
const call = apiCaller(ctx.app, '/api/');

const send = (
  what: 'category' | 'sub-category',
  body: Buffer,
  query: Record<string, string>,
  headers: Record<string, string> = ownerA.headers,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/restaurant/food/${what}/bulk-insert?${new URLSearchParams({ id_restaurant: String(a), ...query })}`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: body,
  });
const exportOf = (what: 'category' | 'sub-category', headers = ownerA.headers, id = a) =>
  ctx.app.inject({ method: 'GET', url: `/api/restaurant/food/${what}/export/excel/${id}`, headers });
const categoriesOf = () =>
  ctx.db
    .selectFrom('food_categories')
    .select(['code_category', 'category_name', 'description', 'status'])
    .where('id_restaurant', '=', a)
    .orderBy('code_category')
    .execute();

// As Japanese Excel saves "CSV (コンマ区切り)": Shift_JIS, CRLF, quotes around a cell with a
// comma, a quote and a line break, full-width text.
const categoryCsv = [
  'カテゴリーコード,カテゴリー名,説明,ステータス,表示順',
  '010,握り,"江戸前の握り、""旬""のネタ",有効,',
  '020,巻物,"太巻き\r\n細巻き",有効,',
  '030,=1+2,数式のような名前,無効,5',
  '',
].join('\r\n');

describe('category files', () => {
  it('reads Shift_JIS and UTF-8 with BOM alike; the dry run writes nothing, apply writes all', async () => {
    const sjis = await send('category', iconv.encode(categoryCsv, 'cp932'), { file_name: 'カテゴリー.csv' });
    const utf8 = await send('category', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(categoryCsv)]), {
      file_name: 'カテゴリー.csv',
    });
    expectAnswer(sjis, 200, { data: { mode: 'dry_run', encoding: 'shift_jis', total_rows: 3, error_code: 0 } });
    expect(utf8.json().data.encoding).toBe('utf-8-bom');
    expect({ ...utf8.json().data, encoding: null }).toEqual({ ...sjis.json().data, encoding: null });
    expect(sjis.json().data.create).toEqual([
      { row: 2, code: '010', name: '握り' },
      { row: 3, code: '020', name: '巻物' },
      { row: 4, code: '030', name: '=1+2' },
    ]);
    expect(await categoriesOf()).toEqual([]);
    const applied = await send('category', iconv.encode(categoryCsv, 'cp932'), { mode: 'apply' });
    expectAnswer(applied, 200, {
      message: '3 rows of category have been modified.',
      message_jp: '3件のカテゴリーを更新しました。',
      data: { count_modified: 3 },
    });
    expect(await categoriesOf()).toEqual([
      { code_category: '010', category_name: '握り', description: '江戸前の握り、"旬"のネタ', status: 'active' },
      { code_category: '020', category_name: '巻物', description: '太巻き\n細巻き', status: 'active' },
      { code_category: '030', category_name: '=1+2', description: '数式のような名前', status: 'inactive' },
    ]);
  });

  it('a bad row refuses the whole apply, naming its row in both languages; nothing is written', async () => {
    const before = await categoriesOf();
    const csv = [
      'カテゴリーコード,カテゴリー名,説明,ステータス',
      '040,丼,どんぶり,有効',
      '05A,汁物,,たぶん',
      '040,丼の二つ目,重複,有効',
    ].join('\r\n');
    const res = await send('category', Buffer.from(csv), { mode: 'apply' });
    expect(res.statusCode, res.body).toBe(400);
    const { data } = res.json();
    expect(data).toMatchObject({ error_code: 1, count_modified: 1 });
    expect(data.refused.map((item: { message: string }) => item.message)).toEqual([
      'Row 3: "カテゴリーコード" must be digits only',
      'Row 3: "説明" is blank',
      'Row 3: "ステータス" must be 有効 (active) or 無効 (inactive)',
      'Row 4: code 040 is repeated in the file (also row 2)',
    ]);
    expect(data.refused[1].message_jp).toBe('3行目:「説明」が空欄です');
    expect(res.json().message).toBe('Row 3: "カテゴリーコード" must be digits only');
    expect(await categoriesOf()).toEqual(before);
  });

  it('refuses a file with a missing column or no rows (error code 2)', async () => {
    const missing = await send('category', Buffer.from('カテゴリーコード,カテゴリー名,ステータス\r\n1,a,有効\r\n'), {});
    expectAnswer(missing, 200, {
      data: {
        error_code: 2,
        refused: [{ row: 1, message: 'Row 1: column "説明" is missing', message_jp: '1行目:「説明」列がありません' }],
      },
    });
    const empty = await send('category', Buffer.alloc(0), { mode: 'apply' });
    expectAnswer(empty, 400, {
      message: 'The file is empty.',
      message_jp: 'ファイルが空です。',
      data: { error_code: 2 },
    });
  });

  it('sub-categories: the schedule columns (Monday = 0), a category not found, a move takes its menus', async () => {
    const header = (await exportOf('sub-category')).body; // an xlsx with only the heading row
    expect(header.length).toBeGreaterThan(0);
    const days = ['月', '火', '水', '木', '金', '土', '日'];
    const schedule = days.flatMap((day) => [
      `${day}曜 販売制限`,
      `${day}曜 開始1`,
      `${day}曜 終了1`,
      `${day}曜 開始2`,
      `${day}曜 終了2`,
    ]);
    const monday = ['1', '11:00', '14:00:00', '', ''];
    const rest = Array.from({ length: 6 }, () => ['0', '', '', '', '']).flat();
    const row = (cells: string[]) => [...cells, ...monday, ...rest].join(',');
    const csv = [
      ['カテゴリーコード', 'サブカテゴリーコード', 'サブカテゴリー名', '説明', 'ステータス', ...schedule].join(','),
      row(['010', '101', 'まぐろ', '赤身', '有効']),
      row(['999', '102', '幻', 'ない', '有効']),
    ].join('\r\n');
    const refused = await send('sub-category', Buffer.from(csv), { file_name: 'subs.csv', mode: 'apply' });
    expectAnswer(refused, 400, {
      message: 'subs.csv: category 999 is not found.',
      message_jp: 'subs.csv: カテゴリ 999 が見つかりません。',
    });
    const fixed = csv.replace('999,102', '020,102');
    expectAnswer(await send('sub-category', Buffer.from(fixed), { mode: 'apply' }), 200, {
      data: { count_modified: 2 },
    });
    const maguro = await ctx.db
      .selectFrom('food_sub_categories')
      .select(['id_food_sub_category', 'id_food_category', 'inactive_data', 'status'])
      .where('id_restaurant', '=', a)
      .where('code_sub_category', '=', 101)
      .executeTakeFirstOrThrow();
    expect(maguro.inactive_data[0]).toEqual({
      day_of_week: 0,
      active: true,
      start_shift_1: '11:00:00',
      end_shift_1: '14:00:00',
      start_shift_2: null,
      end_shift_2: null,
    });
    const idMenu = await menu(ctx.db, {
      id_restaurant: a,
      id_food_category: maguro.id_food_category,
      id_food_sub_category: maguro.id_food_sub_category,
    });
    const moved = await send('sub-category', Buffer.from(fixed.replace('010,101', '030,101')), { mode: 'apply' });
    expectAnswer(moved, 200, { data: { count_modified: 1, unchanged: 1 } });
    expect(moved.json().data.update[0].changes).toEqual([{ field: 'code_category', before: '010', after: '030' }]);
    // The menu moved with its sub-category to this restaurant's category 030.
    const movedTo = await columnOf(ctx.db, 'food_menus', 'id_food_category', 'id_food_menu', idMenu);
    expect(await rowsOf(ctx.db, 'food_categories', 'id_food_category', movedTo, 'id_food_category')).toMatchObject([
      { id_restaurant: a, code_category: '030' },
    ]);
  });

  it('exports .xlsx that LibreOffice opens with the Japanese headings, formulas as text, and that imports back unchanged', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'noren-xlsx-'));
    try {
      const files: string[] = [];
      for (const what of ['category', 'sub-category'] as const) {
        const res = await exportOf(what);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        expect(String(res.headers['content-disposition'])).toMatch(
          what === 'category'
            ? /filename="categories_\d{8}_\d{6}\.xlsx"/
            : /filename="sub_categories_\d{8}_\d{6}\.xlsx"/,
        );
        const file = path.join(folder, `${what}.xlsx`);
        await fs.writeFile(file, res.rawPayload);
        files.push(file);
        // Export → import is the identity: nothing to create or update.
        const back = await send(what, res.rawPayload, { file_name: `${what}.xlsx` });
        expectAnswer(back, 200, { data: { encoding: 'xlsx', error_code: 0, create: [], update: [], refused: [] } });
        expect(back.json().data.unchanged).toBe(what === 'category' ? 3 : 2);
      }
      // Every cell a text cell (LibreOffice quotes text cells): codes keep their zeros, and the
      // formula-like name is its text, never 3.
      const read = await libreOfficeCsv(folder, files);
      const categories = await read('category.csv');
      expect(categories[0]).toEqual(['カテゴリーコード', 'カテゴリー名', '説明', 'ステータス', '表示順', '更新日時']);
      expect(categories[1]?.slice(0, 5)).toEqual(['010', '握り', '江戸前の握り、"旬"のネタ', '有効', '0']);
      expect(categories[1]?.[5]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(categories.find((row) => row[0] === '030')?.[1]).toBe('=1+2');
      expect(await fs.readFile(path.join(folder, 'category.csv'), 'utf8')).toContain('"=1+2"');
      const subs = await read('sub-category.csv');
      expect(subs[0]?.slice(0, 8)).toEqual([
        'カテゴリーコード',
        'サブカテゴリーコード',
        'サブカテゴリー名',
        '説明',
        'ステータス',
        '表示順',
        '月曜 販売制限',
        '月曜 開始1',
      ]);
      expect(subs.find((row) => row[1] === '101')?.slice(0, 12)).toEqual([
        '030',
        '101',
        'まぐろ',
        '赤身',
        '有効',
        '0',
        '1',
        '11:00:00',
        '14:00:00',
        '',
        '',
        '0',
      ]);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  }, 150_000);

  it('applies as a file job when asked', async () => {
    const csv = 'code_category,category_name,description,status\r\n050,汁物,味噌汁,active\r\n';
    const started = await send('category', Buffer.from(csv), { mode: 'apply', job: '1' });
    expectAnswer(started, 200, { data: { kind: 'category-import' } });
    await settleFileJobs();
    const job = await call('GET', `restaurant/file-job/${started.json().data.id_file_job}`, ownerA.headers);
    expectAnswer(job, 200, { data: { status: 'done', result: { count_modified: 1, create: [{ code: '050' }] } } });
  });

  it("another restaurant's owner gets 404 on A's id for every path, and changes nothing", async () => {
    const before = await categoriesOf();
    for (const what of ['category', 'sub-category'] as const) {
      expectAnswer(await send(what, Buffer.from(categoryCsv), { mode: 'apply' }, ownerB.headers), 404, {
        code: 'NOT_FOUND',
      });
      expectAnswer(await exportOf(what, ownerB.headers), 404, { code: 'NOT_FOUND' });
    }
    expect(await categoriesOf()).toEqual(before);
  });
});
