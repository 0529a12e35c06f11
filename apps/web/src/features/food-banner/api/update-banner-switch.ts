// PUT restaurant/banner with one switch (Active = is_active, WEB Display = slide_show), applied at once.
import { foodBannerSchema } from '@noren/domain/catalogue/banners';
import { api } from '../../../lib/api-client.ts';
import { invalidateBanners } from '../../../resources/banners.ts';
import { useSwitchMutation } from '../../../resources/mutations.ts';

export type BannerSwitch = 'is_active' | 'slide_show';

export async function updateBannerSwitch(input: { id_banner: number; field: BannerSwitch; value: boolean }) {
  const answer = await api.put<unknown>('restaurant/banner', {
    id_banner: input.id_banner,
    [input.field]: input.value,
  });
  return foodBannerSchema.parse(answer.data);
}

export function useUpdateBannerSwitch() {
  return useSwitchMutation(updateBannerSwitch, invalidateBanners);
}
