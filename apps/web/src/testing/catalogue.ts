// Catalogue rows as the API answers them (every field the domain schemas read), for tests of any
// screen: the shared resources (resources/) parse each answer whole, whichever screen asks.
import type { FoodCategory } from '@noren/domain/catalogue/categories';
import type { Menu, MenuAdditional, MenuOption } from '@noren/domain/catalogue/menus/answer';
import type { FoodSubCategory } from '@noren/domain/catalogue/sub-categories';
import type { ReceivingMethod } from '@noren/domain/receiving-methods';
import { emptyWeek } from '@noren/domain/schedule';

/** Restaurant 7 is the fixture users' (fixtures.ts). */
const idRestaurant = 7;

/** A row factory: fresh defaults with the test's overrides laid over them. */
function rowOf<T>(defaults: () => T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...defaults(), ...overrides });
}

export const categoryOf = rowOf<FoodCategory>(() => ({
  id_food_category: 1,
  id_restaurant: idRestaurant,
  category_name: '麺類',
  code_category: '10',
  description: '',
  status: 'active',
  banner: null,
  banner_name: null,
  banner_url: null,
  display_order: 0,
}));

export function subCategoryOf(overrides: Partial<FoodSubCategory> = {}): FoodSubCategory {
  const idFoodCategory = overrides.id_food_category ?? 1;
  return {
    id_food_sub_category: 11,
    id_restaurant: idRestaurant,
    id_food_category: idFoodCategory,
    category_detail: { id_food_category: idFoodCategory, category_name: '麺類' },
    sub_category_name: 'ラーメン',
    code_sub_category: 101,
    description: '',
    status: true,
    image: null,
    image_name: null,
    image_url: null,
    inactive_data: emptyWeek(),
    display_order: 0,
    ...overrides,
  };
}

export const receivingMethodOf = rowOf<ReceivingMethod>(() => ({
  id_restaurant_receiving_method: 21,
  id_restaurant: idRestaurant,
  id_receiving_method: 1,
  types: 'take_out',
  method_name: 'Take-out',
  method_name_jp: 'テイクアウト',
  title: 'お持ち帰り',
  text: '',
  detail: '',
  active: true,
  tax: 8,
  service_fee: 0,
  method_image_name: null,
  method_image_url: null,
  service_image_name: null,
  service_image: null,
  id_wait_time: null,
  wait_time: null,
  min_order_fee: null,
  min_free_order_fee: null,
  orderable_distance: null,
  order_number_initials: 'T',
  inactive_data: emptyWeek(),
  service_shipping_fees: [],
}));

export const menuOf = rowOf<Menu>(() => ({
  id_food_menu: 31,
  id_restaurant: idRestaurant,
  id_food_category: 1,
  category_name: '麺類',
  id_food_sub_category: 11,
  sub_category_name: 'ラーメン',
  food_menu_name: '醤油らーめん',
  food_menu_price: 1200,
  food_menu_price_discount: null,
  discount_start_date: null,
  discount_start_time: null,
  discount_end_date: null,
  discount_end_time: null,
  food_menu_stock_qty: 5,
  standard_qty: null,
  standard_qty_check: false,
  quota_per_user: null,
  combined_purchase: false,
  price_link_SG: false,
  display_order: 0,
  tax: 8,
  jancode: '4901234567894',
  description: '',
  search_keyword: '醤油,ラーメン',
  image: null,
  image_name: 'r7/ramen.jpg',
  image_url: '/api/files/r7/ramen.jpg',
  status: 'active',
  limited: false,
  slide_show: false,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  receiving_method: [],
  additional: [],
}));

export const menuOptionOf = rowOf<MenuOption>(() => ({
  id_food_menu_additional_option: 81,
  additional_name: '味玉',
  additional_cost: 100,
  jancode: '2000000000028',
  image_name: null,
  image_url: null,
  default: false,
}));

/** An add-on group of menu 31 ('トッピング', with its picture) holding one option unless said. */
export const menuAdditionalOf = rowOf<MenuAdditional>(() => ({
  id_food_menu_additional: 71,
  id_food_menu: 31,
  item_name: 'トッピング',
  jancode: '2000000000011',
  image_name: 'r7/topping.jpg',
  image_url: '/api/files/r7/topping.jpg',
  options: [menuOptionOf()],
}));
