// PATCH restaurant/order/confirm/{id_food_order} {confirmed: true}: the OK button of an unconfirmed
// order (a dash once confirmed), shown at once. Spec 3 §8: confirm failures are not toasted; the OK
// button simply comes back.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { OrderSnapshot } from './order-cache.ts';
import { patchOrder, refreshOrder, restoreOrders } from './order-cache.ts';

export async function confirmOrder(idFoodOrder: number): Promise<void> {
  await api.patch<unknown>(`restaurant/order/confirm/${idFoodOrder}`, { confirmed: true });
}

export function useConfirmOrder() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, number, OrderSnapshot>({
    mutationFn: confirmOrder,
    meta: { skipErrorToast: true },
    onMutate: (id) => patchOrder(queryClient, id, (order) => ({ ...order, confirmed: true })),
    onError: (_error, _id, snapshot) => restoreOrders(queryClient, snapshot),
    onSettled: (_data, _error, id) => refreshOrder(queryClient, id),
  });
}
