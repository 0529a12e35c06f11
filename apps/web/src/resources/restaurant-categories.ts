// GET restaurant/category: the platform's restaurant categories (superadmin), read by the
// /restaurant-category list and the restaurant form's category select. Not a restaurant's food
// categories (categories.ts). The key factory is local to this file.
import type { RestaurantCategory } from '@noren/domain/platform/restaurant-categories';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { invalidateKeys } from './query-keys.ts';

export const restaurantCategoryKeys = {
  all: ['restaurant-categories'] as const,
  lists: () => [...restaurantCategoryKeys.all, 'list'] as const,
};

export async function getRestaurantCategories(signal?: AbortSignal): Promise<RestaurantCategory[]> {
  return (await api.get<RestaurantCategory[]>('restaurant/category', { signal })).data ?? [];
}

export function useRestaurantCategories() {
  return useQuery({
    queryKey: restaurantCategoryKeys.lists(),
    queryFn: ({ signal }) => getRestaurantCategories(signal),
  });
}

export function invalidateRestaurantCategories(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, [restaurantCategoryKeys.all]);
}
