// POST / PUT restaurant/banner as the superadmin (the server sends a superadmin's writes to the
// restaurant-wide banners): a new banner or an edit from the modal, and the list's is_active /
// slide_show switches (which roll themselves back and toast, so the mutation stays quiet).
import type { CreatePlatformBannerInput, UpdatePlatformBannerInput } from '@noren/domain/platform/platform-banners';
import { rowSaver, useResourceMutation, useSwitchMutation } from '../../../resources/mutations.ts';
import { invalidatePlatformBanners } from '../../../resources/platform-banners.ts';

export const savePlatformBanner = rowSaver<CreatePlatformBannerInput | UpdatePlatformBannerInput>(
  'restaurant/banner',
  'id_banner',
);

export function useSavePlatformBanner() {
  return useResourceMutation(savePlatformBanner, invalidatePlatformBanners);
}

export function useSwitchPlatformBanner() {
  return useSwitchMutation(
    (input: Pick<UpdatePlatformBannerInput, 'id_banner' | 'is_active' | 'slide_show'>) => savePlatformBanner(input),
    invalidatePlatformBanners,
  );
}
