// POST / PUT restaurant/category: a new restaurant category (image required) or an edit (a missing
// image keeps the stored one); both refresh the categories wherever they are shown.
import type { Envelope } from '@noren/domain/messages';
import type {
  CreateRestaurantCategoryInput,
  UpdateRestaurantCategoryInput,
} from '@noren/domain/platform/restaurant-categories';
import { api } from '../../../lib/api-client.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';
import { invalidateRestaurantCategories } from '../../../resources/restaurant-categories.ts';

export interface SavedRestaurantCategory {
  envelope: Envelope<unknown>;
}

export async function saveRestaurantCategory(
  input: CreateRestaurantCategoryInput | UpdateRestaurantCategoryInput,
): Promise<SavedRestaurantCategory> {
  const envelope =
    'id_category' in input
      ? await api.put<unknown>('restaurant/category', input)
      : await api.post<unknown>('restaurant/category', input);
  return { envelope };
}

export function useSaveRestaurantCategory() {
  return useResourceMutation(saveRestaurantCategory, invalidateRestaurantCategories);
}
