// The shell end to end: sign-in in both languages, the permitted menu, the language choice,
// staff permissions, the superadmin landing, a wrong password, logout, and Download App signed out.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, settledShot, shot } from './support/browser.ts';
import { demoPassword, loginAs, menuIds, menuLabels, openFoodGroup } from './support/pages.ts';

const browser = await launchBrowser();

/** The Food group: the entries a staff account without the catalogue permissions loses. */
const foodGroup = ['food', 'food-banner', 'food-category', 'food-subcategory', 'food-menu', 'food-menu-free'];

const ownerMenu = [
  'home',
  ...foodGroup,
  'wait-time',
  'search-order',
  'receiving-method',
  'detail-order',
  'staff',
  'profile',
  'printer',
  'dowload-app',
  'language',
  'logout',
];

/** Signs owner1 in, checks it lands on Home with the whole owner menu, and answers the menu's labels. */
async function ownerMenuLabels(page: Page): Promise<string[]> {
  await loginAs(page, 'owner1@noren.example');
  await page.waitForURL(/\/home(\?|$)/);
  await openFoodGroup(page);
  expect(await menuIds(page)).toEqual(ownerMenu);
  return menuLabels(page);
}

/** Home is shown; the side menu opens another screen under its own heading, never a blank page. */
async function showsHomeThenPrinter(page: Page, heading: string, homeShot: string, printerShot: string) {
  await page.getByTestId('home-page').waitFor();
  await shot(page, homeShot);
  await page.getByTestId('menu-item-printer').click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  expect(await page.getByTestId('coming-soon').count()).toBe(0);
  await shot(page, printerShot);
}

describe('owner sign-in', () => {
  it('logs in in Japanese, lands on Home and sees the owner menu in Japanese', async () => {
    const page = await openPage(browser, 'jp');
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('login-submit').waitFor();
    await shot(page, '01-login-jp');
    const labels = await ownerMenuLabels(page);
    expect(labels).toContain('ホーム');
    expect(labels).toContain('スタッフ');
    expect(labels).toContain('メニュー一覧');
    expect(labels).not.toContain('Home');
    await showsHomeThenPrinter(page, 'プリンター', '02-owner-home-jp', '02b-owner-printer-jp');
    await page.context().close();
  });

  it('logs in in English and sees the same menu in English', async () => {
    const page = await openPage(browser, 'en');
    const labels = await ownerMenuLabels(page);
    expect(labels).toContain('Home');
    expect(labels).toContain('Staff');
    expect(labels.join(' ')).not.toMatch(/ホーム|スタッフ/);
    await showsHomeThenPrinter(page, 'Printer', '03-owner-home-en', '03b-owner-printer-en');
    await page.context().close();
  });

  it('keeps the language chosen in the menu across a reload', async () => {
    const page = await openPage(browser, 'jp');
    await loginAs(page, 'owner2@noren.example');
    // A reservation restaurant has no Wait Time.
    expect(await menuIds(page)).not.toContain('wait-time');
    await Promise.all([page.waitForEvent('load'), page.getByTestId('menu-item-language').click()]);
    await page.getByTestId('side-menu').waitFor();
    expect(await menuLabels(page)).toContain('Home');
    await page.reload();
    await page.getByTestId('side-menu').waitFor();
    expect(await menuLabels(page)).toContain('Home');
    expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe('en');
    await settledShot(page, '04-language-after-reload-en');
    await page.context().close();
  });
});

describe('a signed-in page', () => {
  it('asks "who am I" once, from the page itself while it is read, not after its scripts have run', async () => {
    const page = await openPage(browser, 'jp');
    await loginAs(page, 'owner1@noren.example');
    await page.waitForURL(/\/home(\?|$)/);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/restaurant/users/me') asked.push(request.url());
    });
    await page.reload();
    await page.getByTestId('home-page').waitFor();
    expect(asked).toHaveLength(1);
    // Sent by index.html's head (before the document was parsed), the app's module scripts run after.
    const timing = await page.evaluate(() => {
      const me = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/users/me'));
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { me: me?.startTime ?? Number.POSITIVE_INFINITY, parsed: navigation.domInteractive };
    });
    expect(timing.me).toBeLessThan(timing.parsed);
    await page.context().close();
  });
});

