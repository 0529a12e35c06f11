// DELETE restaurant/delete/{id}: the restaurant leaves every list (kept for its orders) and its
// users are signed out. 'Success.' on success; a refusal is toasted with the server's message.
import type { Envelope } from '@noren/domain/messages';
import { api } from '../../../lib/api-client.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';
import { invalidatePlatformRestaurants } from '../../../resources/platform-restaurants.ts';

export function deleteRestaurant(idRestaurant: number): Promise<Envelope<unknown>> {
  return api.delete<unknown>(`restaurant/delete/${idRestaurant}`);
}

export function useDeleteRestaurant() {
  return useResourceMutation(deleteRestaurant, invalidatePlatformRestaurants);
}
