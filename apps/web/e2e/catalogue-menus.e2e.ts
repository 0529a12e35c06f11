// Menus end to end, in Japanese and English, as owner1: create a menu with an add-on group of two
// priced options and a discount running now; find it in the list with its discount price; toggle
// its status; batch-hide two menus; and try to save a menu whose add-on JAN code repeats, seeing
// 'Duplicate JAN Code ' with Save off. The category and sub-category it needs (and a second menu)
// are made through the API with the owner's bearer token first, so the test does not depend on
// the demo catalogue.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, type Language, launchBrowser, settledShot } from './support/browser.ts';
import { pngBuffer, suiteTempDir, writePng } from './support/images.ts';
import { demoPassword, openAddForm, openAs, waitEnabled } from './support/pages.ts';

const browser = await launchBrowser();
const owner = 'owner1@noren.example';

// A bowl of ramen on a light table, made on the fly.
const bowl = await pngBuffer({ width: 300, height: 300, background: { r: 0, g: 0, b: 0, alpha: 0 } }, [
  {
    input: Buffer.from(
      '<svg width="300" height="300" xmlns="http://www.w3.org/2000/svg"><circle cx="150" cy="150" r="120" fill="#c4553b"/><circle cx="150" cy="150" r="90" fill="#f2c14e"/></svg>',
    ),
  },
]);
const imagePath = await writePng(
  path.join(await suiteTempDir('noren-e2e-menu-'), 'ramen.png'),
  { width: 480, height: 360, background: '#f5f4f0' },
  [{ input: bowl, top: 30, left: 90 }],
);

// --- The API, as another client of it would call it --------------------------------------------------

interface Session {
  token: string;
  idRestaurant: number;
}

