// GET restaurant/free-food-menu/list/{restaurantId}/{page}/{size}: one page of free menus (1-based
// on the wire; the table is 0-based) with the total count.
import { type FreeMenu, freeMenuSchema } from '@noren/domain/catalogue/free-menus';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../lib/api-client.ts';
import { invalidateKeys, keys } from './query-keys.ts';
import { pagedReadOptions } from './restaurant-query.ts';

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

export async function getFreeMenus(query: FreeMenuListQuery, signal?: AbortSignal): Promise<FreeMenuPage> {
  const answer = await api.get<unknown>(
    `restaurant/free-food-menu/list/${query.idRestaurant}/${query.page + 1}/${query.size}`,
    { signal },
  );
  const rows = z.array(freeMenuSchema).parse(answer.data);
  return { rows, total: answer.totalData ?? rows.length };
}

export const freeMenusQueryOptions = pagedReadOptions(keys.freeMenus.list, getFreeMenus);

export function useFreeMenus(query: FreeMenuListQuery) {
  return useQuery(freeMenusQueryOptions(query));
}

/** After a free-menu change: every page of the list. */
export function invalidateFreeMenus(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, [keys.freeMenus.all]);
}
