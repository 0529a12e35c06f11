// Optimistic changes of one order across the caches that show it (its detail and every list page),
// with the snapshot to put back when the server refuses.
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../resources/query-keys.ts';
import type { DashboardOrder, OrderListData } from './get-orders.ts';

export type OrderSnapshot = [QueryKey, unknown][];

/** Stops refetches in flight (they would overwrite the change), then changes the order everywhere. */
export async function patchOrder(
  queryClient: QueryClient,
  id: number,
  change: (order: DashboardOrder) => DashboardOrder,
): Promise<OrderSnapshot> {
  await queryClient.cancelQueries({ queryKey: keys.orders.all });
  const snapshot: OrderSnapshot = [
    ...queryClient.getQueriesData({ queryKey: keys.orders.lists() }),
    ...queryClient.getQueriesData({ queryKey: keys.orders.detail(id) }),
  ];
  queryClient.setQueryData<DashboardOrder>(keys.orders.detail(id), (order) => (order ? change(order) : order));
  queryClient.setQueriesData<OrderListData>({ queryKey: keys.orders.lists() }, (list) => {
    if (!list?.data_list?.some((order) => order.id_food_order === id)) return list;
    return { ...list, data_list: list.data_list.map((order) => (order.id_food_order === id ? change(order) : order)) };
  });
  return snapshot;
}

export function restoreOrders(queryClient: QueryClient, snapshot: OrderSnapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

/** After a change (done or refused), ask the server for the truth. */
export function refreshOrder(queryClient: QueryClient, id: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.orders.lists() }),
    queryClient.invalidateQueries({ queryKey: keys.orders.detail(id) }),
  ]);
}

/**
 * A change of one order shown at once (`apply`), put back when the server refuses, and the order
 * asked again either way; `onSuccess` may put the server's answer in place.
 */
export function useOptimisticOrderChange<Change extends { id_food_order: number }, Answer>(
  mutationFn: (change: Change) => Promise<Answer>,
  apply: (order: DashboardOrder, change: Change) => DashboardOrder,
  onSuccess?: (queryClient: QueryClient, answer: Answer) => void,
) {
  const queryClient = useQueryClient();
  return useMutation<Answer, Error, Change, OrderSnapshot>({
    mutationFn,
    onMutate: (change) => patchOrder(queryClient, change.id_food_order, (order) => apply(order, change)),
    onError: (_error, _change, snapshot) => restoreOrders(queryClient, snapshot),
    ...(onSuccess ? { onSuccess: (answer: Answer) => onSuccess(queryClient, answer) } : {}),
    onSettled: (_answer, _error, change) => refreshOrder(queryClient, change.id_food_order),
  });
}

/** A PATCH of `path` with the change (its answer unused), shown at once and put back when refused. */
export function useOptimisticOrderPatch<Change extends { id_food_order: number }>(
  path: string,
  apply: (order: DashboardOrder, change: Change) => DashboardOrder,
) {
  return useOptimisticOrderChange(async (change: Change) => {
    await api.patch<unknown>(path, change);
  }, apply);
}
