// PUT restaurant/users/update/password {old_password, password}: the signed-in user's own password.
// The server then signs the account's other sessions out (force_logout); this one stays.
import type { Envelope } from '@noren/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface ChangePasswordInput {
  old_password: string;
  password: string;
  id_restaurant_user: number;
}

export function changePassword(input: ChangePasswordInput): Promise<Envelope<unknown>> {
  return api.put<unknown>('restaurant/users/update/password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
