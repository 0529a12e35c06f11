// The platform's restaurants as the superadmin reads them: one page of the list (GET
// restaurant/{page}/{size}, 1-based), the pickers' selector (GET restaurant/selector) and the stores
// a restaurant may be placed in (GET restaurant/store). Their key factory is local to this file
// (the shared one, query-keys.ts, holds the restaurant-scoped resources).
import type { Restaurant, RestaurantChoice } from '@noren/domain/platform/restaurants';
import type { Store } from '@noren/domain/platform/stores';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { invalidateKeys } from './query-keys.ts';

export const platformRestaurantKeys = {
  all: ['platform-restaurants'] as const,
  lists: () => [...platformRestaurantKeys.all, 'list'] as const,
  list: (page: number, size: number) => [...platformRestaurantKeys.lists(), page, size] as const,
  selector: () => [...platformRestaurantKeys.all, 'selector'] as const,
};

export const platformStoreKeys = {
  all: ['platform-stores'] as const,
  lists: () => [...platformStoreKeys.all, 'list'] as const,
};

export interface RestaurantPage {
  rows: Restaurant[];
  total: number;
}

/** One page of the live restaurants; `page` is the table's 0-based page (the server's is 1-based). */
export async function getRestaurantPage(page: number, size: number, signal?: AbortSignal): Promise<RestaurantPage> {
  const answer = await api.get<Restaurant[]>(`restaurant/${page + 1}/${size}`, { signal });
  const rows = answer.data ?? [];
  return { rows, total: answer.totalData ?? rows.length };
}

export function useRestaurantPage(page: number, size: number) {
  return useQuery({
    queryKey: platformRestaurantKeys.list(page, size),
    queryFn: ({ signal }) => getRestaurantPage(page, size, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every live restaurant by id and name (the banner's restaurant select). */
export function useRestaurantChoices() {
  return useQuery({
    queryKey: platformRestaurantKeys.selector(),
    queryFn: async ({ signal }) => (await api.get<RestaurantChoice[]>('restaurant/selector', { signal })).data ?? [],
  });
}

/** Every store (the restaurant form's store select, by company). */
export function useStores() {
  return useQuery({
    queryKey: platformStoreKeys.lists(),
    queryFn: async ({ signal }) => (await api.get<Store[]>('restaurant/store', { signal })).data ?? [],
  });
}

/** After a restaurant change: the list pages and the selector. */
export function invalidatePlatformRestaurants(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, [platformRestaurantKeys.all]);
}
