// PATCH restaurant/food/category (the Add/Edit modal) and PUT (the list's status switch): both
// update; each answers the saved category and refreshes the lists.
import { type FoodCategory, foodCategorySchema, type UpdateCategoryInput } from '@noren/domain/catalogue/categories';
import type { Envelope } from '@noren/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateCategories } from '../../../resources/categories.ts';

const path = 'restaurant/food/category';

export interface SavedCategory {
  category: FoodCategory;
  envelope: Envelope<unknown>;
}

export async function updateCategory(input: UpdateCategoryInput, method: 'PATCH' | 'PUT'): Promise<SavedCategory> {
  const envelope = method === 'PATCH' ? await api.patch<unknown>(path, input) : await api.put<unknown>(path, input);
  return { category: foodCategorySchema.parse(envelope.data), envelope };
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCategoryInput) => updateCategory(input, 'PATCH'),
    onSuccess: () => invalidateCategories(queryClient),
  });
}

/**
 * The list's status switch. The switch rolls itself back and toasts on a failure, so the
 * mutation does not toast again.
 */
export function useSwitchCategoryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Pick<UpdateCategoryInput, 'id_food_category' | 'status'>) => updateCategory(input, 'PUT'),
    onSuccess: () => invalidateCategories(queryClient),
    meta: { skipErrorToast: true },
  });
}
