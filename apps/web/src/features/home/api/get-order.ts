// GET restaurant/order/detail/{id}: the order shown in the detail panel (data.data), and the ticked
// orders of the Display All dialog. The row of a list, when one holds it, shows at once while the
// detail is asked for.
import { type QueryClient, queryOptions, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../resources/query-keys.ts';
import { type DashboardOrder, dashboardOrderSchema, type OrderListData } from './get-orders.ts';

export async function getOrder(id: number, signal?: AbortSignal): Promise<DashboardOrder> {
  const answer = await api.get<{ data: unknown }>(`restaurant/order/detail/${id}`, { signal });
  return dashboardOrderSchema.parse(answer.data.data);
}

export function orderQueryOptions(id: number) {
  return queryOptions({
    queryKey: keys.orders.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    // Kept (freshness, not keys): customers and other tablets change an order at any moment, and the
    // realtime stream delivers at most once, so an order opened again is asked for again.
    staleTime: 0,
  });
}

/** The order's row in any cached list page; undefined when no list holds it. */
function rowFromLists(queryClient: QueryClient, id: number): DashboardOrder | undefined {
  for (const [, list] of queryClient.getQueriesData<OrderListData>({ queryKey: keys.orders.lists() })) {
    const row = list?.data_list?.find((order) => order.id_food_order === id);
    if (row) return row;
  }
  return undefined;
}

export function useOrder(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...orderQueryOptions(id ?? 0),
    enabled: id !== null,
    placeholderData: () => (id === null ? undefined : rowFromLists(queryClient, id)),
  });
}

/** Several orders by id, in the order of `ids` (each its own detail query, kept live by the stream). */
export function useOrdersById(ids: readonly number[]) {
  const queryClient = useQueryClient();
  return useQueries({
    queries: ids.map((id) => ({
      ...orderQueryOptions(id),
      placeholderData: () => rowFromLists(queryClient, id),
    })),
  });
}
