// Order intake (POST restaurant/order): from the customer ordering app (api-key) or the dashboard
// (a signed-in restaurant user). Everything happens in ONE transaction: the lines are checked
// against the catalogue and priced here, stock is taken with one conditional UPDATE for all menus
// (rows locked in ascending menu id, so concurrent orders never deadlock), a delivery order takes a
// time-frame slot with one conditional UPDATE, and then ONE statement, the last before COMMIT, takes
// the restaurant's daily number and writes the order, its lines (snapshots), its print row and its
// numbered event, so the restaurant's counter rows are locked for a single round trip. Any refusal rolls it
// all back: nothing is written. The event is emitted to the restaurant's room after COMMIT.
import { randomUUID } from 'node:crypto';
import { formatMessage, type MessageCode } from '@noren/domain/messages';
import {
  deliveryAddressIssue,
  type IntakeResult,
  isTimeFrameOpen,
  orderNumberDigits,
  type PricedLine,
  priceFreeLines,
  priceMenuLines,
  stockDemand,
  temporaryUserId,
} from '@noren/domain/orders/intake';
import { initialCookingStatus, initialCookingStatusDetail, isStaffUserId } from '@noren/domain/orders/lifecycle';
import { freeOrderTotals, isBelowMinimumOrder, orderTotals } from '@noren/domain/orders/pricing';
import type { Order, OrderIntakeInput } from '@noren/domain/orders/schemas';
import { businessDate } from '@noren/domain/restaurant';
import { businessWeekdayAndTime } from '@noren/domain/schedule';
import { type Insertable, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, FoodOrderLinesTable, FoodOrdersTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { publishOrderEvent, type RecordedOrderEvent } from '../../realtime/order-events.ts';
import { reserveSlot } from '../delivery-times/service.ts';
import type { ModuleDeps } from '../module.ts';
import { findActiveMethods, loadFreeMenus, loadMenus, type OrderMethod } from './catalogue.ts';
import { toLine, toOrder } from './read.ts';

export type IntakeActor = { kind: 'app'; id_api_client: number } | { kind: 'dashboard'; id_restaurant: number };

export interface OutOfStockItem {
  id_food_menu: number;
  food_menu_name: string;
  qty: number;
  message: string;
  message_jp: string;
}

/** Some menus are short: the answer lists them all (list_food_menu_out_of_stock). */
export class OutOfStockError extends Error {
  constructor(readonly items: OutOfStockItem[]) {
    super('ORDER_OUT_OF_STOCK');
    this.name = 'OutOfStockError';
  }
}

const deliveryMethodId = 4;
const refuse = (code: MessageCode, field?: string, params: Record<string, string | number> = {}) =>
  new AppError(400, code, params, field);

type Deps = Pick<ModuleDeps, 'db' | 'storage' | 'realtime'> & { now?: () => Date };

export async function createOrder(deps: Deps, actor: IntakeActor, input: OrderIntakeInput): Promise<Order> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const today = businessDate(now);

  if (actor.kind === 'dashboard' && input.id_restaurant !== actor.id_restaurant) {
    throw new AppError(404, 'NOT_FOUND', {}, 'id_restaurant');
  }
  const restaurant = await db
    .selectFrom('restaurants')
    .select(['id_restaurant', 'restaurant_type', 'status'])
    .where('id_restaurant', '=', input.id_restaurant)
    .executeTakeFirst();
  if (!restaurant) throw new AppError(404, 'NOT_FOUND', {}, 'id_restaurant');
  if (restaurant.status !== 'active') throw refuse('ORDER_RESTAURANT_INACTIVE', 'id_restaurant');
  const type = restaurant.restaurant_type;
  if (input.order_restaurant_type !== undefined && input.order_restaurant_type !== type) {
    throw refuse('ORDER_TYPE_MISMATCH', 'order_restaurant_type', { type });
  }

  // Who ordered: a customer of the app, or the counter ('T' + a random UUID segment if none given).
  let idUser: string;
  if (actor.kind === 'app') {
    if (!input.id_user || isStaffUserId(input.id_user)) throw refuse('ORDER_CUSTOMER_USER_ID', 'id_user');
    idUser = input.id_user;
  } else {
    if (input.id_user !== undefined && !isStaffUserId(input.id_user)) throw refuse('ORDER_STAFF_USER_ID', 'id_user');
    idUser = input.id_user ?? temporaryUserId(randomUUID());
  }

  const isFree = input.is_free_food_order === true || input.id_receiving_method === 'free';
  const method = isFree ? null : await resolveMethod(db, restaurant.id_restaurant, input);

  // Lines, checked and priced from the catalogue.
  let priced: IntakeResult;
  if (isFree) {
    const ids = input.order_list.flatMap((line) =>
      line.id_free_food_menu === undefined ? [] : [line.id_free_food_menu],
    );
    priced = priceFreeLines(
      input.order_list,
      await loadFreeMenus(db, restaurant.id_restaurant, ids),
      restaurant.id_restaurant,
    );
  } else {
    const ids = input.order_list.flatMap((line) => (line.id_food_menu === undefined ? [] : [line.id_food_menu]));
    const menus = await loadMenus(
      db,
      restaurant.id_restaurant,
      (method as OrderMethod).id_restaurant_receiving_method,
      ids,
    );
    priced = priceMenuLines(input.order_list, menus, restaurant.id_restaurant, now);
  }
  if (!priced.ok) throw refuse(priced.issue.code, priced.issue.field, priced.issue.params);
  const lines = priced.lines;
  const totals = method ? orderTotals(lines, method) : freeOrderTotals();
  if (method && isBelowMinimumOrder(totals.subtotal, method.min_order_fee)) {
    throw refuse('ORDER_MIN_ORDER_FEE', 'order_list', { min: method.min_order_fee ?? 0 });
  }

  const isDelivery = method?.id_receiving_method === deliveryMethodId;
  if (isDelivery) {
    if (input.id_delivery_time_frame === undefined) throw refuse('ORDER_TIME_FRAME_REQUIRED', 'id_delivery_time_frame');
    const missing = deliveryAddressIssue(input.delivery_address_detail ?? null);
    if (missing) throw refuse('ORDER_DELIVERY_ADDRESS_REQUIRED', missing, { field: missing });
  } else if (input.date_reservation && input.date_reservation < today) {
    throw refuse('ORDER_RESERVATION_DATE_PAST', 'date_reservation');
  }

  const created = await db.transaction().execute(async (trx) => {
    // Stock: every menu of the order in ONE conditional UPDATE, never below what the order needs.
    const demands = stockDemand(lines);
    if (demands.length > 0) {
      const taken = await takeStock(trx, restaurant.id_restaurant, demands);
      const short: OutOfStockItem[] = [];
      for (const demand of demands) {
        if (taken.has(demand.id_food_menu)) continue;
        const text = formatMessage('ORDER_OUT_OF_STOCK_ITEM', { name: demand.food_menu_name });
        short.push({ ...demand, message: text.en, message_jp: text.jp });
      }
      if (short.length > 0) throw new OutOfStockError(short);
    }

    // A delivery takes one slot of its time frame.
    let frame: { id_delivery_time_frame: number; date: string; start_time: string } | null = null;
    if (isDelivery) {
      const id = input.id_delivery_time_frame as number;
      const found = await trx
        .selectFrom('delivery_time_frames')
        .select(['id_delivery_time_frame', 'date', 'start_time', 'closing_time'])
        .where('id_delivery_time_frame', '=', id)
        .where('id_restaurant', '=', restaurant.id_restaurant)
        .executeTakeFirst();
      if (!found) throw refuse('ORDER_TIME_FRAME_NOT_FOUND', 'id_delivery_time_frame');
      if (!isTimeFrameOpen(found, now)) throw refuse('ORDER_TIME_FRAME_CLOSED', 'id_delivery_time_frame');
      if (!(await reserveSlot(trx, restaurant.id_restaurant, id))) {
        throw refuse('ORDER_TIME_FRAME_FULL', 'id_delivery_time_frame');
      }
      frame = found;
    }

    // The last statement before COMMIT: the restaurant's two hot counters (daily order number,
    // event sequence) are locked only from here to COMMIT, one round trip, so orders of one
    // restaurant queue for as short a time as possible.
    return insertOrder(trx, {
      id_restaurant: restaurant.id_restaurant,
      today,
      initials: method?.order_number_initials ?? '',
      order: {
        order_time: businessWeekdayAndTime(now).time,
        id_user: idUser,
        from_where: actor.kind === 'app' ? 'app' : 'dashboard',
        id_api_client: actor.kind === 'app' ? actor.id_api_client : null,
        order_restaurant_type: type,
        is_free_food_order: isFree,
        id_restaurant_receiving_method: method?.id_restaurant_receiving_method ?? null,
        id_receiving_method: method?.id_receiving_method ?? null,
        receiving_method_title: method?.title ?? null,
        receiving_method_types: method?.types ?? null,
        table_number: input.table_number || null,
        od_order_number: input.od_order_number || null,
        customer_note: input.customer_note ?? '',
        response_list: JSON.stringify(input.response_list ?? []),
        cooking_status: initialCookingStatus(type),
        cooking_status_detail: initialCookingStatusDetail(
          { id_receiving_method: method?.id_receiving_method ?? null },
          type,
        ),
        date_reservation: frame?.date ?? input.date_reservation ?? null,
        delivery_time: frame?.start_time ?? input.delivery_time ?? null,
        id_delivery_time_frame: frame?.id_delivery_time_frame ?? null,
        delivery_address_detail: isDelivery ? JSON.stringify(input.delivery_address_detail) : null,
        subtotal: totals.subtotal,
        option_total: totals.option_total,
        service_fee: totals.service_fee,
        service_fee_rate: totals.service_fee_rate,
        tax: totals.tax,
        tax_rate: totals.tax_rate,
        shipping_fee: totals.shipping_fee,
        total_price: totals.total,
        extra_charge: totals.extra_charge ? JSON.stringify(totals.extra_charge) : null,
      },
      lines,
    });
  });

  const event: RecordedOrderEvent = {
    id_restaurant: restaurant.id_restaurant,
    seq: created.seq,
    id_food_order: created.row.id_food_order,
    type: 'created',
  };
  publishOrderEvent(deps.realtime(), event, created.row);
  // The answer is the row and lines the statement returned, as committed (no re-read): a later change
  // is announced by its own socket message.
  return toOrder(
    created.row,
    created.lines.map((line) => toLine(line, deps.storage)),
  );
}

