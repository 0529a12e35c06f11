// GET restaurant/food/sub-category/category/{id_restaurant}/{id_food_category}: the sub-categories
// offered once a category is chosen (reloaded whenever the category changes).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useRestaurantId } from './get-menus.ts';

const subCategoryOptionSchema = z.looseObject({
  id_food_sub_category: z.number().int(),
  sub_category_name: z.string(),
});
export type SubCategoryOption = z.infer<typeof subCategoryOptionSchema>;

export const menuSubCategoryKeys = {
  all: ['food-menus', 'sub-category-options'] as const,
  list: (idRestaurant: number, idFoodCategory: number) =>
    [...menuSubCategoryKeys.all, idRestaurant, idFoodCategory] as const,
};

export async function getSubCategoryOptions(
  idRestaurant: number,
  idFoodCategory: number,
  signal?: AbortSignal,
): Promise<SubCategoryOption[]> {
  const answer = await api.get<unknown>(`restaurant/food/sub-category/category/${idRestaurant}/${idFoodCategory}`, {
    signal,
  });
  return z.array(subCategoryOptionSchema).parse(answer.data);
}

export function useSubCategoryOptions(idFoodCategory: number | null) {
  const idRestaurant = useRestaurantId();
  return useQuery(
    queryOptions({
      queryKey: menuSubCategoryKeys.list(idRestaurant ?? 0, idFoodCategory ?? 0),
      queryFn: ({ signal }) => getSubCategoryOptions(idRestaurant ?? 0, idFoodCategory ?? 0, signal),
      enabled: idRestaurant !== null && idFoodCategory !== null,
    }),
  );
}
