// The catalogue round trip through files, in Japanese and English, as owner1 of Sushi Kaede:
// upload a menu CSV saved as Japanese Excel saves it (Shift_JIS, CRLF, a quoted cell holding a comma
// and a line break), read its dry run, apply it with the progress bar and see the menus listed;
// upload an image zip with one unknown JAN code and see it in the error dialog; download the menu
// CSV (Shift_JIS) and the category Excel file and read them back.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { menuCsvHeader } from '@noren/domain/files/menu-csv';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Language, launchBrowser, settledShot, toasts } from './support/browser.ts';
import { pngBuffer, suiteTempDir } from './support/images.ts';
import { openAs } from './support/pages.ts';

const browser = await launchBrowser();
const owner = 'owner1@noren.example';
const folder = await suiteTempDir('noren-e2e-files-');

const sizes = {
  wide: { width: 1280, height: 800 },
  tall: { width: 800, height: 1280 },
  tablet: { width: 1024, height: 768 },
} as const;

// --- Files as an owner's computer makes them ------------------------------------------------------

/** The menu CSV's columns (modules/menu-csv/README.md), no add-on group. */
const header = menuCsvHeader(0);

/** A cell as Excel writes it: quoted when it holds a comma, a quote or a line break. */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A new menu (update flag 1) in sub-category 101 (握り / 赤身・光物), priced for take-out and counter. */
function menuRow(jancode: string, name: string, price: number, description: string): string[] {
  const values: Record<string, string> = {
    update_flag: '1',
    code_category: '10',
    code_sub_category: '101',
    jancode,
    food_menu_name_1: name,
    food_menu_price: String(price),
    tax: '8',
    food_menu_stock_qty: '20',
    standard_qty_check: '0',
    combined_purchase: '0',
    price_link_SG: '1',
    apply_rm_takeaway: '1',
    apply_rm_store: '1',
    apply_rm_table: '0',
    apply_rm_delivery: '0',
    description,
    search_keyword: 'まぐろ,E2E',
  };
  return header.map((column) => values[column] ?? '');
}

