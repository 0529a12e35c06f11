// PATCH restaurant/food/sub-category (the Add/Edit modal) and PUT (the list's status switch):
// both update; each answers the saved sub-category and refreshes the list.
import {
  type FoodSubCategory,
  foodSubCategorySchema,
  type UpdateSubCategoryInput,
} from '@noren/domain/catalogue/sub-categories';
import type { Envelope } from '@noren/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSubCategoryInput) => updateSubCategory(input, 'PATCH'),
    onSuccess: () => invalidateSubCategories(queryClient),
  });
}

/** The list's status switch; it rolls itself back and toasts on a failure, so no second toast. */
export function useSwitchSubCategoryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Pick<UpdateSubCategoryInput, 'id_food_sub_category' | 'status'>) =>
      updateSubCategory(input, 'PUT'),
    onSuccess: () => invalidateSubCategories(queryClient),
    meta: { skipErrorToast: true },
  });
}
