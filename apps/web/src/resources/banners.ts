// GET restaurant/banner/{id_restaurant}: the restaurant's food banners, newest first, each with the
// name of the menu or sub-category it promotes (so menu and sub-category changes refresh it too).
import { type FoodBanner, foodBannerSchema } from '@noren/domain/catalogue/banners';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { invalidateKeys, keys } from './query-keys.ts';
import { readOptions, restaurantListFetcher } from './restaurant-query.ts';

export const getBanners = restaurantListFetcher<FoodBanner>('restaurant/banner', foodBannerSchema);

export const bannersQueryOptions = readOptions(keys.banners.list, getBanners);

export function useBanners(idRestaurant: number) {
  return useQuery(bannersQueryOptions(idRestaurant));
}

/** After a banner change: the banner lists (nothing else shows banners). */
export function invalidateBanners(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, [keys.banners.all]);
}
