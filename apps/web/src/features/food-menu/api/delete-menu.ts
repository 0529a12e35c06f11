// DELETE restaurant/food/menu {id_food_menu}: the row's delete, after confirmation.
import type { Envelope } from '@noren/domain/messages';
import { api } from '../../../lib/api-client.ts';
import { invalidateMenus } from '../../../resources/menus.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';

export function deleteMenu(idFoodMenu: number): Promise<Envelope<unknown>> {
  return api.delete<unknown>('restaurant/food/menu', { id_food_menu: idFoodMenu });
}

export function useDeleteMenu() {
  return useResourceMutation(deleteMenu, invalidateMenus);
}
