// What the TV board shows, and when (spec 3 §2.8, §9): the screen priority, the timings, and the
// paging of multi-restaurant mode.
import type { BoardMode } from './call-list.ts';

export const boardTimings = {
  /** Startup loader. */
  loaderMs: 500,
  /** Multi mode's page rotation (paused while a call shows). */
  pageMs: 10_000,
  slideMs: 10_000,
  slideFadeMs: 1000,
  /** Orders are refetched this often, whatever the socket says. */
  refreshMs: 180_000,
  /** The page reloads at midnight (Asia/Tokyo), checked this often. */
  midnightCheckMs: 60_000,
  toastMs: 2500,
} as const;

export type BoardScreen =
  | 'loading'
  | 'unknown-store'
  | 'call'
  | 'slideshow'
  | 'orders'
  | 'multi-slideshow'
  | 'multi-columns';

export interface BoardScreenState {
  loading: boolean;
  /** The store (or the code_register's restaurant) has no restaurant detail. */
  noRestaurant: boolean;
  /** A call is showing. */
  calling: boolean;
  mode: BoardMode;
  /** Active orders on the board (single: the restaurant's; multi: all restaurants'). */
  orderCount: number;
  /** Banners and menu slides. */
  slideCount: number;
}

/**
 * Spec 3 §2.8's priority: loading; call screen; slideshow (single mode, no orders, slides
 * exist); order board (single mode); multi-restaurant slideshow (no orders at all, slides exist);
 * otherwise the multi-restaurant columns. A store code with no restaurant shows its message right
 * after loading: there is nothing to call or show.
 */
export function boardScreen(state: BoardScreenState): BoardScreen {
  if (state.loading) return 'loading';
  if (state.noRestaurant) return 'unknown-store';
  if (state.calling) return 'call';
  if (state.mode === 'single') return state.orderCount === 0 && state.slideCount > 0 ? 'slideshow' : 'orders';
  if (state.orderCount === 0 && state.slideCount > 0) return 'multi-slideshow';
  return 'multi-columns';
}

export const boardPaging = {
  restaurantsPerPage: 3,
  /** Orders a column shows when the store has one restaurant. */
  ordersAlone: 8,
  /** Orders each column shows when the store has several (spec 3 §9: "8 orders (4 with multiple restaurants)"). */
  ordersShared: 4,
} as const;

/** Orders each restaurant's column shows. */
export function ordersPerColumn(restaurantCount: number): number {
  return restaurantCount > 1 ? boardPaging.ordersShared : boardPaging.ordersAlone;
}

/** How many pages of columns (at least one, so an empty store still shows its page). */
export function pageCount(restaurantCount: number): number {
  return Math.max(1, Math.ceil(restaurantCount / boardPaging.restaurantsPerPage));
}

/** The restaurants of a page (0-based), in their order. */
export function pageOf<T>(restaurants: readonly T[], page: number): T[] {
  const start = (page % pageCount(restaurants.length)) * boardPaging.restaurantsPerPage;
  return restaurants.slice(start, start + boardPaging.restaurantsPerPage);
}

/** The page after `page` when the 10 s rotation fires: held while a call shows, wraps at the end. */
export function nextPage(page: number, restaurantCount: number, calling: boolean): number {
  if (calling) return page;
  return (page + 1) % pageCount(restaurantCount);
}