/**
 * Takes the demanded stock of every menu in one statement. The rows are locked first in ascending
 * menu id (the CTE's ORDER BY ... FOR UPDATE), so concurrent orders never deadlock; the UPDATE then
 * re-checks each row's latest quantity. Answers the menus whose stock was taken; a missing one is
 * short (the caller rolls everything back).
 */
async function takeStock(
  trx: Transaction<Database>,
  idRestaurant: number,
  demands: readonly { id_food_menu: number; qty: number }[],
): Promise<Set<number>> {
  const values = sql.join(demands.map((demand) => sql`(${demand.id_food_menu}::int, ${demand.qty}::int)`));
  const { rows } = await sql<{ id_food_menu: number }>`
    WITH d (id_food_menu, qty) AS (VALUES ${values}),
    locked AS (
      SELECT m.id_food_menu FROM food_menus m
      WHERE m.id_restaurant = ${idRestaurant} AND m.id_food_menu IN (SELECT id_food_menu FROM d)
      ORDER BY m.id_food_menu
      FOR UPDATE OF m
    )
    UPDATE food_menus m SET food_menu_stock_qty = m.food_menu_stock_qty - d.qty
    FROM d
    WHERE m.id_food_menu = d.id_food_menu
      AND m.id_food_menu IN (SELECT id_food_menu FROM locked)
      AND m.id_restaurant = ${idRestaurant}
      AND m.food_menu_stock_qty >= d.qty
    RETURNING m.id_food_menu`.execute(trx);
  return new Set(rows.map((row) => row.id_food_menu));
}

