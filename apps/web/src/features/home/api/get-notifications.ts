// POST restaurant/order/{id_restaurant}/1/10 {cooking_status: ['cooking']}: the unprocessed orders of
// a reservation or delivery restaurant (spec 3 §7), behind the bell and its badge.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { orderQueryKeys } from '../../../lib/realtime.ts';
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
    queryKey: orderQueryKeys.list({ kind: 'notifications', idRestaurant }),
    queryFn: ({ signal }) => getNotifications(idRestaurant, signal),
    staleTime: 0,
    refetchInterval: 180_000,
    enabled,
  });
}