async function writeShiftJisCsv(file: string, rows: string[][]): Promise<string> {
  const text = `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
  await writeFile(file, iconv.encode(text, 'Shift_JIS'));
  return file;
}

/** Little-endian fields of the given byte widths, in order. */
function fields(...values: [width: 2 | 4, value: number][]): Buffer {
  const bytes = Buffer.alloc(values.reduce((sum, [width]) => sum + width, 0));
  let at = 0;
  for (const [width, value] of values) {
    if (width === 2) bytes.writeUInt16LE(value, at);
    else bytes.writeUInt32LE(value, at);
    at += width;
  }
  return bytes;
}

/** A zip of stored (uncompressed) entries with UTF-8 names (flag 0x0800), as small tools write them. */
function zipOf(entries: { name: string; bytes: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, bytes } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    // Version, flags, method (stored), time, date, CRC, sizes, name length, extra length.
    const common = fields([2, 0x0800], [2, 0], [2, 0], [2, 0], [4, crc32(bytes)], [4, bytes.length], [4, bytes.length]);
    const local = Buffer.concat([fields([4, 0x04034b50], [2, 20]), common, fields([2, fileName.length], [2, 0])]);
    const central = Buffer.concat([
      fields([4, 0x02014b50], [2, 20], [2, 20]),
      common,
      // Name, extra and comment lengths, disk, internal and external attributes, local header offset.
      fields([2, fileName.length], [2, 0], [2, 0], [2, 0], [2, 0], [4, 0], [4, offset]),
    ]);
    locals.push(local, fileName, bytes);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + bytes.length;
  }
  const directory = Buffer.concat(centrals);
  const count = entries.length;
  const end = fields(
    [4, 0x06054b50],
    [2, 0],
    [2, 0],
    [2, count],
    [2, count],
    [4, directory.length],
    [4, offset],
    [2, 0],
  );
  return Buffer.concat([...locals, directory, end]);
}

// --- Texts ------------------------------------------------------------------------------------------

const texts = {
  jp: {
    names: ['E2E 本まぐろ三貫', 'E2E 炙りサーモン'],
    summary: '新規 2件・更新 0件・エラー 0件',
    modified: '2件のメニューを更新しました。',
    waiting: 'サーバーで画像を取り込んでいます',
    imported: '画像のアップロードに成功しました',
    notFoundTitle: '該当する行がない画像',
    categoryHeading: 'フードカテゴリー',
  },
  en: {
    names: ['E2E Bluefin trio', 'E2E Seared salmon'],
    summary: '2 to create, 0 to update, 0 refused',
    modified: '2 rows of food menu have been modified.',
    waiting: 'Waiting for server to import image',
    imported: 'Successfully uploaded image',
    notFoundTitle: 'Images without a matching row',
    categoryHeading: 'Food Category',
  },
} as const;

/** Waits for the download a click starts and keeps it under `folder`; answers its name and path. */
async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ name: string; file: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const name = download.suggestedFilename();
  const file = path.join(folder, `${Date.now()}-${name}`);
  await download.saveAs(file);
  return { name, file };
}

const stampPattern = '\\d{8}_\\d{6}';

describe.each<Language>(['jp', 'en'])('catalogue files (%s)', (language) => {
  const text = texts[language];
  // JAN codes no demo row uses, different for each run.
  const stamp = `${language === 'jp' ? 3 : 4}${String(Date.now()).slice(-6)}`;
  const jans = [`28${stamp}0001`, `28${stamp}0002`];
  const unknownJan = `28${stamp}0099`;
  const names = text.names.map((name) => `${name} ${stamp}`);

  it('imports a Shift_JIS menu CSV through its dry run and lists the new menus', async () => {
    const csv = await writeShiftJisCsv(path.join(folder, `menus-${language}.csv`), [
      menuRow(jans[0] ?? '', names[0] ?? '', 1280, '本まぐろの赤身・中トロ・大トロ,\r\n三貫盛り'),
      menuRow(jans[1] ?? '', names[1] ?? '', 420, '炙りたての香ばしさ'),
    ]);
    const page = await openAs(browser, language, owner, '/food/food');
    await page.setViewportSize(sizes.wide);
    await page.getByTestId('menu-table-row').first().waitFor();
    await settledShot(page, `files-01-menu-buttons-${language}-1280`);

    await page.getByTestId('menu-file-csv-upload-input').setInputFiles(csv);
    const dialog = page.getByTestId('menu-file-dry-run');
    await expect
      .poll(() => dialog.getByTestId('menu-file-dry-run-summary').textContent(), { timeout: 20_000 })
      .toBe(text.summary);
    const created = await dialog.getByTestId('menu-file-dry-run-create-row').allTextContents();
    expect(created).toHaveLength(2);
    expect(created[0]).toContain(`${jans[0]} ${names[0]}`);
    expect(created[1]).toContain(`${jans[1]} ${names[1]}`);
    await settledShot(page, `files-02-dry-run-${language}-1280`);
    for (const [label, size] of [
      ['800', sizes.tall],
      ['1024', sizes.tablet],
    ] as const) {
      await page.setViewportSize(size);
      await settledShot(page, `files-02-dry-run-${language}-${label}`);
    }

    await page.setViewportSize(sizes.wide);
    await dialog.getByTestId('menu-file-dry-run-apply').click();
    const result = page.getByTestId('csv-result');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.getByTestId('csv-result-modified').textContent()).toBe('2');
    expect(await result.getByTestId('csv-result-file').textContent()).toBe(`menus-${language}.csv`);
    await expect.poll(() => toasts(page).allTextContents()).toContain(text.modified);
    await settledShot(page, `files-03-result-${language}-1280`);
    await result.getByTestId('csv-result-close').click();

    await page.setViewportSize(sizes.tall);
    await page.getByTestId('menu-search').fill(stamp);
    await expect
      .poll(async () => (await page.getByTestId('menu-name').allTextContents()).sort(), { timeout: 15_000 })
      .toEqual([...names].sort());
    await settledShot(page, `files-04-imported-menus-${language}-800`);

    // The image zip: a picture for the first new menu, one for a JAN code no menu has.
    const picture = await pngBuffer({ width: 400, height: 300, background: '#c0392b' });
    const zip = path.join(folder, `images-${language}.zip`);
    await writeFile(
      zip,
      zipOf([
        { name: `${jans[0]}.png`, bytes: picture },
        { name: `${unknownJan}.png`, bytes: picture },
      ]),
    );
    await page.setViewportSize(sizes.tablet);
    await page.getByTestId('menu-file-image-zip-input').setInputFiles(zip);
    await expect.poll(() => toasts(page).allTextContents()).toContain(text.waiting);
    const errors = page.getByTestId('image-zip-errors');
    await errors.waitFor({ timeout: 30_000 });
    expect(await errors.getByRole('heading', { name: text.notFoundTitle }).count()).toBe(1);
    expect(await errors.getByTestId('image-zip-errors-lines').locator('li').allTextContents()).toEqual([unknownJan]);
    await expect.poll(() => toasts(page).allTextContents()).toContain(text.imported);
    await settledShot(page, `files-05-image-zip-errors-${language}-1024`);
    await errors.getByTestId('image-zip-errors-close').click();
    // The menu the zip had a picture for now shows it.
    const firstRow = page.getByTestId('menu-table-row').filter({ hasText: names[0] ?? '' });
    await expect.poll(() => firstRow.locator('img').count(), { timeout: 15_000 }).toBe(1);

    // The CSV download in Shift_JIS holds the imported menus.
    await page.getByTestId('menu-file-csv-download').click();
    const exported = await downloadOf(page, () => page.getByTestId('menu-file-encoding-shift_jis').click());
    expect(exported.name).toMatch(new RegExp(`^menus_${stampPattern}\\.csv$`));
    const exportedText = iconv.decode(await readFile(exported.file), 'Shift_JIS');
    // The fixed columns, then the add-on groups the demo menus have.
    expect(exportedText.split('\r\n')[0]).toMatch(new RegExp(`^${header.join(',')},additional_item_name_1,`));
    for (const name of names) expect(exportedText).toContain(name);
    await page.close();
  });

  it('downloads the categories as an Excel file that a spreadsheet reader opens', async () => {
    const page = await openAs(browser, language, owner, '/food/category');
    await page.setViewportSize(sizes.tall);
    await page.getByRole('heading', { name: text.categoryHeading }).waitFor();
    await page.getByTestId('food-category-table-row').first().waitFor();
    await settledShot(page, `files-06-category-buttons-${language}-800`);
    const exported = await downloadOf(page, () => page.getByTestId('category-file-csv-download').click());
    expect(exported.name).toMatch(new RegExp(`${stampPattern}\\.xlsx$`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(exported.file);
    const sheet = workbook.worksheets[0];
    const cells = (sheet?.getSheetValues() ?? []).flat().map(String);
    // The demo's categories are in it.
    expect(cells).toContain('握り');
    expect(cells).toContain('巻物');
    await page.close();
  });
});
