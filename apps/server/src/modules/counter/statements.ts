// The counter's two catalogue reads, each ONE prepared statement that builds its answer as JSON in
// PostgreSQL (no query per category or menu): the menu browser's tree for a receiving method, and
// the menus / call menus a cart names, with what the cart check needs. Every part is filtered by
// the session's restaurant ($1): another restaurant's ids are simply absent.
import type { MenuPriceSource, MethodPrice } from '@noren/domain/orders/pricing';
import type { WeekdaySchedule } from '@noren/domain/schedule';
import { type Db, runPrepared } from '../../db/database.ts';

/** A menu's option groups with their choices, in the menu form's order (`m` is the menu). */
const optionGroupsOfMenu = `(
  SELECT COALESCE(json_agg(json_build_object(
    'id_food_menu_additional', a.id_food_menu_additional, 'item_name', a.item_name,
    'additional', (
      SELECT COALESCE(json_agg(json_build_object(
        'id_food_menu_additional_option', o.id_food_menu_additional_option, 'additional_name', o.additional_name,
        'additional_cost', o.additional_cost, 'default', o."default", 'jancode', o.jancode, 'image_name', o.image_name)
        ORDER BY o.position, o.id_food_menu_additional_option), '[]'::json)
      FROM food_menu_additional_options o WHERE o.id_food_menu_additional = a.id_food_menu_additional)
  ) ORDER BY a.position, a.id_food_menu_additional), '[]'::json)
  FROM food_menu_additionals a WHERE a.id_food_menu = m.id_food_menu)`;

export interface StoredOption {
  id_food_menu_additional_option: number;
  additional_name: string;
  additional_cost: number;
  default: boolean;
  jancode: string | null;
  image_name: string | null;
}

export interface StoredOptionGroup {
  id_food_menu_additional: number;
  item_name: string;
  additional: StoredOption[];
}

// --- The menu browser -----------------------------------------------------------------------------

// $2 the method row named, $3 the method type, $4 true for a call-number ticket ('free'). The
// method: the active row of this restaurant named by $2 (of type $3), or else the active rows of
// type $3 (at most two read, so "several" can be told). Categories, sub-categories and menus that
// are switched off are left out here; the schedule rule is the domain's (visibleMenuTree).
const browserStatement = `
  WITH method AS (
    SELECT m.id_restaurant_receiving_method, m.id_receiving_method, m.title, m.tax::text AS tax
    FROM restaurant_receiving_methods m
    WHERE m.id_restaurant = $1 AND m.active AND NOT $4::boolean AND m.id_receiving_method = $3
      AND ($2::int IS NULL OR m.id_restaurant_receiving_method = $2)
    ORDER BY m.id_restaurant_receiving_method
    LIMIT 2
  ),
  chosen AS (SELECT id_restaurant_receiving_method FROM method WHERE (SELECT count(*) FROM method) = 1)
  SELECT r.show_note, r.question_list,
    (SELECT COALESCE(json_agg(json_build_object(
        'id_restaurant_receiving_method', m.id_restaurant_receiving_method,
        'id_receiving_method', m.id_receiving_method, 'title', m.title, 'tax', m.tax)
      ORDER BY m.id_restaurant_receiving_method), '[]'::json) FROM method m) AS methods,
    (SELECT COALESCE(json_agg(json_build_object(
        'id_food_category', c.id_food_category, 'category_name', c.category_name, 'status', c.status,
        'banner_name', c.banner_name,
        'sub_categories', (
          SELECT COALESCE(json_agg(json_build_object(
            'id_food_sub_category', s.id_food_sub_category, 'category_detail', s.sub_category_name,
            'status', s.status, 'inactive_data', s.inactive_data,
            'menus', (
              SELECT COALESCE(json_agg(json_build_object(
                'id_food_menu', m.id_food_menu, 'food_menu_name', m.food_menu_name, 'status', m.status,
                'image_name', m.image_name, 'jancode', m.jancode, 'food_menu_stock_qty', m.food_menu_stock_qty,
                'food_menu_price', m.food_menu_price, 'food_menu_price_discount', m.food_menu_price_discount,
                'discount_start_date', m.discount_start_date, 'discount_start_time', m.discount_start_time,
                'discount_end_date', m.discount_end_date, 'discount_end_time', m.discount_end_time,
                'method_price', (
                  SELECT json_build_object('food_menu_price', p.food_menu_price, 'is_applied', p.is_applied)
                  FROM food_menu_receiving_methods p
                  WHERE p.id_food_menu = m.id_food_menu
                    AND p.id_restaurant_receiving_method = (SELECT id_restaurant_receiving_method FROM chosen)),
                'additional', ${optionGroupsOfMenu}
              ) ORDER BY m.display_order, m.id_food_menu), '[]'::json)
              FROM food_menus m
              WHERE m.id_restaurant = $1 AND m.id_food_sub_category = s.id_food_sub_category AND m.status = 'active')
          ) ORDER BY s.display_order, s.id_food_sub_category), '[]'::json)
          FROM food_sub_categories s
          WHERE s.id_restaurant = $1 AND s.id_food_category = c.id_food_category AND s.status)
      ) ORDER BY c.display_order, c.id_food_category), '[]'::json)
     FROM food_categories c
     WHERE c.id_restaurant = $1 AND c.status = 'active' AND EXISTS (SELECT 1 FROM chosen)) AS categories,
    (SELECT COALESCE(json_agg(json_build_object(
        'id_free_food_menu', f.id_free_food_menu, 'free_food_menu_name', f.free_food_menu_name)
      ORDER BY f.id_free_food_menu), '[]'::json)
     FROM free_food_menus f WHERE f.id_restaurant = $1 AND f.status AND $4::boolean) AS free_menus
  FROM restaurants r
  WHERE r.id_restaurant = $1 AND r.deleted_at IS NULL`;

