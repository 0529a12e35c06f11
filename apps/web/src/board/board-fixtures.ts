// Test data of the board's suites: a store of two restaurants answering the board's calls, and a
// fetch stand-in that serves them (plus whatever a test overrides).
import type { TvOrder, TvOrderGroup } from '@noren/domain/board/schemas';
import { vi } from 'vitest';

export function tvOrder(fields: Partial<TvOrder> & Pick<TvOrder, 'id_food_order' | 'order_number'>): TvOrder {
  return {
    id_order: fields.id_food_order,
    id_restaurant: 1,
    restaurant_name: 'Sushi Kaede',
    cooking_status: 'cooking',
    cooking_status_detail: '調理開始',
    id_receiving_method: 1,
    order_date: '2026-11-24',
    order_time: `12:00:${String(fields.id_food_order % 60).padStart(2, '0')}`,
    ...fields,
  };
}

export function tvGroup(idRestaurant: number, name: string, lastSeq: number, orders: TvOrder[]): TvOrderGroup {
  return {
    id_restaurant: idRestaurant,
    restaurant_name: name,
    code_register: `0${idRestaurant}`,
    restaurant_type: 'by_order',
    last_seq: lastSeq,
    totalData: orders.length,
    data_statistics: { waiting_list: orders.length, total_qty_cooking: orders.length, done: 0 },
    data_list: orders,
  };
}

export const sushiOrders = [
  tvOrder({ id_food_order: 11, order_number: 'T011' }),
  tvOrder({ id_food_order: 12, order_number: 'C012', id_receiving_method: 2 }),
];

export const storeGroups = [tvGroup(1, 'Sushi Kaede', 5, sushiOrders), tvGroup(2, 'Ramen Tsubaki', 2, [])];

type Answer = { status?: number; data: unknown };
export type Routes = Record<string, Answer | ((url: URL, body: unknown) => Answer)>;

/** The board's calls answered from `routes` (keyed by the path after /api/, without the query). */
export function stubBoardFetch(routes: Routes) {
  const defaults: Routes = {
    'restaurant/board/1001/restaurants': {
      data: storeGroups.map(({ id_restaurant, restaurant_name, code_register }) => ({
        id_restaurant,
        restaurant_name,
        code_register,
        restaurant_type: 'by_order',
        status: 'active',
        logo_url: null,
      })),
    },
    'restaurant/order/code-store/1001/1/8': { data: storeGroups },
    'restaurant/board/1001/signage-setting': { data: null },
    'restaurant/board/1001/receiving-method': { data: [] },
    'restaurant/board/1001/wait-time': { data: [] },
    'restaurant/food/menu/list-slideshow-by-code-store': { data: [] },
    'restaurant/food/menu/list-slideshow': { data: { food_menu: [], banner: [] } },
  };
  const all = { ...defaults, ...routes };
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://board.test');
    const route = all[url.pathname.replace(/^\/api\//, '')];
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const answer = typeof route === 'function' ? route(url, body) : (route ?? { status: 404, data: null });
    return new Response(JSON.stringify({ status: answer.status ?? 200, data: answer.data, message: 'OK' }), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The catch-up answer of GET restaurant/board/{code}/events. */
export const catchUpAnswer = (
  lastSeq: number,
  orders: TvOrder[],
  more: Partial<{ reset: boolean; has_more: boolean }> = {},
) => ({
  last_seq: lastSeq,
  reset: false,
  has_more: false,
  events: [],
  orders,
  ...more,
});
