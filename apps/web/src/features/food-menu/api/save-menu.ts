// POST restaurant/food/menu (a new menu, created with slide_show false) and PATCH
// restaurant/food/menu (the whole menu with its id): the Add / Edit / Copy Menu form's Save.
import { type Menu, menuSchema } from '@noren/domain/catalogue/menus/answer';
import type { MenuPayload } from '@noren/domain/catalogue/menus/payload';
import type { Envelope } from '@noren/domain/messages';
import { api } from '../../../lib/api-client.ts';
import { invalidateMenus } from '../../../resources/menus.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';

const path = 'restaurant/food/menu';

export interface SavedMenu {
  menu: Menu;
  envelope: Envelope<unknown>;
}

export interface SaveMenuInput {
  mode: 'create' | 'update';
  idRestaurant: number;
  payload: MenuPayload;
}

export async function saveMenu({ mode, idRestaurant, payload }: SaveMenuInput): Promise<SavedMenu> {
  const body = { ...payload, id_restaurant: idRestaurant, ...(mode === 'create' ? { slide_show: false } : {}) };
  const envelope = mode === 'create' ? await api.post<unknown>(path, body) : await api.patch<unknown>(path, body);
  return { menu: menuSchema.parse(envelope.data), envelope };
}

export function useSaveMenu() {
  return useResourceMutation(saveMenu, invalidateMenus);
}
