// The TV board's suites (order-board.e2e.ts, board-soak.ts): a kitchen moving the demo's orders on
// through the status API, or its staff on /home; the board's public order list, and a board page
// that has finished loading (and, when asked, joined its store room).
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Language, openPage } from './browser.ts';
import { demoPassword, loginAt } from './pages.ts';

export const landscapeTv = { width: 1920, height: 1080 };
export const portraitTv = { width: 1080, height: 1920 };
export const tablet = { width: 1280, height: 800 };

/** A signed-in kitchen (bearer token) of one restaurant. */
export interface Kitchen {
  base: string;
  token: string;
}

interface Envelope<T> {
  data: T;
  message: string;
}

async function request<T>(base: string, path: string, init: { method: string; token?: string; body?: unknown }) {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(`${base}/api/${path}`, {
    method: init.method,
    headers,
    body: JSON.stringify(init.body ?? {}),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${envelope.message}`);
  return envelope.data;
}

export async function kitchenOf(base: string, email: string): Promise<Kitchen> {
  const data = await request<{ token: string }>(base, 'restaurant/users/login', {
    method: 'POST',
    body: { email, password: demoPassword },
  });
  return { base, token: data.token };
}

/** Moves an order to `status` as its kitchen does (a wait time of 10 min when it starts). */
export async function moveOrder(kitchen: Kitchen, idFoodOrder: number, status: 'cooking' | 'done' | 'receipt') {
  await request(kitchen.base, 'restaurant/order/update/cooking/status', {
    method: 'PATCH',
    token: kitchen.token,
    body: { id_food_order: idFoodOrder, cooking_status: status, waiting_time: 10 },
  });
}

export interface BoardOrder {
  id_food_order: number;
  order_number: string;
  cooking_status: string;
  id_receiving_method: number | null;
}

export interface BoardGroup {
  id_restaurant: number;
  restaurant_name: string;
  last_seq: number;
  data_list: BoardOrder[];
}

/** The board's own public order list of a store (the first 8 of each restaurant). */
export async function boardGroups(base: string, storeCode: string): Promise<BoardGroup[]> {
  return request<BoardGroup[]>(base, `restaurant/order/code-store/${storeCode}/1/8`, { method: 'POST' });
}

/** A listed order of `restaurant` in `status` that a call is raised for (take-out or counter). */
export async function boardOrderIn(base: string, restaurant: string, status: string): Promise<BoardOrder> {
  const group = (await boardGroups(base, '1001')).find((entry) => entry.restaurant_name === restaurant);
  const order = group?.data_list.find(
    (entry) => entry.cooking_status === status && (entry.id_receiving_method ?? 1) <= 2,
  );
  if (!order) throw new Error(`${restaurant} lists no ${status} take-out or counter order`);
  return order;
}

/**
 * A TV's page on `path` of `base`, once the board has left its loader. `live`: also once it is in
 * its store room, so it hears the kitchens from now on (every connection asks for a catch-up,
 * `events?since=`, which the server answers after the room's join).
 */
export async function openBoard(
  browser: Browser,
  base: string,
  path: string,
  viewport: { width: number; height: number },
  { live = false } = {},
): Promise<Page> {
  const page = await openPage(browser, 'jp', viewport);
  const joined = live ? page.waitForResponse((response) => response.url().includes('/events?')) : null;
  await page.goto(`${base}${path}`);
  await waitForScreen(page, (screen) => screen !== 'loading');
  await joined;
  return page;
}

/** /home on a 1280×800 tablet in `language`, signed in as `email`, with `order` selected. */
export async function openOrderOnHome(
  browser: Browser,
  base: string,
  { language, email, order }: { language: Language; email: string; order: BoardOrder },
): Promise<Page> {
  const page = await openPage(browser, language, tablet);
  await loginAt(page, base, email);
  await page.goto(`${base}/home?id_food_order=${order.id_food_order}`);
  await expect
    .poll(() => page.getByTestId('detail-order-number').textContent(), { timeout: 20_000 })
    .toBe(order.order_number);
  return page;
}

/** The board's screen (data-screen: the domain's BoardScreen names). */
export const screenOf = (page: Page) => page.getByTestId('board').getAttribute('data-screen');

export async function waitForScreen(page: Page, wanted: (screen: string | null) => boolean, timeout = 20_000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (wanted(await screenOf(page).catch(() => null))) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`the board stayed on ${await screenOf(page)}`);
}

/** The order numbers the board lists now, in order. */
export async function listedNumbers(page: Page): Promise<string[]> {
  return page
    .getByTestId('board-order')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-order-number') ?? ''));
}

/** Elements of the board that stick out of their parent's box or the screen (cut or spilling). */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 1 &&
      inner.top >= outer.top - 1 &&
      inner.right <= outer.right + 1 &&
      inner.bottom <= outer.bottom + 1;
    const screen = new DOMRect(0, 0, window.innerWidth, window.innerHeight);
    return [...document.querySelectorAll<HTMLElement>('[data-testid="board"] *')]
      .filter((node) => node.parentElement && !(node.parentElement instanceof SVGElement))
      .filter((node) => {
        const rect = node.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) return false;
        const parent = node.parentElement?.getBoundingClientRect() ?? screen;
        return !inside(rect, parent) || !inside(rect, screen);
      })
      .map((node) => `${node.className || node.tagName}: ${(node.textContent ?? '').slice(0, 40)}`);
  });
}
