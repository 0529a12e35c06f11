// GET restaurant/banner/{id_restaurant}: the restaurant's food banners, newest first.
import { type FoodBanner, foodBannerSchema } from '@noren/domain/catalogue/banners';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export const bannerKeys = {
  all: ['food-banners'] as const,
  lists: () => [...bannerKeys.all, 'list'] as const,
  list: (idRestaurant: number) => [...bannerKeys.lists(), idRestaurant] as const,
  detail: (idBanner: number) => [...bannerKeys.all, 'detail', idBanner] as const,
};

export async function getBanners(idRestaurant: number, signal?: AbortSignal): Promise<FoodBanner[]> {
  const answer = await api.get<unknown>(`restaurant/banner/${idRestaurant}`, { signal });
  return z.array(foodBannerSchema).parse(answer.data);
}

export function bannersQueryOptions(idRestaurant: number) {
  return queryOptions({
    queryKey: bannerKeys.list(idRestaurant),
    queryFn: ({ signal }) => getBanners(idRestaurant, signal),
  });
}

export function useBanners(idRestaurant: number) {
  return useQuery(bannersQueryOptions(idRestaurant));
}
