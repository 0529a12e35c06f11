// GET restaurant/geocode/settings: what the Add/Edit Store address picker has on this server — the
// geocoder (or none) and the map's tile URL template with its attribution (MAP_TILE_URL,
// MAP_TILE_ATTRIBUTION). Asked once per session: it changes only with the server's configuration.
import type { AddressPickerSettings } from '@noren/domain/platform/stores';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storeKeys } from '../../../resources/stores.ts';

export async function getAddressPickerSettings(signal?: AbortSignal): Promise<AddressPickerSettings | null> {
  const answer = await api.get<AddressPickerSettings>('restaurant/geocode/settings', { signal });
  return answer.data ?? null;
}

export function useAddressPickerSettings() {
  return useQuery({
    queryKey: [...storeKeys.all, 'picker-settings'],
    queryFn: ({ signal }) => getAddressPickerSettings(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