async function apiCall<T>(session: Session | null, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/${url}`, {
    method,
    headers: {
      ...(session ? { authorization: `Bearer ${session.token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${answer.message}`);
  return answer.data;
}

async function apiLogin(): Promise<Session> {
  const user = await apiCall<{ token: string; id_restaurant: number }>(null, 'POST', 'restaurant/users/login', {
    email: owner,
    password: demoPassword,
  });
  return { token: user.token, idRestaurant: user.id_restaurant };
}

/** Uploads the picture through the put-url flow and answers its file key. */
async function uploadImage(session: Session): Promise<string> {
  const ticket = await apiCall<{ url: string; file_key: string; content_type: string }>(
    session,
    'POST',
    'restaurant/upload/put-url',
    { file_name: 'ramen.png', content_type: 'image/png' },
  );
  const target = ticket.url.startsWith('/') ? `${baseUrl()}${ticket.url}` : ticket.url;
  const put = await fetch(target, {
    method: 'PUT',
    headers: { 'content-type': ticket.content_type },
    body: await readFile(imagePath),
  });
  if (!put.ok) throw new Error(`upload: ${put.status} ${await put.text()}`);
  return ticket.file_key;
}

/** YYYY-MM-DD in Tokyo, `days` from today. */
function tokyoDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date(Date.now() + days * 86_400_000));
}

// --- Texts --------------------------------------------------------------------------------------------

const texts = {
  jp: {
    title: 'メニュー一覧',
    addTitle: 'メニュー追加',
    discount: '980円',
    statusOf: (name: string) => `${name}のステータス`,
    duplicate: 'JANコードが重複しています',
    selected: '2件選択中',
    menuName: '特製 醤油らーめん',
    group: 'トッピング',
    options: ['味玉', 'チャーシュー'],
    cancel: 'キャンセル',
  },
  en: {
    title: 'List Food Menu',
    addTitle: 'Add Menu',
    discount: '¥980',
    statusOf: (name: string) => `Status of ${name}`,
    duplicate: 'Duplicate JAN Code',
    selected: '2 selected',
    menuName: 'Special shoyu ramen',
    group: 'Toppings',
    options: ['Seasoned egg', 'Chashu'],
    cancel: 'Cancel',
  },
} as const;

/** Adds an add-on group with its name, JAN code and the picture to the menu form; answers the group. */
async function addGroup(page: Page, name: string, jancode: string) {
  await page.getByTestId('menu-form-add-group').click();
  const group = page.getByTestId('menu-form').getByTestId('menu-form-group');
  await group.getByTestId('menu-form-group-name').fill(name);
  await group.getByTestId('menu-form-group-jancode').fill(jancode);
  await group.getByTestId('menu-form-group-image-input').setInputFiles(imagePath);
  await group.getByTestId('menu-form-group-image-preview').waitFor();
  return group;
}

/** Polls wait for the debounced search and the server, on a busy two-core machine. */
const poll = { timeout: 15_000 };

async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByTestId('menu-search').fill(text);
  // The search runs once typing pauses; the rows then all carry the text.
  await expect
    .poll(async () => {
      const rows = await page.getByTestId('menu-table-row').allTextContents();
      return rows.length > 0 && rows.every((row) => row.includes(text));
    }, poll)
    .toBe(true);
}

describe.each<Language>(['jp', 'en'])('menus (%s)', (language) => {
  const text = texts[language];
  // JAN codes and names no demo row uses, different for each language's run.
  const stamp = `${language === 'jp' ? 1 : 2}${String(Date.now()).slice(-6)}`;
  const jan = (n: number) => `29${stamp}${String(n).padStart(4, '0')}`;
  const prefix = `E2E ${language}${stamp}`;
  const menuName = `${prefix} ${text.menuName}`;
  const secondName = `${prefix} 2`;
  let session: Session;
  let category: number;
  let subCategory: number;

  beforeAll(async () => {
    session = await apiLogin();
    const image = await uploadImage(session);
    const code = language === 'jp' ? 9301 : 9401;
    const created = await apiCall<{ id_food_category: number }>(session, 'POST', 'restaurant/food/category', {
      category_name: `${prefix} 麺類`,
      description: 'E2E',
      status: 'active',
      code_category: String(code),
      banner: image,
    });
    category = created.id_food_category;
    const sub = await apiCall<{ id_food_sub_category: number }>(session, 'POST', 'restaurant/food/sub-category', {
      id_food_category: category,
      code_sub_category: code * 10 + 1,
      sub_category_name: `${prefix} ラーメン`,
      description: 'E2E',
      status: true,
      image,
    });
    subCategory = sub.id_food_sub_category;
    // A second menu of the same kind, for the batch action.
    await apiCall(session, 'POST', 'restaurant/food/menu', {
      id_food_category: category,
      id_food_sub_category: subCategory,
      food_menu_name: secondName,
      food_menu_price: 700,
      food_menu_stock_qty: 5,
      tax: 8,
      jancode: jan(9),
      image_name: image,
      slide_show: false,
    });
  });

  it('creates a menu with an add-on group and a running discount, lists it, toggles it and batch-hides two', async () => {
    const page = await openAs(browser, language, owner, '/food/food');
    await page.getByRole('heading', { name: text.title }).waitFor();
    await page.getByTestId('menu-table-row').first().waitFor();
    await settledShot(page, `menus-01-list-${language}`);

    const dialog = page.getByTestId('menu-form');
    await openAddForm(page, { add: 'menu-add', dialog, title: text.addTitle, submit: 'menu-form-submit' });
    await page.getByTestId('menu-form-category').selectOption(String(category));
    await page.getByTestId('menu-form-sub-category').selectOption(String(subCategory));
    await page.getByTestId('menu-form-name').fill(menuName);
    await page.getByTestId('menu-form-jancode').fill(jan(1));
    await page.getByTestId('menu-form-image-input').setInputFiles(imagePath);
    await page.getByTestId('menu-form-image-preview').waitFor();
    await page.getByTestId('menu-form-keywords-input').fill('らーめん,醤油,');
    await settledShot(page, `menus-02a-form-basic-${language}`);
    await page.getByTestId('menu-form-price').fill('1200');
    expect(await page.getByTestId('menu-form-discount-start-date').isDisabled()).toBe(true);
    await page.getByTestId('menu-form-discount-price').fill('980');
    await page.getByTestId('menu-form-discount-start-date').fill(tokyoDate(-1));
    await page.getByTestId('menu-form-discount-start-time').fill('0000');
    await page.getByTestId('menu-form-discount-end-date').fill(tokyoDate(7));
    await page.getByTestId('menu-form-discount-end-time').fill('2359');
    await page.getByTestId('menu-form-stock').fill('10');
    await settledShot(page, `menus-02-form-top-${language}`);

    const group = await addGroup(page, text.group, jan(2));
    for (const [index, name] of text.options.entries()) {
      await group.getByTestId('menu-form-add-option').click();
      const option = group.getByTestId('menu-form-option').nth(index);
      await option.getByTestId('menu-form-option-name').fill(name);
      await option.getByTestId('menu-form-option-cost').fill(index === 0 ? '100' : '250');
      await option.getByTestId('menu-form-option-jancode').fill(jan(3 + index));
    }
    await group.scrollIntoViewIfNeeded();
    await waitEnabled(page, 'menu-form-submit', true);
    await settledShot(page, `menus-03-form-add-ons-${language}`);

    await page.getByTestId('menu-form-submit').click();
    await dialog.waitFor({ state: 'detached' });

    await searchFor(page, prefix);
    const row = page.getByTestId('menu-table-row').filter({ hasText: menuName });
    await row.waitFor();
    expect((await row.getByTestId('menu-discount').textContent())?.trim()).toBe(text.discount);
    const image = row.getByRole('img');
    await expect.poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth), poll).toBeGreaterThan(0);
    await settledShot(page, `menus-04-listed-${language}`);

    // Status off, applied at once: it survives a reload.
    const status = () =>
      page
        .getByTestId('menu-table-row')
        .filter({ hasText: menuName })
        .getByRole('switch', { name: text.statusOf(menuName) });
    const toggleStatus = async () => {
      const saved = page.waitForResponse(
        (response) => response.url().endsWith('/food/menu/update/status') && response.request().method() === 'PATCH',
      );
      await status().click();
      expect((await saved).ok()).toBe(true);
    };
    expect(await status().isChecked()).toBe(true);
    await toggleStatus();
    await page.reload();
    await searchFor(page, prefix);
    expect(await status().isChecked()).toBe(false);
    await toggleStatus();
    expect(await status().isChecked()).toBe(true);

    // Both menus of this run: select all, Display / Hide, Hide.
    await expect.poll(() => page.getByTestId('menu-table-row').count(), poll).toBe(2);
    await page.getByTestId('menu-table-select-all').locator('input').check();
    expect((await page.getByTestId('menu-batch-count').textContent())?.trim()).toBe(text.selected);
    await page.getByTestId('menu-batch-display-hide').click();
    await page.getByTestId('menu-batch-hide').waitFor();
    await settledShot(page, `menus-05-batch-dialog-${language}`);
    await page.getByTestId('menu-batch-hide').click();
    await page.getByTestId('menu-batch-bar').waitFor({ state: 'detached' });
    for (const name of [menuName, secondName]) {
      await expect
        .poll(
          () =>
            page
              .getByTestId('menu-table-row')
              .filter({ hasText: name })
              .getByRole('switch', { name: text.statusOf(name) })
              .isChecked(),
          poll,
        )
        .toBe(false);
    }
    await settledShot(page, `menus-06-batch-hidden-${language}`);

    // The detail page shows the add-ons.
    await page.getByTestId('menu-table-row').filter({ hasText: menuName }).getByTestId('menu-view').click();
    await page.getByTestId('menu-detail-name').waitFor();
    // The detail shows the hidden status (its fresh answer, not the list's cached row).
    await expect.poll(() => page.getByRole('switch', { name: text.statusOf(menuName) }).isChecked(), poll).toBe(false);
    expect(await page.getByTestId('menu-detail-option').allTextContents()).toEqual([
      expect.stringContaining(text.options[0]),
      expect.stringContaining(text.options[1]),
    ]);
    await settledShot(page, `menus-07-detail-${language}`);
    await page.context().close();
  });

  it('keeps Save off and says why when an add-on repeats a JAN code', async () => {
    const page = await openAs(browser, language, owner, '/food/food');
    await page.getByTestId('menu-add').click();
    const dialog = page.getByTestId('menu-form');
    await page.getByTestId('menu-form-category').selectOption(String(category));
    await page.getByTestId('menu-form-sub-category').selectOption(String(subCategory));
    await page.getByTestId('menu-form-name').fill(`${prefix} 重複`);
    await page.getByTestId('menu-form-jancode').fill(jan(20));
    await page.getByTestId('menu-form-image-input').setInputFiles(imagePath);
    await page.getByTestId('menu-form-image-preview').waitFor();
    await page.getByTestId('menu-form-price').fill('500');
    await page.getByTestId('menu-form-stock').fill('3');
    const group = await addGroup(page, text.group, jan(21));
    await group.getByTestId('menu-form-add-option').click();
    const option = group.getByTestId('menu-form-option').first();
    await option.getByTestId('menu-form-option-name').fill(text.options[0]);
    await option.getByTestId('menu-form-option-cost').fill('100');
    await option.getByTestId('menu-form-option-jancode').fill(jan(22));
    await waitEnabled(page, 'menu-form-submit', true);

    // The option takes the group's JAN code.
    await option.getByTestId('menu-form-option-jancode').fill(jan(21));
    await option.getByText(text.duplicate).waitFor();
    await group.getByText(text.duplicate).first().waitFor();
    expect(await group.getByText(text.duplicate).count()).toBe(2);
    await waitEnabled(page, 'menu-form-submit', false);
    await option.scrollIntoViewIfNeeded();
    await settledShot(page, `menus-08-duplicate-jan-${language}`);

    await page.getByTestId('menu-form-cancel').click();
    await dialog.waitFor({ state: 'detached' });
    await searchFor(page, prefix);
    expect(
      await page
        .getByTestId('menu-table-row')
        .filter({ hasText: `${prefix} 重複` })
        .count(),
    ).toBe(0);
    await page.context().close();
  });
});
