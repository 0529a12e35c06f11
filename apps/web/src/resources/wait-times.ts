// GET restaurant/wait/time/{id_restaurant}: the restaurant's wait times, each with its receiving
// method's id, title and type. Read by the Wait Time list and the dashboard (its coloured circles
// and the wait-time select of each method) — one request, one cache entry for both.
import { byWaitTime, type WaitTime, waitTimeSchema } from '@noren/domain/wait-times';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateKeys, keys } from './query-keys.ts';
import type { ReadOptions } from './restaurant.ts';
import { readOptions, restaurantListFetcher, useRestaurantRead } from './restaurant-query.ts';

export const getWaitTimes = restaurantListFetcher<WaitTime>('restaurant/wait/time', waitTimeSchema);

export const waitTimesQueryOptions = readOptions(keys.waitTimes.list, getWaitTimes);

/** The wait times in the server's order (the Wait Time list). */
export function useWaitTimes(idRestaurant: number | null, options?: ReadOptions) {
  return useRestaurantRead(waitTimesQueryOptions, idRestaurant, options);
}

function shortestFirst(waitTimes: WaitTime[]): WaitTime[] {
  return [...waitTimes].sort(byWaitTime);
}

/** The same list shortest first: the order of the dashboard's coloured circles (spec 3 §2.2). */
export function useWaitTimesShortestFirst(idRestaurant: number | null, options?: ReadOptions) {
  return useRestaurantRead(waitTimesQueryOptions, idRestaurant, options, shortestFirst);
}

/**
 * After a wait-time change (here, on another screen, or announced by the server's
 * refresh_wait_time): the wait times, and the methods, which carry the wait time they announce.
 */
export function invalidateWaitTimes(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, [keys.waitTimes.all, keys.receivingMethods.all]);
}
