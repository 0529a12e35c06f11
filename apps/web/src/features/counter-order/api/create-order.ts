// POST restaurant/order from the counter (spec 3 §7): the cart's lines as the intake's order_list
// (menus or call menus with their chosen options, never a price), the temporary user, from_where
// 'dashboard', the method, the comment. A free ticket is id_receiving_method 'free' with
// is_free_food_order. The new order reaches /home through the realtime stream; the lists are
// invalidated as well for a tablet whose stream is down.
import type { CartLine } from '@noren/domain/orders/cart';
import { type Order, type OrderIntakeInput, orderSchema } from '@noren/domain/orders/schemas';
import type { RestaurantType } from '@noren/domain/restaurant';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../resources/query-keys.ts';
import type { CounterMethod } from '../draft.ts';

export interface CommentAnswers {
  customer_note: string;
  response_list: { question: string; answer: string }[];
}

export interface CounterOrderInput {
  idRestaurant: number;
  tempUser: string;
  restaurantType: RestaurantType;
  method: CounterMethod;
  lines: readonly CartLine[];
  comment: CommentAnswers;
}

export function intakeBody(input: CounterOrderInput): OrderIntakeInput {
  const free = input.method.id_receiving_method === 'free';
  return {
    id_restaurant: input.idRestaurant,
    id_user: input.tempUser,
    order_restaurant_type: input.restaurantType,
    id_receiving_method: input.method.id_receiving_method,
    ...(input.method.id_restaurant_receiving_method === null
      ? {}
      : { id_restaurant_receiving_method: input.method.id_restaurant_receiving_method }),
    ...(free ? { is_free_food_order: true } : {}),
    from_where: 'dashboard',
    customer_note: input.comment.customer_note.trim() === '' ? null : input.comment.customer_note,
    response_list: input.comment.response_list,
    order_list: input.lines.map((line) =>
      line.id_free_food_menu === undefined
        ? {
            id_food_menu: line.id_food_menu,
            qty: line.qty,
            additional: line.additional.map((group) => ({
              id_food_menu_additional: group.id_food_menu_additional,
              additional: group.additional.map((choice) => ({ ...choice })),
            })),
          }
        : { id_free_food_menu: line.id_free_food_menu, qty: line.qty },
    ),
  };
}

export async function createCounterOrder(input: CounterOrderInput): Promise<Order> {
  const answer = await api.post<unknown>('restaurant/order', intakeBody(input));
  return orderSchema.parse(answer.data);
}

export function useCreateCounterOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCounterOrder,
    // The flow says what went wrong itself (the out-of-stock list, spec 3 §8).
    meta: { skipErrorToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.orders.lists() }),
  });
}
