// GET restaurant/order/detail/{id}: the order shown in the detail panel (data.data). The row of the
// list, when it is on the page, shows at once while the detail is asked for.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orderQueryKeys } from '../../../lib/realtime.ts';
import { type DashboardOrder, dashboardOrderSchema, type OrderListData } from './get-orders.ts';

export async function getOrder(id: number, signal?: AbortSignal): Promise<DashboardOrder> {
  const answer = await api.get<{ data: unknown }>(`restaurant/order/detail/${id}`, { signal });
  return dashboardOrderSchema.parse(answer.data.data);
}

export function orderQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderQueryKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
  });
}

export function useOrder(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...orderQueryOptions(id ?? 0),
    enabled: id !== null,
    placeholderData: () => {
      if (id === null) return undefined;
      for (const [, list] of queryClient.getQueriesData<OrderListData>({ queryKey: orderQueryKeys.lists() })) {
        const row = list?.data_list?.find((order) => order.id_food_order === id);
        if (row) return row;
      }
      return undefined;
    },
  });
}
