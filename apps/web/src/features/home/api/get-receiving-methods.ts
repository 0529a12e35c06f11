// GET restaurant/receiving-method?id_restaurant={id}: the restaurant's methods with their current
// wait time, for the dashboard's wait-time list (only what it needs is kept).
import { receivingMethodSchema } from '@noren/domain/receiving-methods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

const dashboardMethodSchema = receivingMethodSchema.pick({
  id_restaurant_receiving_method: true,
  id_receiving_method: true,
  title: true,
  types: true,
  active: true,
  id_wait_time: true,
  wait_time: true,
});
export type DashboardMethod = z.infer<typeof dashboardMethodSchema>;

export const methodKeys = {
  all: ['home', 'receiving-methods'] as const,
  list: (idRestaurant: number) => [...methodKeys.all, idRestaurant] as const,
};

export async function getMethods(idRestaurant: number, signal?: AbortSignal): Promise<DashboardMethod[]> {
  const answer = await api.get<unknown>('restaurant/receiving-method', {
    query: { id_restaurant: idRestaurant },
    signal,
  });
  return z.array(dashboardMethodSchema).parse(answer.data);
}

export function useMethods(idRestaurant: number) {
  return useQuery(
    queryOptions({
      queryKey: methodKeys.list(idRestaurant),
      queryFn: ({ signal }) => getMethods(idRestaurant, signal),
      // Edited on other screens and other tablets: ask on opening.
      staleTime: 0,
    }),
  );
}
