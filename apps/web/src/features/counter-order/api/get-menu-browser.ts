// GET restaurant/food/menu/mobile/all/list/{id_restaurant}?receiving_method={type|free}: the menu
// browser's tree for one method, with its prices, stock and the comment modal's questions (spec 3
// §7). Under the menus' list key: a menu saved or switched anywhere refreshes it.
import { type MenuBrowser, menuBrowserSchema } from '@noren/domain/catalogue/menu-browser';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../resources/query-keys.ts';
import type { CounterMethod } from '../draft.ts';

export async function getMenuBrowser(
  idRestaurant: number,
  method: CounterMethod,
  signal?: AbortSignal,
): Promise<MenuBrowser> {
  const answer = await api.get<unknown>(`restaurant/food/menu/mobile/all/list/${idRestaurant}`, {
    query: {
      receiving_method: method.id_receiving_method,
      id_restaurant_receiving_method: method.id_restaurant_receiving_method ?? undefined,
    },
    signal,
  });
  return menuBrowserSchema.parse(answer.data);
}

export function menuBrowserQuery(idRestaurant: number, method: CounterMethod) {
  return queryOptions({
    queryKey: [
      ...keys.menus.lists(),
      'counter',
      idRestaurant,
      method.id_receiving_method,
      method.id_restaurant_receiving_method,
    ] as const,
    queryFn: ({ signal }) => getMenuBrowser(idRestaurant, method, signal),
    // Stock moves with every order, and a sub-category opens or closes by the clock: the browser
    // asks again each time it opens and every minute while it is open.
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export function useMenuBrowser(idRestaurant: number, method: CounterMethod) {
  return useQuery(menuBrowserQuery(idRestaurant, method));
}
