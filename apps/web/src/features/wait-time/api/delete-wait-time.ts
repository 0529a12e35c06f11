// DELETE restaurant/wait/time/{restaurantId} with the spec's body (the wait time's fields and id).
import type { WaitTime } from '@noren/domain/wait-times';
import { api } from '../../../lib/api-client.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';
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
  return useResourceMutation(deleteWaitTime, invalidateWaitTimes);
}
