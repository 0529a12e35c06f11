// Food banners and free menus end to end, in Japanese and English: an owner adds a URL banner with
// an uploaded image, sees it listed and turns on its WEB Display; adds a free menu, sees it, turns
// its status off; and finds Save disabled for a blank name. Each change survives a reload.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Language, launchBrowser, settledShot } from './support/browser.ts';
import { suiteTempDir, writePng } from './support/images.ts';
import { openAddForm, openAs, waitEnabled } from './support/pages.ts';

const browser = await launchBrowser();

const tempDir = await suiteTempDir('noren-banner-');

/** A small banner picture, made here so the test needs no file of its own. */
async function bannerPng(label: string): Promise<string> {
  const text = `<svg width="800" height="300" xmlns="http://www.w3.org/2000/svg">
    <text x="400" y="170" font-size="72" font-family="sans-serif" fill="#ffffff" text-anchor="middle">SALE ${label}</text>
  </svg>`;
  return writePng(path.join(tempDir, `banner-${label}.png`), { width: 800, height: 300, background: '#c4553b' }, [
    { input: Buffer.from(text) },
  ]);
}

const texts = {
  jp: {
    type: /種類/,
    url: 'URL',
    food: 'メニュー',
    menuChooser: /メニュー/,
    webDisplay: /WEB表示/,
    status: /ステータス/,
    required: '必須項目です',
    addBannerTitle: 'フードバナーを追加',
    addFreeTitle: '無料メニューを追加',
    cancel: 'キャンセル',
  },
  en: {
    type: /Type/,
    url: 'URL',
    food: 'Food',
    menuChooser: /Menu/,
    webDisplay: /WEB Display/,
    status: /Status/,
    required: 'Required',
    addBannerTitle: 'Add Food Banner',
    addFreeTitle: 'Add Free Menu',
    cancel: 'Cancel',
  },
} as const;

async function switchState(page: Page, row: string, tableTestId: string, name: RegExp): Promise<boolean> {
  return page.getByTestId(`${tableTestId}-row`).filter({ hasText: row }).getByRole('switch', { name }).isChecked();
}

interface RowSwitch {
  table: string;
  /** Text of the row. */
  row: string;
  name: RegExp;
}

/**
 * Checks the row's switch shows `from`, flips it, sees the change (then takes `screenshot`), and
 * sees it kept over a reload.
 */
async function flipSwitch(page: Page, { table, row, name }: RowSwitch, from: boolean, screenshot: string) {
  expect(await switchState(page, row, table, name)).toBe(from);
  await page.getByTestId(`${table}-row`).filter({ hasText: row }).getByRole('switch', { name }).click();
  await expect.poll(() => switchState(page, row, table, name)).toBe(!from);
  await settledShot(page, screenshot);

  await page.reload();
  await page.getByTestId(`${table}-row`).filter({ hasText: row }).waitFor();
  expect(await switchState(page, row, table, name)).toBe(!from);
}

describe.each<Language>(['jp', 'en'])('food banners and free menus (%s)', (language) => {
  const text = texts[language];
  const webUrl = `https://noren.example/e2e-${language}`;
  const freeName = `E2E おしぼり ${language}`;

  it('adds a URL banner with an image, lists it and turns on its WEB Display', async () => {
    const page = await openAs(browser, language, 'owner1@noren.example', '/food/banner');
    await page.getByTestId('food-banner-page').waitFor();
    await settledShot(page, `catalogue-banner-01-list-${language}`);

    const dialog = page.getByRole('dialog');
    await openAddForm(page, { add: 'banner-add', dialog, title: text.addBannerTitle, submit: 'banner-form-submit' });
    await dialog.locator('input[type="file"]').setInputFiles(await bannerPng(language));
    // A menu banner first: the chooser lists the restaurant's menus (or says there are none).
    await dialog.getByRole('combobox', { name: text.type }).click();
    await page.getByRole('option', { name: text.food, exact: true }).click();
    await dialog.getByRole('combobox', { name: text.menuChooser }).click();
    await settledShot(page, `catalogue-banner-02a-menu-chooser-${language}`);
    await dialog.getByRole('heading', { name: text.addBannerTitle }).click();
    // Then URL: the address field starts empty, the menu choice is gone.
    await dialog.getByRole('combobox', { name: text.type }).click();
    await page.getByRole('option', { name: text.url, exact: true }).click();
    expect(await page.getByTestId('banner-web-url').inputValue()).toBe('');
    await page.getByTestId('banner-web-url').fill(webUrl);
    // Enabled once the image is compressed and uploaded.
    await waitEnabled(page, 'banner-form-submit', true);
    await dialog.locator('img').first().waitFor();
    await settledShot(page, `catalogue-banner-02-form-${language}`);

    await page.getByTestId('banner-form-submit').click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByTestId('banner-table-row').filter({ hasText: webUrl });
    await row.waitFor();
    const image = row.getByRole('img');
    await expect.poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await image.evaluate((node) => node.getBoundingClientRect().width)).toBe(100);
    // A new banner starts hidden from the web slide show.
    const webDisplay = { table: 'banner-table', row: webUrl, name: text.webDisplay };
    await flipSwitch(page, webDisplay, false, `catalogue-banner-03-listed-${language}`);
    await page.context().close();
  });

  it('adds a free menu, lists it, turns its status off, and refuses a blank name', async () => {
    const page = await openAs(browser, language, 'owner1@noren.example', '/food/food-free');
    await page.getByTestId('food-free-page').waitFor();
    await page.getByTestId('free-menu-table').waitFor();
    await settledShot(page, `catalogue-free-01-list-${language}`);

    await page.getByTestId('free-menu-add').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: text.addFreeTitle }).waitFor();
    await page.getByTestId('free-menu-name').fill(`  ${freeName}  `);
    await waitEnabled(page, 'free-menu-form-submit', true);
    await page.getByTestId('free-menu-form-submit').click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByTestId('free-menu-table-row').filter({ hasText: freeName });
    await row.waitFor();
    expect((await row.getByTestId('free-menu-name-cell').textContent())?.trim()).toBe(freeName);
    const status = { table: 'free-menu-table', row: freeName, name: text.status };
    await flipSwitch(page, status, true, `catalogue-free-02-listed-${language}`);

    await page.getByTestId('free-menu-add').click();
    await dialog.getByRole('heading', { name: text.addFreeTitle }).waitFor();
    await page.getByTestId('free-menu-name').fill('   ');
    await dialog.getByText(text.required, { exact: true }).waitFor();
    await waitEnabled(page, 'free-menu-form-submit', false);
    await settledShot(page, `catalogue-free-03-blank-name-${language}`);
    await dialog.getByRole('button', { name: text.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});
