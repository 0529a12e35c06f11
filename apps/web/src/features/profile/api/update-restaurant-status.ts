// PUT restaurant/update/status {id_restaurant, status}: the Profile's immediate active / inactive
// switch. The switch rolls back and says why on a failure, so the mutation does not toast again.
import type { Envelope } from '@noren/domain/messages';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/auth.ts';
import { useSwitchMutation } from '../../../resources/mutations.ts';
import { invalidateRestaurantDetail } from '../../../resources/profile.ts';

export interface RestaurantStatusInput {
  id_restaurant: number;
  status: 'active' | 'inactive';
}

export function updateRestaurantStatus(input: RestaurantStatusInput): Promise<Envelope<unknown>> {
  return api.put<unknown>('restaurant/update/status', input);
}

/** The detail, and the session's restaurant summary (its status), are read again. */
function invalidate(queryClient: QueryClient) {
  return Promise.all([
    invalidateRestaurantDetail(queryClient),
    queryClient.invalidateQueries({ queryKey: sessionKeys.me() }),
  ]);
}

export function useUpdateRestaurantStatus() {
  return useSwitchMutation(updateRestaurantStatus, invalidate);
}
