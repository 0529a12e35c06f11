// PUT restaurant/users/update/bio: the signed-in user's own first and last name. The session (GET
// users/me) carries the names the shell shows, so it is read again.
import type { Envelope } from '@noren/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../lib/auth.ts';

export interface UpdateBioInput {
  id_restaurant_user: number;
  first_name: string;
  last_name: string;
}

export function updateBio(input: UpdateBioInput): Promise<Envelope<unknown>> {
  return api.put<unknown>('restaurant/users/update/bio', input);
}

export function useUpdateBio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBio,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me() }),
  });
}