type NewOrder = Omit<
  Insertable<FoodOrdersTable>,
  'id_restaurant' | 'order_number' | 'order_date' | 'waiting_time' | 'confirmed' | 'created_at' | 'updated_at'
>;

type OrderRow = Selectable<FoodOrdersTable>;
type LineRow = Selectable<FoodOrderLinesTable>;

// Column lists of the single intake statement (kept in one place so the INSERT and its SELECT agree).
const orderColumns = [
  'order_time',
  'id_user',
  'from_where',
  'id_api_client',
  'order_restaurant_type',
  'is_free_food_order',
  'id_restaurant_receiving_method',
  'id_receiving_method',
  'receiving_method_title',
  'receiving_method_types',
  'table_number',
  'od_order_number',
  'customer_note',
  'response_list',
  'cooking_status',
  'cooking_status_detail',
  'date_reservation',
  'delivery_time',
  'id_delivery_time_frame',
  'delivery_address_detail',
  'subtotal',
  'option_total',
  'service_fee',
  'service_fee_rate',
  'tax',
  'tax_rate',
  'shipping_fee',
  'total_price',
  'extra_charge',
] as const satisfies readonly (keyof NewOrder)[];

/** Casts of the values whose type PostgreSQL cannot infer from a bare parameter in a SELECT list. */
const orderCasts: Partial<Record<(typeof orderColumns)[number], string>> = {
  order_time: 'time',
  id_api_client: 'int',
  is_free_food_order: 'boolean',
  id_restaurant_receiving_method: 'int',
  id_receiving_method: 'int',
  response_list: 'jsonb',
  date_reservation: 'date',
  delivery_time: 'time',
  id_delivery_time_frame: 'int',
  delivery_address_detail: 'jsonb',
  subtotal: 'int',
  option_total: 'int',
  service_fee: 'int',
  service_fee_rate: 'numeric',
  tax: 'int',
  tax_rate: 'numeric',
  shipping_fee: 'int',
  total_price: 'int',
  extra_charge: 'jsonb',
};

