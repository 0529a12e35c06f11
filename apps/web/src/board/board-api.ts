// The board's calls (apps/server/src/modules/board/README.md), with plain fetch: no session, no
// sign-in redirect, no toast. The answers are checked by hand for the fields the board reads — the
// domain's zod schemas would cost the board a third of its JavaScript budget (README.md beside
// this file) — and an answer that does not fit is treated as a failed call.
import type {
  BoardMethod,
  BoardOrderNotify,
  BoardRefresh,
  BoardRestaurant,
  BoardSignage,
  BoardWaitTime,
  SlideBanner,
  SlideMenu,
  TvOrder,
  TvOrderGroup,
} from '@noren/domain/board/schemas';
import type { CatchUp } from './order-book.ts';

/** The store code is not known (404 from any board path): the board shows the spec's message. */
export class UnknownStoreError extends Error {}

export interface BoardQuery {
  storeCode: string;
  codeRegister: string | null;
  methodIds: readonly number[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const hasNumbers = (value: unknown, keys: readonly string[]): value is Json =>
  isObject(value) && keys.every((key) => isNumber(value[key]));
const hasStrings = (value: unknown, keys: readonly string[]): value is Json =>
  isObject(value) && keys.every((key) => typeof value[key] === 'string');

/** An array of which every element passes `check`, else a failed call. */
function listOf<T>(value: unknown, check: (item: unknown) => boolean): T[] {
  if (!Array.isArray(value) || !value.every(check)) throw new Error('unexpected answer');
  return value as T[];
}

export const isTvOrder = (value: unknown): value is TvOrder =>
  hasNumbers(value, ['id_food_order', 'id_restaurant']) &&
  hasStrings(value, ['order_number', 'cooking_status', 'restaurant_name', 'order_date', 'order_time']) &&
  (value.id_receiving_method === null || isNumber(value.id_receiving_method));

const isGroup = (value: unknown) =>
  hasNumbers(value, ['id_restaurant', 'last_seq', 'totalData']) &&
  hasStrings(value, ['restaurant_name']) &&
  hasNumbers(value.data_statistics, ['waiting_list', 'total_qty_cooking', 'done']) &&
  listOf(value.data_list, isTvOrder).length >= 0;

/** The `data` of an answer; 404 is an unknown store, anything else not OK a failed call. */
async function call(path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<unknown> {
  const response = await fetch(`/api/${path}`, {
    method: init.method ?? 'GET',
    headers: { Accept: 'application/json', ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    cache: 'no-store',
  });
  if (response.status === 404) throw new UnknownStoreError(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const envelope: unknown = await response.json();
  return isObject(envelope) ? envelope.data : undefined;
}

function listQuery(query: BoardQuery): string {
  const params = new URLSearchParams();
  if (query.codeRegister) params.set('code_register', query.codeRegister);
  if (query.methodIds.length > 0) params.set('method_id', query.methodIds.join(','));
  const text = params.toString();
  return text ? `?${text}` : '';
}

const boardPath = (query: BoardQuery, what: string) =>
  `restaurant/board/${encodeURIComponent(query.storeCode)}/${what}`;

export async function fetchRestaurants(query: BoardQuery): Promise<BoardRestaurant[]> {
  const data = await call(boardPath(query, `restaurants${listQuery({ ...query, methodIds: [] })}`));
  return listOf(data, (item) => hasNumbers(item, ['id_restaurant']) && hasStrings(item, ['restaurant_name']));
}

/** Spec 3 §7: the first page of 8 orders of each restaurant, oldest first. */
export async function fetchOrderGroups(query: BoardQuery): Promise<TvOrderGroup[]> {
  const data = await call(`restaurant/order/code-store/${encodeURIComponent(query.storeCode)}/1/8`, {
    method: 'POST',
    body: {
      ...(query.codeRegister ? { code_register: query.codeRegister } : {}),
      ...(query.methodIds.length > 0 ? { id_receiving_method: query.methodIds } : {}),
    },
  });
  return listOf(data, isGroup);
}

export async function fetchSignage(query: BoardQuery): Promise<BoardSignage | null> {
  const data = await call(boardPath(query, 'signage-setting'));
  return isObject(data) ? (data as unknown as BoardSignage) : null;
}

export async function fetchMethods(query: BoardQuery): Promise<BoardMethod[]> {
  const data = await call(boardPath(query, `receiving-method${listQuery(query)}`));
  return listOf(
    data,
    (item) => hasNumbers(item, ['id_restaurant', 'id_receiving_method']) && Array.isArray(item.inactive_data),
  );
}

export async function fetchWaitTimes(query: BoardQuery): Promise<BoardWaitTime[]> {
  const data = await call(boardPath(query, `wait-time${listQuery(query)}`));
  return listOf(data, (item) => hasNumbers(item, ['id_wait_time', 'wait_time']));
}

export interface Slides {
  menus: { menu: SlideMenu; restaurant_name: string }[];
  banners: SlideBanner[];
}

const isMenu = (item: unknown) =>
  hasNumbers(item, ['id_food_menu', 'food_menu_price', 'code_company']) && Array.isArray(item.methods);
const isBanner = (item: unknown) => hasNumbers(item, ['id_banner']);

/** The store's slides (multi mode), or one restaurant's (single mode). */
export async function fetchSlides(query: BoardQuery, single: BoardRestaurant | null): Promise<Slides> {
  if (single) {
    const data = await call('restaurant/food/menu/list-slideshow', {
      method: 'POST',
      body: { id_restaurant: single.id_restaurant },
    });
    const slideshow = isObject(data) ? data : {};
    return {
      menus: listOf<SlideMenu>(slideshow.food_menu, isMenu).map((menu) => ({
        menu,
        restaurant_name: single.restaurant_name,
      })),
      banners: listOf(slideshow.banner, isBanner),
    };
  }
  const data = await call('restaurant/food/menu/list-slideshow-by-code-store', {
    method: 'POST',
    body: { code_store: query.storeCode },
  });
  const stores = listOf<Json>(data, (item) => hasStrings(item, ['restaurant_name']));
  return {
    menus: stores.flatMap((store) =>
      listOf<SlideMenu>(store.food_menu, isMenu).map((menu) => ({
        menu,
        restaurant_name: String(store.restaurant_name),
      })),
    ),
    banners: stores.flatMap((store) => listOf<SlideBanner>(store.banner, isBanner)),
  };
}

export async function fetchEvents(query: BoardQuery, idRestaurant: number, since: number): Promise<CatchUp> {
  const data = await call(boardPath(query, `events?id_restaurant=${idRestaurant}&since=${since}`));
  if (!hasNumbers(data, ['last_seq'])) throw new Error('unexpected answer');
  return {
    last_seq: data.last_seq as number,
    reset: data.reset === true,
    has_more: data.has_more === true,
    orders: listOf(data.orders, isTvOrder),
  };
}

/** A `board_order_notify` payload, or null when it is not one. */
export function readNotify(payload: unknown): BoardOrderNotify | null {
  if (!hasNumbers(payload, ['id_restaurant', 'seq', 'id_food_order'])) return null;
  if (payload.order !== null && !isTvOrder(payload.order)) return null;
  return payload as unknown as BoardOrderNotify;
}

/** A `board_refresh` payload, or null when it is not one. */
export function readRefresh(payload: unknown): BoardRefresh | null {
  return hasStrings(payload, ['msg']) && hasNumbers(payload, ['id_restaurant'])
    ? (payload as unknown as BoardRefresh)
    : null;
}
