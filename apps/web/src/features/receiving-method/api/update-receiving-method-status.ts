// PATCH restaurant/receiving-method/{id_restaurant_receiving_method} with {active}: the row's switch.
import { receivingMethodSchema } from '@noren/domain/receiving-methods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateReceivingMethods } from '../../../resources/receiving-methods.ts';

export async function updateReceivingMethodStatus(input: { id: number; active: boolean }) {
  const answer = await api.patch<unknown>(`restaurant/receiving-method/${input.id}`, { active: input.active });
  return receivingMethodSchema.parse(answer.data);
}

export function useUpdateReceivingMethodStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReceivingMethodStatus,
    // The switch rolls itself back and says why (StatusSwitch), so the global toast stays quiet.
    meta: { skipErrorToast: true },
    onSettled: () => invalidateReceivingMethods(queryClient),
  });
}
