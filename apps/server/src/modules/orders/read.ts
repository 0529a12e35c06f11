// Orders as the API answers them (spec 3 §3 "Order"): the row, its lines with their option
// snapshots and image URLs, the receiving method, the price breakdown and the print flag. Every
// read is filtered by the restaurant of the caller.
import type { CookingStatus } from '@noren/domain/orders/lifecycle';
import type { Order, OrderLine } from '@noren/domain/orders/schemas';
import type { Kysely, Selectable } from 'kysely';
import type { Database, FoodOrderLinesTable, FoodOrdersTable } from '../../db/schema.ts';
import type { Storage } from '../../storage/storage.ts';

type OrderRow = Selectable<FoodOrdersTable> & { is_printed: boolean | null };
/** What toOrder reads of a row (every column but the api client). */
export type OrderAnswerRow = Omit<OrderRow, 'id_api_client'>;
type LineRow = Selectable<FoodOrderLinesTable>;

/** The order columns plus the print flag: the base of every order read. */
export function orderRows(db: Kysely<Database>, idRestaurant: number) {
  return db
    .selectFrom('food_orders as o')
    .leftJoin('order_prints as p', 'p.id_food_order', 'o.id_food_order')
    .selectAll('o')
    .select('p.is_printed')
    .where('o.id_restaurant', '=', idRestaurant);
}

/** The order columns the answer shows (toOrder reads them all): every column but the api client. */
/** The amounts an order stores beside its total: written by the intake, read by every answer. */
export const orderAmountColumns = [
  'subtotal',
  'option_total',
  'service_fee',
  'service_fee_rate',
  'tax',
  'tax_rate',
  'shipping_fee',
] as const;

export const orderAnswerColumns = [
  'id_food_order',
  'order_number',
  'od_order_number',
  'id_user',
  'id_restaurant',
  'order_date',
  'order_time',
  'date_reservation',
  'delivery_time',
  'id_delivery_time_frame',
  'cooking_status',
  'cooking_status_detail',
  'waiting_time',
  'order_restaurant_type',
  'id_receiving_method',
  'id_restaurant_receiving_method',
  'receiving_method_title',
  'receiving_method_types',
  'table_number',
  'customer_note',
  'response_list',
  'is_free_food_order',
  'confirmed',
  'from_where',
  'total_price',
  ...orderAmountColumns,
  'extra_charge',
  'delivery_address_detail',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof OrderAnswerRow)[];

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

export function toLine(row: LineRow, storage: Storage): OrderLine {
  return {
    id_food_cart: row.id_food_cart,
    id_food_menu: row.id_food_menu,
    id_food_category: row.id_food_category,
    id_food_sub_category: row.id_food_sub_category,
    food_menu_name: row.food_menu_name,
    is_free_food_menu: row.is_free_food_menu,
    id_free_food_menu: row.id_free_food_menu,
    free_food_menu_name: row.free_food_menu_name,
    qty: row.qty,
    price: row.price,
    extra_price: row.extra_price,
    total: row.total,
    jancode: row.jancode,
    image_name: row.image_name,
    image_url: storage.publicUrl(row.image_name),
    use_service_coupon: row.use_service_coupon,
    checked_detail_order: row.checked_detail_order,
    additional: row.additional.map((group) => ({
      ...group,
      additional: group.additional.map((choice) => ({ ...choice, image_url: storage.publicUrl(choice.image_name) })),
    })),
  };
}

export function toOrder(row: OrderAnswerRow, lines: OrderLine[]): Order {
  return {
    id_food_order: row.id_food_order,
    order_number: row.order_number,
    od_order_number: row.od_order_number,
    id_user: row.id_user,
    id_restaurant: row.id_restaurant,
    order_date: row.order_date,
    order_time: row.order_time,
    date_reservation: row.date_reservation,
    delivery_time: row.delivery_time,
    id_delivery_time_frame: row.id_delivery_time_frame,
    cooking_status: row.cooking_status as CookingStatus,
    cooking_status_detail: row.cooking_status_detail,
    waiting_time: row.waiting_time,
    order_restaurant_type: row.order_restaurant_type,
    id_receiving_method: row.id_receiving_method,
    id_restaurant_receiving_method: row.id_restaurant_receiving_method,
    receiving_method:
      row.id_receiving_method === null
        ? null
        : {
            title: row.receiving_method_title ?? '',
            types: row.receiving_method_types ?? '',
            id_receiving_method: row.id_receiving_method,
          },
    table_number: row.table_number,
    customer_note: row.customer_note,
    response_list: row.response_list,
    is_free_food_order: row.is_free_food_order,
    confirmed: row.confirmed,
    is_printed: row.is_printed ?? false,
    from_where: row.from_where,
    total_price: row.total_price,
    total_price_detail: {
      subtotal: row.subtotal,
      option_total: row.option_total,
      service_fee: row.service_fee,
      service_fee_rate: Number(row.service_fee_rate),
      tax: row.tax,
      tax_rate: Number(row.tax_rate),
      shipping_fee: row.shipping_fee,
      total: row.total_price,
    },
    order_detail: { order_list: lines, extra_charge: row.extra_charge },
    delivery_address_detail: row.delivery_address_detail,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** Orders with their lines, in the order of `rows`. */
export async function withLines(db: Kysely<Database>, storage: Storage, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom('food_order_lines')
    .selectAll()
    .where(
      'id_food_order',
      'in',
      rows.map((row) => row.id_food_order),
    )
    .orderBy('id_food_order')
    .orderBy('position')
    .execute();
  const byOrder = new Map<number, OrderLine[]>();
  for (const line of lines) {
    const list = byOrder.get(line.id_food_order) ?? [];
    list.push(toLine(line, storage));
    byOrder.set(line.id_food_order, list);
  }
  return rows.map((row) => toOrder(row, byOrder.get(row.id_food_order) ?? []));
}

/** The restaurant's orders of these ids (others are left out), in the order of `ids`. */
export async function loadOrders(
  db: Kysely<Database>,
  storage: Storage,
  idRestaurant: number,
  ids: readonly number[],
): Promise<Order[]> {
  if (ids.length === 0) return [];
  const rows = await orderRows(db, idRestaurant)
    .where('o.id_food_order', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id_food_order, row]));
  const ordered = ids.map((id) => byId.get(id)).filter((row): row is OrderRow => row !== undefined);
  return withLines(db, storage, ordered);
}
