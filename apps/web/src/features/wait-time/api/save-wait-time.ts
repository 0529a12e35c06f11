// POST (new) and PUT (edit) restaurant/wait/time/{restaurantId}: wait_time, the receiving method
// and the description, plus id_wait_time when editing.
import { type WaitTime, waitTimeSchema } from '@noren/domain/wait-times';
import { api } from '../../../lib/api-client.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';
import { invalidateWaitTimes } from '../../../resources/wait-times.ts';

export interface SaveWaitTimeInput {
  idRestaurant: number;
  id_restaurant_receiving_method: number;
  wait_time: number;
  description: string;
  /** The wait time being edited; absent for a new one. */
  id_wait_time?: number | undefined;
}

export async function saveWaitTime({ idRestaurant, id_wait_time, ...fields }: SaveWaitTimeInput): Promise<WaitTime> {
  const path = `restaurant/wait/time/${idRestaurant}`;
  const body = { ...fields, description: fields.description.trim() };
  const answer =
    id_wait_time === undefined
      ? await api.post<unknown>(path, body)
      : await api.put<unknown>(path, { ...body, id_wait_time });
  return waitTimeSchema.parse(answer.data);
}

export function useSaveWaitTime() {
  return useResourceMutation(saveWaitTime, invalidateWaitTimes);
}
