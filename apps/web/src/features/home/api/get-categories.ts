// GET restaurant/food/category/{id_restaurant}: the categories offered by the 'Order to display'
// filter (names and ids only).
import { foodCategorySchema } from '@noren/domain/catalogue/categories';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

const categoryOptionSchema = foodCategorySchema.pick({ id_food_category: true, category_name: true });
export type CategoryOption = z.infer<typeof categoryOptionSchema>;

export const categoryKeys = {
  all: ['home', 'categories'] as const,
  list: (idRestaurant: number) => [...categoryKeys.all, idRestaurant] as const,
};

export async function getCategories(idRestaurant: number, signal?: AbortSignal): Promise<CategoryOption[]> {
  const answer = await api.get<unknown>(`restaurant/food/category/${idRestaurant}`, { signal });
  return z.array(categoryOptionSchema).parse(answer.data);
}

export function useCategoryOptions(idRestaurant: number, enabled: boolean) {
  return useQuery({
    queryKey: categoryKeys.list(idRestaurant),
    queryFn: ({ signal }) => getCategories(idRestaurant, signal),
    enabled,
  });
}
