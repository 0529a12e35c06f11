// GET restaurant/delivery-time?id_restaurant&from_date: the restaurant's time frames from a date
// (today by default, Asia/Tokyo) grouped by date, holidays included as dates with no frames.
import { type DeliveryTimeDateGroup, deliveryTimeDateGroupSchema } from '@noren/domain/delivery-times';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export const deliveryTimeKeys = {
  all: ['delivery-times'] as const,
  lists: () => [...deliveryTimeKeys.all, 'list'] as const,
  list: (idRestaurant: number, fromDate: string) => [...deliveryTimeKeys.lists(), idRestaurant, fromDate] as const,
  detail: (id: number) => [...deliveryTimeKeys.all, 'detail', id] as const,
};

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
    queryKey: deliveryTimeKeys.list(idRestaurant, fromDate),
    queryFn: ({ signal }) => getDeliveryTimes(idRestaurant, fromDate, signal),
    // Orders fill the frames and the background job adds days: ask again whenever the screen opens.
    staleTime: 0,
  });
}

export function useDeliveryTimes(idRestaurant: number, fromDate: string) {
  return useQuery(deliveryTimesQueryOptions(idRestaurant, fromDate));
}
