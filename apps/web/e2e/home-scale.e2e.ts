// /home on a busy day and on the tablets people use (issue 14), on a server of its own so the 500
// orders disturb no other suite:
// - 500 take-out orders of today are placed through the public intake API (as owner1, bearer token),
//   then staff1 opens /home on a 1280×800 tablet with the largest page the address allows (100 rows)
//   and selects orders, ticks lines and changes statuses. Each interaction's latency to the next
//   paint is read from the browser's PerformanceObserver 'event' entries (durationThreshold 16: an
//   interaction without an entry took less than 16 ms); the figures are printed, and the slowest
//   must stay within the product's budget of 100 ms (interaction to next paint).
// - /login and /home never scroll sideways at 1024×768 and 800×1280 in Japanese and English;
//   screenshots at 1280×800, 800×1280 and 1024×768 in both languages.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type Language, launchBrowser, openPage, settledShot } from './support/browser.ts';
import { demoPassword, loginAt } from './support/pages.ts';
import { startExtraServer } from './support/server-control.ts';

const browser = await launchBrowser();
const ordersOfTheDay = 500;
const inpBudgetMs = 100;
const sizes = {
  landscape: { width: 1280, height: 800 },
  portrait: { width: 800, height: 1280 },
  small: { width: 1024, height: 768 },
} as const;
const server = await startExtraServer();
afterAll(() => server.dispose(), 60_000);

// --- 500 orders through the intake API --------------------------------------------------------------

interface Owner {
  token: string;
  idRestaurant: number;
}

async function send<T>(path: string, init: { method: string; token?: string; body?: unknown }) {
  const response = await fetch(`${server.baseUrl}/api/${path}`, {
    method: init.method,
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { ok: response.ok, data: ((await response.json()) as { data: T }).data };
}

interface Menu {
  id_food_menu: number;
  food_menu_price: number;
  status: string;
  additional: { id_food_menu_additional: number; options: { id_food_menu_additional_option: number }[] }[];
}

/** Places `count` take-out orders of one item, a menu at a time; a menu refused (stock, hours) is dropped. */
async function placeOrders(owner: Owner, count: number): Promise<number> {
  const get = async <T>(path: string) => (await send<T>(path, { method: 'GET', token: owner.token })).data;
  const methods = await get<{ id_restaurant_receiving_method: number; id_receiving_method: number }[]>(
    `restaurant/receiving-method?id_restaurant=${owner.idRestaurant}&active=true`,
  );
  const takeOut = methods.find((method) => method.id_receiving_method === 1);
  if (!takeOut) throw new Error('Sushi Kaede has no active take-out method');
  // Above the take-out minimum (800 yen) with one item.
  let menus = (await get<Menu[]>(`restaurant/food/menu/all/list/${owner.idRestaurant}`)).filter(
    (menu) => menu.status === 'active' && menu.food_menu_price >= 800,
  );
  let placed = 0;
  const orderOne = async (index: number) => {
    while (menus.length > 0) {
      const menu = menus[index % menus.length] as Menu;
      const additional = menu.additional.flatMap((group) => {
        const first = group.options[0];
        if (!first) return [];
        const choice = { id_food_menu_additional_option: first.id_food_menu_additional_option, active: true };
        return [{ id_food_menu_additional: group.id_food_menu_additional, additional: [choice] }];
      });
      const answer = await send('restaurant/order', {
        method: 'POST',
        token: owner.token,
        body: {
          id_restaurant: owner.idRestaurant,
          id_user: `T${(index + 0x10000000).toString(16)}`,
          order_restaurant_type: 'by_order',
          id_receiving_method: 1,
          id_restaurant_receiving_method: takeOut.id_restaurant_receiving_method,
          from_where: 'dashboard',
          customer_note: '',
          order_list: [{ id_food_menu: menu.id_food_menu, qty: 1, additional }],
        },
      });
      if (answer.ok) {
        placed += 1;
        return;
      }
      menus = menus.filter((entry) => entry !== menu);
    }
  };
  // Ten at a time, as several customers would.
  for (let start = 0; start < count; start += 10) {
    await Promise.all(Array.from({ length: Math.min(10, count - start) }, (_, offset) => orderOne(start + offset)));
  }
  return placed;
}

// --- Interaction to next paint ------------------------------------------------------------------------

/** Starts collecting the page's 'event' timing entries, the longest per interaction. */
async function observeInteractions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const longest = new Map<number, number>();
    (window as unknown as { interactions: Map<number, number> }).interactions = longest;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId > 0) {
          longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
        }
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

const interactionIds = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { interactions: Map<number, number> }).interactions.keys()]);

/**
 * Runs `act` (one tap) and answers its latency to the next paint in ms: 0 when the browser reported
 * no entry, i.e. it took under 16 ms. The screen is then given time to settle (the change's answer
 * and the list's refresh), so the next tap is measured on its own.
 */
