// The public TV order board /order-list/{store_code} end to end, on 1920×1080 landscape and
// 1080×1920 portrait TVs, on a server of its own (it moves the demo's orders on and stops the
// server): store 1001's three restaurants in multi mode; a crowded store (3 restaurants of 8 orders,
// long names, 4-character numbers) without overflow; an order finished by its kitchen (through the
// status API, and by a person on /home, in Japanese and English) on the call screen within 1 s; single mode with its QR; the slideshow when no order shows; the server stopped
// and restarted (last state kept, the offline mark, a number finished meanwhile called after
// recovery); an unknown store code. The board shows Japanese and English at once: both are checked.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  boardGroups,
  boardOrderIn,
  kitchenOf,
  landscapeTv,
  listedNumbers,
  moveOrder,
  openBoard,
  openOrderOnHome,
  overflowing,
  portraitTv,
  screenOf,
  waitForScreen,
} from './support/board.ts';
import { type Language, launchBrowser, settledShot } from './support/browser.ts';
import { startExtraServer } from './support/server-control.ts';

const browser = await launchBrowser();
const server = await startExtraServer();
afterAll(() => server.dispose(), 60_000);
const base = server.baseUrl;
const tvs = [
  ['1920x1080', landscapeTv],
  ['1080x1920', portraitTv],
] as const;

const texts = {
  callTitle: ['商品の準備ができました', 'Your order is ready'],
  callSubtitle: ['カウンターまでお越しください', 'Please come to the counter'],
  scanAndGo: ['ご注文はScan&Goアプリから', 'Order with the Scan&Go app'],
  unknownStore: ['このストアコードは存在しません', 'This store code does not exist'],
  offline: ['オフライン', 'Offline'],
};
/** The /home lifecycle button of a cooking order, and of a finished one. */
const homeTexts = {
  jp: { finishCooking: '調理完了', completeReceipt: '受取完了' },
  en: { finishCooking: 'Finish Cooking', completeReceipt: 'Complete Receipt' },
} as const;

async function expectTexts(page: Page, testId: string, expected: readonly string[]) {
  const text = (await page.getByTestId(testId).first().textContent()) ?? '';
  for (const line of expected) expect(text).toContain(line);
}

/** The smallest font size of the order numbers on screen, in CSS pixels. */
async function smallestNumber(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (css) =>
      Math.min(
        ...[...document.querySelectorAll(css)].map((node) => Number.parseFloat(getComputedStyle(node).fontSize)),
      ),
    selector,
  );
}

async function expectTidy(page: Page, name: string) {
  expect(await overflowing(page)).toEqual([]);
  await settledShot(page, name);
}

/**
 * On each TV: opens `path` (never a sign-in page), expects `screen`, runs `check`, then expects
 * nothing cut or spilling and keeps the screenshot order-board-{name}-{size}.
 */
function onEachTv(title: string, path: string, screen: string, name: string, check: (page: Page) => Promise<void>) {
  it.each(tvs)(`${title} at %s`, async (size, viewport) => {
    const page = await openBoard(browser, base, path, viewport);
    expect(await screenOf(page)).toBe(screen);
    expect(await page.getByTestId('login-email').count()).toBe(0);
    await check(page);
    await expectTidy(page, `order-board-${name}-${size}`);
    await page.context().close();
  });
}

