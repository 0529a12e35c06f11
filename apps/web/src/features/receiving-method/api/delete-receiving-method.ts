// DELETE restaurant/receiving-method with the spec's {id_restaurant, id_receiving_method}, plus the
// row id so that a restaurant with two methods of one type deletes the one that was chosen.
import type { ReceivingMethod } from '@noren/domain/receiving-methods';
import { api } from '../../../lib/api-client.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';
import { invalidateReceivingMethods } from '../../../resources/receiving-methods.ts';

export async function deleteReceivingMethod(
  method: Pick<ReceivingMethod, 'id_restaurant' | 'id_receiving_method' | 'id_restaurant_receiving_method'>,
): Promise<void> {
  await api.delete<unknown>('restaurant/receiving-method', {
    id_restaurant: method.id_restaurant,
    id_receiving_method: method.id_receiving_method,
    id_restaurant_receiving_method: method.id_restaurant_receiving_method,
  });
}

export function useDeleteReceivingMethod() {
  return useResourceMutation(deleteReceivingMethod, invalidateReceivingMethods);
}
