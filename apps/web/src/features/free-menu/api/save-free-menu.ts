// POST restaurant/free-food-menu (new) and PUT restaurant/free-food-menu/{id} (edit): the name, trimmed.
import { type FreeMenu, freeMenuSchema } from '@noren/domain/catalogue/free-menus';
import { api } from '../../../lib/api-client.ts';
import { invalidateFreeMenus } from '../../../resources/free-menus.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';

export interface SaveFreeMenuInput {
  idRestaurant: number;
  name: string;
  /** The menu being edited; absent for a new one (created active). */
  editing?: Pick<FreeMenu, 'id_free_food_menu'> | undefined;
}

export async function saveFreeMenu({ idRestaurant, name, editing }: SaveFreeMenuInput): Promise<FreeMenu> {
  const body = { free_food_menu_name: name.trim(), id_restaurant: idRestaurant };
  // An edit sends only the name: the row's switch owns the status, and a stale copy must not undo it.
  const answer = editing
    ? await api.put<unknown>(`restaurant/free-food-menu/${editing.id_free_food_menu}`, body)
    : await api.post<unknown>('restaurant/free-food-menu', { ...body, status: true });
  return freeMenuSchema.parse(answer.data);
}

export function useSaveFreeMenu() {
  return useResourceMutation(saveFreeMenu, invalidateFreeMenus);
}
