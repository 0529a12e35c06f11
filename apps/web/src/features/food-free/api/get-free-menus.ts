// GET restaurant/free-food-menu/list/{restaurantId}/{page}/{size}: one page of free menus (1-based
// on the wire; the table is 0-based) with the total count.
import { type FreeMenu, freeMenuSchema } from '@noren/domain/catalogue/free-menus';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export interface FreeMenuListQuery {
  idRestaurant: number;
  /** 0-based, as the table counts. */
  page: number;
  size: number;
}

export interface FreeMenuPage {
  rows: FreeMenu[];
  total: number;
}

export const freeMenuKeys = {
  all: ['free-menus'] as const,
  lists: () => [...freeMenuKeys.all, 'list'] as const,
  list: (query: FreeMenuListQuery) => [...freeMenuKeys.lists(), query] as const,
  detail: (id: number) => [...freeMenuKeys.all, 'detail', id] as const,
};

export async function getFreeMenus(query: FreeMenuListQuery, signal?: AbortSignal): Promise<FreeMenuPage> {
  const answer = await api.get<unknown>(
    `restaurant/free-food-menu/list/${query.idRestaurant}/${query.page + 1}/${query.size}`,
    { signal },
  );
  const rows = z.array(freeMenuSchema).parse(answer.data);
  return { rows, total: answer.totalData ?? rows.length };
}

export function freeMenusQueryOptions(query: FreeMenuListQuery) {
  return queryOptions({
    queryKey: freeMenuKeys.list(query),
    queryFn: ({ signal }) => getFreeMenus(query, signal),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

export function useFreeMenus(query: FreeMenuListQuery) {
  return useQuery(freeMenusQueryOptions(query));
}
