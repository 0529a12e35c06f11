// PUT restaurant/update/registration-number {id_restaurant, registration_number}: the restaurant's
// invoice registration number printed on its slips (issue 10); empty clears it.
import type { Envelope } from '@noren/domain/messages';
import { api } from '../../../lib/api-client.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';
import { invalidateRestaurantDetail } from '../../../resources/profile.ts';

export interface UpdateRegistrationNumberInput {
  id_restaurant: number;
  registration_number: string;
}

export function updateRegistrationNumber(input: UpdateRegistrationNumberInput): Promise<Envelope<unknown>> {
  return api.put<unknown>('restaurant/update/registration-number', input);
}

export function useUpdateRegistrationNumber() {
  return useResourceMutation(updateRegistrationNumber, invalidateRestaurantDetail);
}
