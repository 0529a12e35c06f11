// POST restaurant/order/{id_restaurant}/1/10 {cooking_status: ['cooking']}: the unprocessed orders of
// a reservation or delivery restaurant (spec 3 §7), behind the bell and its badge.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../resources/query-keys.ts';
import { type DashboardOrder, dashboardOrderSchema } from './get-orders.ts';

export interface Notifications {
  orders: DashboardOrder[];
  count: number;
}

export async function getNotifications(idRestaurant: number, signal?: AbortSignal): Promise<Notifications> {
  const answer = await api.post<unknown>(
    `restaurant/order/${idRestaurant}/1/10`,
    { cooking_status: ['cooking'] },
    { query: { order_date: 'asc', order_time: 'asc' }, signal },
  );
  // Only the orders are read: the bell needs neither the statistics nor the sequence number.
  const data = z.object({ data_list: z.array(dashboardOrderSchema) }).parse(answer.data);
  return { orders: data.data_list, count: answer.totalData ?? data.data_list.length };
}

export function useNotifications(idRestaurant: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.orders.list({ kind: 'notifications', idRestaurant }),
    queryFn: ({ signal }) => getNotifications(idRestaurant, signal),
    // Kept (freshness, not keys): new orders arrive from customers, not from this app; like the order
    // lists, the bell asks again when the dashboard comes back, and every 180 s (spec 3 §9).
    staleTime: 0,
    refetchInterval: 180_000,
    enabled,
  });
}
