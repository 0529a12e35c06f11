// The one query-key factory of the app (medusa style): every server resource has its root `all`,
// its lists under `lists()` and its single rows under `details()`. A resource read by several
// screens is therefore cached once, under one key, and invalidating its root refreshes every screen
// that shows it. The resource modules beside this file own the fetchers, hooks and invalidations;
// lib/realtime.ts reads the order keys from here, so this file imports no runtime code.
import type { AppKind } from '@noren/domain/app-versions';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { FreeMenuListQuery } from './free-menus.ts';
import type { MenuListQuery } from './menus.ts';

/**
 * The keys of one resource: `all` (its root), `lists()` and `list(...)` under it, `details()` and
 * `detail(id)`. `ListArgs` says what tells one list apart (a restaurant id, a page query).
 */
function resourceKeys<const Root extends string, ListArgs extends readonly unknown[]>(root: Root) {
  const all = [root] as const;
  const lists = () => [...all, 'list'] as const;
  const details = () => [...all, 'detail'] as const;
  return {
    all,
    lists,
    list: (...args: ListArgs) => [...lists(), ...args] as const,
    details,
    detail: (id: number) => [...details(), id] as const,
  };
}

const subCategories = resourceKeys<'sub-categories', [idRestaurant: number]>('sub-categories');
const menus = resourceKeys<'menus', []>('menus');
/** Every page of the paged list (each entry holds a MenuPage). */
const menuPages = () => [...menus.lists(), 'page'] as const;
/** Every menu of the restaurant at once (GET .../menu/all/list; each entry holds Menu[]). */
const allMenuLists = () => [...menus.lists(), 'all'] as const;

export const keys = {
  categories: resourceKeys<'categories', [idRestaurant: number]>('categories'),
  subCategories: {
    ...subCategories,
    /** One category's sub-categories (the menu form's options): its own request, under the list. */
    listOfCategory: (idRestaurant: number, idFoodCategory: number) =>
      [...subCategories.list(idRestaurant), 'category', idFoodCategory] as const,
  },
  receivingMethods: resourceKeys<'receiving-methods', [idRestaurant: number]>('receiving-methods'),
  /** The four method types; the same for every restaurant. */
  receivingMethodMaster: resourceKeys<'receiving-method-master', []>('receiving-method-master'),
  waitTimes: resourceKeys<'wait-times', [idRestaurant: number]>('wait-times'),
  menus: {
    ...menus,
    pages: menuPages,
    list: (query: MenuListQuery) => [...menuPages(), query] as const,
    allLists: allMenuLists,
    listAll: (idRestaurant: number) => [...allMenuLists(), idRestaurant] as const,
  },
  freeMenus: resourceKeys<'free-menus', [query: FreeMenuListQuery]>('free-menus'),
  banners: resourceKeys<'banners', [idRestaurant: number]>('banners'),
  deliveryTimes: resourceKeys<'delivery-times', [idRestaurant: number, fromDate: string]>('delivery-times'),
  holidays: resourceKeys<'holidays', [idRestaurant: number]>('holidays'),
  /** The dashboard's order lists and details; kept live by the realtime stream (lib/realtime.ts). */
  orders: resourceKeys<'orders', [query: object]>('orders'),
  /** Published APKs (the public Download App page). */
  appVersions: resourceKeys<'app-versions', [kind: AppKind]>('app-versions'),
};

/** Marks every entry under the given roots stale; the ones on screen are fetched again at once. */
export async function invalidateKeys(queryClient: QueryClient, roots: readonly QueryKey[]): Promise<void> {
  await Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