describe('multi-restaurant mode', () => {
  onEachTv(
    "shows store 1001's three restaurants, 4 orders each,",
    '/order-list/1001',
    'multi-columns',
    'multi',
    async (page) => {
      const groups = await boardGroups(base, '1001');
      const names = await page.getByTestId('board-restaurant-name').allTextContents();
      expect(names).toEqual(['Sushi Kaede', 'Ramen Tsubaki', 'Bento Hinata']);
      const sushi = groups.find((group) => group.restaurant_name === 'Sushi Kaede');
      const shown = await listedNumbers(page);
      expect(shown.slice(0, 4)).toEqual(sushi?.data_list.slice(0, 4).map((order) => order.order_number));
      // Several restaurants: at most 4 orders a column; the delivery restaurant's column is empty.
      for (const column of await page.getByTestId('board-column').all()) {
        expect(await column.getByTestId('board-order').count()).toBeLessThanOrEqual(4);
      }
      expect(await page.getByTestId('board-column').nth(2).getByTestId('board-order').count()).toBe(0);
      expect(await smallestNumber(page, '.order-number')).toBeGreaterThanOrEqual(64);
      await page.getByTestId('board-vertical-banner').waitFor();
      const statuses = (await page.getByTestId('board-column').first().textContent()) ?? '';
      expect(statuses).toMatch(/調理中|待ち|カウンターへ/);
      expect(statuses).toMatch(/Cooking|Waiting|To the counter/);
    },
  );

  it.each(tvs)(
    'fits 3 restaurants of 8 orders with long names and 4-character numbers at %s',
    async (size, viewport) => {
      const page = await openBoard(browser, base, '/order-list/1001', viewport);
      const groups = await boardGroups(base, '1001');
      const crowded = groups.map((group, index) => ({
        ...group,
        restaurant_name: `${['とんかつと季節の天ぷら 大衆食堂', 'Authentic Hand-Pulled Noodles', '北海道直送 海鮮丼と炉端焼き'][index]} ${group.restaurant_name}`,
        totalData: 8,
        data_list: Array.from({ length: 8 }, (_, order) => ({
          id_food_order: 9000 + index * 10 + order,
          id_order: 9000 + index * 10 + order,
          id_restaurant: group.id_restaurant,
          restaurant_name: group.restaurant_name,
          order_number: `${'TKD'[index]}${String(100 + order * 111).slice(0, 3)}`,
          cooking_status: ['stop', 'cooking', 'done'][order % 3],
          cooking_status_detail: '',
          id_receiving_method: (order % 3) + 1,
          order_date: '2026-11-24',
          order_time: `12:0${order}:00`,
        })),
      }));
      await page.route('**/api/restaurant/order/code-store/**', (route) =>
        route.fulfill({ json: { status: 200, data: crowded, message: 'OK', message_jp: 'OK' } }),
      );
      await page.reload();
      await waitForScreen(page, (screen) => screen === 'multi-columns');
      await page.getByText('Authentic Hand-Pulled Noodles', { exact: false }).waitFor();
      expect((await listedNumbers(page)).every((number) => number.length === 4)).toBe(true);
      expect(await smallestNumber(page, '.order-number')).toBeGreaterThanOrEqual(64);
      await expectTidy(page, `order-board-crowded-${size}`);
      await page.context().close();
    },
  );
});

describe('the order-ready call', () => {
  it('shows an order its kitchen finishes within 1 s, with its restaurant, then goes back to the columns', async () => {
    const kitchen = await kitchenOf(base, 'owner1@noren.example');
    const order = await boardOrderIn(base, 'Sushi Kaede', 'cooking');
    const page = await openBoard(browser, base, '/order-list/1001', landscapeTv, { live: true });
    const finishedAt = Date.now();
    await moveOrder(kitchen, order.id_food_order, 'done');
    await page.getByTestId('call-number').filter({ hasText: order.order_number }).waitFor({ timeout: 1000 });
    expect(Date.now() - finishedAt).toBeLessThanOrEqual(1000);
    expect(await screenOf(page)).toBe('call');
    await expectTexts(page, 'board-call', [...texts.callTitle, ...texts.callSubtitle]);
    expect(await page.getByTestId('call-group').first().textContent()).toContain('Sushi Kaede');
    expect(await smallestNumber(page, '.call-number')).toBeGreaterThanOrEqual(64);
    await expectTidy(page, 'order-board-call-1920x1080');
    await page.setViewportSize(portraitTv);
    await expectTidy(page, 'order-board-call-1080x1920');

    // Multi mode: the call closes after 10 s and the board is back on its page, the order ready.
    await waitForScreen(page, (screen) => screen === 'multi-columns', 15_000);
    const tile = page.locator(`[data-testid="board-order"][data-order-number="${order.order_number}"]`);
    expect(await tile.getAttribute('data-status')).toBe('done');
    await page.context().close();
  }, 60_000);
});

describe('the order-ready call of an order finished on /home', () => {
  it.each<Language>(['jp', 'en'])(
    'shows it on the call screen within 1 s of the click on 調理完了 (/home in %s)',
    async (language) => {
      // A waiting take-out or counter order of Sushi Kaede, started by its kitchen; staff finish it.
      const order = await boardOrderIn(base, 'Sushi Kaede', 'stop');
      await moveOrder(await kitchenOf(base, 'owner1@noren.example'), order.id_food_order, 'cooking');
      const board = await openBoard(browser, base, '/order-list/1001', landscapeTv, { live: true });
      const home = await openOrderOnHome(browser, base, { language, email: 'staff1@noren.example', order });
      const lifecycle = home.getByTestId('lifecycle-button');
      await expect.poll(() => lifecycle.textContent(), { timeout: 10_000 }).toBe(homeTexts[language].finishCooking);
      await expect.poll(() => lifecycle.isEnabled(), { timeout: 10_000 }).toBe(true);
      await settledShot(home, `order-board-home-${language}-1280-finish-cooking`);

      const clickedAt = Date.now();
      await lifecycle.click();
      await board.getByTestId('call-number').filter({ hasText: order.order_number }).waitFor({ timeout: 1000 });
      const elapsed = Date.now() - clickedAt;
      console.info(
        `${order.order_number} finished on /home (${language}): on the board's call screen in ${elapsed} ms`,
      );
      expect(elapsed).toBeLessThanOrEqual(1000);
      expect(await screenOf(board)).toBe('call');
      await expectTexts(board, 'board-call', [...texts.callTitle, ...texts.callSubtitle]);
      expect(await board.getByTestId('call-group').first().textContent()).toContain('Sushi Kaede');
      await expectTidy(board, `order-board-home-call-${language}-1920x1080`);

      // /home has moved on too: the order now waits for its receipt.
      await expect.poll(() => lifecycle.textContent(), { timeout: 10_000 }).toBe(homeTexts[language].completeReceipt);
      await home.context().close();
      await board.context().close();
    },
    60_000,
  );
});

