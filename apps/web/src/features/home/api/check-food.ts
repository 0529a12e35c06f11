// PATCH restaurant/order/checked/food {id_food_order, id_food_cart, checked}: a line's done checkbox,
// ticked or unticked at once and put back when refused.
import { useOptimisticOrderPatch } from './order-cache.ts';

export interface CheckFoodChange {
  id_food_order: number;
  id_food_cart: number;
  checked: boolean;
}

export function useCheckFood() {
  return useOptimisticOrderPatch('restaurant/order/checked/food', (order, change: CheckFoodChange) => ({
    ...order,
    order_detail: {
      ...order.order_detail,
      order_list: order.order_detail.order_list.map((line) =>
        line.id_food_cart === change.id_food_cart ? { ...line, checked_detail_order: change.checked } : line,
      ),
    },
  }));
}
