// GET restaurant/receiving-method?id_restaurant={id}&active=true: the active methods the counter's
// chooser offers (spec 3 §7). Cached under the methods' list key, so a method switched on or off
// anywhere refreshes the chooser too.
import { receivingMethodSchema } from '@noren/domain/receiving-methods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../resources/query-keys.ts';
import { counterMethods } from '../counter-rules.ts';

export async function getActiveMethods(idRestaurant: number, signal?: AbortSignal) {
  const answer = await api.get<unknown>('restaurant/receiving-method', {
    query: { id_restaurant: idRestaurant, active: true },
    signal,
  });
  return z.array(receivingMethodSchema).parse(answer.data);
}

export function useCounterMethods(idRestaurant: number) {
  return useQuery({
    ...queryOptions({
      queryKey: [...keys.receivingMethods.list(idRestaurant), 'active'] as const,
      queryFn: ({ signal }) => getActiveMethods(idRestaurant, signal),
    }),
    select: counterMethods,
    staleTime: 0,
  });
}
