// PATCH restaurant/food/menu/stock {id_food_menu, delta}: one click of the stock minus / plus
// button. The server changes the stock in one conditional UPDATE and stops the minus at 0.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { updateMenuInCache } from '../../../resources/menus.ts';

const stockSchema = z.object({ id_food_menu: z.number().int(), food_menu_stock_qty: z.number().int() });
export type StockAnswer = z.infer<typeof stockSchema>;

export async function stepStock(input: { id_food_menu: number; delta: 1 | -1 }): Promise<StockAnswer> {
  const answer = await api.patch<unknown>('restaurant/food/menu/stock', input);
  return stockSchema.parse(answer.data);
}

export function useStepStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stepStock,
    // The answer is the stock after this click: written into the cached rows, no refetch per click.
    onSuccess: ({ id_food_menu, food_menu_stock_qty }) =>
      updateMenuInCache(queryClient, id_food_menu, (menu) => ({ ...menu, food_menu_stock_qty })),
  });
}
