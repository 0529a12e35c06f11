// DELETE restaurant/wait/time/{restaurantId} with the spec's body (the wait time's fields and id).
import type { WaitTime } from '@noren/domain/wait-times';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateWaitTimes } from '../../../resources/wait-times.ts';

export async function deleteWaitTime(waitTime: WaitTime): Promise<void> {
  await api.delete<unknown>(`restaurant/wait/time/${waitTime.id_restaurant}`, {
    id_wait_time: waitTime.id_wait_time,
    id_restaurant_receiving_method: waitTime.id_restaurant_receiving_method,
    wait_time: waitTime.wait_time,
    description: waitTime.description,
  });
}

export function useDeleteWaitTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWaitTime,
    onSuccess: () => invalidateWaitTimes(queryClient),
  });
}
