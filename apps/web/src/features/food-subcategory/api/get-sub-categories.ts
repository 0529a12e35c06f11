// GET restaurant/food/sub-category/{id_restaurant}: the restaurant's sub-categories, each with its
// category and weekly sales restriction.
import { type FoodSubCategory, foodSubCategorySchema } from '@noren/domain/catalogue/sub-categories';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth.ts';

export const foodSubCategoryKeys = {
  all: ['food-sub-categories'] as const,
  lists: () => [...foodSubCategoryKeys.all, 'list'] as const,
  list: (idRestaurant: number) => [...foodSubCategoryKeys.lists(), idRestaurant] as const,
  detail: (id: number) => [...foodSubCategoryKeys.all, 'detail', id] as const,
};

export async function getSubCategories(idRestaurant: number, signal?: AbortSignal): Promise<FoodSubCategory[]> {
  const answer = await api.get<unknown>(`restaurant/food/sub-category/${idRestaurant}`, { signal });
  return z.array(foodSubCategorySchema).parse(answer.data);
}

export function subCategoriesQueryOptions(idRestaurant: number) {
  return queryOptions({
    queryKey: foodSubCategoryKeys.list(idRestaurant),
    queryFn: ({ signal }) => getSubCategories(idRestaurant, signal),
  });
}

/** The signed-in user's restaurant (catalogue screens are for restaurant users only). */
export function useRestaurantId(): number | null {
  return useSession().data?.id_restaurant ?? null;
}

export function useSubCategories() {
  const idRestaurant = useRestaurantId();
  return useQuery({ ...subCategoriesQueryOptions(idRestaurant ?? 0), enabled: idRestaurant !== null });
}

/** Menus list their sub-category, so menu lists go stale too. */
export async function invalidateSubCategories(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: foodSubCategoryKeys.all });
}