/**
 * ONE statement: the daily number (upsert), the order with its number formatted as
 * formatOrderNumber does (initials + at least 3 digits), its lines (jsonb_to_recordset), its print
 * row, the event sequence (upsert) and the event. Each step reads the previous one, so the number
 * row is always locked before the sequence row (no deadlock between concurrent orders), and both
 * stay locked only until the COMMIT that follows. Answers the inserted row, its lines and the seq.
 */
async function insertOrder(
  trx: Transaction<Database>,
  input: { id_restaurant: number; today: string; initials: string; order: NewOrder; lines: readonly PricedLine[] },
): Promise<{ row: OrderRow & { is_printed: boolean }; lines: LineRow[]; seq: number }> {
  const r = input.id_restaurant;
  const columns = sql.join(orderColumns.map((column) => sql.ref(column)));
  const values = sql.join(
    orderColumns.map((column) => {
      const cast = orderCasts[column];
      const value = sql`${input.order[column] ?? null}`;
      return cast ? sql`${value}::${sql.raw(cast)}` : sql`${value}::text`;
    }),
  );
  const lines = JSON.stringify(
    input.lines.map((line) => ({
      position: line.position,
      id_food_menu: line.id_food_menu,
      id_food_category: line.id_food_category,
      id_food_sub_category: line.id_food_sub_category,
      food_menu_name: line.food_menu_name,
      is_free_food_menu: line.is_free_food_menu,
      id_free_food_menu: line.id_free_food_menu,
      free_food_menu_name: line.free_food_menu_name,
      qty: line.qty,
      price: line.price,
      extra_price: line.extra_price,
      total: line.total,
      jancode: line.jancode,
      image_name: line.image_name,
      use_service_coupon: line.use_service_coupon,
      additional: line.additional,
    })),
  );
  const { rows } = await sql<OrderRow & { is_printed: boolean; seq: number; lines: LineRow[] }>`
    WITH num AS (
      INSERT INTO order_number_sequences AS s (id_restaurant, business_date, last_number)
      VALUES (${r}, ${input.today}::date, 1)
      ON CONFLICT (id_restaurant, business_date) DO UPDATE SET last_number = s.last_number + 1
      RETURNING last_number
    ),
    ord AS (
      INSERT INTO food_orders (id_restaurant, order_number, order_date, ${columns})
      SELECT ${r}, ${input.initials}::text
          || CASE WHEN num.last_number < ${10 ** orderNumberDigits}
            THEN lpad(num.last_number::text, ${orderNumberDigits}, '0') ELSE num.last_number::text END,
        ${input.today}::date, ${values}
      FROM num
      RETURNING *
    ),
    ins_lines AS (
      INSERT INTO food_order_lines (id_food_order, id_restaurant, position, id_food_menu, id_food_category,
        id_food_sub_category, food_menu_name, is_free_food_menu, id_free_food_menu, free_food_menu_name, qty, price,
        extra_price, total, jancode, image_name, use_service_coupon, additional)
      SELECT ord.id_food_order, ${r}, x.position, x.id_food_menu, x.id_food_category, x.id_food_sub_category,
        x.food_menu_name, x.is_free_food_menu, x.id_free_food_menu, x.free_food_menu_name, x.qty, x.price,
        x.extra_price, x.total, x.jancode, x.image_name, x.use_service_coupon, x.additional
      FROM ord, jsonb_to_recordset(${lines}::jsonb) AS x(position int, id_food_menu int, id_food_category int,
        id_food_sub_category int, food_menu_name text, is_free_food_menu boolean, id_free_food_menu int,
        free_food_menu_name text, qty int, price int, extra_price int, total int, jancode text, image_name text,
        use_service_coupon boolean, additional jsonb)
      RETURNING *
    ),
    print AS (
      INSERT INTO order_prints (id_food_order, id_restaurant) SELECT id_food_order, ${r} FROM ord
      RETURNING is_printed
    ),
    seq AS (
      INSERT INTO restaurant_event_sequences AS s (id_restaurant, seq) SELECT ${r}, 1 FROM ord
      ON CONFLICT (id_restaurant) DO UPDATE SET seq = s.seq + 1
      RETURNING seq
    ),
    ev AS (
      INSERT INTO order_events (id_restaurant, seq, id_food_order, type)
      SELECT ${r}, seq.seq, ord.id_food_order, 'created' FROM seq, ord
      RETURNING seq
    )
    SELECT ord.*, print.is_printed, ev.seq,
      (SELECT COALESCE(json_agg(l ORDER BY l.position), '[]') FROM ins_lines l) AS lines
    FROM ord, print, ev`.execute(trx);
  const row = rows[0];
  if (!row) throw new Error('order insert answered no row');
  const { seq, lines: inserted, ...order } = row;
  return { row: order, lines: inserted, seq: Number(seq) };
}

