// DELETE restaurant/category {id_category}: refused (400, bilingual toast) while a live restaurant
// lists the category.
import type { Envelope } from '@noren/domain/messages';
import { api } from '../../../lib/api-client.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';
import { invalidateRestaurantCategories } from '../../../resources/restaurant-categories.ts';

export function deleteRestaurantCategory(idCategory: number): Promise<Envelope<unknown>> {
  return api.delete<unknown>('restaurant/category', { id_category: idCategory });
}

export function useDeleteRestaurantCategory() {
  return useResourceMutation(deleteRestaurantCategory, invalidateRestaurantCategories);
}
