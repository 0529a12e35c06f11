// GET restaurant/order/{id_restaurant}/{page}/{limit}?order_date=desc&order_time=desc: one page of the
// restaurant's orders (1-based on the wire, 0-based in the address), filtered by service date, open
// statuses (unless Completed Orders is ticked) and the categories of 'Order to display', with the
// statistics of the date and the realtime sequence number the list reflects.
import type { CookingStatus } from '@noren/domain/orders/lifecycle';
import { orderListAnswerSchema, orderSchema } from '@noren/domain/orders/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { type CachedOrderList, noteOrderListSeq } from '../../../lib/realtime.ts';
import { keys } from '../../../resources/query-keys.ts';

/** The order as the dashboard reads it: the user rank comes along when the server knows it. */
export const dashboardOrderSchema = orderSchema.extend({ rank_name: z.string().nullable().optional() });
export type DashboardOrder = z.infer<typeof dashboardOrderSchema>;

/** 'free' = call-number orders ('call menu' of the display filter). */
export type CategoryChoice = number | 'free';

export interface OrderListQuery {
  idRestaurant: number;
  /** 0-based. */
  page: number;
  limit: number;
  /** Service date 'YYYY-MM-DD'. */
  date: string;
  /** Completed Orders ticked: every status; otherwise only orders still to handle. */
  showAll: boolean;
  /** Empty: every category. */
  categories: readonly CategoryChoice[];
}

/** Orders still to handle: everything but completed receipts. */
export const openStatuses: readonly CookingStatus[] = ['stop', 'cooking', 'done', 'receipt_app'];

const listAnswerSchema = orderListAnswerSchema.extend({ data_list: z.array(dashboardOrderSchema) });
export type OrderListData = z.infer<typeof listAnswerSchema> & CachedOrderList & { data_list: DashboardOrder[] };

export async function getOrders(query: OrderListQuery, signal?: AbortSignal): Promise<OrderListData> {
  const answer = await api.get<unknown>(`restaurant/order/${query.idRestaurant}/${query.page + 1}/${query.limit}`, {
    query: {
      order_date: 'desc',
      order_time: 'desc',
      date: query.date,
      cooking_status: query.showAll ? undefined : openStatuses.join(','),
      list_categories: query.categories.length > 0 ? query.categories.join(',') : undefined,
    },
    signal,
  });
  const data = listAnswerSchema.parse(answer.data);
  noteOrderListSeq(query.idRestaurant, data.last_seq);
  return { ...data, totalData: answer.totalData ?? data.data_list.length };
}

export function ordersQueryOptions(query: OrderListQuery) {
  return queryOptions({
    queryKey: keys.orders.list({ kind: 'page', ...query }),
    queryFn: ({ signal }) => getOrders(query, signal),
    // Kept (freshness, not keys): customers' orders change the list from outside this app. The
    // realtime stream keeps lists fresh (an event invalidates every list, whatever its age); a screen
    // coming back asks again, and a slow refresh (spec 3 §9: 180 s) is the last safety net. An answer
    // younger than 5 s is not asked again when a screen mounts: the dashboard's first page, asked for
    // beside its code when the page opens on /home (first-data.ts), is not read twice.
    staleTime: 5_000,
    refetchInterval: 180_000,
    placeholderData: keepPreviousData,
  });
}

export function useOrders(query: OrderListQuery) {
  return useQuery(ordersQueryOptions(query));
}

/**
 * Today's open orders not yet confirmed with OK (at most 50, the size of the spec's "today's
 * cooking orders" list): while there is one, the new-order sound loops.
 */
export function useUnconfirmedOrders(
  idRestaurant: number,
  date: string,
  categories: readonly CategoryChoice[],
  enabled: boolean,
) {
  return useQuery({
    ...ordersQueryOptions({ idRestaurant, page: 0, limit: 50, date, showAll: false, categories }),
    select: (data) => data.data_list.filter((order) => !order.confirmed),
    placeholderData: undefined,
    enabled,
  });
}
