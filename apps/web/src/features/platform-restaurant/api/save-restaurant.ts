// POST restaurant (a new restaurant: logo and type detail required) and PUT restaurant (an edit:
// the fields sent change), and the list's immediate status switch (PUT restaurant/update/status),
// which rolls itself back and toasts, so its mutation stays quiet.
import type { Envelope } from '@noren/domain/messages';
import type { RestaurantStatus } from '@noren/domain/restaurant';
import { api } from '../../../lib/api-client.ts';
import { useResourceMutation, useSwitchMutation } from '../../../resources/mutations.ts';
import { invalidatePlatformRestaurants } from '../../../resources/platform-restaurants.ts';

export interface SavedRestaurant {
  envelope: Envelope<unknown>;
}

/** The modal's body (createRestaurantSchema / updateRestaurantSchema's input). */
export type RestaurantBody = Record<string, unknown>;

export async function saveRestaurant(body: RestaurantBody): Promise<SavedRestaurant> {
  const envelope =
    'id_restaurant' in body ? await api.put<unknown>('restaurant', body) : await api.post<unknown>('restaurant', body);
  return { envelope };
}

export function useSaveRestaurant() {
  return useResourceMutation(saveRestaurant, invalidatePlatformRestaurants);
}

export function useSwitchRestaurantStatus() {
  return useSwitchMutation(
    (input: { id_restaurant: number; status: RestaurantStatus }) => api.put<unknown>('restaurant/update/status', input),
    invalidatePlatformRestaurants,
  );
}
