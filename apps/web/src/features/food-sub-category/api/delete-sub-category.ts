// DELETE restaurant/food/sub-category {id_food_sub_category}: refused (409, bilingual toast) while
// menus or banners use it.
import type { Envelope } from '@noren/domain/messages';
import { api } from '../../../lib/api-client.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';
import { invalidateSubCategories } from '../../../resources/sub-categories.ts';

export async function deleteSubCategory(idFoodSubCategory: number): Promise<Envelope<unknown>> {
  return api.delete<unknown>('restaurant/food/sub-category', { id_food_sub_category: idFoodSubCategory });
}

export function useDeleteSubCategory() {
  return useResourceMutation(deleteSubCategory, invalidateSubCategories);
}
