// PATCH restaurant/order/update/cooking/status {id_food_order, cooking_status, cooking_status_detail}:
// the lifecycle button. The change the domain state machine computes is shown at once and put back
// (with the server's reason as a toast) when the server refuses it.
import type { CookingStatus } from '@noren/domain/orders/lifecycle';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../resources/query-keys.ts';
import { type DashboardOrder, dashboardOrderSchema } from './get-orders.ts';
import { useOptimisticOrderChange } from './order-cache.ts';

export interface CookingStatusChange {
  id_food_order: number;
  cooking_status: CookingStatus;
  cooking_status_detail: string;
  waiting_time: number | null;
}

export async function updateCookingStatus(change: CookingStatusChange): Promise<DashboardOrder> {
  const answer = await api.patch<unknown>('restaurant/order/update/cooking/status', change);
  return dashboardOrderSchema.parse(answer.data);
}

export function useUpdateCookingStatus() {
  return useOptimisticOrderChange(
    updateCookingStatus,
    (order, change: CookingStatusChange) => ({
      ...order,
      cooking_status: change.cooking_status,
      cooking_status_detail: change.cooking_status_detail,
      waiting_time: change.waiting_time,
    }),
    (queryClient, order) => queryClient.setQueryData(keys.orders.detail(order.id_food_order), order),
  );
}
