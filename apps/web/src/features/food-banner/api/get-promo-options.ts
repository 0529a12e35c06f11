// The promo item chooser's options: the restaurant's menus (GET restaurant/food/menu/all/list/
// {id_restaurant}) or sub-categories (GET restaurant/food/sub-category/{id_restaurant}).
import type { PromoType } from '@noren/domain/catalogue/banners';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export interface PromoOption {
  id: number;
  name: string;
}

const menuSchema = z.object({ id_food_menu: z.number().int(), food_menu_name: z.string() });
const subCategorySchema = z.object({ id_food_sub_category: z.number().int(), sub_category_name: z.string() });

/** Rows that do not look like menus / sub-categories are skipped rather than failing the chooser. */
function rowsOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object') {
    for (const key of ['data', 'rows', 'list']) {
      const inner = (data as Record<string, unknown>)[key];
      if (Array.isArray(inner)) return inner;
    }
  }
  return [];
}

export async function getPromoOptions(
  type: Exclude<PromoType, 'URL'>,
  idRestaurant: number,
  signal?: AbortSignal,
): Promise<PromoOption[]> {
  if (type === 'food') {
    const answer = await api.get<unknown>(`restaurant/food/menu/all/list/${idRestaurant}`, { signal });
    return rowsOf(answer.data).flatMap((row) => {
      const menu = menuSchema.safeParse(row);
      return menu.success ? [{ id: menu.data.id_food_menu, name: menu.data.food_menu_name }] : [];
    });
  }
  const answer = await api.get<unknown>(`restaurant/food/sub-category/${idRestaurant}`, { signal });
  return rowsOf(answer.data).flatMap((row) => {
    const sub = subCategorySchema.safeParse(row);
    return sub.success ? [{ id: sub.data.id_food_sub_category, name: sub.data.sub_category_name }] : [];
  });
}

export const promoOptionKeys = {
  all: ['banner-promo-options'] as const,
  lists: () => [...promoOptionKeys.all, 'list'] as const,
  list: (type: Exclude<PromoType, 'URL'>, idRestaurant: number) =>
    [...promoOptionKeys.lists(), type, idRestaurant] as const,
};

export function promoOptionsQueryOptions(type: Exclude<PromoType, 'URL'>, idRestaurant: number) {
  return queryOptions({
    queryKey: promoOptionKeys.list(type, idRestaurant),
    queryFn: ({ signal }) => getPromoOptions(type, idRestaurant, signal),
    // The catalogue changes on other screens; a fresh list each time the chooser opens is cheap.
    staleTime: 0,
    retry: false,
  });
}

/** Options for the chosen type; URL banners need none. */
export function usePromoOptions(type: PromoType | null, idRestaurant: number) {
  const listType = type === 'food' || type === 'sub_category' ? type : 'food';
  return useQuery({ ...promoOptionsQueryOptions(listType, idRestaurant), enabled: type === listType });
}
