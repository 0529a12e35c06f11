// DELETE restaurant/free-food-menu/{id}.
import { api } from '../../../lib/api-client.ts';
import { invalidateFreeMenus } from '../../../resources/free-menus.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';

export async function deleteFreeMenu(id: number): Promise<void> {
  await api.delete<unknown>(`restaurant/free-food-menu/${id}`);
}

export function useDeleteFreeMenu() {
  return useResourceMutation(deleteFreeMenu, invalidateFreeMenus);
}
