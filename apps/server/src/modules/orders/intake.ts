// Order intake (POST restaurant/order): from the customer ordering app (api-key) or the dashboard
// (a signed-in restaurant user). Two round trips to the database, each one prepared statement:
// ONE read of everything the order needs of the catalogue (restaurant, method, menus, time frame),
// then, after the lines are checked and priced here, ONE write that is the whole transaction:
// stock for all menus (rows locked in ascending menu id, so concurrent orders never deadlock), the
// delivery slot, the restaurant's daily number, the order, its lines (snapshots), its print row
// and its numbered event. It writes everything or, when a menu is short or the slot full, nothing.
// The event is emitted to the restaurant's room after it committed.
//
// An Idempotency-Key header (issue 13) makes a retry safe: the key, scoped to the client, is written
// by that same statement with the hash of the canonical body and the answer, so an order and its key
// exist together or not at all. A request with a known key answers the stored order (or 409 when the
// body differs) before anything else; of two concurrent requests with one key, the unique index lets
// one commit and the other's statement fail and roll back whole, and that one answers the winner's
// order. A request without the header runs exactly the statements it ran before.
import { randomUUID } from 'node:crypto';
import { formatMessage, type MessageCode } from '@noren/domain/messages';
import {
  deliveryAddressIssue,
  type IntakeResult,
  isTimeFrameOpen,
  priceFreeLines,
  priceMenuLines,
  stockDemand,
  temporaryUserId,
} from '@noren/domain/orders/intake';
import { initialCookingStatus, initialCookingStatusDetail, isStaffUserId } from '@noren/domain/orders/lifecycle';
import { inapplicableField, reservationDateIssue, reservationDaysOf } from '@noren/domain/orders/method-fields';
import { freeOrderTotals, isBelowMinimumOrder, orderTotals } from '@noren/domain/orders/pricing';
import type { Order, OrderIntakeInput } from '@noren/domain/orders/schemas';
import { receivingMethodIds } from '@noren/domain/receiving-methods';
import { businessDate } from '@noren/domain/restaurant';
import { businessWeekdayAndTime } from '@noren/domain/schedule';
import { AppError } from '../../lib/errors.ts';
import { publishOrderEvent, type RecordedOrderEvent } from '../../realtime/order-events.ts';
import { clearCartAfterOrder } from '../counter/service.ts';
import type { ModuleDeps } from '../module.ts';
import { type OrderMethod, readIntakeCatalogue } from './catalogue.ts';
import { keyedRequest, readStoredAnswer, replay } from './idempotency.ts';
import { insertOrder } from './intake-statement.ts';
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

const refuse = (code: MessageCode, field?: string, params: Record<string, string | number> = {}) =>
  new AppError(400, code, params, field);

type Deps = Pick<ModuleDeps, 'db' | 'storage' | 'realtime'> & { now?: () => Date };

/** The order answered, and whether it is a stored answer to an earlier request with the same key. */
export interface IntakeAnswer {
  order: Order;
  replayed: boolean;
}

/** Places an order (no idempotency key: the seed and other server-side callers). */
export async function createOrder(deps: Deps, actor: IntakeActor, input: OrderIntakeInput): Promise<Order> {
  return (await placeOrder(deps, actor, input)).order;
}

/**
 * Places an order, or answers the order an earlier request with the same Idempotency-Key placed.
 * `idempotencyKey` is the header as received (undefined when absent).
 */
