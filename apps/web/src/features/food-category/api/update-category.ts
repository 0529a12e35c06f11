// PATCH restaurant/food/category (the Add/Edit modal) and PUT (the list's status switch): both
// update; each answers the saved category and refreshes the lists.
import { type FoodCategory, foodCategorySchema, type UpdateCategoryInput } from '@noren/domain/catalogue/categories';
import type { Envelope } from '@noren/domain/messages';
import { api } from '../../../lib/api-client.ts';
import { invalidateCategories } from '../../../resources/categories.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';

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
  return useResourceMutation((input: UpdateCategoryInput) => updateCategory(input, 'PATCH'), invalidateCategories);
}

/**
 * The list's status switch. The switch rolls itself back and toasts on a failure, so the
 * mutation does not toast again.
 */
export function useSwitchCategoryStatus() {
  return useResourceMutation(
    (input: Pick<UpdateCategoryInput, 'id_food_category' | 'status'>) => updateCategory(input, 'PUT'),
    invalidateCategories,
    { quiet: true },
  );
}
