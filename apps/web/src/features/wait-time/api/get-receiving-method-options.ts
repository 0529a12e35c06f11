// GET restaurant/receiving-method?id_restaurant={id}: the restaurant's methods, for the filter and
// the modal's method select (only what those need is kept).
import { receivingMethodSchema } from '@noren/domain/receiving-methods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

const methodOptionSchema = receivingMethodSchema.pick({
  id_restaurant_receiving_method: true,
  id_receiving_method: true,
  title: true,
  types: true,
  active: true,
});
export type MethodOption = z.infer<typeof methodOptionSchema>;

export const methodOptionKeys = {
  all: ['wait-time', 'receiving-method-options'] as const,
  list: (idRestaurant: number) => [...methodOptionKeys.all, idRestaurant] as const,
};

export async function getMethodOptions(idRestaurant: number, signal?: AbortSignal): Promise<MethodOption[]> {
  const answer = await api.get<unknown>('restaurant/receiving-method', {
    query: { id_restaurant: idRestaurant },
    signal,
  });
  return z.array(methodOptionSchema).parse(answer.data);
}

export function useMethodOptions(idRestaurant: number) {
  return useQuery(
    queryOptions({
      queryKey: methodOptionKeys.list(idRestaurant),
      queryFn: ({ signal }) => getMethodOptions(idRestaurant, signal),
      // Methods are edited on another screen: always ask on opening.
      staleTime: 0,
    }),
  );
}
