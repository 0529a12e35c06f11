// PATCH restaurant/food/sub-category (the Add/Edit modal) and PUT (the list's status switch):
// both update; each answers the saved sub-category and refreshes the list.
import {
  type FoodSubCategory,
  foodSubCategorySchema,
  type UpdateSubCategoryInput,
} from '@noren/domain/catalogue/sub-categories';
import type { Envelope } from '@noren/domain/messages';
import { api } from '../../../lib/api-client.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';
import { invalidateSubCategories } from '../../../resources/sub-categories.ts';

const path = 'restaurant/food/sub-category';

export interface SavedSubCategory {
  subCategory: FoodSubCategory;
  envelope: Envelope<unknown>;
}

export async function updateSubCategory(
  input: UpdateSubCategoryInput,
  method: 'PATCH' | 'PUT',
): Promise<SavedSubCategory> {
  const envelope = method === 'PATCH' ? await api.patch<unknown>(path, input) : await api.put<unknown>(path, input);
  return { subCategory: foodSubCategorySchema.parse(envelope.data), envelope };
}

export function useUpdateSubCategory() {
  return useResourceMutation(
    (input: UpdateSubCategoryInput) => updateSubCategory(input, 'PATCH'),
    invalidateSubCategories,
  );
}

/** The list's status switch; it rolls itself back and toasts on a failure, so no second toast. */
export function useSwitchSubCategoryStatus() {
  return useResourceMutation(
    (input: Pick<UpdateSubCategoryInput, 'id_food_sub_category' | 'status'>) => updateSubCategory(input, 'PUT'),
    invalidateSubCategories,
    { quiet: true },
  );
}
