// Kysely table types of platform administration: restaurant categories, the store master and its
// delivery areas (the restaurants and stores tables themselves are in accounts.ts). Migration 0007.
import type { Generated } from 'kysely';

export interface StoreDeliveryAreasTable {
  id_delivery_area: Generated<number>;
  id_store: number;
  address1: string;
  address2: Generated<string>;
  address3: Generated<string>;
  address4: Generated<string>;
  postal_code: string;
  /** The list's order as the form sent it. */
  position: Generated<number>;
}

export interface RestaurantCategoriesTable {
  id_category: Generated<number>;
  title: string;
  code_category: number;
  display_order: Generated<number>;
  search_keyword: Generated<string>;
  image_name: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type PlatformTables = {
  store_delivery_areas: StoreDeliveryAreasTable;
  restaurant_categories: RestaurantCategoriesTable;
};
