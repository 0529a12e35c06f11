// GET restaurant/wait/time/{id_restaurant}: the restaurant's wait times, each with its receiving
// method's id, title and type.
import { type WaitTime, waitTimeSchema } from '@noren/domain/wait-times';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export const waitTimeKeys = {
  all: ['wait-times'] as const,
  lists: () => [...waitTimeKeys.all, 'list'] as const,
  list: (idRestaurant: number) => [...waitTimeKeys.lists(), idRestaurant] as const,
  detail: (id: number) => [...waitTimeKeys.all, 'detail', id] as const,
};

export async function getWaitTimes(idRestaurant: number, signal?: AbortSignal): Promise<WaitTime[]> {
  const answer = await api.get<unknown>(`restaurant/wait/time/${idRestaurant}`, { signal });
  return z.array(waitTimeSchema).parse(answer.data);
}

export function waitTimesQueryOptions(idRestaurant: number) {
  return queryOptions({
    queryKey: waitTimeKeys.list(idRestaurant),
    queryFn: ({ signal }) => getWaitTimes(idRestaurant, signal),
    // Deleting a receiving method (another screen) deletes its wait times: always ask on opening.
    staleTime: 0,
  });
}

export function useWaitTimes(idRestaurant: number) {
  return useQuery(waitTimesQueryOptions(idRestaurant));
}
