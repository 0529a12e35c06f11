// Food categories and sub-categories end to end, in Japanese and English: an owner creates a
// category with an image and sees it listed; creates a sub-category closed on Tuesdays
// 11:00–14:00 and sees it listed; tries a shift with only a start and sees the error with Save off.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, type Language, launchBrowser, openPage, shot } from './support/browser.ts';
import { pngBuffer, suiteTempDir, writePng } from './support/images.ts';
import { loginAs } from './support/pages.ts';

const browser = await launchBrowser();

// A small picture made on the fly: an indigo square with a lighter band, as a PNG.
const band = await pngBuffer({ width: 320, height: 60, background: '#f5f4f0' });
const imagePath = await writePng(
  path.join(await suiteTempDir('noren-e2e-image-'), 'category.png'),
  { width: 320, height: 240, background: '#1d3557' },
  [{ input: band, top: 150, left: 0 }],
);

const texts = {
  jp: {
    categoryName: '季節の丼もの',
    subName: '平日限定ランチ丼',
    description: '旬の食材を使った丼',
    tuesday: '火 11:00–14:00',
    shiftIncomplete: 'シフトの開始時刻と終了時刻を両方入力してください',
    title: 'フードカテゴリー',
    subTitle: 'フードサブカテゴリー',
    breadcrumb: 'フードメニュー',
  },
  en: {
    categoryName: 'Seasonal rice bowls',
    subName: 'Weekday lunch bowls',
    description: 'Bowls with seasonal produce',
    tuesday: 'Tue 11:00–14:00',
    shiftIncomplete: 'Enter both the start and the end of the shift',
    title: 'Food Category',
    subTitle: 'Food Sub Category',
    breadcrumb: 'Food Menu',
  },
} as const;

/** Codes no demo row uses, different for each language's run. */
const codes = {
  jp: { category: '9101', sub: '91011', other: '91012' },
  en: { category: '9201', sub: '92011', other: '92012' },
} as const;