describe('staff sign-in', () => {
  it('shows staff only its permitted items plus language, logout and download-app', async () => {
    // The owner turns off Wait Time and the whole Food Menu for staff1 through the API.
    const owner = await fetch(`${baseUrl()}/api/restaurant/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner1@noren.example', password: demoPassword }),
    }).then((response) => response.json());
    const auth = { authorization: `Bearer ${owner.data.token}`, 'content-type': 'application/json' };
    const list = await fetch(`${baseUrl()}/api/restaurant/users/1/50`, { headers: auth }).then((response) =>
      response.json(),
    );
    const staff = list.data.find((user: { email: string }) => user.email === 'staff1@noren.example');
    const off = new Set(['wait-time', ...foodGroup]);
    const permissions = staff.access_permission.map((entry: { id: string; active: boolean }) => ({
      ...entry,
      active: !off.has(entry.id) && entry.active,
    }));
    const updated = await fetch(`${baseUrl()}/api/restaurant/users/update/bio`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({
        id_restaurant_user: staff.id_restaurant_user,
        first_name: staff.first_name,
        last_name: staff.last_name,
        access_permission: permissions,
      }),
    });
    expect(updated.status).toBe(200);

    const page = await openPage(browser, 'jp');
    await loginAs(page, 'staff1@noren.example');
    await page.waitForURL(/\/home(\?|$)/);
    expect(await menuIds(page)).toEqual([
      'home',
      'search-order',
      'receiving-method',
      'detail-order',
      'profile',
      'printer',
      'dowload-app',
      'language',
      'logout',
    ]);
    await shot(page, '05-staff-menu-jp');
    // A page outside the permissions is not served to staff.
    await page.goto(`${baseUrl()}/staff`);
    await page.getByTestId('not-found').waitFor({ timeout: 5000 });
    await shot(page, '06-staff-forbidden-page-jp');
    await page.context().close();
  });
});

describe('superadmin sign-in', () => {
  it('lands on /restaurant with the platform menu', async () => {
    const page = await openPage(browser, 'en');
    await loginAs(page, 'admin@noren.example');
    await page.waitForURL(/\/restaurant$/);
    expect(await menuIds(page)).toEqual([
      'restaurant',
      'restaurant-user',
      'restaurant-category',
      'banner',
      'store',
      'upload-app',
      'profile',
      'language',
      'logout',
    ]);
    await shot(page, '07-superadmin-en');
    await page.context().close();
  });
});

describe('bad sign-in and logout', () => {
  it('shows the error for a wrong password, in Japanese and in English', async () => {
    for (const [language, text] of [
      ['jp', 'ユーザー名またはパスワードを確認してください'],
      ['en', 'Please check username or password'],
    ] as const) {
      const page = await openPage(browser, language);
      await page.goto(`${baseUrl()}/`);
      await page.getByTestId('login-email').fill('owner1@noren.example');
      await page.getByTestId('login-password').fill('wrong-password');
      await page.getByTestId('login-submit').click();
      await page.getByText(text).first().waitFor();
      expect(await page.getByTestId('side-menu').count()).toBe(0);
      await shot(page, `08-wrong-password-${language}`);
      await page.context().close();
    }
  });

  it('asks before logging out, and logs out', async () => {
    const page = await openPage(browser, 'jp');
    await loginAs(page, 'owner2@noren.example');
    await page.getByTestId('menu-item-logout').click();
    await page.getByText('ログアウトしますか？').waitFor();
    await shot(page, '09-logout-confirm-jp');
    await page.getByTestId('logout-confirm').click();
    await page.getByTestId('login-submit').waitFor();
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    // The session is gone on the server too: a reload stays signed out.
    await page.reload();
    await page.getByTestId('login-submit').waitFor();
    await shot(page, '10-logged-out-jp');
    await page.context().close();
  });
});

describe('Download App signed out', () => {
  it('lists both apps with download buttons without signing in', async () => {
    for (const language of ['jp', 'en'] as const) {
      const page = await openPage(browser, language);
      await page.goto(`${baseUrl()}/download-app`);
      await page.getByTestId('app-versions-app').waitFor();
      const appRows = page.getByTestId('app-versions-app').getByTestId('app-version-row');
      const tabletRows = page.getByTestId('app-versions-tablet').getByTestId('app-version-row');
      await appRows.first().waitFor();
      expect(await appRows.count()).toBe(2);
      expect(await tabletRows.count()).toBe(2);
      // Newest first.
      expect(await appRows.first().textContent()).toContain('1.1.3');
      const link = page.getByTestId('app-versions-app').locator('a[href$=".apk"]').first();
      expect(await link.getAttribute('href')).toMatch(/113_1\.1\.3\.apk$/);
      expect(await page.getByTestId('side-menu').count()).toBe(0);
      await shot(page, `11-download-app-signed-out-${language}`);
      await page.context().close();
    }
  });
});

describe('unknown paths', () => {
  it("shows 'Page not found' after about a second", async () => {
    const page = await openPage(browser, 'en');
    await loginAs(page, 'owner1@noren.example');
    await page.goto(`${baseUrl()}/no/such/page`);
    await page.getByTestId('not-found').waitFor({ timeout: 5000 });
    expect(await page.getByTestId('not-found').textContent()).toContain('Page not found');
    await shot(page, '12-not-found-en');
    await page.context().close();
  });
});
