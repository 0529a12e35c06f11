// PUT restaurant/free-food-menu/{id} with only the status: the row's switch, applied at once.
import { freeMenuSchema } from '@noren/domain/catalogue/free-menus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateFreeMenus } from '../../../resources/free-menus.ts';

export async function updateFreeMenuStatus(input: { id: number; status: boolean }) {
  const answer = await api.put<unknown>(`restaurant/free-food-menu/${input.id}`, { status: input.status });
  return freeMenuSchema.parse(answer.data);
}

export function useUpdateFreeMenuStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFreeMenuStatus,
    // The switch rolls itself back and says why (StatusSwitch), so the global toast stays quiet.
    meta: { skipErrorToast: true },
    onSettled: () => invalidateFreeMenus(queryClient),
  });
}
