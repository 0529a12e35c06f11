// GET restaurant/delivery-time?id_restaurant&from_date: the restaurant's time frames from a date
// (today by default, Asia/Tokyo) grouped by date, holidays included as dates with no frames.
import { type DeliveryTimeDateGroup, deliveryTimeDateGroupSchema } from '@noren/domain/delivery-time-frames';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../lib/api-client.ts';
import { invalidateKeys, keys } from './query-keys.ts';

export async function getDeliveryTimes(
  idRestaurant: number,
  fromDate: string,
  signal?: AbortSignal,
): Promise<DeliveryTimeDateGroup[]> {
  const answer = await api.get<unknown>('restaurant/delivery-time', {
    query: { id_restaurant: idRestaurant, from_date: fromDate },
    signal,
  });
  return z.array(deliveryTimeDateGroupSchema).parse(answer.data);
}

export function deliveryTimesQueryOptions(idRestaurant: number, fromDate: string) {
  return queryOptions({
    queryKey: keys.deliveryTimes.list(idRestaurant, fromDate),
    queryFn: ({ signal }) => getDeliveryTimes(idRestaurant, fromDate, signal),
    // Kept: this is about freshness, not about keys. Customers' orders fill the frames and the
    // background job adds days, neither of which any screen of this app invalidates: ask again
    // whenever the screen opens.
    staleTime: 0,
  });
}

export function useDeliveryTimes(idRestaurant: number, fromDate: string) {
  return useQuery(deliveryTimesQueryOptions(idRestaurant, fromDate));
}

/** After a quota change: every frame list. */
export function invalidateDeliveryTimes(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, [keys.deliveryTimes.all]);
}
