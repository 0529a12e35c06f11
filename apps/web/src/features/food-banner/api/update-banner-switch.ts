// PUT restaurant/banner with one switch (Active = is_active, WEB Display = slide_show), applied at once.
import { foodBannerSchema } from '@noren/domain/catalogue/banners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateBanners } from '../../../resources/banners.ts';

export type BannerSwitch = 'is_active' | 'slide_show';

export async function updateBannerSwitch(input: { id_banner: number; field: BannerSwitch; value: boolean }) {
  const answer = await api.put<unknown>('restaurant/banner', {
    id_banner: input.id_banner,
    [input.field]: input.value,
  });
  return foodBannerSchema.parse(answer.data);
}

export function useUpdateBannerSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBannerSwitch,
    // The switch rolls itself back and says why (StatusSwitch), so the global toast stays quiet.
    meta: { skipErrorToast: true },
    // Refetched on failure too, so a rolled-back switch shows what the server holds.
    onSettled: () => invalidateBanners(queryClient),
  });
}
