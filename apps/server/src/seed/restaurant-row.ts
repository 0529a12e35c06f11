// A new restaurant of store 1001 (company 100), active, with no detail, categories, keywords or
// messages: the row the demo seed and the test harness both write, given what tells it apart.
import type { Insertable } from 'kysely';
import type { RestaurantsTable } from '../db/schema/accounts.ts';

type Distinct = 'restaurant_name' | 'restaurant_type' | 'restaurant_type_detail' | 'description' | 'code_register';

export const storeRestaurantRow = (
  values: Pick<Insertable<RestaurantsTable>, Distinct>,
): Insertable<RestaurantsTable> => ({
  detail: '',
  code_company: 100,
  code_store: 1001,
  category_list: '[]',
  search_keyword: '',
  inactive_message: '',
  waiting_text: '',
  status: 'active',
  ...values,
});
