// The kitchen's live order screen end to end, in Japanese and English, on a 1280×800 tablet:
// staff1 (Sushi Kaede, by_order) keeps /home open while an order is placed through the public intake
// API (as owner1, bearer token); it appears within a second without a reload. Staff picks a wait time
// (after the warning for starting without one), starts cooking, finishes and completes the receipt.
// Then, on a server of its own, the server is stopped: the offline banner shows within 5 s; an order
// is placed while the browser is cut off, the server comes back, the banner goes and the order shows.
// Two ticked orders open side by side in Display All (on the tablet and on a phone, full screen).
// The new-order sound keeps ringing on the menu screen (its speaker mark in the app bar).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  type Language,
  launchBrowser,
  openPage,
  settledShot as settled,
  shot,
  toasts,
} from './support/browser.ts';
import { demoPassword, loginAt, openFoodGroup } from './support/pages.ts';
import { type ExtraServer, startExtraServer } from './support/server-control.ts';

const browser = await launchBrowser();
const tablet = { width: 1280, height: 800 };

const texts = {
  jp: {
    startCooking: '調理開始',
    finishCooking: '調理完了',
    completeReceipt: '受取完了',
    selectWaitTime: 'レストランの待ち時間を選択してください',
    offline: 'サーバーとの接続が切れています。再接続しています…',
    orderList: '注文リスト',
    minutes: (value: number) => `${value}分`,
    soundOn: '通知音オン',
    displayAll: 'まとめて表示',
    displayAllCount: (count: number) => `まとめて表示（${count}件）`,
  },
  en: {
    startCooking: 'Start Cooking',
    finishCooking: 'Finish Cooking',
    completeReceipt: 'Complete Receipt',
    selectWaitTime: 'Please select restaurant wait time',
    offline: 'Connection lost. Reconnecting…',
    orderList: 'Order List',
    minutes: (value: number) => `${value} min`,
    soundOn: 'Notification sound on',
    displayAll: 'Display All',
    displayAllCount: (count: number) => `Display All (${count})`,
  },
} as const;

// --- The public intake API, driven as another client would --------------------------------------

interface Session {
  base: string;
  token: string;
  idRestaurant: number;
}