/** The restaurant's active method the order names (exactly one), with its fee tiers. */
async function resolveMethod(db: Deps['db'], idRestaurant: number, input: OrderIntakeInput): Promise<OrderMethod> {
  const typeId = typeof input.id_receiving_method === 'number' ? input.id_receiving_method : undefined;
  if (input.id_restaurant_receiving_method !== undefined) {
    const [method] = await findActiveMethods(db, idRestaurant, {
      id_restaurant_receiving_method: input.id_restaurant_receiving_method,
    });
    if (!method || (typeId !== undefined && method.id_receiving_method !== typeId)) {
      throw refuse('ORDER_RECEIVING_METHOD_UNAVAILABLE', 'id_restaurant_receiving_method');
    }
    return method;
  }
  if (typeId === undefined) throw refuse('ORDER_RECEIVING_METHOD_REQUIRED', 'id_receiving_method');
  const methods = await findActiveMethods(db, idRestaurant, { id_receiving_method: typeId });
  if (methods.length === 0) throw refuse('ORDER_RECEIVING_METHOD_UNAVAILABLE', 'id_receiving_method');
  if (methods.length > 1) throw refuse('ORDER_RECEIVING_METHOD_AMBIGUOUS', 'id_restaurant_receiving_method');
  return methods[0] as OrderMethod;
}
