// POST restaurant/banner (a new banner, always hidden from the web slide show at first) and
// PATCH restaurant/banner (the Add/Edit form's save).
import { type BannerFormValues, type FoodBanner, foodBannerSchema } from '@noren/domain/catalogue/banners';
import { api } from '../../../lib/api-client.ts';
import { invalidateBanners } from '../../../resources/banners.ts';
import { useResourceMutation } from '../../../resources/mutations.ts';

export interface SaveBannerInput {
  idRestaurant: number;
  values: BannerFormValues;
  /** The banner being edited; absent for a new one. */
  editing?: Pick<FoodBanner, 'id_banner'> | undefined;
}

export async function saveBanner({ idRestaurant, values, editing }: SaveBannerInput): Promise<FoodBanner> {
  const body = {
    banner_name: values.banner_name,
    promo_type: values.promo_type,
    promo_id: values.promo_type === 'URL' ? null : values.promo_id,
    web_url: values.promo_type === 'URL' ? (values.web_url?.trim() ?? null) : null,
    id_restaurant: idRestaurant,
  };
  // An edit leaves the switches out: the list's switches own them, and a stale copy must not undo one.
  const answer = editing
    ? await api.patch<unknown>('restaurant/banner', { ...body, id_banner: editing.id_banner })
    : // Spec 2 §4: a new banner is created with slide_show false.
      await api.post<unknown>('restaurant/banner', { ...body, is_active: true, slide_show: false });
  return foodBannerSchema.parse(answer.data);
}

export function useSaveBanner() {
  return useResourceMutation(saveBanner, invalidateBanners);
}
