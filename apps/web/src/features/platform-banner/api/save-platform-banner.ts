// POST / PUT restaurant/banner as the superadmin (the server sends a superadmin's writes to the
// restaurant-wide banners): a new banner or an edit from the modal, and the list's is_active /
// slide_show switches (which roll themselves back and toast, so the mutation stays quiet).
import type { Envelope } from '@noren/domain/messages';
import type { CreatePlatformBannerInput, UpdatePlatformBannerInput } from '@noren/domain/platform/platform-banners';
import { api } from '../../../lib/api-client.ts';
import { useResourceMutation, useSwitchMutation } from '../../../resources/mutations.ts';
import { invalidatePlatformBanners } from '../../../resources/platform-banners.ts';

export interface SavedPlatformBanner {
  envelope: Envelope<unknown>;
}

export async function savePlatformBanner(
  input: CreatePlatformBannerInput | UpdatePlatformBannerInput,
): Promise<SavedPlatformBanner> {
  const envelope =
    'id_banner' in input
      ? await api.put<unknown>('restaurant/banner', input)
      : await api.post<unknown>('restaurant/banner', input);
  return { envelope };
}

export function useSavePlatformBanner() {
  return useResourceMutation(savePlatformBanner, invalidatePlatformBanners);
}

export function useSwitchPlatformBanner() {
  return useSwitchMutation(
    (input: Pick<UpdatePlatformBannerInput, 'id_banner' | 'is_active' | 'slide_show'>) => savePlatformBanner(input),
    invalidatePlatformBanners,
  );
}
