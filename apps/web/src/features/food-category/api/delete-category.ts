// DELETE restaurant/food/category {id_food_category}: refused (409, bilingual toast) while
// sub-categories or menus use the category.
import type { Envelope } from '@noren/domain/messages';
import { api } from '../../../lib/api-client.ts';
import { invalidateCategories } from '../../../resources/categories.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';

export async function deleteCategory(idFoodCategory: number): Promise<Envelope<unknown>> {
  return api.delete<unknown>('restaurant/food/category', { id_food_category: idFoodCategory });
}

export function useDeleteCategory() {
  return useResourceMutation(deleteCategory, invalidateCategories);
}
