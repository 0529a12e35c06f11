// Reads, in ONE prepared statement, everything of a restaurant's catalogue an order needs: the
// restaurant (type, status, how many days ahead it takes reservations), the receiving method it
// names (up to two matches, so "ambiguous" can be told) with its fee tiers, a snapshot of the
// ordered menus (category, sub-category schedule, the method's price, add-on groups with their
// options), the ordered call menus and the delivery time frame.
// Always filtered by the ordering restaurant: another restaurant's ids are simply absent.
import type { CatalogueFreeMenu, CatalogueMenu } from '@noren/domain/orders/intake';
import type { FeeTier } from '@noren/domain/orders/pricing';
import { type Db, runPrepared } from '../../db/database.ts';

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

export interface IntakeFrame {
  id_delivery_time_frame: number;
  date: string;
  start_time: string;
  closing_time: number;
}

export interface IntakeCatalogue {
  restaurant_type: 'reservation' | 'by_order' | 'delivery';
  status: string;
  /** restaurant_type_detail.reservation_days as stored (any JSON value: read leniently by the domain). */
  reservation_days: unknown;
  /** The active methods matching the request, at most two (tiers only when exactly one). */
  methods: OrderMethod[];
  menus: Map<number, CatalogueMenu>;
  freeMenus: Map<number, CatalogueFreeMenu>;
  frame: IntakeFrame | null;
}

export interface IntakeCatalogueRequest {
  id_restaurant: number;
  /** The method row the order names, or else its type id (null for a call-menu order). */
  id_restaurant_receiving_method: number | null;
  id_receiving_method: number | null;
  menuIds: readonly number[];
  freeMenuIds: readonly number[];
  id_delivery_time_frame: number | null;
}