async function showManyRows(page: Page, tableTestId: string): Promise<void> {
  await page.getByTestId(`${tableTestId}-pagination`).getByRole('combobox').click();
  await page.getByRole('option', { name: '50', exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

async function pickImage(page: Page, fieldTestId: string): Promise<void> {
  await page.getByTestId(`${fieldTestId}-input`).setInputFiles(imagePath);
  await page.getByTestId(`${fieldTestId}-preview`).waitFor();
  await page.getByTestId(`${fieldTestId}-busy`).waitFor({ state: 'detached' });
}

async function typeTime(page: Page, testId: string, digits: string): Promise<void> {
  const input = page.getByTestId(testId);
  await input.fill(digits);
  await input.blur();
}

async function fillSubCategory(page: Page, language: Language, code: string, name: string): Promise<void> {
  const dialog = page.getByTestId('food-subcategory-form');
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: texts[language].categoryName }).click();
  await page.getByTestId('food-subcategory-code').fill(code);
  await page.getByTestId('food-subcategory-name').fill(name);
  await page.getByTestId('food-subcategory-description').fill(texts[language].description);
  await pickImage(page, 'food-subcategory-image-field');
}

describe.each(['jp', 'en'] as const)('food categories and sub-categories (%s)', (language) => {
  const text = texts[language];
  let page: Page;

  beforeAll(async () => {
    page = await openPage(browser, language);
    await loginAs(page, 'owner1@noren.example');
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('creates a category with an image and sees it in the list', async () => {
    await page.goto(`${baseUrl()}/food/category`);
    await page.getByTestId('food-category-table-row').first().waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(text.title);
    await expect(page.getByTestId('food-category-page').textContent()).resolves.toContain(text.breadcrumb);
    await shot(page, `catalogue-categories-01-category-list-${language}`);

    await page.getByTestId('food-category-add').click();
    const dialog = page.getByTestId('food-category-form');
    await dialog.waitFor();
    const save = page.getByTestId('food-category-form-submit');
    expect(await save.isDisabled()).toBe(true);
    await pickImage(page, 'food-category-image-field');
    await page.getByTestId('food-category-name').fill(text.categoryName);
    await page.getByTestId('food-category-code').fill(`${codes[language].category}x`);
    await page.getByTestId('food-category-description').fill(text.description);
    // Digits only: the field says so and Save stays off.
    expect(await save.isDisabled()).toBe(true);
    await shot(page, `catalogue-categories-02-category-form-error-${language}`);
    await page.getByTestId('food-category-code').fill(codes[language].category);
    expect(await save.isEnabled()).toBe(true);
    await shot(page, `catalogue-categories-03-category-form-${language}`);
    await save.click();
    await dialog.waitFor({ state: 'detached' });

    await showManyRows(page, 'food-category-table');
    const row = page.getByTestId('food-category-table-row').filter({ hasText: text.categoryName });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(codes[language].category);
    const image = row.getByTestId('food-category-image');
    await expect(image.evaluate((node) => (node as HTMLImageElement).naturalWidth > 0)).resolves.toBe(true);
    await expect(image.evaluate((node) => node.getBoundingClientRect().width)).resolves.toBe(75);
    await row.scrollIntoViewIfNeeded();
    await shot(page, `catalogue-categories-04-category-listed-${language}`);
  });

  it('creates a sub-category closed on Tuesdays 11:00–14:00 and sees it listed', async () => {
    await page.goto(`${baseUrl()}/food/subcategory`);
    await page.getByTestId('food-subcategory-table-row').first().waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(text.subTitle);
    await shot(page, `catalogue-categories-05-subcategory-list-${language}`);

    await page.getByTestId('food-subcategory-add').click();
    await page.getByTestId('food-subcategory-form').waitFor();
    await fillSubCategory(page, language, codes[language].sub, text.subName);
    await page.getByTestId('schedule-active-1').check();
    await typeTime(page, 'schedule-1-start_shift_1', '1100');
    await typeTime(page, 'schedule-1-end_shift_1', '1400');
    await expect(page.getByTestId('schedule-1-start_shift_1').inputValue()).resolves.toBe('11:00');
    await expect(page.getByTestId('schedule-1-end_shift_1').inputValue()).resolves.toBe('14:00');
    await page.getByTestId('schedule-day-1').scrollIntoViewIfNeeded();
    await shot(page, `catalogue-categories-06-subcategory-form-${language}`);
    const save = page.getByTestId('food-subcategory-form-submit');
    expect(await save.isEnabled()).toBe(true);
    await save.click();
    await page.getByTestId('food-subcategory-form').waitFor({ state: 'detached' });

    await showManyRows(page, 'food-subcategory-table');
    const row = page.getByTestId('food-subcategory-table-row').filter({ hasText: text.subName });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(text.categoryName);
    await expect(row.getByTestId('food-subcategory-restriction').textContent()).resolves.toBe(text.tuesday);
    await row.scrollIntoViewIfNeeded();
    await shot(page, `catalogue-categories-07-subcategory-listed-${language}`);
  });

  it('marks a shift with only a start and keeps Save off', async () => {
    await page.getByTestId('food-subcategory-add').click();
    await page.getByTestId('food-subcategory-form').waitFor();
    await fillSubCategory(page, language, codes[language].other, `${text.subName} 2`);
    const save = page.getByTestId('food-subcategory-form-submit');
    expect(await save.isEnabled()).toBe(true);

    await page.getByTestId('schedule-active-2').check();
    await typeTime(page, 'schedule-2-start_shift_1', '1500');
    const error = page.getByTestId('schedule-2-shift-1-error');
    await error.waitFor();
    await expect(error.textContent()).resolves.toBe(text.shiftIncomplete);
    await expect(page.getByTestId('schedule-2-end_shift_1').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await save.isDisabled()).toBe(true);
    await page.getByTestId('schedule-day-2').scrollIntoViewIfNeeded();
    await shot(page, `catalogue-categories-08-shift-only-start-${language}`);

    // The close icon clears the start: nothing half-entered, Save is back.
    await page.getByTestId('schedule-2-start_shift_1-clear').click();
    await error.waitFor({ state: 'detached' });
    expect(await save.isEnabled()).toBe(true);
    await page.getByTestId('food-subcategory-form-cancel').click();
    await page.getByTestId('food-subcategory-form').waitFor({ state: 'detached' });
  });
});
