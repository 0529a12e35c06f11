// PATCH restaurant/order/update/waiting/time {id_food_order, waiting_time}: a tap on a wait-time
// circle; shown at once, put back when refused.
import { api } from '../../../lib/api-client.ts';
import { useOptimisticOrderChange } from './order-cache.ts';

export interface WaitingTimeChange {
  id_food_order: number;
  waiting_time: number;
}

export async function updateWaitingTime(change: WaitingTimeChange): Promise<void> {
  await api.patch<unknown>('restaurant/order/update/waiting/time', change);
}

export function useUpdateWaitingTime() {
  return useOptimisticOrderChange(updateWaitingTime, (order, change: WaitingTimeChange) => ({
    ...order,
    waiting_time: change.waiting_time,
  }));
}
