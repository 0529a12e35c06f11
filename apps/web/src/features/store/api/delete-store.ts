// DELETE restaurant/store {id_store}: refused (409, the server's bilingual reason with the count)
// while live restaurants belong to the store.
import type { Envelope } from '@noren/domain/messages';
import { api } from '../../../lib/api-client.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';
import { invalidateStores } from '../../../resources/stores.ts';

export function deleteStore(idStore: number): Promise<Envelope<unknown>> {
  return api.delete<unknown>('restaurant/store', { id_store: idStore });
}

export function useDeleteStore() {
  return useResourceMutation(deleteStore, invalidateStores);
}
