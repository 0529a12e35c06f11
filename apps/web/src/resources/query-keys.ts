// The one query-key factory of the app (medusa style): every server resource has its root `all`,
// its lists under `lists()` and its single rows under `details()`. A resource read by several
// screens is therefore cached once, under one key, and invalidating its root refreshes every screen
// that shows it. The resource modules beside this file own the fetchers, hooks and invalidations;
// lib/realtime.ts reads the order keys from here, so this file imports no runtime code.
import type { AppKind } from '@noren/domain/app-versions';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { FreeMenuListQuery } from './free-menus.ts';
import type { MenuListQuery } from './menus.ts';

export const keys = {
  categories: {
    all: ['categories'] as const,
    lists: () => [...keys.categories.all, 'list'] as const,
    list: (idRestaurant: number) => [...keys.categories.lists(), idRestaurant] as const,
    details: () => [...keys.categories.all, 'detail'] as const,
    detail: (id: number) => [...keys.categories.details(), id] as const,
  },
  subCategories: {
    all: ['sub-categories'] as const,
    lists: () => [...keys.subCategories.all, 'list'] as const,
    list: (idRestaurant: number) => [...keys.subCategories.lists(), idRestaurant] as const,
    /** One category's sub-categories (the menu form's options): its own request, under the list. */
    listOfCategory: (idRestaurant: number, idFoodCategory: number) =>
      [...keys.subCategories.list(idRestaurant), 'category', idFoodCategory] as const,
    details: () => [...keys.subCategories.all, 'detail'] as const,
    detail: (id: number) => [...keys.subCategories.details(), id] as const,
  },
  receivingMethods: {
    all: ['receiving-methods'] as const,
    lists: () => [...keys.receivingMethods.all, 'list'] as const,
    list: (idRestaurant: number) => [...keys.receivingMethods.lists(), idRestaurant] as const,
    details: () => [...keys.receivingMethods.all, 'detail'] as const,
    detail: (id: number) => [...keys.receivingMethods.details(), id] as const,
  },
  /** The four method types; the same for every restaurant. */
  receivingMethodMaster: {
    all: ['receiving-method-master'] as const,
    lists: () => [...keys.receivingMethodMaster.all, 'list'] as const,
  },
  waitTimes: {
    all: ['wait-times'] as const,
    lists: () => [...keys.waitTimes.all, 'list'] as const,
    list: (idRestaurant: number) => [...keys.waitTimes.lists(), idRestaurant] as const,
    details: () => [...keys.waitTimes.all, 'detail'] as const,
    detail: (id: number) => [...keys.waitTimes.details(), id] as const,
  },
  menus: {
    all: ['menus'] as const,
    lists: () => [...keys.menus.all, 'list'] as const,
    /** Every page of the paged list (each entry holds a MenuPage). */
    pages: () => [...keys.menus.lists(), 'page'] as const,
    list: (query: MenuListQuery) => [...keys.menus.pages(), query] as const,
    /** Every menu of the restaurant at once (GET .../menu/all/list; each entry holds Menu[]). */
    allLists: () => [...keys.menus.lists(), 'all'] as const,
    listAll: (idRestaurant: number) => [...keys.menus.allLists(), idRestaurant] as const,
    details: () => [...keys.menus.all, 'detail'] as const,
    detail: (id: number) => [...keys.menus.details(), id] as const,
  },
  freeMenus: {
    all: ['free-menus'] as const,
    lists: () => [...keys.freeMenus.all, 'list'] as const,
    list: (query: FreeMenuListQuery) => [...keys.freeMenus.lists(), query] as const,
    details: () => [...keys.freeMenus.all, 'detail'] as const,
    detail: (id: number) => [...keys.freeMenus.details(), id] as const,
  },
  banners: {
    all: ['banners'] as const,
    lists: () => [...keys.banners.all, 'list'] as const,
    list: (idRestaurant: number) => [...keys.banners.lists(), idRestaurant] as const,
    details: () => [...keys.banners.all, 'detail'] as const,
    detail: (id: number) => [...keys.banners.details(), id] as const,
  },
  deliveryTimes: {
    all: ['delivery-times'] as const,
    lists: () => [...keys.deliveryTimes.all, 'list'] as const,
    list: (idRestaurant: number, fromDate: string) => [...keys.deliveryTimes.lists(), idRestaurant, fromDate] as const,
    details: () => [...keys.deliveryTimes.all, 'detail'] as const,
    detail: (id: number) => [...keys.deliveryTimes.details(), id] as const,
  },
  holidays: {
    all: ['holidays'] as const,
    lists: () => [...keys.holidays.all, 'list'] as const,
    list: (idRestaurant: number) => [...keys.holidays.lists(), idRestaurant] as const,
  },
  /** The dashboard's order lists and details; kept live by the realtime stream (lib/realtime.ts). */
  orders: {
    all: ['orders'] as const,
    lists: () => [...keys.orders.all, 'list'] as const,
    list: (query: object) => [...keys.orders.lists(), query] as const,
    details: () => [...keys.orders.all, 'detail'] as const,
    detail: (id: number) => [...keys.orders.details(), id] as const,
  },
  /** Published APKs (the public Download App page). */
  appVersions: {
    all: ['app-versions'] as const,
    lists: () => [...keys.appVersions.all, 'list'] as const,
    list: (kind: AppKind) => [...keys.appVersions.lists(), kind] as const,
  },
};

/** Marks every entry under the given roots stale; the ones on screen are fetched again at once. */
export async function invalidateKeys(queryClient: QueryClient, roots: readonly QueryKey[]): Promise<void> {
  await Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
