// DELETE restaurant/free-food-menu/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateFreeMenus } from '../../../resources/free-menus.ts';

export async function deleteFreeMenu(id: number): Promise<void> {
  await api.delete<unknown>(`restaurant/free-food-menu/${id}`);
}

export function useDeleteFreeMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFreeMenu,
    onSuccess: () => invalidateFreeMenus(queryClient),
  });
}
