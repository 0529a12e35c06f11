// GET restaurant/receiving-method?id_restaurant={id}: the restaurant's methods with their wait time,
// images, weekday shifts and fee tiers.
import { type ReceivingMethod, receivingMethodSchema } from '@noren/domain/receiving-methods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export const receivingMethodKeys = {
  all: ['receiving-methods'] as const,
  lists: () => [...receivingMethodKeys.all, 'list'] as const,
  list: (idRestaurant: number) => [...receivingMethodKeys.lists(), idRestaurant] as const,
  detail: (id: number) => [...receivingMethodKeys.all, 'detail', id] as const,
};

export async function getReceivingMethods(idRestaurant: number, signal?: AbortSignal): Promise<ReceivingMethod[]> {
  const answer = await api.get<unknown>('restaurant/receiving-method', {
    query: { id_restaurant: idRestaurant },
    signal,
  });
  return z.array(receivingMethodSchema).parse(answer.data);
}

export function receivingMethodsQueryOptions(idRestaurant: number) {
  return queryOptions({
    queryKey: receivingMethodKeys.list(idRestaurant),
    queryFn: ({ signal }) => getReceivingMethods(idRestaurant, signal),
    // Wait times are edited on another screen: opening this one always asks again.
    staleTime: 0,
  });
}

export function useReceivingMethods(idRestaurant: number) {
  return useQuery(receivingMethodsQueryOptions(idRestaurant));
}
