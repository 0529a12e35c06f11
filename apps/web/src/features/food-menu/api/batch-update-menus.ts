// POST restaurant/food/menu/batch-update {list_food_menu, delete | stock_quantity | status}: the
// batch bar's Delete, Stock quantity and Display / Hide on the selected rows (all or nothing).
import { batchBody, type MenuBatchAction } from '@noren/domain/catalogue/menu-batch';
import type { Envelope } from '@noren/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateMenus } from '../../../resources/menus.ts';

export function batchUpdateMenus(input: {
  ids: readonly number[];
  action: MenuBatchAction;
}): Promise<Envelope<unknown>> {
  return api.post<unknown>('restaurant/food/menu/batch-update', batchBody(input.ids, input.action));
}

export function useBatchUpdateMenus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: batchUpdateMenus,
    onSuccess: () => invalidateMenus(queryClient),
  });
}
