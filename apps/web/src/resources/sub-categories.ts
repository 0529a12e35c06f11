// The restaurant's food sub-categories: GET restaurant/food/sub-category/{id_restaurant} (the Food
// Sub Category list and the banner form's sub-category chooser) and GET restaurant/food/sub-category/
// category/{id_restaurant}/{id_food_category} (the menu form's options once a category is chosen,
// asked again whenever the category changes).
import { type FoodSubCategory, foodSubCategorySchema } from '@noren/domain/catalogue/sub-categories';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../lib/api-client.ts';
import { invalidateKeys, keys } from './query-keys.ts';
import type { ReadOptions } from './restaurant.ts';
import { readOptions, restaurantListFetcher, useRestaurantRead } from './restaurant-query.ts';

export const getSubCategories = restaurantListFetcher<FoodSubCategory>(
  'restaurant/food/sub-category',
  foodSubCategorySchema,
);

export async function getSubCategoriesOfCategory(
  idRestaurant: number,
  idFoodCategory: number,
  signal?: AbortSignal,
): Promise<FoodSubCategory[]> {
  const answer = await api.get<unknown>(`restaurant/food/sub-category/category/${idRestaurant}/${idFoodCategory}`, {
    signal,
  });
  return z.array(foodSubCategorySchema).parse(answer.data);
}

export const subCategoriesQueryOptions = readOptions(keys.subCategories.list, getSubCategories);

export function subCategoriesOfCategoryQueryOptions(idRestaurant: number, idFoodCategory: number) {
  return queryOptions({
    queryKey: keys.subCategories.listOfCategory(idRestaurant, idFoodCategory),
    queryFn: ({ signal }) => getSubCategoriesOfCategory(idRestaurant, idFoodCategory, signal),
  });
}

/** Every sub-category with all its fields (the Food Sub Category list). */
export function useSubCategories(idRestaurant: number | null, options?: ReadOptions) {
  return useRestaurantRead(subCategoriesQueryOptions, idRestaurant, options);
}

/** What a select or a chooser shows of a sub-category. */
export type SubCategoryOption = Pick<
  FoodSubCategory,
  'id_food_sub_category' | 'sub_category_name' | 'id_food_category'
>;

function toOptions(subCategories: FoodSubCategory[]): SubCategoryOption[] {
  return subCategories.map(({ id_food_sub_category, sub_category_name, id_food_category }) => ({
    id_food_sub_category,
    sub_category_name,
    id_food_category,
  }));
}

/** Every sub-category as an option, picked from the same cached list. */
export function useSubCategoryOptions(idRestaurant: number | null, options?: ReadOptions) {
  return useRestaurantRead(subCategoriesQueryOptions, idRestaurant, options, toOptions);
}

/** The options of one category; nothing is asked until a category is chosen. */
export function useSubCategoryOptionsOfCategory(idRestaurant: number | null, idFoodCategory: number | null) {
  return useQuery({
    ...subCategoriesOfCategoryQueryOptions(idRestaurant ?? 0, idFoodCategory ?? 0),
    select: toOptions,
    enabled: idRestaurant !== null && idFoodCategory !== null,
  });
}

/** After a sub-category change: its lists, and the menus and banners that show its name. */
export function invalidateSubCategories(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, [keys.subCategories.all, keys.menus.all, keys.banners.all]);
}
