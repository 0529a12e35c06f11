// GET restaurant/order/detail/{id} (data.data): what Detail Order shows of an order.
import { orderLineSchema, orderSchema } from '@noren/domain/orders/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { searchKeys } from './search-orders.ts';

const detailSchema = orderSchema
  .pick({
    id_food_order: true,
    order_number: true,
    id_user: true,
    order_date: true,
    order_time: true,
    table_number: true,
    customer_note: true,
    is_free_food_order: true,
    receiving_method: true,
    total_price: true,
    total_price_detail: true,
  })
  .extend({
    order_detail: orderSchema.shape.order_detail.pick({ order_list: true }).extend({
      order_list: orderLineSchema
        .pick({
          id_food_cart: true,
          food_menu_name: true,
          free_food_menu_name: true,
          qty: true,
          total: true,
          jancode: true,
        })
        .array(),
    }),
  });
export type DetailOrder = z.infer<typeof detailSchema>;

export function useOrderDetail(id: number | null) {
  return useQuery({
    queryKey: searchKeys.order(id ?? 0),
    queryFn: async ({ signal }) => {
      const answer = await api.get<{ data: unknown }>(`restaurant/order/detail/${id}`, { signal });
      return detailSchema.parse(answer.data.data);
    },
    enabled: id !== null,
  });
}
