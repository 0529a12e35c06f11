// The stores of the platform (spec 1 §3 "Store master", §7 GET restaurant/store), read by the
// superadmin's /store screen, and the address search of its Add/Edit Store modal (GET
// restaurant/geocode?q=, docs/decisions-platform-9s1.md). Their own key factory.
import type { GeocodedPlace, GeocoderProvider, Store } from '@noren/domain/platform/stores';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

export const storeKeys = {
  all: ['stores'] as const,
  lists: () => [...storeKeys.all, 'list'] as const,
  list: () => [...storeKeys.lists()] as const,
  geocode: (q: string) => [...storeKeys.all, 'geocode', q] as const,
};

export async function getStores(signal?: AbortSignal): Promise<Store[]> {
  const answer = await api.get<Store[]>('restaurant/store', { signal });
  return answer.data ?? [];
}

export const storesQuery = () =>
  queryOptions({ queryKey: storeKeys.list(), queryFn: ({ signal }) => getStores(signal) });

export function useStores() {
  return useQuery(storesQuery());
}

export interface GeocodeAnswer {
  places: GeocodedPlace[];
  /** null: no provider configured; the picker offers a typed address and a pin. */
  provider: GeocoderProvider | null;
}

export async function geocode(q: string, signal?: AbortSignal): Promise<GeocodeAnswer> {
  const answer = await api.get<GeocodedPlace[]>('restaurant/geocode', { query: { q }, signal });
  const provider = (answer as unknown as { provider?: GeocoderProvider | null }).provider ?? null;
  return { places: answer.data ?? [], provider };
}

/** The places for a (debounced) query; nothing is asked for an empty one. */
export function useGeocode(q: string) {
  return useQuery({
    queryKey: storeKeys.geocode(q),
    queryFn: ({ signal }) => geocode(q, signal),
    enabled: q.trim() !== '',
    staleTime: 60_000,
    retry: false,
  });
}

export function invalidateStores(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: storeKeys.lists() });
}
