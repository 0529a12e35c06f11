// The menu CSV through the API: files as Japanese Excel saves them, the dry run, the apply (all or
// nothing), the export and its round trip, bad input, and tenancy.
import { formatCsv } from '@noren/domain/files/csv';
import { menuCsvHeader } from '@noren/domain/files/menu-csv';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { columnOf, expectAnswer } from '../../../test/harness.ts';
import { settleFileJobs } from '../file-jobs/runner.ts';
import {
  a,
  b,
  call,
  countMenus,
  createMenu,
  ctx,
  ids,
  nextJan,
  ownerA,
  ownerB,
  refusedKeepingMenus,
} from '../food-menus/menu-test-setup.ts';

const header = menuCsvHeader(1);
const sjis = (text: string) => iconv.encode(text, 'cp932');
const utf8Bom = (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);

/** A menu row of restaurant A (category 100, sub-category 100) from column values. */
function row(values: Record<string, string>): string[] {
  const cells: Record<string, string> = {
    update_flag: '1',
    code_category: '100',
    code_sub_category: '100',
    food_menu_price: '900',
    tax: '8',
    food_menu_stock_qty: '10',
    standard_qty_check: '0',
    combined_purchase: '0',
    price_link_SG: '1',
    apply_rm_takeaway: '1',
    apply_rm_store: '0',
    apply_rm_table: '0',
    apply_rm_delivery: '0',
    ...values,
  };
  return header.map((column) => cells[column] ?? '');
}

function upload(
  bytes: Buffer,
  query: Record<string, string | number> = {},
  headers: Record<string, string> = ownerA.headers,
) {
  const search = new URLSearchParams(
    Object.entries({ id_restaurant: ids.restaurantA, file_name: 'メニュー.csv', mode: 'dry_run', ...query }).map(
      ([key, value]) => [key, String(value)],
    ),
  );
  return ctx.app.inject({
    method: 'POST',
    url: `/api/restaurant/food/menu/bulk-insert?${search}`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: bytes,
  });
}

