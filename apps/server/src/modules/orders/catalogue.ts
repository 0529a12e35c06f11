// Reads the part of a restaurant's catalogue an order needs: its receiving method with fee tiers,
// and a snapshot of the ordered menus (category, sub-category schedule, the method's price, add-on
// groups with their options) or call menus. Always filtered by the ordering restaurant.
import type { CatalogueFreeMenu, CatalogueMenu, CatalogueOptionGroup } from '@noren/domain/orders/intake';
import type { FeeTier } from '@noren/domain/orders/pricing';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface OrderMethod {
  id_restaurant_receiving_method: number;
  id_receiving_method: number;
  title: string;
  types: string;
  tax: string;
  service_fee: string;
  min_order_fee: number | null;
  min_free_order_fee: number | null;
  order_number_initials: string;
  tiers: FeeTier[];
}

/** The restaurant's active methods of a row id or of a type id. */
export async function findActiveMethods(
  db: Kysely<Database>,
  idRestaurant: number,
  by: { id_restaurant_receiving_method: number } | { id_receiving_method: number },
): Promise<OrderMethod[]> {
  let query = db
    .selectFrom('restaurant_receiving_methods as m')
    .innerJoin('receiving_method_master as k', 'k.id_receiving_method', 'm.id_receiving_method')
    .select([
      'm.id_restaurant_receiving_method',
      'm.id_receiving_method',
      'm.title',
      'k.types',
      'm.tax',
      'm.service_fee',
      'm.min_order_fee',
      'm.min_free_order_fee',
      'm.order_number_initials',
      // The fee tiers in the same statement (one round trip less per order); integers and text,
      // which JSON keeps as they are.
      sql<FeeTier[]>`(
        SELECT COALESCE(json_agg(json_build_object(
          'id_service_shipping_fee', f.id_service_shipping_fee, 'name', f.name, 'min_order_fee', f.min_order_fee,
          'max_order_fee', f.max_order_fee, 'cost', f.cost, 'jancode', f.jancode) ORDER BY f.position), '[]'::json)
        FROM service_shipping_fees f WHERE f.id_restaurant_receiving_method = m.id_restaurant_receiving_method
      )`.as('tiers'),
    ])
    .where('m.id_restaurant', '=', idRestaurant)
    .where('m.active', '=', true);
  query =
    'id_restaurant_receiving_method' in by
      ? query.where('m.id_restaurant_receiving_method', '=', by.id_restaurant_receiving_method)
      : query.where('m.id_receiving_method', '=', by.id_receiving_method);
  const methods = await query.orderBy('m.id_restaurant_receiving_method').limit(2).execute();
  // Only a single match is used (two is "ambiguous"): tiers are answered for it alone, as before.
  if (methods.length !== 1) return methods.map((method) => ({ ...method, tiers: [] }));
  return methods;
}

