// GET restaurant/food/menu/{id_restaurant}/{page}/{total_data} (no filter) or
// GET restaurant/food/menu/search (a category or a text): one page of menus and the total.
// The table is 0-based; the wire is 1-based.
import { type Menu, menuSchema } from '@noren/domain/catalogue/menus';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth.ts';

export interface MenuListQuery {
  idRestaurant: number;
  /** 0-based, as the table counts. */
  page: number;
  pageSize: number;
  idFoodCategory: number | null;
  text: string;
}

export interface MenuPage {
  rows: Menu[];
  total: number;
}

export const foodMenuKeys = {
  all: ['food-menus'] as const,
  lists: () => [...foodMenuKeys.all, 'list'] as const,
  list: (query: MenuListQuery) => [...foodMenuKeys.lists(), query] as const,
  details: () => [...foodMenuKeys.all, 'detail'] as const,
  detail: (id: number) => [...foodMenuKeys.details(), id] as const,
};

export async function getMenus(query: MenuListQuery, signal?: AbortSignal): Promise<MenuPage> {
  const text = query.text.trim();
  const page = query.page + 1;
  const answer =
    query.idFoodCategory === null && text === ''
      ? await api.get<unknown>(`restaurant/food/menu/${query.idRestaurant}/${page}/${query.pageSize}`, { signal })
      : await api.get<unknown>('restaurant/food/menu/search', {
          signal,
          query: {
            id_restaurant: query.idRestaurant,
            food_menu_name: text,
            page,
            total_data: query.pageSize,
            id_food_category: query.idFoodCategory ?? undefined,
          },
        });
  const rows = z.array(menuSchema).parse(answer.data);
  return { rows, total: answer.totalData ?? rows.length };
}

export function menusQueryOptions(query: MenuListQuery) {
  return queryOptions({
    queryKey: foodMenuKeys.list(query),
    queryFn: ({ signal }) => getMenus(query, signal),
    // Paging and filtering keep the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/** The signed-in user's restaurant (catalogue screens are for restaurant users only). */
export function useRestaurantId(): number | null {
  return useSession().data?.id_restaurant ?? null;
}

export function useMenus(query: Omit<MenuListQuery, 'idRestaurant'>) {
  const idRestaurant = useRestaurantId();
  return useQuery({
    ...menusQueryOptions({ ...query, idRestaurant: idRestaurant ?? 0 }),
    enabled: idRestaurant !== null,
  });
}

/** A saved menu replaces its row in every cached page and its cached detail, without a refetch. */
export function putMenuInCache(queryClient: QueryClient, menu: Menu): void {
  queryClient.setQueriesData<MenuPage>({ queryKey: foodMenuKeys.lists() }, (page) =>
    page ? { ...page, rows: page.rows.map((row) => (row.id_food_menu === menu.id_food_menu ? menu : row)) } : page,
  );
  queryClient.setQueryData(foodMenuKeys.detail(menu.id_food_menu), menu);
}

/** After a create, delete or batch action: every list and detail is fetched again. */
export function invalidateMenus(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: foodMenuKeys.all });
}
