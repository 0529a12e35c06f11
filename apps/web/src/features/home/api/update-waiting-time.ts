// PATCH restaurant/order/update/waiting/time {id_food_order, waiting_time}: a tap on a wait-time
// circle; shown at once, put back when refused.
import { useOptimisticOrderPatch } from './order-cache.ts';

export interface WaitingTimeChange {
  id_food_order: number;
  waiting_time: number;
}

export function useUpdateWaitingTime() {
  return useOptimisticOrderPatch('restaurant/order/update/waiting/time', (order, change: WaitingTimeChange) => ({
    ...order,
    waiting_time: change.waiting_time,
  }));
}
