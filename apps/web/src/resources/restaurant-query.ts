// The read shape every restaurant resource shares: query options from the resource's key and its
// fetcher (the request is cancelled with the query; a restaurant's list is one GET checked by its schema), and the hook a screen calls, held back while
// no restaurant is known or the screen says so, with a `select` for screens needing less.
import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../lib/api-client.ts';
import type { ReadOptions } from './restaurant.ts';

type Fetcher<Arg, Data> = (arg: Arg, signal?: AbortSignal) => Promise<Data>;

/** The fetcher of a restaurant's list: GET `<path>/{id_restaurant}`, its rows checked against `schema`. */
export function restaurantListFetcher<Row>(path: string, schema: z.ZodType<Row>): Fetcher<number, Row[]> {
  return async (idRestaurant, signal) => {
    const answer = await api.get<unknown>(`${path}/${idRestaurant}`, { signal });
    return z.array(schema).parse(answer.data);
  };
}

/** Query options of one read: `key(arg)` caches what `fetch(arg)` answers. */
export function readOptions<Arg, Data, Key extends QueryKey>(key: (arg: Arg) => Key, fetch: Fetcher<Arg, Data>) {
  return (arg: Arg) => queryOptions({ queryKey: key(arg), queryFn: ({ signal }) => fetch(arg, signal) });
}

/** Query options of a paged read: paging keeps the current rows on screen until the next page arrives. */
export function pagedReadOptions<Query, Data, Key extends QueryKey>(
  key: (query: Query) => Key,
  fetch: Fetcher<Query, Data>,
) {
  return (query: Query) =>
    queryOptions({
      queryKey: key(query),
      queryFn: ({ signal }) => fetch(query, signal),
      placeholderData: keepPreviousData,
    });
}

/** A read of a restaurant's resource (or of one row of it); `select` picks what the screen shows. */
export function useRestaurantRead<Data, Key extends QueryKey, Selected = Data>(
  options: (id: number) => UseQueryOptions<Data, Error, Data, Key>,
  id: number | null,
  { enabled = true }: ReadOptions = {},
  select?: (data: Data) => Selected,
): UseQueryResult<Selected> {
  return useQuery<Data, Error, Selected, Key>({ ...options(id ?? 0), select, enabled: enabled && id !== null });
}
