// Kysely table types of the catalogue, receiving methods and stored files (migration 0002).
import type { ColumnType, Generated } from 'kysely';
import type { DateText, Numeric, TimeText } from './column-types.ts';

/** One weekday of a schedule: Monday = 0 … Sunday = 6, two shifts, times HH:MM:SS. */
export interface WeekdaySchedule {
  day_of_week: number;
  active: boolean;
  start_shift_1: string | null;
  end_shift_1: string | null;
  start_shift_2: string | null;
  end_shift_2: string | null;
}

export interface StoredFilesTable {
  file_key: string;
  id_restaurant: number | null;
  original_name: string;
  content_type: string | null;
  size_bytes: number | null;
  status: ColumnType<'pending' | 'stored', 'pending' | 'stored' | undefined, 'pending' | 'stored'>;
  created_at: Generated<Date>;
}

export interface ReceivingMethodMasterTable {
  id_receiving_method: number;
  method_name: string;
  method_name_jp: string;
  types: string;
}

export interface RestaurantReceivingMethodsTable {
  id_restaurant_receiving_method: Generated<number>;
  id_restaurant: number;
  id_receiving_method: number;
  title: string;
  text: Generated<string>;
  detail: Generated<string>;
  tax: Numeric;
  service_fee: Numeric;
  method_image_name: string | null;
  service_image_name: string | null;
  min_order_fee: number | null;
  min_free_order_fee: number | null;
  orderable_distance: number | null;
  order_number_initials: Generated<string>;
  inactive_data: ColumnType<WeekdaySchedule[], string | undefined, string>;
  active: Generated<boolean>;
  id_wait_time: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ServiceShippingFeesTable {
  id_service_shipping_fee: Generated<number>;
  id_restaurant_receiving_method: number;
  position: number;
  name: string;
  min_order_fee: number;
  max_order_fee: number;
  cost: number;
  jancode: string | null;
}

export interface WaitTimesTable {
  id_wait_time: Generated<number>;
  id_restaurant: number;
  id_restaurant_receiving_method: number;
  wait_time: number;
  description: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface DeliveryTimeFramesTable {
  id_delivery_time_frame: Generated<number>;
  id_restaurant: number;
  date: DateText;
  start_time: TimeText;
  end_time: TimeText;
  max_order: number;
  count_order: Generated<number>;
  closing_time: Generated<number>;
  created_at: Generated<Date>;
}

export interface HolidaysTable {
  id_restaurant: number;
  date: DateText;
  created_at: Generated<Date>;
}

export interface FoodCategoriesTable {
  id_food_category: Generated<number>;
  id_restaurant: number;
  category_name: string;
  code_category: string;
  description: Generated<string>;
  status: ColumnType<'active' | 'inactive', 'active' | 'inactive' | undefined, 'active' | 'inactive'>;
  banner_name: string | null;
  display_order: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface FoodSubCategoriesTable {
  id_food_sub_category: Generated<number>;
  id_restaurant: number;
  id_food_category: number;
  sub_category_name: string;
  code_sub_category: number;
  description: Generated<string>;
  status: Generated<boolean>;
  image_name: string | null;
  inactive_data: ColumnType<WeekdaySchedule[], string | undefined, string>;
  display_order: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface FoodBannersTable {
  id_banner: Generated<number>;
  id_restaurant: number;
  banner_name: string;
  promo_type: 'food' | 'sub_category' | 'URL';
  promo_id: number | null;
  web_url: string | null;
  is_active: Generated<boolean>;
  slide_show: Generated<boolean>;
  created_date: Generated<Date>;
  update_date: Generated<Date>;
}

export interface FreeFoodMenusTable {
  id_free_food_menu: Generated<number>;
  id_restaurant: number;
  free_food_menu_name: string;
  status: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface FoodMenusTable {
  id_food_menu: Generated<number>;
  id_restaurant: number;
  id_food_category: number;
  id_food_sub_category: number;
  food_menu_name: string;
  food_menu_price: number;
  food_menu_price_discount: number | null;
  discount_start_date: DateText | null;
  discount_start_time: TimeText | null;
  discount_end_date: DateText | null;
  discount_end_time: TimeText | null;
  food_menu_stock_qty: Generated<number>;
  standard_qty: number | null;
  standard_qty_check: Generated<boolean>;
  quota_per_user: number | null;
  combined_purchase: Generated<boolean>;
  price_link_SG: Generated<boolean>;
  display_order: Generated<number>;
  tax: 0 | 8 | 10;
  jancode: string;
  description: Generated<string>;
  search_keyword: Generated<string>;
  image_name: string | null;
  status: ColumnType<'active' | 'inactive', 'active' | 'inactive' | undefined, 'active' | 'inactive'>;
  limited: Generated<boolean>;
  slide_show: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface FoodMenuAdditionalsTable {
  id_food_menu_additional: Generated<number>;
  id_food_menu: number;
  position: number;
  item_name: string;
  image_name: string | null;
  jancode: Generated<string>;
}

export interface FoodMenuAdditionalOptionsTable {
  id_food_menu_additional_option: Generated<number>;
  id_food_menu_additional: number;
  position: number;
  additional_name: string;
  additional_cost: Generated<number>;
  jancode: string | null;
  image_name: string | null;
  default: Generated<boolean>;
}

export interface FoodMenuReceivingMethodsTable {
  id_food_menu: number;
  id_restaurant_receiving_method: number;
  food_menu_price: number;
  is_applied: Generated<boolean>;
}

export interface CatalogueTables {
  stored_files: StoredFilesTable;
  receiving_method_master: ReceivingMethodMasterTable;
  restaurant_receiving_methods: RestaurantReceivingMethodsTable;
  service_shipping_fees: ServiceShippingFeesTable;
  wait_times: WaitTimesTable;
  delivery_time_frames: DeliveryTimeFramesTable;
  holidays: HolidaysTable;
  food_categories: FoodCategoriesTable;
  food_sub_categories: FoodSubCategoriesTable;
  food_banners: FoodBannersTable;
  free_food_menus: FreeFoodMenusTable;
  food_menus: FoodMenusTable;
  food_menu_additionals: FoodMenuAdditionalsTable;
  food_menu_additional_options: FoodMenuAdditionalOptionsTable;
  food_menu_receiving_methods: FoodMenuReceivingMethodsTable;
}