async function call<T>(
  session: Pick<Session, 'base'> & { token?: string },
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${session.base}/api/${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(session.token ? { Authorization: `Bearer ${session.token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { data: T; message: string };
  return { status: response.status, data: envelope.data, message: envelope.message };
}

async function apiLogin(base: string, email: string): Promise<Session> {
  const answer = await call<{ token: string; id_restaurant: number }>({ base }, 'POST', 'restaurant/users/login', {
    email,
    password: demoPassword,
  });
  if (answer.status !== 200) throw new Error(`login of ${email} failed: ${answer.message}`);
  return { base, token: answer.data.token, idRestaurant: answer.data.id_restaurant };
}

interface MenuRow {
  id_food_menu: number;
  food_menu_name: string;
  food_menu_price: number;
  status: string;
  food_menu_stock_qty: number | null;
  receiving_method: { id_restaurant_receiving_method: number; is_applied: boolean; food_menu_price: number }[];
  additional: {
    id_food_menu_additional: number;
    options: { id_food_menu_additional_option: number; default: boolean }[];
  }[];
}

interface MethodRow {
  id_restaurant_receiving_method: number;
  id_receiving_method: number;
  active: boolean;
  min_order_fee: number | null;
}

/**
 * Places a take-out order the way the ordering app does: a menu on sale now, one option chosen in
 * every option group, enough items to pass the method's minimum. Menus whose sub-category is closed
 * at this hour are refused by the server; the next one is tried.
 */
async function placeOrder(session: Session, note: string): Promise<{ id_food_order: number; order_number: string }> {
  const methods = await call<MethodRow[]>(
    session,
    'GET',
    `restaurant/receiving-method?id_restaurant=${session.idRestaurant}`,
  );
  const method = methods.data.find((entry) => entry.id_receiving_method === 1 && entry.active);
  if (!method) throw new Error('Sushi Kaede has no active take-out method');
  const menus = await call<MenuRow[]>(session, 'GET', `restaurant/food/menu/all/list/${session.idRestaurant}`);
  const refusals: string[] = [];
  for (const menu of menus.data.filter((entry) => entry.status === 'active')) {
    const price =
      menu.receiving_method.find(
        (entry) => entry.id_restaurant_receiving_method === method.id_restaurant_receiving_method && entry.is_applied,
      )?.food_menu_price ?? menu.food_menu_price;
    const qty = Math.min(5, Math.max(1, Math.ceil((method.min_order_fee ?? 0) / Math.max(price, 1)) + 1));
    if (menu.food_menu_stock_qty !== null && menu.food_menu_stock_qty < qty) continue;
    const answer = await call<{ id_food_order: number; order_number: string }>(session, 'POST', 'restaurant/order', {
      id_restaurant: session.idRestaurant,
      id_user: `T${Math.random().toString(16).slice(2, 10)}`,
      order_restaurant_type: 'by_order',
      id_receiving_method: 1,
      id_restaurant_receiving_method: method.id_restaurant_receiving_method,
      from_where: 'dashboard',
      customer_note: note,
      order_list: [
        {
          id_food_menu: menu.id_food_menu,
          qty,
          additional: menu.additional
            .filter((group) => group.options.length > 0)
            .map((group) => ({
              id_food_menu_additional: group.id_food_menu_additional,
              additional: [
                {
                  id_food_menu_additional_option: (group.options.find((option) => option.default) ?? group.options[0])
                    ?.id_food_menu_additional_option,
                  active: true,
                },
              ],
            })),
        },
      ],
    });
    if (answer.status === 201) return answer.data;
    refusals.push(`${menu.food_menu_name}: ${answer.message}`);
  }
  throw new Error(`no menu could be ordered:\n${refusals.join('\n')}`);
}

// --- Page helpers ---------------------------------------------------------------------------------

async function openDashboard(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/home`);
  await page.getByTestId('detail-order-number').waitFor({ timeout: 20_000 });
}

/** Lets toasts close and transitions finish (the persistent 'enable sound' toast, if any, stays). */
const settledShot = (page: Page, name: string) =>
  settled(page, name, { toasts: toasts(page).filter({ hasNot: page.getByTestId('enable-sound') }) });

const row = (page: Page, orderNumber: string) =>
  page.locator(`[data-testid="order-row"][data-order-number="${orderNumber}"]`);

async function lifecycleText(page: Page): Promise<string> {
  return (await page.getByTestId('lifecycle-button').textContent()) ?? '';
}

async function pressLifecycle(page: Page, expected: string): Promise<void> {
  await expect.poll(() => page.getByTestId('lifecycle-button').isEnabled(), { timeout: 10_000 }).toBe(true);
  await page.getByTestId('lifecycle-button').click();
  await expect.poll(() => lifecycleText(page), { timeout: 10_000 }).toBe(expected);
}

// --- Live orders and the lifecycle -----------------------------------------------------------------

describe.each<Language>(['jp', 'en'])('home dashboard (%s)', (language) => {
  const text = texts[language];

  it('shows an order placed through the API within a second, then walks it to receipt', async () => {
    const page = await openPage(browser, language, tablet);
    await loginAt(page, baseUrl(), 'staff1@noren.example');
    await openDashboard(page, baseUrl());
    expect(await page.getByTestId('restaurant-name').textContent()).toBe('Sushi Kaede');
    expect(await page.getByTestId('card-order-list').textContent()).toContain(text.orderList);
    // The first order of the list is selected and written into the address.
    await expect.poll(() => new URL(page.url()).searchParams.get('id_food_order')).toMatch(/^\d+$/);
    await settledShot(page, `dashboard-${language}-1280-open`);

    // A marker that a reload would wipe out.
    await page.evaluate(() => {
      (window as unknown as { noReload: boolean }).noReload = true;
    });
    const owner = await apiLogin(baseUrl(), 'owner1@noren.example');
    const note = language === 'jp' ? 'わさび少なめでお願いします' : 'Less wasabi, please';
    const order = await placeOrder(owner, note);
    const placedAt = Date.now();
    await row(page, order.order_number).waitFor({ timeout: 1000 });
    const latency = Date.now() - placedAt;
    expect(latency).toBeLessThanOrEqual(1000);
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

    await row(page, order.order_number).getByTestId('order-row-select').click();
    await expect.poll(() => page.getByTestId('detail-order-number').textContent()).toBe(order.order_number);
    expect(new URL(page.url()).searchParams.get('id_food_order')).toBe(String(order.id_food_order));
    await settledShot(page, `dashboard-${language}-1280-new-order`);

    // Starting without a wait time is refused with the spec's warning.
    expect(await lifecycleText(page)).toBe(text.startCooking);
    await page.getByTestId('lifecycle-button').click();
    await page.getByText(text.selectWaitTime).waitFor();
    await settled(page, `dashboard-${language}-1280-wait-time-warning`);

    await page.getByTestId('wait-time-circle-10').click();
    await expect
      .poll(() => page.getByTestId('wait-time-circle-10').getAttribute('aria-pressed'), { timeout: 10_000 })
      .toBe('true');
    expect(await page.getByTestId('wait-time-circle-10').textContent()).toBe(text.minutes(10));

    await pressLifecycle(page, text.finishCooking);
    await settledShot(page, `dashboard-${language}-1280-cooking`);
    await pressLifecycle(page, text.completeReceipt);
    await page.getByTestId('lifecycle-button').click();
    // Completed: it leaves the list of open orders and the next order is selected.
    await row(page, order.order_number).waitFor({ state: 'detached', timeout: 10_000 });
    await expect
      .poll(() => page.getByTestId('detail-order-number').textContent(), { timeout: 10_000 })
      .not.toBe(order.order_number);

    const detail = await call<{ data: { cooking_status: string; waiting_time: number } }>(
      owner,
      'GET',
      `restaurant/order/detail/${order.id_food_order}`,
    );
    expect(detail.data.data).toMatchObject({ cooking_status: 'receipt', waiting_time: 10 });
    await settledShot(page, `dashboard-${language}-1280-after-receipt`);
    await page.context().close();
  });

  it('reads well on a wider tablet too, with the request modal open', async () => {
    const page = await openPage(browser, language);
    await loginAt(page, baseUrl(), 'staff1@noren.example');
    const owner = await apiLogin(baseUrl(), 'owner1@noren.example');
    const order = await placeOrder(owner, language === 'jp' ? 'お箸を2膳ください' : 'Two pairs of chopsticks');
    await page.goto(`${baseUrl()}/home?id_food_order=${order.id_food_order}`);
    await expect
      .poll(() => page.getByTestId('detail-order-number').textContent(), { timeout: 20_000 })
      .toBe(order.order_number);
    await settledShot(page, `dashboard-${language}-1366`);
    await page.getByTestId('detail-on-request').click();
    await page.getByTestId('request-modal').waitFor();
    await settledShot(page, `dashboard-${language}-1366-request`);
    await page.context().close();
  });

  it('ticks two orders without changing the selection and shows both in Display All', async () => {
    const page = await openPage(browser, language, tablet);
    await loginAt(page, baseUrl(), 'staff1@noren.example');
    const owner = await apiLogin(baseUrl(), 'owner1@noren.example');
    const first = await placeOrder(owner, language === 'jp' ? '辛さ控えめでお願いします' : 'Not too spicy, please');
    const second = await placeOrder(owner, '');
    await openDashboard(page, baseUrl());
    await expect.poll(() => new URL(page.url()).searchParams.get('id_food_order')).toMatch(/^\d+$/);
    const selected = await page.getByTestId('detail-order-number').textContent();
    const open = page.getByTestId('display-all-open');
    expect(await open.textContent()).toBe(text.displayAll);
    expect(await open.isDisabled()).toBe(true);

    await row(page, first.order_number).getByTestId('order-row-tick').click();
    await row(page, second.order_number).getByTestId('order-row-tick').click();
    await expect.poll(() => open.textContent()).toBe(text.displayAllCount(2));
    expect(await page.getByTestId('detail-order-number').textContent()).toBe(selected);

    await open.click();
    const dialog = page.getByTestId('display-all');
    await dialog.waitFor();
    for (const order of [first, second]) {
      await dialog
        .locator(`[data-testid="display-all-card"][data-order-number="${order.order_number}"]`)
        .waitFor({ timeout: 10_000 });
    }
    await settledShot(page, `dashboard-${language}-1280-display-all`);

    // On a phone the dialog takes the whole screen, the cards stacked.
    await page.setViewportSize({ width: 390, height: 844 });
    await settledShot(page, `dashboard-${language}-390-display-all`);

    await dialog.getByTestId('display-all-clear').click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await open.textContent()).toBe(text.displayAll);
    expect(await page.getByTestId('detail-order-number').textContent()).toBe(selected);
    await page.context().close();
  });

  it('keeps ringing for a new order on the menu screen', async () => {
    const page = await openPage(browser, language, tablet);
    await loginAt(page, baseUrl(), 'staff1@noren.example');
    await placeOrder(await apiLogin(baseUrl(), 'owner1@noren.example'), '');
    await openDashboard(page, baseUrl());
    const soundOn = page.getByTestId('sound-on');
    const enable = page.getByTestId('enable-sound');
    // Headless Chromium may play at once or ask for the tap first, as a browser without a gesture does.
    await soundOn.or(enable).first().waitFor({ timeout: 10_000 });
    if ((await soundOn.count()) === 0) await enable.click();
    await soundOn.waitFor({ timeout: 10_000 });

    await openFoodGroup(page);
    await page.getByTestId('menu-item-food-menu').click();
    await page.getByTestId('menu-list-page').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('home-page').count()).toBe(0);
    await soundOn.waitFor();
    expect(await soundOn.getAttribute('aria-label')).toBe(text.soundOn);
    await settledShot(page, `dashboard-${language}-1280-sound-on-menu`);
    await page.context().close();
  });
});

