// POST restaurant/food/sub-category: a new sub-category (the image is required); refreshes the list.
import { type CreateSubCategoryInput, foodSubCategorySchema } from '@noren/domain/catalogue/sub-categories';
import { api } from '../../../lib/api-client.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';
import { invalidateSubCategories } from '../../../resources/sub-categories.ts';
import type { SavedSubCategory } from './update-sub-category.ts';

export async function createSubCategory(input: CreateSubCategoryInput): Promise<SavedSubCategory> {
  const envelope = await api.post<unknown>('restaurant/food/sub-category', input);
  return { subCategory: foodSubCategorySchema.parse(envelope.data), envelope };
}

export function useCreateSubCategory() {
  return useResourceMutation(createSubCategory, invalidateSubCategories);
}
