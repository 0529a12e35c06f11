// GET restaurant/receiving-method?id_restaurant=: the restaurant's receiving methods, the rows of
// the form's "price by receiving method" table. Read loosely (ids and names only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useRestaurantId } from './get-menus.ts';

const restaurantMethodSchema = z.looseObject({
  id_restaurant_receiving_method: z.number().int(),
  id_receiving_method: z.number().int(),
  title: z.string().optional(),
  method_name: z.string().optional(),
  method_name_jp: z.string().optional(),
});
export type RestaurantMethod = z.infer<typeof restaurantMethodSchema>;

export const menuMethodKeys = {
  all: ['food-menus', 'receiving-methods'] as const,
  list: (idRestaurant: number) => [...menuMethodKeys.all, idRestaurant] as const,
};

export async function getRestaurantMethods(idRestaurant: number, signal?: AbortSignal): Promise<RestaurantMethod[]> {
  const answer = await api.get<unknown>('restaurant/receiving-method', {
    signal,
    query: { id_restaurant: idRestaurant },
  });
  return z.array(restaurantMethodSchema).parse(answer.data);
}

export function useRestaurantMethods() {
  const idRestaurant = useRestaurantId();
  return useQuery(
    queryOptions({
      queryKey: menuMethodKeys.list(idRestaurant ?? 0),
      queryFn: ({ signal }) => getRestaurantMethods(idRestaurant ?? 0, signal),
      enabled: idRestaurant !== null,
      retry: false,
    }),
  );
}
