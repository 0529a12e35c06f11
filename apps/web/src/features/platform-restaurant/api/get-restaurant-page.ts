// GET restaurant/{page}/{size}?sort=…&order=…: one page of the live restaurants, sorted by the
// server over all pages (a header click must not sort only the page on screen). The keys sit under
// the restaurants' list keys, so every restaurant change refreshes them.

import { type Restaurant, type RestaurantListQuery, restaurantSortColumns } from '@noren/domain/platform/restaurants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataTableSort } from '../../../components/data-table.tsx';
import { api } from '../../../lib/api-client.ts';
import { platformRestaurantKeys, type RestaurantPage } from '../../../resources/platform-restaurants.ts';

/** The server's sort of a table's sort: its column when the server sorts by it, else none. */
export function restaurantListQuery(sort: DataTableSort | null): RestaurantListQuery {
  const column = restaurantSortColumns.find((candidate) => candidate === sort?.columnId);
  return column && sort ? { sort: column, order: sort.direction } : {};
}

/** One page; `page` is the table's 0-based page (the server's is 1-based). */
export async function getRestaurantPage(
  page: number,
  size: number,
  query: RestaurantListQuery,
  signal?: AbortSignal,
): Promise<RestaurantPage> {
  const answer = await api.get<Restaurant[]>(`restaurant/${page + 1}/${size}`, { query, signal });
  const rows = answer.data ?? [];
  return { rows, total: answer.totalData ?? rows.length };
}

export function useRestaurantPage(page: number, size: number, sort: DataTableSort | null) {
  const query = restaurantListQuery(sort);
  return useQuery({
    queryKey: [...platformRestaurantKeys.list(page, size), query.sort ?? null, query.order ?? null],
    queryFn: ({ signal }) => getRestaurantPage(page, size, query, signal),
    placeholderData: keepPreviousData,
  });
}