describe('single-restaurant mode', () => {
  const path = '/order-list/1001?code_register=01';
  onEachTv("shows Sushi Kaede's header, orders and the Scan&Go QR", path, 'orders', 'single', async (page) => {
    expect(await page.getByTestId('board-restaurant-name').textContent()).toBe('Sushi Kaede');
    await expectTexts(page, 'board-footer', texts.scanAndGo);
    const qr = page.getByTestId('board-qr');
    expect(await qr.getAttribute('width')).toBe('256');
    expect(await qr.getAttribute('data-text')).toContain('code_register=01');
    expect(Number(await page.getByTestId('stat-waiting').textContent())).toBeGreaterThan(0);
    expect(await page.getByTestId('board-order').count()).toBeGreaterThan(0);
    expect(await smallestNumber(page, '.order-number')).toBeGreaterThanOrEqual(64);
  });
});

describe('slideshow', () => {
  const title = 'shows the slides of a store with no orders, menus first with their TV prices,';
  onEachTv(title, '/order-list/1002', 'multi-slideshow', 'slideshow', async (page) => {
    // Only the current, previous, next, first and last slides are in the page.
    expect(await page.getByTestId('board-slide').count()).toBeLessThanOrEqual(5);
    expect(await page.getByTestId('board-slide').count()).toBeGreaterThan(0);
    const prices = await page.getByTestId('slide-price').allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/^[\d,]+円～$/);
    for (const price of await page.getByTestId('slide-price-tax').allTextContents()) {
      expect(price).toMatch(/^\(税込 [\d,]+円～\)$/);
    }
  });

  it('shows a restaurant whose orders the method_id filter removes as a slideshow', async () => {
    // Ramen Tsubaki's demo orders are take-out and counter: table only (and garbage) leaves none.
    const page = await openBoard(browser, base, '/order-list/1001?code_register=02&method_id=3,4,x', landscapeTv);
    expect(await screenOf(page)).toBe('slideshow');
    const before = await page.getByTestId('board-slideshow').getAttribute('data-current');
    await expect
      .poll(() => page.getByTestId('board-slideshow').getAttribute('data-current'), { timeout: 15_000 })
      .not.toBe(before);
    await page.context().close();
  }, 30_000);
});

describe('a board that loses the server', () => {
  it('keeps its last state with the offline mark, then calls a number finished meanwhile', async () => {
    const page = await openBoard(browser, base, '/order-list/1001', landscapeTv);
    const before = await listedNumbers(page);
    expect(await page.getByTestId('board-offline').count()).toBe(0);

    await server.stop();
    await page.getByTestId('board-offline').waitFor({ timeout: 5000 });
    await expectTexts(page, 'board-offline', texts.offline);
    expect(await listedNumbers(page)).toEqual(before);
    expect(await screenOf(page)).toBe('multi-columns');
    await settledShot(page, 'order-board-offline-1920x1080');

    // The TV stays cut off while the server comes back and a kitchen finishes an order.
    await page.context().setOffline(true);
    await server.start();
    const order = await boardOrderIn(base, 'Sushi Kaede', 'cooking');
    await moveOrder(await kitchenOf(base, 'owner1@noren.example'), order.id_food_order, 'done');
    expect(await page.getByTestId('board-offline').count()).toBe(1);

    await page.context().setOffline(false);
    await page.getByTestId('call-number').filter({ hasText: order.order_number }).waitFor({ timeout: 15_000 });
    await page.getByTestId('board-offline').waitFor({ state: 'detached', timeout: 10_000 });
    await settledShot(page, 'order-board-recovered-1920x1080');
    await page.context().close();
  }, 120_000);
});

describe('unknown store code', () => {
  onEachTv('says so in Japanese (and English)', '/order-list/9999', 'unknown-store', 'unknown', async (page) => {
    await expectTexts(page, 'board-unknown-store', texts.unknownStore);
  });
});
