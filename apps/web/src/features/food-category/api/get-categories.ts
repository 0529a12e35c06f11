// GET restaurant/food/category/{id_restaurant}: the restaurant's food categories.
import { type FoodCategory, foodCategorySchema } from '@noren/domain/catalogue/categories';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth.ts';

/**
 * The sub-category screen reads the same list for its category select under the same key, and
 * lists category names: a category change invalidates both roots.
 */
export const foodCategoryKeys = {
  all: ['food-categories'] as const,
  lists: () => [...foodCategoryKeys.all, 'list'] as const,
  list: (idRestaurant: number) => [...foodCategoryKeys.lists(), idRestaurant] as const,
  detail: (id: number) => [...foodCategoryKeys.all, 'detail', id] as const,
};
export const foodSubCategoriesRootKey = ['food-sub-categories'] as const;

export async function getCategories(idRestaurant: number, signal?: AbortSignal): Promise<FoodCategory[]> {
  const answer = await api.get<unknown>(`restaurant/food/category/${idRestaurant}`, { signal });
  return z.array(foodCategorySchema).parse(answer.data);
}

export function categoriesQueryOptions(idRestaurant: number) {
  return queryOptions({
    queryKey: foodCategoryKeys.list(idRestaurant),
    queryFn: ({ signal }) => getCategories(idRestaurant, signal),
  });
}

/** The signed-in user's restaurant (catalogue screens are for restaurant users only). */
export function useRestaurantId(): number | null {
  return useSession().data?.id_restaurant ?? null;
}

export function useCategories() {
  const idRestaurant = useRestaurantId();
  return useQuery({ ...categoriesQueryOptions(idRestaurant ?? 0), enabled: idRestaurant !== null });
}

/** Sub-categories show their category's name, so a category change refreshes both lists. */
export async function invalidateCatalogue(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: foodCategoryKeys.all }),
    queryClient.invalidateQueries({ queryKey: foodSubCategoriesRootKey }),
  ]);
}
