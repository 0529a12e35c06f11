// GET restaurant/food/category/{id_restaurant}: the categories of the form's category select.
// Same key as the Food Category screen's list, so both screens share one cached answer.
import { type FoodCategory, foodCategorySchema } from '@noren/domain/catalogue/categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useRestaurantId } from './get-sub-categories.ts';

export const categoryOptionKeys = {
  all: ['food-categories'] as const,
  list: (idRestaurant: number) => [...categoryOptionKeys.all, 'list', idRestaurant] as const,
};

export async function getCategoryOptions(idRestaurant: number, signal?: AbortSignal): Promise<FoodCategory[]> {
  const answer = await api.get<unknown>(`restaurant/food/category/${idRestaurant}`, { signal });
  return z.array(foodCategorySchema).parse(answer.data);
}

export function categoryOptionsQueryOptions(idRestaurant: number) {
  return queryOptions({
    queryKey: categoryOptionKeys.list(idRestaurant),
    queryFn: ({ signal }) => getCategoryOptions(idRestaurant, signal),
  });
}

export function useCategoryOptions(enabled = true) {
  const idRestaurant = useRestaurantId();
  return useQuery({
    ...categoryOptionsQueryOptions(idRestaurant ?? 0),
    enabled: enabled && idRestaurant !== null,
  });
}