export interface StoredBrowserMenu extends MenuPriceSource {
  id_food_menu: number;
  food_menu_name: string;
  status: 'active' | 'inactive';
  image_name: string | null;
  jancode: string;
  food_menu_stock_qty: number;
  method_price: MethodPrice | null;
  additional: StoredOptionGroup[];
}

export interface StoredBrowser {
  show_note: boolean;
  question_list: unknown;
  methods: { id_restaurant_receiving_method: number; id_receiving_method: number; title: string; tax: string }[];
  categories: {
    id_food_category: number;
    category_name: string;
    status: 'active' | 'inactive';
    banner_name: string | null;
    sub_categories: {
      id_food_sub_category: number;
      category_detail: string;
      status: boolean;
      inactive_data: WeekdaySchedule[];
      menus: StoredBrowserMenu[];
    }[];
  }[];
  free_menus: { id_free_food_menu: number; free_food_menu_name: string }[];
}

/** The browser's raw tree; null when the restaurant does not exist. */
export async function readBrowser(
  db: Db,
  request: { id_restaurant: number; id_restaurant_receiving_method: number | null; type: number | null },
): Promise<StoredBrowser | null> {
  const [row] = await runPrepared<StoredBrowser>(db, 'counter.browser', browserStatement, [
    request.id_restaurant,
    request.id_restaurant_receiving_method,
    request.type,
    request.type === null,
  ]);
  return row ?? null;
}

// --- The cart check -------------------------------------------------------------------------------

const cartCatalogueStatement = `
  SELECT
    (SELECT COALESCE(json_agg(json_build_object(
        'id_food_menu', m.id_food_menu, 'food_menu_name', m.food_menu_name, 'status', m.status,
        'category_status', c.status, 'sub_category_status', s.status,
        'sub_category_inactive_data', s.inactive_data, 'food_menu_stock_qty', m.food_menu_stock_qty,
        'additional', ${optionGroupsOfMenu})), '[]'::json)
     FROM food_menus m
     JOIN food_categories c ON c.id_food_category = m.id_food_category
     JOIN food_sub_categories s ON s.id_food_sub_category = m.id_food_sub_category
     WHERE m.id_restaurant = $1 AND m.id_food_menu = ANY ($2::int[])) AS menus,
    (SELECT COALESCE(json_agg(json_build_object(
        'id_free_food_menu', f.id_free_food_menu, 'free_food_menu_name', f.free_food_menu_name, 'status', f.status)),
      '[]'::json)
     FROM free_food_menus f WHERE f.id_restaurant = $1 AND f.id_free_food_menu = ANY ($3::int[])) AS free_menus`;

export interface StoredCartCatalogue {
  menus: {
    id_food_menu: number;
    food_menu_name: string;
    status: 'active' | 'inactive';
    category_status: 'active' | 'inactive';
    sub_category_status: boolean;
    sub_category_inactive_data: WeekdaySchedule[];
    food_menu_stock_qty: number;
    additional: StoredOptionGroup[];
  }[];
  free_menus: { id_free_food_menu: number; free_food_menu_name: string; status: boolean }[];
}

/** The restaurant's menus and call menus among the ids a cart names. */
export async function readCartCatalogue(
  db: Db,
  id_restaurant: number,
  menuIds: readonly number[],
  freeMenuIds: readonly number[],
): Promise<StoredCartCatalogue> {
  const [row] = await runPrepared<StoredCartCatalogue>(db, 'counter.cart-catalogue', cartCatalogueStatement, [
    id_restaurant,
    menuIds,
    freeMenuIds,
  ]);
  return row ?? { menus: [], free_menus: [] };
}
