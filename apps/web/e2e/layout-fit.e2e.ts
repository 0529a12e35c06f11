// Every screen fits the tablets people use (issue 14): signed in as the demo owner (owner1, Sushi
// Kaede), as the delivery owner (owner3, for the delivery-only order time frames) and as the
// superadmin, each screen of the side menu (plus a menu's detail page, the virtual printer and the
// profile) is opened at 1024×768 and 800×1280, in Japanese and English, and the page itself must
// not scroll sideways (a wide table scrolls inside its own container, which is fine). One screenshot
// per screen and size in Japanese, and a few in English, go to test-results/e2e/fit-*.png.
// /login and /home are measured by home-scale.e2e.ts.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, type Language, launchBrowser, openPage, settledShot } from './support/browser.ts';
import { demoPassword, loginAs } from './support/pages.ts';

const browser = await launchBrowser();
const sizes = [
  { width: 1024, height: 768 },
  { width: 800, height: 1280 },
] as const;

interface Account {
  email: string;
  /** The screens to open; a placeholder `{menu}` is a demo menu's id. */
  paths: readonly string[];
  /** Before the screenshots' names, where another account opens the same path. */
  shotPrefix?: string;
}

const owner: Account = {
  email: 'owner1@noren.example',
  paths: [
    '/food/banner',
    '/food/category',
    '/food/subcategory',
    '/food/food',
    '/food/food/{menu}',
    '/food/food-free',
    '/wait-time',
    '/search-order',
    '/receiving-method',
    '/detail-order',
    '/staff',
    '/profile',
    '/printer',
    '/printer?view=virtual',
    '/download-app',
  ],
};
const deliveryOwner: Account = { email: 'owner3@noren.example', paths: ['/order-time-frame'] };
const superadmin: Account = {
  email: 'admin@noren.example',
  shotPrefix: 'admin',
  paths: ['/restaurant', '/restaurant-user', '/restaurant-category', '/banner', '/store', '/upload-app', '/profile'],
};
/** The screens also photographed in English. */
const englishShots = new Set(['/food/food', '/food/food/{menu}', '/receiving-method', '/printer', '/restaurant']);

/** The id of one of owner1's menus, asked of the API. */
async function demoMenuId(): Promise<number> {
  const post = await fetch(`${baseUrl()}/api/restaurant/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: owner.email, password: demoPassword }),
  });
  const login = ((await post.json()) as { data: { token: string; id_restaurant: number } }).data;
  const menus = await fetch(`${baseUrl()}/api/restaurant/food/menu/all/list/${login.id_restaurant}`, {
    headers: { Authorization: `Bearer ${login.token}` },
  });
  const list = ((await menus.json()) as { data: { id_food_menu: number }[] }).data;
  const first = list[0];
  if (!first) throw new Error('owner1 has no demo menu');
  return first.id_food_menu;
}

const menuId = await demoMenuId();

/** How far the page scrolls sideways (0 when it fits). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Opens `path` and waits for its heading and its data (no spinner left). A full load: a client-side
 * navigation may keep the previous screen's heading element (the same page header), so its arrival
 * would say nothing.
 */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await expect.poll(() => page.locator('[role="progressbar"]').count(), { timeout: 10_000 }).toBe(0);
  await page.waitForTimeout(150);
}

const shotName = (language: Language, path: string, width: number, height: number) =>
  `fit-${language}-${path
    .replace('{menu}', 'detail')
    .replace(/[/?=]+/g, '-')
    .replace(/^-/, '')}-${width}x${height}`;

/**
 * Every screen of every account, each measured at both sizes (the viewport resized on the loaded
 * screen, as a tablet turned); one browser context per account, reused across its screens. Signs in
 * at the first size, where the side menu is on screen.
 */
async function overflows(browserToUse: Browser, language: Language): Promise<string[]> {
  const failures: string[] = [];
  for (const account of [owner, deliveryOwner, superadmin]) {
    const page = await openPage(browserToUse, language, sizes[0]);
    await loginAs(page, account.email);
    for (const path of account.paths) {
      await page.setViewportSize(sizes[0]);
      await openScreen(page, path.replace('{menu}', String(menuId)));
      for (const size of sizes) {
        if (size !== sizes[0]) {
          await page.setViewportSize(size);
          await page.waitForTimeout(200);
        }
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) failures.push(`${account.email} ${path} at ${size.width}×${size.height}: ${overflow} px`);
        if (language === 'jp' || englishShots.has(path)) {
          await settledShot(page, shotName(language, `${account.shotPrefix ?? ''}${path}`, size.width, size.height));
        }
      }
    }
    await page.context().close();
  }
  return failures;
}

describe.each<Language>(['jp', 'en'])('every screen on tablets (%s)', (language) => {
  it('never scrolls sideways at 1024×768 or 800×1280', async () => {
    expect(await overflows(browser, language)).toEqual([]);
  }, 120_000);
});