// JSON keeps integers, text and booleans as they are; dates and times come as 'YYYY-MM-DD' and
// 'HH:MM:SS' (as the pg driver answers them); numerics are cast to text as the driver gives them.
const catalogueStatement = `
  WITH method AS (
    SELECT m.id_restaurant_receiving_method, m.id_receiving_method, m.title, k.types, m.tax::text AS tax,
      m.service_fee::text AS service_fee, m.min_order_fee, m.min_free_order_fee, m.order_number_initials
    FROM restaurant_receiving_methods m
    JOIN receiving_method_master k ON k.id_receiving_method = m.id_receiving_method
    WHERE m.id_restaurant = $1 AND m.active
      AND (m.id_restaurant_receiving_method = $2 OR ($2::int IS NULL AND m.id_receiving_method = $3))
    ORDER BY m.id_restaurant_receiving_method
    LIMIT 2
  ),
  chosen AS (SELECT id_restaurant_receiving_method FROM method WHERE (SELECT count(*) FROM method) = 1)
  SELECT r.restaurant_type, r.status, r.restaurant_type_detail -> 'reservation_days' AS reservation_days,
    (SELECT COALESCE(json_agg(json_build_object(
        'id_restaurant_receiving_method', m.id_restaurant_receiving_method,
        'id_receiving_method', m.id_receiving_method, 'title', m.title, 'types', m.types, 'tax', m.tax,
        'service_fee', m.service_fee, 'min_order_fee', m.min_order_fee, 'min_free_order_fee', m.min_free_order_fee,
        'order_number_initials', m.order_number_initials,
        'tiers', (
          SELECT COALESCE(json_agg(json_build_object(
            'id_service_shipping_fee', f.id_service_shipping_fee, 'name', f.name, 'min_order_fee', f.min_order_fee,
            'max_order_fee', f.max_order_fee, 'cost', f.cost, 'jancode', f.jancode) ORDER BY f.position), '[]'::json)
          FROM service_shipping_fees f
          WHERE f.id_restaurant_receiving_method IN (SELECT id_restaurant_receiving_method FROM chosen)
            AND f.id_restaurant_receiving_method = m.id_restaurant_receiving_method)
      ) ORDER BY m.id_restaurant_receiving_method), '[]'::json)
     FROM method m) AS methods,
    (SELECT COALESCE(json_agg(json_build_object(
        'id_food_menu', m.id_food_menu, 'id_restaurant', m.id_restaurant, 'id_food_category', m.id_food_category,
        'id_food_sub_category', m.id_food_sub_category, 'food_menu_name', m.food_menu_name,
        'food_menu_price', m.food_menu_price, 'food_menu_price_discount', m.food_menu_price_discount,
        'discount_start_date', m.discount_start_date, 'discount_start_time', m.discount_start_time,
        'discount_end_date', m.discount_end_date, 'discount_end_time', m.discount_end_time,
        'jancode', m.jancode, 'image_name', m.image_name, 'status', m.status, 'quota_per_user', m.quota_per_user,
        'category_status', c.status, 'sub_category_name', s.sub_category_name, 'sub_category_status', s.status,
        'sub_category_inactive_data', s.inactive_data,
        'method_price', (
          SELECT json_build_object('food_menu_price', p.food_menu_price, 'is_applied', p.is_applied)
          FROM food_menu_receiving_methods p
          WHERE p.id_food_menu = m.id_food_menu
            AND p.id_restaurant_receiving_method = (SELECT id_restaurant_receiving_method FROM chosen)),
        'additionals', (
          SELECT COALESCE(json_agg(json_build_object(
            'id_food_menu_additional', a.id_food_menu_additional, 'item_name', a.item_name, 'jancode', a.jancode,
            'image_name', a.image_name,
            'options', (
              SELECT COALESCE(json_agg(json_build_object(
                'id_food_menu_additional_option', o.id_food_menu_additional_option,
                'additional_name', o.additional_name, 'additional_cost', o.additional_cost, 'jancode', o.jancode,
                'image_name', o.image_name, 'default', o."default")
                ORDER BY o.position, o.id_food_menu_additional_option), '[]'::json)
              FROM food_menu_additional_options o WHERE o.id_food_menu_additional = a.id_food_menu_additional)
          ) ORDER BY a.position, a.id_food_menu_additional), '[]'::json)
          FROM food_menu_additionals a WHERE a.id_food_menu = m.id_food_menu)
      )), '[]'::json)
     FROM food_menus m
     JOIN food_categories c ON c.id_food_category = m.id_food_category
     JOIN food_sub_categories s ON s.id_food_sub_category = m.id_food_sub_category
     WHERE m.id_restaurant = $1 AND m.id_food_menu = ANY ($4::int[])) AS menus,
    (SELECT COALESCE(json_agg(json_build_object(
        'id_free_food_menu', f.id_free_food_menu, 'id_restaurant', f.id_restaurant,
        'free_food_menu_name', f.free_food_menu_name, 'status', f.status)), '[]'::json)
     FROM free_food_menus f WHERE f.id_restaurant = $1 AND f.id_free_food_menu = ANY ($5::int[])) AS free_menus,
    (SELECT json_build_object('id_delivery_time_frame', f.id_delivery_time_frame, 'date', f.date,
        'start_time', f.start_time, 'closing_time', f.closing_time)
     FROM delivery_time_frames f WHERE f.id_delivery_time_frame = $6 AND f.id_restaurant = $1) AS frame
  FROM restaurants r
  WHERE r.id_restaurant = $1 AND r.deleted_at IS NULL`;

interface CatalogueRow {
  restaurant_type: IntakeCatalogue['restaurant_type'];
  status: string;
  reservation_days: unknown;
  methods: OrderMethod[];
  menus: CatalogueMenu[];
  free_menus: CatalogueFreeMenu[];
  frame: IntakeFrame | null;
}

/** The restaurant's part of the catalogue the order needs; null when the restaurant does not exist. */
export async function readIntakeCatalogue(db: Db, request: IntakeCatalogueRequest): Promise<IntakeCatalogue | null> {
  const [row] = await runPrepared<CatalogueRow>(db, 'orders.intake.catalogue', catalogueStatement, [
    request.id_restaurant,
    request.id_restaurant_receiving_method,
    request.id_receiving_method,
    request.menuIds,
    request.freeMenuIds,
    request.id_delivery_time_frame,
  ]);
  if (!row) return null;
  return {
    restaurant_type: row.restaurant_type,
    status: row.status,
    reservation_days: row.reservation_days,
    methods: row.methods,
    menus: new Map(row.menus.map((menu) => [menu.id_food_menu, menu])),
    freeMenus: new Map(row.free_menus.map((menu) => [menu.id_free_food_menu, menu])),
    frame: row.frame,
  };
}
