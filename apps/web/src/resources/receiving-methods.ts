// GET restaurant/receiving-method?id_restaurant={id}: the restaurant's receiving methods with their
// current wait time, images, weekday shifts and fee tiers. Read by the Receiving Method list, the
// dashboard's wait-time selects, the Wait Time screen's filter and modal, and the menu form's price
// table — one request, one cache entry for all of them.
import { type ReceivingMethod, receivingMethodSchema } from '@noren/domain/receiving-methods';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../lib/api-client.ts';
import { invalidateKeys, keys } from './query-keys.ts';
import type { ReadOptions } from './restaurant.ts';
import { readOptions, useRestaurantRead } from './restaurant-query.ts';

export async function getReceivingMethods(idRestaurant: number, signal?: AbortSignal): Promise<ReceivingMethod[]> {
  const answer = await api.get<unknown>('restaurant/receiving-method', {
    query: { id_restaurant: idRestaurant },
    signal,
  });
  return z.array(receivingMethodSchema).parse(answer.data);
}

export const receivingMethodsQueryOptions = readOptions(keys.receivingMethods.list, getReceivingMethods);

/** Every method with all its fields (the Receiving Method list). */
export function useReceivingMethods(idRestaurant: number | null, options?: ReadOptions) {
  return useRestaurantRead(receivingMethodsQueryOptions, idRestaurant, options);
}

/** What the other screens show of a method: its ids, names, type, switch and current wait time. */
export type ReceivingMethodOption = Pick<
  ReceivingMethod,
  | 'id_restaurant_receiving_method'
  | 'id_receiving_method'
  | 'title'
  | 'types'
  | 'method_name'
  | 'method_name_jp'
  | 'active'
  | 'id_wait_time'
  | 'wait_time'
>;

function toOptions(methods: ReceivingMethod[]): ReceivingMethodOption[] {
  return methods.map((method) => ({
    id_restaurant_receiving_method: method.id_restaurant_receiving_method,
    id_receiving_method: method.id_receiving_method,
    title: method.title,
    types: method.types,
    method_name: method.method_name,
    method_name_jp: method.method_name_jp,
    active: method.active,
    id_wait_time: method.id_wait_time,
    wait_time: method.wait_time,
  }));
}

/** The methods as options, picked from the same cached list. */
export function useReceivingMethodOptions(idRestaurant: number | null, options?: ReadOptions) {
  return useRestaurantRead(receivingMethodsQueryOptions, idRestaurant, options, toOptions);
}

/**
 * After a method change (here, on another screen, or announced by the server's
 * refresh_receiving_method): the methods, the wait times that name their method (deleting a method
 * deletes its wait times) and the menus whose price table lists the methods.
 */
export function invalidateReceivingMethods(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, [keys.receivingMethods.all, keys.waitTimes.all, keys.menus.all]);
}
