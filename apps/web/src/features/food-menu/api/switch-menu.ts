// The list's three switches, each applied at once: PATCH restaurant/food/menu/update/status
// {status}, PATCH restaurant/food/menu/limited-update {limited} (Restriction) and PATCH
// restaurant/food/menu/slideshow-update {slide_show} (WEB Display).
import { type Menu, menuSchema } from '@noren/domain/catalogue/menus/answer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { putMenuInCache } from '../../../resources/menus.ts';

export type MenuSwitch =
  | { id_food_menu: number; status: 'active' | 'inactive' }
  | { id_food_menu: number; limited: boolean }
  | { id_food_menu: number; slide_show: boolean };

function pathOf(change: MenuSwitch): string {
  if ('status' in change) return 'restaurant/food/menu/update/status';
  if ('limited' in change) return 'restaurant/food/menu/limited-update';
  return 'restaurant/food/menu/slideshow-update';
}

export async function switchMenu(change: MenuSwitch): Promise<Menu> {
  const answer = await api.patch<unknown>(pathOf(change), change);
  return menuSchema.parse(answer.data);
}

/** The switch rolls itself back and toasts a failure (StatusSwitch), so the mutation does not. */
export function useSwitchMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchMenu,
    onSuccess: (menu) => putMenuInCache(queryClient, menu),
    meta: { skipErrorToast: true },
  });
}
