// The Profile screen's reads (spec 1 §2 Profile, §7): the restaurant's detail (GET restaurant/
// detail/{id}), its order terminal settings (GET restaurant/order-terminal-setting/{id_restaurant})
// and its store's signage settings (GET restaurant/signage-setting/{code_store}). Their own key
// factory: one root per resource, so a save refreshes exactly what it changed.
import type { Restaurant } from '@noren/domain/platform/restaurants';
import { type SignageSetting, signageSettingSchema } from '@noren/domain/platform/signage-settings';
import { type TerminalSetting, terminalSettingSchema } from '@noren/domain/platform/terminal-settings';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

export const profileKeys = {
  restaurant: {
    all: ['profile-restaurant'] as const,
    detail: (idRestaurant: number) => [...profileKeys.restaurant.all, 'detail', idRestaurant] as const,
  },
  terminal: {
    all: ['terminal-setting'] as const,
    detail: (idRestaurant: number) => [...profileKeys.terminal.all, 'detail', idRestaurant] as const,
  },
  signage: {
    all: ['signage-setting'] as const,
    detail: (codeStore: number) => [...profileKeys.signage.all, 'detail', codeStore] as const,
  },
};

export async function getRestaurantDetail(idRestaurant: number, signal?: AbortSignal): Promise<Restaurant> {
  const answer = await api.get<Restaurant>(`restaurant/detail/${idRestaurant}`, { signal });
  return answer.data;
}

/** Null before the first save (the server answers data: null). */
export async function getTerminalSetting(idRestaurant: number, signal?: AbortSignal): Promise<TerminalSetting | null> {
  const answer = await api.get<unknown>(`restaurant/order-terminal-setting/${idRestaurant}`, { signal });
  return answer.data === null ? null : terminalSettingSchema.parse(answer.data);
}

/** Null before the first save. */
export async function getSignageSetting(codeStore: number, signal?: AbortSignal): Promise<SignageSetting | null> {
  const answer = await api.get<unknown>(`restaurant/signage-setting/${codeStore}`, { signal });
  return answer.data === null ? null : signageSettingSchema.parse(answer.data);
}

export const restaurantDetailQuery = (idRestaurant: number) =>
  queryOptions({
    queryKey: profileKeys.restaurant.detail(idRestaurant),
    queryFn: ({ signal }) => getRestaurantDetail(idRestaurant, signal),
  });

export function useRestaurantDetail(idRestaurant: number | null) {
  return useQuery({ ...restaurantDetailQuery(idRestaurant ?? 0), enabled: idRestaurant !== null });
}

export function useTerminalSetting(idRestaurant: number | null) {
  return useQuery({
    queryKey: profileKeys.terminal.detail(idRestaurant ?? 0),
    queryFn: ({ signal }) => getTerminalSetting(idRestaurant ?? 0, signal),
    enabled: idRestaurant !== null,
  });
}

export function useSignageSetting(codeStore: number | null) {
  return useQuery({
    queryKey: profileKeys.signage.detail(codeStore ?? 0),
    queryFn: ({ signal }) => getSignageSetting(codeStore ?? 0, signal),
    enabled: codeStore !== null,
  });
}

export function invalidateRestaurantDetail(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: profileKeys.restaurant.all });
}

export function invalidateTerminalSetting(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: profileKeys.terminal.all });
}

export function invalidateSignageSetting(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: profileKeys.signage.all });
}
