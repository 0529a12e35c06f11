// POST restaurant/food/category: a new category (the image is required); refreshes the lists.
import { type CreateCategoryInput, foodCategorySchema } from '@noren/domain/catalogue/categories';
import { api } from '../../../lib/api-client.ts';
import { invalidateCategories } from '../../../resources/categories.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';
import type { SavedCategory } from './update-category.ts';

export async function createCategory(input: CreateCategoryInput): Promise<SavedCategory> {
  const envelope = await api.post<unknown>('restaurant/food/category', input);
  return { category: foodCategorySchema.parse(envelope.data), envelope };
}

export function useCreateCategory() {
  return useResourceMutation(createCategory, invalidateCategories);
}