async function measure(page: Page, act: () => Promise<void>): Promise<number> {
  const before = new Set(await interactionIds(page));
  await act();
  await page.waitForTimeout(700);
  return page.evaluate(
    (seen) =>
      Math.max(
        0,
        ...[...(window as unknown as { interactions: Map<number, number> }).interactions]
          .filter(([id]) => !seen.includes(id))
          .map(([, duration]) => duration),
      ),
    [...before],
  );
}

const describeMs = (values: number[]) => values.map((value) => (value === 0 ? '<16' : String(value))).join(', ');

// --- Suites ---------------------------------------------------------------------------------------------

describe('/home with 500 orders of the day', () => {
  it(`keeps selecting, ticking and changing status within ${inpBudgetMs} ms to the next paint`, async () => {
    const login = await send<{ token: string; id_restaurant: number }>('restaurant/users/login', {
      method: 'POST',
      body: { email: 'owner1@noren.example', password: demoPassword },
    });
    const owner = { token: login.data.token, idRestaurant: login.data.id_restaurant };
    const seededAt = Date.now();
    expect(await placeOrders(owner, ordersOfTheDay)).toBe(ordersOfTheDay);
    console.log(`Placed ${ordersOfTheDay} orders in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`);

    const page = await openPage(browser, 'jp', sizes.landscape);
    await loginAt(page, server.baseUrl, 'staff1@noren.example');
    await page.goto(`${server.baseUrl}/home?limit=100`);
    await expect.poll(() => page.getByTestId('order-row').count(), { timeout: 30_000 }).toBe(100);
    await page.getByTestId('detail-order-number').waitFor();
    expect(Number(await page.getByTestId('card-order-list-value').textContent())).toBeGreaterThanOrEqual(
      ordersOfTheDay,
    );
    await observeInteractions(page);

    const timings = { select: [] as number[], tick: [] as number[], waitTime: [] as number[], status: [] as number[] };
    const rows = page.getByTestId('order-row');
    for (const index of [12, 37, 58, 81, 95]) {
      const row = rows.nth(index);
      const number = await row.getAttribute('data-order-number');
      timings.select.push(await measure(page, () => row.getByTestId('order-row-select').click()));
      await expect.poll(() => page.getByTestId('detail-order-number').textContent()).toBe(number);

      const done = page.getByTestId('detail-line-done').first().locator('input');
      timings.tick.push(await measure(page, () => done.click()));
      await expect.poll(() => done.isChecked()).toBe(true);

      timings.waitTime.push(await measure(page, () => page.getByTestId('wait-time-circle-10').click()));
      await expect
        .poll(() => page.getByTestId('wait-time-circle-10').getAttribute('aria-pressed'), { timeout: 10_000 })
        .toBe('true');
      timings.status.push(await measure(page, () => page.getByTestId('lifecycle-button').click()));
      await expect.poll(() => page.getByTestId('lifecycle-button').textContent(), { timeout: 10_000 }).toBe('調理完了');
    }
    const all = Object.values(timings).flat();
    const inp = Math.max(...all);
    console.log(
      `INP on /home, ${ordersOfTheDay} orders, page of 100 rows (ms, under 16 shown as <16): ` +
        `select ${describeMs(timings.select)}; tick a line ${describeMs(timings.tick)}; ` +
        `wait time ${describeMs(timings.waitTime)}; change status ${describeMs(timings.status)}; ` +
        `max ${inp === 0 ? '<16' : inp} (budget ${inpBudgetMs})`,
    );
    expect(all).toHaveLength(20);
    expect(inp).toBeLessThanOrEqual(inpBudgetMs);
    await settledShot(page, 'home-scale-jp-1280-500-orders');
    await page.context().close();
  }, 240_000);
});

describe.each<Language>(['jp', 'en'])('/login and /home on tablets (%s)', (language) => {
  const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

  it('never scroll sideways at 1024×768, 800×1280 or 1280×800', async () => {
    const page = await openPage(browser, language, sizes.small);
    await page.goto(`${server.baseUrl}/`);
    await page.getByTestId('login-email').waitFor();
    for (const size of Object.values(sizes)) {
      await page.setViewportSize(size);
      expect(await scrollsSideways(page), `/login at ${size.width}×${size.height}`).toBe(false);
      await settledShot(page, `home-scale-${language}-login-${size.width}x${size.height}`);
    }
    // Signed in at 1024×768 (the last size), where the side menu is on screen.
    await loginAt(page, server.baseUrl, 'staff1@noren.example');
    await page.goto(`${server.baseUrl}/home`);
    await page.getByTestId('detail-order-number').waitFor({ timeout: 20_000 });
    for (const size of Object.values(sizes)) {
      await page.setViewportSize(size);
      await page.waitForTimeout(300);
      expect(await scrollsSideways(page), `/home at ${size.width}×${size.height}`).toBe(false);
      await settledShot(page, `home-scale-${language}-home-${size.width}x${size.height}`);
    }
    await page.context().close();
  }, 120_000);
});
