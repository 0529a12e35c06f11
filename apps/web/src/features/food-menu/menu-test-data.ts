// Menus and the catalogue around them as the API answers them, for this feature's tests.
import type { Menu } from '@noren/domain/catalogue/menus';
import { type Handler, ok } from '../../testing/mock-api.ts';

/** Restaurant 7 is the fixture owner's (testing/fixtures.ts). */
export const idRestaurant = 7;

export function menuOf(overrides: Partial<Menu> = {}): Menu {
  return {
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
    ...overrides,
  };
}

/** A discount window around now (yesterday to next week) or long past. */
export function discountWindow(running: boolean): Partial<Menu> {
  const day = 86_400_000;
  const date = (offset: number) => new Date(Date.now() + offset * day).toISOString().slice(0, 10);
  return running
    ? {
        food_menu_price_discount: 980,
        discount_start_date: date(-1),
        discount_start_time: '00:00:00',
        discount_end_date: date(7),
        discount_end_time: '23:59:00',
      }
    : {
        food_menu_price_discount: 980,
        discount_start_date: '2020-01-01',
        discount_start_time: '00:00:00',
        discount_end_date: '2020-01-31',
        discount_end_time: '23:59:00',
      };
}

/** Categories, sub-categories (per category) and two receiving methods of restaurant 7. */
export function catalogueHandlers(options: { methodsFail?: boolean } = {}): Record<string, Handler> {
  return {
    [`GET /api/restaurant/food/category/${idRestaurant}`]: () =>
      ok([
        { id_food_category: 1, category_name: '麺類' },
        { id_food_category: 2, category_name: '丼' },
      ]),
    [`GET /api/restaurant/food/sub-category/category/${idRestaurant}/1`]: () =>
      ok([{ id_food_sub_category: 11, sub_category_name: 'ラーメン', id_food_category: 1 }]),
    [`GET /api/restaurant/food/sub-category/category/${idRestaurant}/2`]: () =>
      ok([{ id_food_sub_category: 21, sub_category_name: '牛丼', id_food_category: 2 }]),
    'GET /api/restaurant/receiving-method': () =>
      options.methodsFail
        ? {
            status: 404,
            body: { status: 404, data: null, message: 'Page not found', message_jp: 'ページが見つかりません' },
          }
        : ok([
            {
              id_restaurant_receiving_method: 51,
              id_receiving_method: 1,
              title: 'お持ち帰り',
              method_name: 'Take-out',
              method_name_jp: 'テイクアウト',
            },
            {
              id_restaurant_receiving_method: 53,
              id_receiving_method: 3,
              title: '',
              method_name: 'Table',
              method_name_jp: 'テーブル',
            },
          ]),
  };
}
