// GET restaurant/food/menu/detail/{id}: one menu with its add-ons and per-method prices.
import { type Menu, menuSchema } from '@noren/domain/catalogue/menus';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { foodMenuKeys } from './get-menus.ts';

export async function getMenu(idFoodMenu: number, signal?: AbortSignal): Promise<Menu> {
  const answer = await api.get<unknown>(`restaurant/food/menu/detail/${idFoodMenu}`, { signal });
  return menuSchema.parse(answer.data);
}

export function menuQueryOptions(idFoodMenu: number) {
  return queryOptions({
    queryKey: foodMenuKeys.detail(idFoodMenu),
    queryFn: ({ signal }) => getMenu(idFoodMenu, signal),
  });
}

export function useMenu(idFoodMenu: number | null) {
  return useQuery({ ...menuQueryOptions(idFoodMenu ?? 0), enabled: idFoodMenu !== null });
}
