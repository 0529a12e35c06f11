// Search Order end to end, in Japanese and English, as owner1 of Sushi Kaede: the orders of the last
// week by receiving method (take-out), then the Excel download of every matching order, saved as
// OE_YYYYMMDD_HHmmss.xlsx and opened with a real xlsx reader: the spec's Japanese headings and one
// row per order found.
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type Language, launchBrowser, settledShot } from './support/browser.ts';
import { suiteTempDir } from './support/images.ts';
import { openAs } from './support/pages.ts';

const browser = await launchBrowser();
const owner = 'owner1@noren.example';
const folder = await suiteTempDir('noren-e2e-orders-');

/** YYYY-MM-DD in Tokyo, `days` from today. */
function tokyoDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date(Date.now() + days * 86_400_000));
}

const texts = {
  jp: { heading: '注文検索', takeOut: 'テイクアウト' },
  en: { heading: 'Search Order', takeOut: 'テイクアウト' },
} as const;

/** The headings of spec 3 §3, in order (packages/domain/src/orders/search.ts). */
const headings = [
  '注文ID',
  '店舗情報',
  '日付',
  '時間',
  '受取方法',
  'テーブル番号',
  '注文者',
  '郵便番号',
  '住所',
  '電話番号',
];

describe.each<Language>(['jp', 'en'])('search order (%s)', (language) => {
  const text = texts[language];

  it('finds the take-out orders of the last week and downloads them as an Excel file', async () => {
    const page = await openAs(browser, language, owner, '/search-order');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('heading', { name: text.heading }).waitFor();
    await page.getByTestId('search-order-table-row').first().waitFor({ timeout: 20_000 });

    await page.getByTestId('search-order-filter-from_date').fill(tokyoDate(-7));
    await page.getByTestId('search-order-filter-to_date').fill(tokyoDate(0));
    await page.getByTestId('search-order-filter-method').click();
    await page.getByTestId('search-order-filter-method-option-1').click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    // The table filter is for the table method only.
    expect(await page.getByTestId('search-order-filter-table').getAttribute('aria-disabled')).toBe('true');
    await page.getByTestId('search-order-search').click();
    await expect
      .poll(
        async () => {
          const rows = await page.getByTestId('search-order-table-row').allTextContents();
          return rows.length > 0 && rows.every((row) => row.includes(text.takeOut));
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    // How many match in all: the pagination's "1–10 of N" (「1～10 / N」).
    const range = await page
      .getByTestId('search-order-table-pagination')
      .locator('.MuiTablePagination-displayedRows')
      .textContent();
    const found = Number(/(\d+)\s*$/.exec(range ?? '')?.[1]);
    expect(found).toBeGreaterThan(0);
    await settledShot(page, `search-order-01-take-out-${language}-1280`);

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByTestId('search-order-export').click(),
    ]);
    const name = download.suggestedFilename();
    expect(name).toMatch(/^OE_\d{8}_\d{6}\.xlsx$/);
    const file = path.join(folder, `${language}-${name}`);
    await download.saveAs(file);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    expect(sheet).toBeDefined();
    const first = (sheet?.getRow(1).values ?? []) as unknown[];
    expect(first.slice(1, headings.length + 1)).toEqual(headings);
    // One row per order found, on every page of the search.
    expect((sheet?.actualRowCount ?? 0) - 1).toBe(found);
    for (let row = 2; row <= (sheet?.actualRowCount ?? 0); row += 1) {
      expect(String(sheet?.getRow(row).getCell(5).value)).toBe(text.takeOut);
    }

    for (const [label, size] of [
      ['800', { width: 800, height: 1280 }],
      ['1024', { width: 1024, height: 768 }],
    ] as const) {
      await page.setViewportSize(size);
      await settledShot(page, `search-order-02-${language}-${label}`);
    }
    await page.close();
  });
});
