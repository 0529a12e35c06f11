// PATCH restaurant/order/update/waiting/time {id_food_order, waiting_time}: a tap on a wait-time
// circle; shown at once, put back when refused.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { OrderSnapshot } from './order-cache.ts';
import { patchOrder, refreshOrder, restoreOrders } from './order-cache.ts';

export interface WaitingTimeChange {
  id_food_order: number;
  waiting_time: number;
}

export async function updateWaitingTime(change: WaitingTimeChange): Promise<void> {
  await api.patch<unknown>('restaurant/order/update/waiting/time', change);
}

export function useUpdateWaitingTime() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, WaitingTimeChange, OrderSnapshot>({
    mutationFn: updateWaitingTime,
    onMutate: (change) =>
      patchOrder(queryClient, change.id_food_order, (order) => ({ ...order, waiting_time: change.waiting_time })),
    onError: (_error, _change, snapshot) => restoreOrders(queryClient, snapshot),
    onSettled: (_data, _error, change) => refreshOrder(queryClient, change.id_food_order),
  });
}
