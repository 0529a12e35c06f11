// Menus and the catalogue around them as the API answers them, for this feature's tests (the rows
// themselves are built by testing/catalogue.ts, shared with the other screens that read them).
import type { Menu } from '@noren/domain/catalogue/menus/answer';
import { categoryOf, receivingMethodOf, subCategoryOf } from '../../testing/catalogue.ts';
import { type Handler, ok } from '../../testing/mock-api.ts';

/** Restaurant 7 is the fixture owner's (testing/fixtures.ts). */
export const idRestaurant = 7;

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
        categoryOf({ id_food_category: 1, category_name: '麺類' }),
        categoryOf({ id_food_category: 2, category_name: '丼', code_category: '20' }),
      ]),
    [`GET /api/restaurant/food/sub-category/category/${idRestaurant}/1`]: () =>
      ok([subCategoryOf({ id_food_sub_category: 11, sub_category_name: 'ラーメン', id_food_category: 1 })]),
    [`GET /api/restaurant/food/sub-category/category/${idRestaurant}/2`]: () =>
      ok([subCategoryOf({ id_food_sub_category: 21, sub_category_name: '牛丼', id_food_category: 2 })]),
    'GET /api/restaurant/receiving-method': () =>
      options.methodsFail
        ? {
            status: 404,
            body: { status: 404, data: null, message: 'Page not found', message_jp: 'ページが見つかりません' },
          }
        : ok([
            receivingMethodOf({
              id_restaurant_receiving_method: 51,
              id_receiving_method: 1,
              title: 'お持ち帰り',
              method_name: 'Take-out',
              method_name_jp: 'テイクアウト',
            }),
            receivingMethodOf({
              id_restaurant_receiving_method: 53,
              id_receiving_method: 3,
              types: 'table',
              title: '',
              method_name: 'Table',
              method_name_jp: 'テーブル',
            }),
          ]),
  };
}
