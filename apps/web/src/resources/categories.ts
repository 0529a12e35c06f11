// GET restaurant/food/category/{id_restaurant}: the restaurant's food categories. Read by the Food
// Category list, the category selects of the sub-category and menu forms, the menu list's filter
// and the dashboard's 'Order to display' — one request, one cache entry for all of them.
import { type FoodCategory, foodCategorySchema } from '@noren/domain/catalogue/categories';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateKeys, keys } from './query-keys.ts';
import type { ReadOptions } from './restaurant.ts';
import { readOptions, restaurantListFetcher, useRestaurantRead } from './restaurant-query.ts';

export const getCategories = restaurantListFetcher<FoodCategory>('restaurant/food/category', foodCategorySchema);

export const categoriesQueryOptions = readOptions(keys.categories.list, getCategories);

/** Every category with all its fields (the Food Category list). */
export function useCategories(idRestaurant: number | null, options?: ReadOptions) {
  return useRestaurantRead(categoriesQueryOptions, idRestaurant, options);
}

/** What a select or a filter shows of a category. */
export type CategoryOption = Pick<FoodCategory, 'id_food_category' | 'category_name'>;

function toOptions(categories: FoodCategory[]): CategoryOption[] {
  return categories.map(({ id_food_category, category_name }) => ({ id_food_category, category_name }));
}

/** The categories as options (id and name), picked from the same cached list. */
export function useCategoryOptions(idRestaurant: number | null, options?: ReadOptions) {
  return useRestaurantRead(categoriesQueryOptions, idRestaurant, options, toOptions);
}

/** After a category change: its lists, and the sub-categories and menus that show its name. */
export function invalidateCategories(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, [keys.categories.all, keys.subCategories.all, keys.menus.all]);
}
