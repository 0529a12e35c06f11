// The restaurant's menus: one page of the list (GET restaurant/food/menu/{id_restaurant}/{page}/
// {total_data}, or GET restaurant/food/menu/search with a category or a text), one menu (GET
// restaurant/food/menu/detail/{id}) and every menu at once (GET restaurant/food/menu/all/list/
// {id_restaurant}, the banner form's menu chooser). Pages are 0-based here, 1-based on the wire.
import { type Menu, menuSchema } from '@noren/domain/catalogue/menus/answer';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../lib/api-client.ts';
import { invalidateKeys, keys } from './query-keys.ts';
import type { ReadOptions } from './restaurant.ts';
import { pagedReadOptions, readOptions, useRestaurantRead } from './restaurant-query.ts';

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

// --- One page of the list ------------------------------------------------------------------------

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

/** Paging and filtering keep the previous page on screen until the next one arrives. */
export const menusQueryOptions = pagedReadOptions(keys.menus.list, getMenus);

export function useMenus(idRestaurant: number | null, query: Omit<MenuListQuery, 'idRestaurant'>) {
  return useQuery({
    ...menusQueryOptions({ ...query, idRestaurant: idRestaurant ?? 0 }),
    enabled: idRestaurant !== null,
  });
}

// --- One menu ------------------------------------------------------------------------------------

export async function getMenu(idFoodMenu: number, signal?: AbortSignal): Promise<Menu> {
  const answer = await api.get<unknown>(`restaurant/food/menu/detail/${idFoodMenu}`, { signal });
  return menuSchema.parse(answer.data);
}

export const menuQueryOptions = readOptions(keys.menus.detail, getMenu);

export function useMenu(idFoodMenu: number | null) {
  return useRestaurantRead(menuQueryOptions, idFoodMenu);
}

// --- Every menu at once --------------------------------------------------------------------------

export async function getAllMenus(idRestaurant: number, signal?: AbortSignal): Promise<Menu[]> {
  const answer = await api.get<unknown>(`restaurant/food/menu/all/list/${idRestaurant}`, { signal });
  return z.array(menuSchema).parse(answer.data);
}

export const allMenusQueryOptions = readOptions(keys.menus.listAll, getAllMenus);

/** What a chooser shows of a menu. */
export type MenuOption = Pick<Menu, 'id_food_menu' | 'food_menu_name'>;

function toOptions(menus: Menu[]): MenuOption[] {
  return menus.map(({ id_food_menu, food_menu_name }) => ({ id_food_menu, food_menu_name }));
}

/** Every menu of the restaurant as an option (id and name), in display order. */
export function useMenuOptions(idRestaurant: number | null, options?: ReadOptions) {
  return useRestaurantRead(allMenusQueryOptions, idRestaurant, options, toOptions);
}

// --- Changes -------------------------------------------------------------------------------------

/** Changes one menu in every cached page, the whole list and its detail, without a refetch. */
export function updateMenuInCache(queryClient: QueryClient, idFoodMenu: number, change: (menu: Menu) => Menu): void {
  const update = (menu: Menu) => (menu.id_food_menu === idFoodMenu ? change(menu) : menu);
  queryClient.setQueriesData<MenuPage>({ queryKey: keys.menus.pages() }, (page) =>
    page ? { ...page, rows: page.rows.map(update) } : page,
  );
  queryClient.setQueriesData<Menu[]>({ queryKey: keys.menus.allLists() }, (menus) => menus?.map(update));
  queryClient.setQueryData<Menu>(keys.menus.detail(idFoodMenu), (menu) => (menu ? update(menu) : menu));
}

/** A saved menu (the server's answer) replaces its cached copies. */
export function putMenuInCache(queryClient: QueryClient, menu: Menu): void {
  updateMenuInCache(queryClient, menu.id_food_menu, () => menu);
}

/** After a create, delete or batch action: the menus, and the banners that show a menu's name. */
export function invalidateMenus(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, [keys.menus.all, keys.banners.all]);
}
