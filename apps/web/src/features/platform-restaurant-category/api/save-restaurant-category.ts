// POST / PUT restaurant/category: a new restaurant category (image required) or an edit (a missing
// image keeps the stored one); both refresh the categories wherever they are shown.
import type {
  CreateRestaurantCategoryInput,
  UpdateRestaurantCategoryInput,
} from '@noren/domain/platform/restaurant-categories';
import { rowSaver, useResourceMutation } from '../../../resources/mutations.ts';
import { invalidateRestaurantCategories } from '../../../resources/restaurant-categories.ts';

export const saveRestaurantCategory = rowSaver<CreateRestaurantCategoryInput | UpdateRestaurantCategoryInput>(
  'restaurant/category',
  'id_category',
);

export function useSaveRestaurantCategory() {
  return useResourceMutation(saveRestaurantCategory, invalidateRestaurantCategories);
}
