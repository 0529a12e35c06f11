// Order intake (POST restaurant/order): from the customer ordering app (api-key) or the dashboard
// (a signed-in restaurant user). Everything happens in ONE transaction: the lines are checked
// against the catalogue and priced here, stock is taken with one conditional UPDATE per menu (in
// ascending menu id, so concurrent orders never deadlock), a delivery order takes a time-frame slot
// with one conditional UPDATE, the order gets its number from the restaurant's daily counter, and
// the order, its lines (snapshots), its print row and its event are written. Any refusal rolls it
// all back: nothing is written. The event is emitted to the restaurant's room after COMMIT.
import { randomUUID } from 'node:crypto';
import { formatMessage, type MessageCode } from '@noren/domain/messages';
import {
  deliveryAddressIssue,
  formatOrderNumber,
  type IntakeResult,
  isTimeFrameOpen,
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
import { sql } from 'kysely';
import { AppError } from '../../lib/errors.ts';
import { publishOrderEvent, recordOrderEvent } from '../../realtime/order-events.ts';
import { reserveSlot } from '../delivery-times/service.ts';
import type { ModuleDeps } from '../module.ts';
import { findActiveMethods, loadFreeMenus, loadMenus, type OrderMethod } from './catalogue.ts';
import { loadOrders } from './read.ts';

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
    // Stock: one conditional UPDATE per menu, never below what the order needs.
    const short: OutOfStockItem[] = [];
    for (const demand of stockDemand(lines)) {
      const taken = await trx
        .updateTable('food_menus')
        .set((eb) => ({ food_menu_stock_qty: eb('food_menu_stock_qty', '-', demand.qty) }))
        .where('id_food_menu', '=', demand.id_food_menu)
        .where('id_restaurant', '=', restaurant.id_restaurant)
        .where('food_menu_stock_qty', '>=', demand.qty)
        .returning('id_food_menu')
        .executeTakeFirst();
      if (!taken) {
        const text = formatMessage('ORDER_OUT_OF_STOCK_ITEM', { name: demand.food_menu_name });
        short.push({ ...demand, message: text.en, message_jp: text.jp });
      }
    }
    if (short.length > 0) throw new OutOfStockError(short);

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

    // The restaurant's daily number (Asia/Tokyo day): the row stays locked until COMMIT.
    const { rows } = await sql<{ last_number: number }>`
      INSERT INTO order_number_sequences AS s (id_restaurant, business_date, last_number)
      VALUES (${restaurant.id_restaurant}, ${today}, 1)
      ON CONFLICT (id_restaurant, business_date) DO UPDATE SET last_number = s.last_number + 1
      RETURNING last_number`.execute(trx);
    const orderNumber = formatOrderNumber(method?.order_number_initials, Number(rows[0]?.last_number));

    const order = await trx
      .insertInto('food_orders')
      .values({
        id_restaurant: restaurant.id_restaurant,
        order_number: orderNumber,
        order_date: today,
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
        waiting_time: null,
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
      })
      .returning(['id_food_order', 'cooking_status', 'id_receiving_method'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('food_order_lines')
      .values(
        lines.map((line) => ({
          id_food_order: order.id_food_order,
          id_restaurant: restaurant.id_restaurant,
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
          additional: JSON.stringify(line.additional),
        })),
      )
      .execute();
    await trx
      .insertInto('order_prints')
      .values({ id_food_order: order.id_food_order, id_restaurant: restaurant.id_restaurant })
      .execute();
    // Last: the restaurant's event counter stays locked only from here to COMMIT.
    const event = await recordOrderEvent(trx, {
      id_restaurant: restaurant.id_restaurant,
      id_food_order: order.id_food_order,
      type: 'created',
    });
    return { order, event };
  });

  publishOrderEvent(deps.realtime(), created.event, created.order);
  const [answer] = await loadOrders(db, deps.storage, restaurant.id_restaurant, [created.order.id_food_order]);
  return answer as Order;
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
