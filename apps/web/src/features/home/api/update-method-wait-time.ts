// PATCH restaurant/receiving-method/{id_restaurant_receiving_method} {id_wait_time, active}: the wait
// time a method announces now (the dashboard's wait-time list). Shown at once, put back if refused.

import type { ReceivingMethod } from '@noren/domain/receiving-methods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../resources/query-keys.ts';
import { invalidateReceivingMethods, type ReceivingMethodOption } from '../../../resources/receiving-methods.ts';

export interface MethodWaitTimeChange {
  idRestaurant: number;
  method: ReceivingMethodOption;
  id_wait_time: number;
  wait_time: number;
}

export async function updateMethodWaitTime({ method, id_wait_time }: MethodWaitTimeChange): Promise<void> {
  await api.patch<unknown>(`restaurant/receiving-method/${method.id_restaurant_receiving_method}`, {
    id_wait_time,
    active: method.active,
  });
}

export function useUpdateMethodWaitTime() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, MethodWaitTimeChange, ReceivingMethod[] | undefined>({
    mutationFn: updateMethodWaitTime,
    onMutate: async ({ idRestaurant, method, id_wait_time, wait_time }) => {
      const key = keys.receivingMethods.list(idRestaurant);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ReceivingMethod[]>(key);
      queryClient.setQueryData<ReceivingMethod[]>(key, (list) =>
        list?.map((entry) =>
          entry.id_restaurant_receiving_method === method.id_restaurant_receiving_method
            ? { ...entry, id_wait_time, wait_time }
            : entry,
        ),
      );
      return before;
    },
    onError: (_error, { idRestaurant }, before) =>
      queryClient.setQueryData(keys.receivingMethods.list(idRestaurant), before),
    // Every screen showing the methods (the Receiving Method list's wait time too) asks again.
    onSettled: () => invalidateReceivingMethods(queryClient),
  });
}
