// DELETE restaurant/banner {id_banner, banner_name} as the superadmin.
import type { Envelope } from '@noren/domain/messages';
import type { PlatformBanner } from '@noren/domain/platform/platform-banners';
import { api } from '../../../lib/api-client.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';
import { invalidatePlatformBanners } from '../../../resources/platform-banners.ts';

export function deletePlatformBanner(
  banner: Pick<PlatformBanner, 'id_banner' | 'banner_name'>,
): Promise<Envelope<unknown>> {
  return api.delete<unknown>('restaurant/banner', { id_banner: banner.id_banner, banner_name: banner.banner_name });
}

export function useDeletePlatformBanner() {
  return useResourceMutation(deletePlatformBanner, invalidatePlatformBanners);
}
