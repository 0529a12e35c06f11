// What the dashboard asks for first, read from the address and this tablet's saved choices. Shared by
// the dashboard and its prefetch (routes.tsx: asked for beside the screen's code when the page opens
// on /home), so that both ask for the very same queries.
import { businessDate, type RestaurantType } from '@noren/domain/restaurant';
import type { ScreenPrefetchContext } from '../../app/feature-routes.ts';
import { readStorage, storageKeys } from '../../lib/storage.ts';
import { receivingMethodsQueryOptions } from '../../resources/receiving-methods.ts';
import { waitTimesQueryOptions } from '../../resources/wait-times.ts';
import { ordersQueryOptions } from './api/get-orders.ts';
import { readCategoryChoice } from './category-choice.ts';

function intParam(value: string | null, fallback: number, min: number, max: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const number = Number(value);
  return number < min || number > max ? fallback : number;
}

/**
 * The address's paging and selection: `page` 0-based, `limit` 6 for a by_order restaurant else 10,
 * the selected order (null for none); values out of range read as their default.
 */
export function dashboardAddress(params: URLSearchParams, type: RestaurantType) {
  const defaultLimit = type === 'by_order' ? 6 : 10;
  const page = intParam(params.get('page'), 0, 0, 100_000);
  const limit = intParam(params.get('limit'), defaultLimit, 1, 100);
  const selectedId = params.has('id_food_order') ? intParam(params.get('id_food_order'), 0, 1, 2_147_483_647) : null;
  return { page, limit, selected: selectedId === 0 ? null : selectedId };
}

/** Completed Orders as this tablet last left it. */
export function readShowAll(): boolean {
  return readStorage(storageKeys.showAllCompletedOrders) === 'true';
}

/** Today's first page of orders as the address and the tablet's choices ask, its wait times and methods. */
export function prefetchDashboard({ queryClient, user, search }: ScreenPrefetchContext): Promise<unknown> {
  const restaurant = user.restaurant_detail;
  if (user.id_restaurant === null || !restaurant) return Promise.resolve();
  const idRestaurant = user.id_restaurant;
  const type = restaurant.restaurant_type;
  const { page, limit } = dashboardAddress(search, type);
  const date = businessDate(new Date());
  const list = ordersQueryOptions({
    idRestaurant,
    page,
    limit,
    date,
    showAll: readShowAll(),
    categories: readCategoryChoice(),
  });
  return Promise.all([
    queryClient.prefetchQuery(list),
    type === 'reservation' ? undefined : queryClient.prefetchQuery(waitTimesQueryOptions(idRestaurant)),
    queryClient.prefetchQuery(receivingMethodsQueryOptions(idRestaurant)),
  ]);
}
