// POST restaurant/order/search/{page}/{size} (spec 3 §7): one page of the orders matching the
// filters, with how many match in all. Keys of this feature's reads come from `searchKeys`.
import type { OrderSearchBody } from '@noren/domain/orders/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export const searchKeys = {
  all: ['order-search'] as const,
  pages: () => [...searchKeys.all, 'page'] as const,
  page: (body: OrderSearchBody, page: number, size: number) => [...searchKeys.pages(), body, page, size] as const,
  restaurants: () => [...searchKeys.all, 'restaurants'] as const,
  tables: () => [...searchKeys.all, 'tables'] as const,
  order: (id: number) => [...searchKeys.all, 'order', id] as const,
};

export const searchRowSchema = z.object({
  id_food_order: z.number().int(),
  order_number: z.string(),
  id_restaurant: z.number().int(),
  restaurant_name: z.string(),
  order_date: z.string(),
  order_time: z.string(),
  id_receiving_method: z.number().int().nullable(),
  receiving_method_title: z.string().nullable(),
  is_free_food_order: z.boolean(),
  table_number: z.string().nullable(),
  id_user: z.string(),
  cooking_status: z.string(),
  total_qty: z.number(),
  total_price: z.number(),
});
export type SearchRow = z.infer<typeof searchRowSchema>;

export async function searchOrders(body: OrderSearchBody, page: number, size: number, signal?: AbortSignal) {
  const answer = await api.post<unknown>(`restaurant/order/search/${page + 1}/${size}`, body, { signal });
  return { rows: z.array(searchRowSchema).parse(answer.data), total: answer.totalData ?? 0 };
}

/** A page (0-based, as the table counts) of the search; the previous page stays shown while loading. */
export function useOrderSearch(body: OrderSearchBody, page: number, size: number) {
  return useQuery({
    queryKey: searchKeys.page(body, page, size),
    queryFn: ({ signal }) => searchOrders(body, page, size, signal),
    placeholderData: keepPreviousData,
  });
}