// --- The offline banner, on a server of its own ----------------------------------------------------

describe('offline banner', () => {
  let server: ExtraServer;
  beforeAll(async () => {
    server = await startExtraServer();
  }, 120_000);
  afterAll(async () => {
    await server?.dispose();
  }, 60_000);

  it.each<Language>(['jp', 'en'])(
    'shows within 5 s of the server stopping, and goes with an order placed meanwhile shown (%s)',
    async (language) => {
      const page = await openPage(browser, language, tablet);
      await loginAt(page, server.baseUrl, 'staff1@noren.example');
      await openDashboard(page, server.baseUrl);
      expect(await page.getByTestId('offline-banner').count()).toBe(0);

      await server.stop();
      const stoppedAt = Date.now();
      await page.getByTestId('offline-banner').waitFor({ timeout: 5000 });
      expect(Date.now() - stoppedAt).toBeLessThanOrEqual(5000);
      expect(await page.getByTestId('offline-banner').textContent()).toContain(texts[language].offline);
      await shot(page, `dashboard-${language}-offline`);

      // The tablet stays cut off while the server comes back and takes an order it cannot be told of.
      await page.context().setOffline(true);
      await server.start();
      const owner = await apiLogin(server.baseUrl, 'owner1@noren.example');
      const order = await placeOrder(owner, '');
      expect(await row(page, order.order_number).count()).toBe(0);
      expect(await page.getByTestId('offline-banner').count()).toBe(1);

      await page.context().setOffline(false);
      await page.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 10_000 });
      await row(page, order.order_number).waitFor({ timeout: 10_000 });
      await settledShot(page, `dashboard-${language}-back-online`);
      await page.context().close();
    },
    120_000,
  );
});
