// POST restaurant/receiving-method (new) and PUT restaurant/receiving-method (edit): every field of
// the modal, the fee tiers as a whole list and the seven weekdays.
import { type ReceivingMethod, receivingMethodSchema } from '@noren/domain/receiving-methods';
import { api } from '../../../lib/api-client.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';
import { invalidateReceivingMethods } from '../../../resources/receiving-methods.ts';

export interface SaveReceivingMethodInput {
  /** The body built by the form (form-state.ts); it carries id_restaurant_receiving_method on edit. */
  body: Record<string, unknown>;
  editing: boolean;
}

export async function saveReceivingMethod({ body, editing }: SaveReceivingMethodInput): Promise<ReceivingMethod> {
  const answer = editing
    ? await api.put<unknown>('restaurant/receiving-method', body)
    : await api.post<unknown>('restaurant/receiving-method', body);
  return receivingMethodSchema.parse(answer.data);
}

export function useSaveReceivingMethod() {
  return useResourceMutation(saveReceivingMethod, invalidateReceivingMethods);
}
