// DELETE restaurant/banner with its body {id_banner, banner_name}.
import type { FoodBanner } from '@noren/domain/catalogue/banners';
import { api } from '../../../lib/api-client.ts';
import { invalidateBanners } from '../../../resources/banners.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';

export async function deleteBanner(banner: Pick<FoodBanner, 'id_banner' | 'banner_name'>): Promise<void> {
  await api.delete<unknown>('restaurant/banner', { id_banner: banner.id_banner, banner_name: banner.banner_name });
}

export function useDeleteBanner() {
  return useResourceMutation(deleteBanner, invalidateBanners);
}
