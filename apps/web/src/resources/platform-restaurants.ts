// The platform's restaurants as the superadmin reads them: the list's keys and page shape (the list
// itself: features/platform-restaurant/api/get-restaurant-page.ts), the pickers' selector (GET restaurant/selector) and the stores
// a restaurant may be placed in (GET restaurant/store). Their key factory is local to this file
// (the shared one, query-keys.ts, holds the restaurant-scoped resources).
import type { Restaurant, RestaurantChoice } from '@noren/domain/platform/restaurants';
import type { Store } from '@noren/domain/platform/stores';
import { type QueryClient, useQuery } from '@tanstack/react-query';
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
