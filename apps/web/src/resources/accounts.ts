// Restaurant accounts (spec 1 §7 "Auth and accounts"): the paged lists of the Staff and
// Restaurant User screens, the restaurant choices of the superadmin's filter and form, and the
// account changes both screens make. The keys are local to this resource (not in query-keys.ts,
// which another change owns at the moment); `invalidateAccounts` refreshes every list.

import type { Envelope } from '@noren/domain/messages';
import { type RestaurantUser, restaurantUserSchema } from '@noren/domain/users';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../lib/api-client.ts';
import { useResourceMutation, useSwitchMutation } from './mutations.ts';

/** One page of a list: the restaurant (null: every account, superadmin only), 0-based page, size. */
export interface AccountListQuery {
  idRestaurant: number | null;
  page: number;
  size: number;
}

export const accountKeys = {
  all: ['accounts'] as const,
  lists: () => [...accountKeys.all, 'list'] as const,
  list: (query: AccountListQuery) => [...accountKeys.lists(), query] as const,
};

export interface AccountPage {
  rows: RestaurantUser[];
  total: number;
}

/** The UI pages from 0, the server from 1 (spec 1 §7). */
export async function getAccounts(query: AccountListQuery, signal?: AbortSignal): Promise<AccountPage> {
  const page = query.page + 1;
  const path =
    query.idRestaurant === null
      ? `restaurant/users/${page}/${query.size}`
      : `restaurant/users/filter/${query.idRestaurant}/${page}/${query.size}`;
  const answer = await api.get<unknown>(path, { signal });
  const rows = z.array(restaurantUserSchema).parse(answer.data);
  return { rows, total: answer.totalData ?? rows.length };
}

export const accountsQueryOptions = (query: AccountListQuery) =>
  queryOptions({
    queryKey: accountKeys.list(query),
    queryFn: ({ signal }) => getAccounts(query, signal),
    // Paging keeps the old page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useAccounts(query: AccountListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accountsQueryOptions(query), enabled });
}

export function invalidateAccounts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: accountKeys.all });
}

/** A saved account and the server's bilingual message ('Successfully updated user'). */
export interface SavedAccount {
  account: RestaurantUser;
  envelope: Envelope<unknown>;
}

export type CreateAccountBody = Record<string, unknown> & { email: string; level: 1 | 2; id_restaurant: number };
export type UpdateAccountBody = Record<string, unknown> & { id_restaurant_user: number };

export async function createAccount(body: CreateAccountBody): Promise<SavedAccount> {
  const envelope = await api.post<unknown>('restaurant/users', body);
  return { account: restaurantUserSchema.parse(envelope.data), envelope };
}

/** PUT restaurant/users/update/bio: names, level (superadmin) and the Menu Restriction list. */
export async function updateAccount(body: UpdateAccountBody): Promise<SavedAccount> {
  const envelope = await api.put<unknown>('restaurant/users/update/bio', body);
  return { account: restaurantUserSchema.parse(envelope.data), envelope };
}

export async function switchAccountStatus(input: {
  id_restaurant_user: number;
  status_active: 'active' | 'inactive';
}): Promise<Envelope<unknown>> {
  return api.put<unknown>('restaurant/users/update/status', input);
}

export async function resetAccountPassword(input: { email: string; password: string }): Promise<Envelope<unknown>> {
  return api.put<unknown>('restaurant/users/reset', input);
}

/** DELETE restaurant/users; a superadmin sends its own id as id_superadmin (spec 1 §6). */
export async function deleteAccount(input: {
  id_restaurant_user: number;
  id_superadmin?: number;
}): Promise<Envelope<unknown>> {
  return api.delete<unknown>('restaurant/users', input);
}

export function useCreateAccount() {
  return useResourceMutation(createAccount, invalidateAccounts);
}

export function useUpdateAccount() {
  return useResourceMutation(updateAccount, invalidateAccounts);
}

/** The row switch: rolls itself back and toasts on failure (StatusSwitch), so the mutation is quiet. */
export function useSwitchAccountStatus() {
  return useSwitchMutation(switchAccountStatus, invalidateAccounts);
}

export function useResetAccountPassword() {
  return useMutation({ mutationFn: resetAccountPassword });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => invalidateAccounts(queryClient) });
}
