// GET restaurant/banner-master: the restaurant-wide (platform) banners of the superadmin's /banner
// screen, checked against the domain's answer schema. The key factory is local to this file.
import { type PlatformBanner, platformBannerSchema } from '@noren/domain/platform/platform-banners';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../lib/api-client.ts';
import { invalidateKeys } from './query-keys.ts';

export const platformBannerKeys = {
  all: ['platform-banners'] as const,
  lists: () => [...platformBannerKeys.all, 'list'] as const,
};

export async function getPlatformBanners(signal?: AbortSignal): Promise<PlatformBanner[]> {
  const answer = await api.get<unknown>('restaurant/banner-master', { signal });
  return z.array(platformBannerSchema).parse(answer.data ?? []);
}

export function usePlatformBanners() {
  return useQuery({ queryKey: platformBannerKeys.lists(), queryFn: ({ signal }) => getPlatformBanners(signal) });
}

export function invalidatePlatformBanners(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, [platformBannerKeys.all]);
}
