// The promo item chooser's options: the restaurant's menus or sub-categories as {id, name}, read
// through the shared resources (the same cached lists the Food Menu and Food Sub Category screens
// and their changes keep fresh). Only the chosen type's list is asked for.
import { useMemo } from 'react';
import { useMenuOptions } from '../../resources/menus.ts';
import { useSubCategoryOptions } from '../../resources/sub-categories.ts';

export interface PromoOption {
  id: number;
  name: string;
}

export interface PromoOptions {
  data: PromoOption[] | undefined;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
}

export function usePromoOptions(type: 'food' | 'sub_category', idRestaurant: number): PromoOptions {
  const menus = useMenuOptions(idRestaurant, { enabled: type === 'food' });
  const subCategories = useSubCategoryOptions(idRestaurant, { enabled: type === 'sub_category' });
  const menuData = menus.data;
  const subCategoryData = subCategories.data;
  const data = useMemo(() => {
    if (type === 'food') return menuData?.map((menu) => ({ id: menu.id_food_menu, name: menu.food_menu_name }));
    return subCategoryData?.map((sub) => ({ id: sub.id_food_sub_category, name: sub.sub_category_name }));
  }, [type, menuData, subCategoryData]);
  const chosen = type === 'food' ? menus : subCategories;
  return { data, isPending: chosen.isPending, isSuccess: chosen.isSuccess, isError: chosen.isError };
}
