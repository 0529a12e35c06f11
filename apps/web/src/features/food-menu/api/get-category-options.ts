// GET restaurant/food/category/{id_restaurant}: the categories of the list's filter and the
// form's category select. Read loosely (id and name), so this screen does not depend on the rest.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useRestaurantId } from './get-menus.ts';

const categoryOptionSchema = z.looseObject({
  id_food_category: z.number().int(),
  category_name: z.string(),
});
export type CategoryOption = z.infer<typeof categoryOptionSchema>;

export const menuCategoryKeys = {
  all: ['food-menus', 'category-options'] as const,
  list: (idRestaurant: number) => [...menuCategoryKeys.all, idRestaurant] as const,
};

export async function getCategoryOptions(idRestaurant: number, signal?: AbortSignal): Promise<CategoryOption[]> {
  const answer = await api.get<unknown>(`restaurant/food/category/${idRestaurant}`, { signal });
  return z.array(categoryOptionSchema).parse(answer.data);
}

export function useCategoryOptions() {
  const idRestaurant = useRestaurantId();
  return useQuery(
    queryOptions({
      queryKey: menuCategoryKeys.list(idRestaurant ?? 0),
      queryFn: ({ signal }) => getCategoryOptions(idRestaurant ?? 0, signal),
      enabled: idRestaurant !== null,
    }),
  );
}
