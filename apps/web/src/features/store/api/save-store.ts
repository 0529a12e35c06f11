// POST restaurant/store (a new store) and PUT restaurant/store {id_store, …} (an edit; the list of
// delivery areas sent replaces the store's). A code already used is a 400 naming code_store.
import type { Envelope } from '@noren/domain/messages';
import type { Store } from '@noren/domain/platform/stores';
import { api } from '../../../lib/api-client.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';
import { invalidateStores } from '../../../resources/stores.ts';

export interface StoreBody {
  store_name: string;
  code_store: number;
  instore_code: string | null;
  code_company: number;
  latitude: number;
  longitude: number;
  placeid: string;
  delivery_area_list: {
    address1: string;
    address2: string | null;
    address3: string | null;
    address4: string | null;
    postal_code: string;
  }[];
}

export interface SavedStore {
  store: Store;
  envelope: Envelope<unknown>;
}

export async function saveStore(input: { id_store: number | null; body: StoreBody }): Promise<SavedStore> {
  const envelope =
    input.id_store === null
      ? await api.post<Store>('restaurant/store', input.body)
      : await api.put<Store>('restaurant/store', { id_store: input.id_store, ...input.body });
  return { store: envelope.data, envelope };
}

export function useSaveStore() {
  return useResourceMutation(saveStore, invalidateStores);
}
