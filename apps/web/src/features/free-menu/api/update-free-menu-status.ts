// PUT restaurant/free-food-menu/{id} with only the status: the row's switch, applied at once.
import { freeMenuSchema } from '@noren/domain/catalogue/free-menus';
import { api } from '../../../lib/api-client.ts';
import { invalidateFreeMenus } from '../../../resources/free-menus.ts';
import { useSwitchMutation } from '../../../resources/mutations.ts';

export async function updateFreeMenuStatus(input: { id: number; status: boolean }) {
  const answer = await api.put<unknown>(`restaurant/free-food-menu/${input.id}`, { status: input.status });
  return freeMenuSchema.parse(answer.data);
}

export function useUpdateFreeMenuStatus() {
  return useSwitchMutation(updateFreeMenuStatus, invalidateFreeMenus);
}
