// GET restaurant/receiving-method-master: the method types (take-out 1, counter 2, table 3,
// delivery 4), the same for every restaurant. Nothing in the app changes them, so nothing
// invalidates them.
import { type ReceivingMethodMaster, receivingMethodMasterSchema } from '@noren/domain/receiving-methods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../lib/api-client.ts';
import { keys } from './query-keys.ts';

export async function getReceivingMethodMaster(signal?: AbortSignal): Promise<ReceivingMethodMaster[]> {
  const answer = await api.get<unknown>('restaurant/receiving-method-master', { signal });
  return z.array(receivingMethodMasterSchema).parse(answer.data);
}

export const receivingMethodMasterQueryOptions = queryOptions({
  queryKey: keys.receivingMethodMaster.lists(),
  queryFn: ({ signal }) => getReceivingMethodMaster(signal),
  // The four types are fixed by the data model.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useReceivingMethodMaster() {
  return useQuery(receivingMethodMasterQueryOptions);
}