/** The ordered menus of the restaurant (another restaurant's ids are simply absent). */
export async function loadMenus(
  db: Kysely<Database>,
  idRestaurant: number,
  idRestaurantReceivingMethod: number,
  ids: readonly number[],
): Promise<Map<number, CatalogueMenu>> {
  if (ids.length === 0) return new Map();
  const [rows, options] = await Promise.all([
    db
      .selectFrom('food_menus as m')
      .innerJoin('food_categories as c', 'c.id_food_category', 'm.id_food_category')
      .innerJoin('food_sub_categories as s', 's.id_food_sub_category', 'm.id_food_sub_category')
      .leftJoin('food_menu_receiving_methods as p', (join) =>
        join
          .onRef('p.id_food_menu', '=', 'm.id_food_menu')
          .on('p.id_restaurant_receiving_method', '=', idRestaurantReceivingMethod),
      )
      .select([
        'm.id_food_menu',
        'm.id_restaurant',
        'm.id_food_category',
        'm.id_food_sub_category',
        'm.food_menu_name',
        'm.food_menu_price',
        'm.food_menu_price_discount',
        'm.discount_start_date',
        'm.discount_start_time',
        'm.discount_end_date',
        'm.discount_end_time',
        'm.jancode',
        'm.image_name',
        'm.status',
        'm.quota_per_user',
        'c.status as category_status',
        's.sub_category_name',
        's.status as sub_category_status',
        's.inactive_data as sub_category_inactive_data',
        'p.food_menu_price as method_price',
        'p.is_applied as method_price_applied',
      ])
      .where('m.id_restaurant', '=', idRestaurant)
      .where('m.id_food_menu', 'in', [...ids])
      .execute(),
    db
      .selectFrom('food_menu_additionals as a')
      .innerJoin('food_menus as m', 'm.id_food_menu', 'a.id_food_menu')
      .leftJoin('food_menu_additional_options as o', 'o.id_food_menu_additional', 'a.id_food_menu_additional')
      .select([
        'a.id_food_menu',
        'a.id_food_menu_additional',
        'a.item_name',
        'a.jancode as group_jancode',
        'a.image_name as group_image_name',
        'o.id_food_menu_additional_option',
        'o.additional_name',
        'o.additional_cost',
        'o.jancode',
        'o.image_name',
        'o.default',
      ])
      .where('m.id_restaurant', '=', idRestaurant)
      .where('a.id_food_menu', 'in', [...ids])
      .orderBy('a.id_food_menu')
      .orderBy('a.position')
      .orderBy('a.id_food_menu_additional')
      .orderBy('o.position')
      .execute(),
  ]);
  const groups = new Map<number, CatalogueOptionGroup[]>();
  const groupById = new Map<number, CatalogueOptionGroup & { options: CatalogueOptionGroup['options'][number][] }>();
  for (const row of options) {
    let group = groupById.get(row.id_food_menu_additional);
    if (!group) {
      group = {
        id_food_menu_additional: row.id_food_menu_additional,
        item_name: row.item_name,
        jancode: row.group_jancode,
        image_name: row.group_image_name,
        options: [],
      };
      groupById.set(row.id_food_menu_additional, group);
      const list = groups.get(row.id_food_menu) ?? [];
      list.push(group);
      groups.set(row.id_food_menu, list);
    }
    if (row.id_food_menu_additional_option !== null) {
      group.options.push({
        id_food_menu_additional_option: row.id_food_menu_additional_option,
        additional_name: row.additional_name ?? '',
        additional_cost: row.additional_cost ?? 0,
        jancode: row.jancode,
        image_name: row.image_name,
        default: row.default ?? false,
      });
    }
  }
  return new Map(
    rows.map((row) => [
      row.id_food_menu,
      {
        id_food_menu: row.id_food_menu,
        id_restaurant: row.id_restaurant,
        id_food_category: row.id_food_category,
        id_food_sub_category: row.id_food_sub_category,
        food_menu_name: row.food_menu_name,
        food_menu_price: row.food_menu_price,
        food_menu_price_discount: row.food_menu_price_discount,
        discount_start_date: row.discount_start_date,
        discount_start_time: row.discount_start_time,
        discount_end_date: row.discount_end_date,
        discount_end_time: row.discount_end_time,
        jancode: row.jancode,
        image_name: row.image_name,
        status: row.status,
        quota_per_user: row.quota_per_user,
        category_status: row.category_status,
        sub_category_name: row.sub_category_name,
        sub_category_status: row.sub_category_status,
        sub_category_inactive_data: row.sub_category_inactive_data,
        method_price:
          row.method_price === null
            ? null
            : { food_menu_price: row.method_price, is_applied: row.method_price_applied ?? false },
        additionals: groups.get(row.id_food_menu) ?? [],
      },
    ]),
  );
}

/** The restaurant's call menus of these ids. */
export async function loadFreeMenus(
  db: Kysely<Database>,
  idRestaurant: number,
  ids: readonly number[],
): Promise<Map<number, CatalogueFreeMenu>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('free_food_menus')
    .select(['id_free_food_menu', 'id_restaurant', 'free_food_menu_name', 'status'])
    .where('id_restaurant', '=', idRestaurant)
    .where('id_free_food_menu', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id_free_food_menu, row]));
}