export async function placeOrder(
  deps: Deps,
  actor: IntakeActor,
  input: OrderIntakeInput,
  idempotencyKey?: string | string[],
): Promise<IntakeAnswer> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const today = businessDate(now);

  if (actor.kind === 'dashboard' && input.id_restaurant !== actor.id_restaurant) {
    throw new AppError(404, 'NOT_FOUND', {}, 'id_restaurant');
  }
  const keyed = idempotencyKey === undefined ? null : keyedRequest(actor, idempotencyKey, input);
  if (keyed) {
    // A retry of an order already placed answers it before anything is checked again: the
    // catalogue may have changed since (the last one sold, the time frame closed).
    const stored = await readStoredAnswer(db, keyed);
    if (stored) return { order: replay(stored, keyed, deps.storage), replayed: true };
  }
  const isFree = input.is_free_food_order === true || input.id_receiving_method === 'free';
  const typeId = typeof input.id_receiving_method === 'number' ? input.id_receiving_method : undefined;
  const ids = (key: 'id_food_menu' | 'id_free_food_menu') =>
    input.order_list.flatMap((line) => (line[key] === undefined ? [] : [line[key] as number]));

  // ONE read: the restaurant, its method, the ordered menus (or call menus) and the time frame.
  const catalogue = await readIntakeCatalogue(db, {
    id_restaurant: input.id_restaurant,
    id_restaurant_receiving_method: isFree ? null : (input.id_restaurant_receiving_method ?? null),
    id_receiving_method: isFree ? null : (typeId ?? null),
    menuIds: isFree ? [] : ids('id_food_menu'),
    freeMenuIds: isFree ? ids('id_free_food_menu') : [],
    id_delivery_time_frame: input.id_delivery_time_frame ?? null,
  });
  if (!catalogue) throw new AppError(404, 'NOT_FOUND', {}, 'id_restaurant');
  if (catalogue.status !== 'active') throw refuse('ORDER_RESTAURANT_INACTIVE', 'id_restaurant');
  const type = catalogue.restaurant_type;
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

  const method = isFree ? null : chooseMethod(catalogue.methods, input, typeId);
  // A field this order does not take (a table number on a take-out order, an address on a counter
  // order...) is refused rather than dropped: the client believes the order has it.
  const foreign = inapplicableField(input, { restaurant_type: type, method: method?.id_receiving_method ?? 'free' });
  if (foreign) throw refuse('ORDER_FIELD_NOT_APPLICABLE', foreign, { field: foreign });

  // Lines, checked and priced from the catalogue.
  const priced: IntakeResult = isFree
    ? priceFreeLines(input.order_list, catalogue.freeMenus, input.id_restaurant)
    : priceMenuLines(input.order_list, catalogue.menus, input.id_restaurant, now);
  if (!priced.ok) throw refuse(priced.issue.code, priced.issue.field, priced.issue.params);
  const lines = priced.lines;
  const totals = method ? orderTotals(lines, method) : freeOrderTotals();
  if (method && isBelowMinimumOrder(totals.subtotal, method.min_order_fee)) {
    throw refuse('ORDER_MIN_ORDER_FEE', 'order_list', { min: method.min_order_fee ?? 0 });
  }

  const isDelivery = method?.id_receiving_method === receivingMethodIds.delivery;
  const frame = isDelivery ? catalogue.frame : null;
  if (isDelivery) {
    if (input.id_delivery_time_frame === undefined) throw refuse('ORDER_TIME_FRAME_REQUIRED', 'id_delivery_time_frame');
    const missing = deliveryAddressIssue(input.delivery_address_detail ?? null);
    if (missing) throw refuse('ORDER_DELIVERY_ADDRESS_REQUIRED', missing, { field: missing });
    if (!frame) throw refuse('ORDER_TIME_FRAME_NOT_FOUND', 'id_delivery_time_frame');
    if (!isTimeFrameOpen(frame, now)) throw refuse('ORDER_TIME_FRAME_CLOSED', 'id_delivery_time_frame');
  } else if (input.date_reservation) {
    // Only orders that take a date get here (see inapplicableField): from today to reservation_days on.
    const issue = reservationDateIssue(input.date_reservation, today, reservationDaysOf(catalogue.reservation_days));
    if (issue) throw refuse(issue.code, 'date_reservation', issue.params);
  }

  // ONE write: stock, the delivery slot, the number, the order, its lines, print row and event.
  const demands = stockDemand(lines);
  const created = await insertOrder(db, {
    id_restaurant: input.id_restaurant,
    today,
    initials: method?.order_number_initials ?? '',
    demands,
    id_delivery_time_frame: frame?.id_delivery_time_frame ?? null,
    keyed,
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
      total_qty: lines.reduce((sum, line) => sum + line.qty, 0),
      extra_charge: totals.extra_charge ? JSON.stringify(totals.extra_charge) : null,
    },
    lines,
  });
  if (created.kind !== 'created' && keyed) {
    // A concurrent request with the same key committed first: its order is this request's answer
    // (and may be why the stock or the slot was found taken).
    const stored = await readStoredAnswer(db, keyed);
    if (stored) return { order: replay(stored, keyed, deps.storage), replayed: true };
  }
  if (created.kind === 'duplicate') throw new Error('idempotency key taken, but no key row found');
  if (created.kind === 'short') {
    const short = new Set(created.menuIds);
    throw new OutOfStockError(
      demands
        .filter((demand) => short.has(demand.id_food_menu))
        .map((demand) => {
          const text = formatMessage('ORDER_OUT_OF_STOCK_ITEM', { name: demand.food_menu_name });
          return { ...demand, message: text.en, message_jp: text.jp };
        }),
    );
  }
  if (created.kind === 'frame_full') throw refuse('ORDER_TIME_FRAME_FULL', 'id_delivery_time_frame');

  const event: RecordedOrderEvent = {
    id_restaurant: input.id_restaurant,
    seq: created.seq,
    id_food_order: created.row.id_food_order,
    type: 'created',
  };
  publishOrderEvent(db, deps.realtime, event, created.row);
  // A counter order empties the cart its tablet kept (modules/counter; right after the order's own
  // statement, which is prepared and fixed: a leftover cart only shows again until it is a day old).
  if (actor.kind === 'dashboard' && isStaffUserId(idUser)) await clearCartAfterOrder(db, input.id_restaurant, idUser);
  // The answer is the row and lines the statement returned, as committed (no re-read): a later change
  // is announced by its own socket message.
  return {
    order: toOrder(
      created.row,
      created.lines.map((line) => toLine(line, deps.storage)),
    ),
    replayed: false,
  };
}

/** The active method the order names (exactly one of the at most two matches read). */
function chooseMethod(
  methods: readonly OrderMethod[],
  input: OrderIntakeInput,
  typeId: number | undefined,
): OrderMethod {
  if (input.id_restaurant_receiving_method !== undefined) {
    const [method] = methods;
    if (!method || (typeId !== undefined && method.id_receiving_method !== typeId)) {
      throw refuse('ORDER_RECEIVING_METHOD_UNAVAILABLE', 'id_restaurant_receiving_method');
    }
    return method;
  }
  if (typeId === undefined) throw refuse('ORDER_RECEIVING_METHOD_REQUIRED', 'id_receiving_method');
  if (methods.length === 0) throw refuse('ORDER_RECEIVING_METHOD_UNAVAILABLE', 'id_receiving_method');
  if (methods.length > 1) throw refuse('ORDER_RECEIVING_METHOD_AMBIGUOUS', 'id_restaurant_receiving_method');
  return methods[0] as OrderMethod;
}