const exportOf = (encoding: string, headers = ownerA.headers, idRestaurant = ids.restaurantA) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/restaurant/food/menu/export/excel/${idRestaurant}?encoding=${encoding}`,
    headers,
  });

/** The rows a Japanese owner typed: full-width text, a cell with a comma and a line break, quotes. */
function excelRows() {
  const jans = [nextJan(), nextJan()];
  return {
    jans,
    text: formatCsv([
      header,
      row({
        jancode: jans[0] as string,
        food_menu_name_1: '特製',
        food_menu_name_2: '醤油らーめん',
        description: '鶏ガラ、魚介の「Ｗスープ」,\r\n"自家製"麺',
        search_keyword: 'らーめん,醤油',
      }),
      row({
        jancode: jans[1] as string,
        food_menu_name_1: '餃子（６個）',
        food_menu_stock_qty: '-2',
        additional_item_name_1: 'タレ',
        additional_image_1: `r${ids.restaurantA}/topping.jpg`,
        additional_name_1: '酢醤油,ラー油',
        additional_cost_1: '0,50',
        additional_option_jancode_1: `,${nextJan()}`,
      }),
    ]),
  };
}

describe('import as Japanese Excel saves it', () => {
  it('a Shift_JIS file (CRLF, quotes, a cell with a comma and a line break) dry-runs, then applies', async () => {
    const { jans, text } = excelRows();
    expect(text).toContain('\r\n');
    const before = await countMenus(ids.restaurantA);
    const dry = await upload(sjis(text));
    expectAnswer(dry, 200, {
      data: {
        mode: 'dry_run',
        encoding: 'shift_jis',
        total_rows: 2,
        error_code: 0,
        create: [
          { row: 2, jancode: jans[0], food_menu_name: '特製 醤油らーめん' },
          { row: 3, jancode: jans[1], food_menu_name: '餃子（６個）' },
        ],
        update: [],
        refused: [],
        count_modified: 2,
      },
    });
    expect(await countMenus(ids.restaurantA)).toBe(before);

    // The same rows as UTF-8 with BOM read identically.
    const dryUtf8 = await upload(utf8Bom(text));
    expect({ ...dryUtf8.json().data, encoding: null }).toEqual({ ...dry.json().data, encoding: null });
    expect(dryUtf8.json().data.encoding).toBe('utf-8-bom');

    const applied = await upload(sjis(text), { mode: 'apply' });
    expectAnswer(applied, 200, {
      message: '2 rows of food menu have been modified.',
      message_jp: '2件のメニューを更新しました。',
      data: { mode: 'apply', count_modified: 2 },
    });
    expect(applied.json().data.success_message).toEqual([
      '2 rows of food menu have been modified.',
      `Row 2: ${jans[0]} created`,
      `Row 3: ${jans[1]} created`,
    ]);
    const written = await ctx.db
      .selectFrom('food_menus')
      .select(['id_food_menu', 'food_menu_name', 'description', 'food_menu_stock_qty', 'status', 'slide_show'])
      .where('jancode', '=', jans[0] as string)
      .executeTakeFirstOrThrow();
    expect(written).toMatchObject({
      food_menu_name: '特製 醤油らーめん',
      description: '鶏ガラ、魚介の「Ｗスープ」,\r\n"自家製"麺',
      status: 'active',
      slide_show: false,
    });
    const prices = await ctx.db
      .selectFrom('food_menu_receiving_methods')
      .selectAll()
      .where('id_food_menu', '=', written.id_food_menu)
      .execute();
    expect(prices).toEqual([
      expect.objectContaining({ id_restaurant_receiving_method: a.takeOut, food_menu_price: 900, is_applied: true }),
    ]);
    const detail = await call('GET', `restaurant/food/menu/all/list/${ids.restaurantA}`, ownerA.headers);
    const gyoza = (
      detail.json().data as { jancode: string; additional: unknown[]; food_menu_stock_qty: number }[]
    ).find((menu) => menu.jancode === jans[1]);
    expect(gyoza?.food_menu_stock_qty).toBe(-2);
    expect(gyoza?.additional).toMatchObject([
      {
        item_name: 'タレ',
        options: [
          { additional_name: '酢醤油', additional_cost: 0 },
          { additional_name: 'ラー油', additional_cost: 50 },
        ],
      },
    ]);

    // Applying the same file again: its rows now exist, and update_flag 1 means a new menu.
    const again = await upload(sjis(text), { mode: 'apply' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      `Row 2: menu ${jans[0]} already exists (update_flag 1 adds a new menu; 2 updates it)`,
    );
  });

  it('update_flag 2 updates by JAN code and lists the changed fields', async () => {
    const menu = await createMenu();
    const exported = await exportOf('utf-8');
    const text = exported.rawPayload
      .toString('utf8')
      .replace(`,${menu.jancode},醤油らーめん,`, `,${menu.jancode},塩らーめん,`);
    const dry = await upload(Buffer.from(text));
    const update = (dry.json().data.update as { jancode: string; changes: unknown[] }[]).find(
      (u) => u.jancode === menu.jancode,
    );
    expect(update?.changes).toEqual([{ field: 'food_menu_name_1', before: '醤油らーめん', after: '塩らーめん' }]);
    const applied = await upload(Buffer.from(text), { mode: 'apply' });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await call('GET', `restaurant/food/menu/detail/${menu.id_food_menu}`, ownerA.headers);
    expect(after.json().data).toMatchObject({
      food_menu_name: '塩らーめん',
      // The add-on group and its options keep their ids (past orders name them).
      additional: [
        {
          id_food_menu_additional: menu.additional[0].id_food_menu_additional,
          options: menu.additional[0].options.map((option: { id_food_menu_additional_option: number }) => ({
            id_food_menu_additional_option: option.id_food_menu_additional_option,
          })),
        },
      ],
    });
  });
});

describe('apply is all or nothing', () => {
  it('one bad row refuses the whole file, naming it, and nothing is written', async () => {
    const text = formatCsv([
      header,
      row({ jancode: nextJan(), food_menu_name_1: '良い行' }),
      row({ jancode: nextJan(), food_menu_name_1: '悪い行', tax: '', food_menu_price: 'abc' }),
      row({ jancode: nextJan(), food_menu_name_1: '別の行', code_sub_category: '999' }),
    ]);
    await refusedKeepingMenus(() => upload(sjis(text), { mode: 'apply' }), 400, {
      message: 'Row 3: "food_menu_price" must be a whole number of 0 or more (up to 9 digits)',
      message_jp: '3行目:「food_menu_price」は0以上の整数（9桁まで）で入力してください',
      code: 'MENU_CSV_ROWS_REFUSED',
      data: {
        error_code: 1,
        refused: [
          expect.objectContaining({ row: 3, column: 'food_menu_price' }),
          { row: 3, column: 'tax', message: 'Row 3: "tax" is blank', message_jp: '3行目:「tax」が空欄です' },
          {
            row: 4,
            column: 'code_sub_category',
            message: 'メニュー.csv: sub category 999 is not found.',
            message_jp: 'メニュー.csv: サブカテゴリ 999 が見つかりません。',
          },
        ],
      },
    });
  });

  it('as a file job: the apply runs in the background and its result is the report', async () => {
    const jan = nextJan();
    const res = await upload(sjis(formatCsv([header, row({ jancode: jan, food_menu_name_1: 'ジョブ' })])), {
      mode: 'apply',
      job: 1,
    });
    expectAnswer(res, 200, { data: { kind: 'menu-import' } });
    await settleFileJobs();
    const job = await call('GET', `restaurant/file-job/${res.json().data.id_file_job}`, ownerA.headers);
    expectAnswer(job, 200, { data: { status: 'done', result: { count_modified: 1, create: [{ jancode: jan }] } } });
  });
});

describe('export', () => {
  it('writes every menu in the import format; importing it back changes nothing (Shift_JIS and UTF-8)', async () => {
    await createMenu({ food_menu_name: '=HYPERLINK("x")', description: '+81 3-1234, 夜\n営業' });
    const total = await countMenus(ids.restaurantA);
    const shiftJis = await exportOf('shift_jis');
    expect(shiftJis.statusCode).toBe(200);
    expect(shiftJis.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    expect(shiftJis.headers['content-disposition']).toMatch(
      /^attachment; filename="menus_\d{8}_\d{6}\.csv"; filename\*=UTF-8''menus_\d{8}_\d{6}\.csv$/,
    );
    const text = iconv.decode(shiftJis.rawPayload, 'cp932');
    // A formula is kept as text and escaped so that a spreadsheet never runs it.
    expect(text).toContain(`'=HYPERLINK(""x"")`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    for (const bytes of [shiftJis.rawPayload, (await exportOf('utf-8')).rawPayload]) {
      const dry = await upload(bytes);
      expectAnswer(dry, 200, { data: { create: [], update: [], refused: [], unchanged: total, count_modified: 0 } });
    }
    const utf8 = await exportOf('utf-8');
    expect([...utf8.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('export: characters Shift_JIS holds only as look-alikes, or not at all', () => {
  it('a wave dash 〜 goes out as ～ and comes back as no change', async () => {
    await createMenu({ food_menu_name: '海鮮〜特製−丼' });
    const text = iconv.decode((await exportOf('shift_jis')).rawPayload, 'cp932');
    expect(text).toContain('海鮮～特製－丼');
    const dry = await upload(iconv.encode(text, 'cp932'));
    expectAnswer(dry, 200, { data: { create: [], update: [], refused: [] } });
  });

  it('an emoji refuses the Shift_JIS download, naming the menu; the UTF-8 one keeps it', async () => {
    const menu = await createMenu({ food_menu_name: '季節のパフェ🍓' });
    const refused = await exportOf('shift_jis');
    expectAnswer(refused, 409, {
      code: 'MENU_CSV_NOT_SHIFT_JIS',
      message: `Menu ${menu.jancode} "季節のパフェ🍓" has characters that Shift_JIS cannot hold (🍓). Download the CSV as UTF-8.`,
      message_jp: `メニュー ${menu.jancode}「季節のパフェ🍓」にShift_JISで保存できない文字（🍓）があります。UTF-8でダウンロードしてください。`,
    });
    const utf8 = await exportOf('utf-8');
    expect(utf8.rawPayload.toString('utf8')).toContain('季節のパフェ🍓');
    expectAnswer(await upload(utf8.rawPayload), 200, { data: { create: [], update: [], refused: [] } });
    await ctx.db.deleteFrom('food_menus').where('id_food_menu', '=', menu.id_food_menu).execute();
  });
});

describe('bad input: a clear bilingual message naming the row, nothing written', () => {
  const refused = async (bytes: Buffer, expected: { message: string; message_jp: string; error_code: number }) => {
    await refusedKeepingMenus(() => upload(bytes, { mode: 'apply' }), 400, {
      message: expected.message,
      message_jp: expected.message_jp,
      data: { error_code: expected.error_code },
    });
  };

  it('an empty file', () =>
    refused(Buffer.alloc(0), { message: 'The file is empty.', message_jp: 'ファイルが空です。', error_code: 2 }));

  it('a file in another encoding (UTF-16, as "Unicode text")', () =>
    refused(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(formatCsv([header]), 'utf16le')]), {
      message: 'The file is not a CSV text file (it contains binary data).',
      message_jp: 'ファイルがCSV形式のテキストではありません（バイナリデータが含まれています）。',
      error_code: 2,
    }));

  it('a header with a missing column', () =>
    refused(sjis(formatCsv([header.filter((column) => column !== 'jancode'), ['1']])), {
      message: 'Row 1: column "jancode" is missing',
      message_jp: '1行目:「jancode」列がありません',
      error_code: 2,
    }));

  it('a JAN code repeated', () => {
    const jan = nextJan();
    return refused(
      sjis(
        formatCsv([header, row({ jancode: jan, food_menu_name_1: 'A' }), row({ jancode: jan, food_menu_name_1: 'B' })]),
      ),
      {
        message: `Row 3: JAN code ${jan} is repeated in the file (also row 2)`,
        message_jp: `3行目:JANコード ${jan} がファイル内で重複しています（2行目と同じ）`,
        error_code: 1,
      },
    );
  });

  it('an unterminated quote', () =>
    refused(sjis(`${formatCsv([header])}"never closed,1\r\n`), {
      message: 'Row 2: a quoted cell is not closed (a " is missing).',
      message_jp: '2行目: 引用符（"）で始まるセルが閉じられていません。',
      error_code: 2,
    }));

  it('a formula in a cell is kept as text (and the export escapes it)', async () => {
    const jan = nextJan();
    const text = formatCsv([header, row({ jancode: jan, food_menu_name_1: 'x' })]).replace(',x,', ',=1+1,');
    expect(text).toContain(',=1+1,');
    expectAnswer(await upload(sjis(text), { mode: 'apply' }), 200, { data: { count_modified: 1 } });
    expect(await columnOf(ctx.db, 'food_menus', 'food_menu_name', 'jancode', jan)).toBe('=1+1');
    expect(iconv.decode((await exportOf('shift_jis')).rawPayload, 'cp932')).toContain(`,${jan},'=1+1,`);
  });

  it('50 MB of one line is refused before it is read (413)', async () => {
    await refusedKeepingMenus(() => upload(Buffer.alloc(50 * 1_048_576, 0x41)), 413, {
      code: 'FILE_TOO_LARGE',
      message: 'The file is too large (at most 20 MB)',
      message_jp: 'ファイルサイズが大きすぎます（最大 20 MB）',
    });
  });

  it('a line far longer than any menu row', async () => {
    const res = await upload(Buffer.from(`${formatCsv([header])}${'x'.repeat(200_000)}\r\n`));
    expectAnswer(res, 200, {
      data: { error_code: 2, refused: [{ row: 2, message: 'Row 2: the row is longer than 100000 characters.' }] },
    });
  });
});

describe('tenancy', () => {
  it("another restaurant's id answers 404 for the import and the export", async () => {
    const before = await countMenus(ids.restaurantA);
    const text = formatCsv([header, row({ jancode: nextJan(), food_menu_name_1: 'B から' })]);
    expectAnswer(await upload(sjis(text), { mode: 'apply' }, ownerB.headers), 404, { code: 'NOT_FOUND' });
    expectAnswer(await exportOf('utf-8', ownerB.headers), 404, { code: 'NOT_FOUND' });
    expect(await countMenus(ids.restaurantA)).toBe(before);
  });

  it("codes of another restaurant's catalogue are not found in one's own", async () => {
    const res = await upload(
      sjis(formatCsv([header, row({ jancode: nextJan(), food_menu_name_1: 'x' })])),
      {
        id_restaurant: ids.restaurantB,
      },
      ownerB.headers,
    );
    expect(b.category).toBeGreaterThan(0);
    expect(res.json().data.refused.map((refusal: { message: string }) => refusal.message)).toEqual([
      'メニュー.csv: category 100 is not found.',
      'メニュー.csv: sub category 100 is not found.',
    ]);
  });
});
