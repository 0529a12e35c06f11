// PATCH restaurant/receiving-method/{id_restaurant_receiving_method} with {active}: the row's switch.
import { receivingMethodSchema } from '@noren/domain/receiving-methods';
import { api } from '../../../lib/api-client.ts';
import { useSwitchMutation } from '../../../resources/mutations.ts';
import { invalidateReceivingMethods } from '../../../resources/receiving-methods.ts';

export async function updateReceivingMethodStatus(input: { id: number; active: boolean }) {
  const answer = await api.patch<unknown>(`restaurant/receiving-method/${input.id}`, { active: input.active });
  return receivingMethodSchema.parse(answer.data);
}

export function useUpdateReceivingMethodStatus() {
  return useSwitchMutation(updateReceivingMethodStatus, invalidateReceivingMethods);
}
