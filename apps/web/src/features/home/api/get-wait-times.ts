// GET restaurant/wait/time/{id_restaurant}: the wait times of every method, shortest first (the
// order of the coloured circles, spec 3 §2.2).
import { byWaitTime, type WaitTime, waitTimeSchema } from '@noren/domain/wait-times';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export const waitTimeKeys = {
  all: ['home', 'wait-times'] as const,
  list: (idRestaurant: number) => [...waitTimeKeys.all, idRestaurant] as const,
};

export async function getWaitTimes(idRestaurant: number, signal?: AbortSignal): Promise<WaitTime[]> {
  const answer = await api.get<unknown>(`restaurant/wait/time/${idRestaurant}`, { signal });
  return z.array(waitTimeSchema).parse(answer.data).sort(byWaitTime);
}

export function useWaitTimes(idRestaurant: number, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: waitTimeKeys.list(idRestaurant),
      queryFn: ({ signal }) => getWaitTimes(idRestaurant, signal),
      staleTime: 0,
      enabled,
    }),
  );
}
