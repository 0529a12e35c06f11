// PATCH restaurant/order/checked/food {id_food_order, id_food_cart, checked}: a line's done checkbox,
// ticked or unticked at once and put back when refused.
import { api } from '../../../lib/api-client.ts';
import { useOptimisticOrderChange } from './order-cache.ts';

export interface CheckFoodChange {
  id_food_order: number;
  id_food_cart: number;
  checked: boolean;
}

export async function checkFood(change: CheckFoodChange): Promise<void> {
  await api.patch<unknown>('restaurant/order/checked/food', change);
}

export function useCheckFood() {
  return useOptimisticOrderChange(checkFood, (order, change: CheckFoodChange) => ({
    ...order,
    order_detail: {
      ...order.order_detail,
      order_list: order.order_detail.order_list.map((line) =>
        line.id_food_cart === change.id_food_cart ? { ...line, checked_detail_order: change.checked } : line,
      ),
    },
  }));
}
