// What the search filters offer: the restaurants of the caller's store with their company
// (GET restaurant/order/search/restaurants) and the tables in use (POST restaurant/list/table).
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { searchKeys } from './search-orders.ts';

const storeRestaurantSchema = z.object({
  id_restaurant: z.number().int(),
  restaurant_name: z.string(),
  code_company: z.number().int(),
  code_store: z.number().int(),
  store_name: z.string().nullable(),
  own: z.boolean(),
});
export type StoreRestaurant = z.infer<typeof storeRestaurantSchema>;

export function useStoreRestaurants() {
  return useQuery({
    queryKey: searchKeys.restaurants(),
    queryFn: async ({ signal }) => {
      const answer = await api.get<unknown>('restaurant/order/search/restaurants', { signal });
      return z.array(storeRestaurantSchema).parse(answer.data);
    },
  });
}

const tableSchema = z.object({ id_restaurant: z.number().int(), table_number: z.string() });

/** The table numbers used in the orders (asked for only while the table method is chosen). */
export function useTables(enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.tables(),
    queryFn: async ({ signal }) => {
      const answer = await api.post<unknown>('restaurant/list/table', { list_restaurant: [-1] }, { signal });
      return [
        ...new Set(
          z
            .array(tableSchema)
            .parse(answer.data)
            .map((row) => row.table_number),
        ),
      ];
    },
    enabled,
  });
}
