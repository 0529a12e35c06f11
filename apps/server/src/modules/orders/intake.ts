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
import { createHash, randomUUID } from 'node:crypto';
import { formatMessage, type MessageCode } from '@noren/domain/messages';
import {
  canonicalJson,
  idempotencyKeyHeader,
  idempotencyKeyRetentionHours,
  isIdempotencyKey,
} from '@noren/domain/orders/idempotency';
import {
  deliveryAddressIssue,
  type IntakeResult,
  inapplicableField,
  isTimeFrameOpen,
  orderNumberDigits,
  type PricedLine,
  priceFreeLines,
  priceMenuLines,
  reservationDateIssue,
  reservationDaysOf,
  stockDemand,
  temporaryUserId,
} from '@noren/domain/orders/intake';
import { initialCookingStatus, initialCookingStatusDetail, isStaffUserId } from '@noren/domain/orders/lifecycle';
import { freeOrderTotals, isBelowMinimumOrder, orderTotals } from '@noren/domain/orders/pricing';
import type { Order, OrderIntakeInput } from '@noren/domain/orders/schemas';
import { businessDate } from '@noren/domain/restaurant';
import { businessWeekdayAndTime } from '@noren/domain/schedule';
import type { Insertable, Selectable } from 'kysely';
import pg from 'pg';
import { runPrepared } from '../../db/database.ts';
import type { FoodOrderLinesTable, FoodOrdersTable, IdempotencyScopeKind } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { publishOrderEvent, type RecordedOrderEvent } from '../../realtime/order-events.ts';
import type { ModuleDeps } from '../module.ts';
import { type OrderMethod, readIntakeCatalogue } from './catalogue.ts';
import { type OrderAnswerRow, orderAnswerColumns, toLine, toOrder } from './read.ts';

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
    if (stored) return { order: replay(stored, keyed, deps), replayed: true };
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

  const isDelivery = method?.id_receiving_method === deliveryMethodId;
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
    if (stored) return { order: replay(stored, keyed, deps), replayed: true };
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
  publishOrderEvent(deps.realtime(), event, created.row);
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

// --- Idempotency keys ------------------------------------------------------------------------------

/** A request with a valid key: whose key it is, the key, and the hash of its canonical body. */
interface KeyedRequest {
  scope_kind: IdempotencyScopeKind;
  scope_id: number;
  key: string;
  request_hash: string;
}

/** What the intake statement stores with a key: the answered row (timestamps as text) and lines. */
interface StoredAnswer {
  request_hash: string;
  answer: {
    order: Omit<OrderAnswerRow, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string };
    lines: LineRow[];
  };
}

function keyedRequest(actor: IntakeActor, header: string | string[], input: OrderIntakeInput): KeyedRequest {
  if (!isIdempotencyKey(header)) {
    throw new AppError(400, 'ORDER_IDEMPOTENCY_KEY_INVALID', {}, idempotencyKeyHeader);
  }
  return {
    // An api-key client's keys are its own; the dashboard's are its restaurant's (all its staff).
    ...(actor.kind === 'app'
      ? { scope_kind: 'app', scope_id: actor.id_api_client }
      : { scope_kind: 'restaurant', scope_id: actor.id_restaurant }),
    key: header,
    // The body as validated (numbers as numbers, dates normalised), keys sorted: a retry that
    // serialises the same order differently is still the same request.
    request_hash: createHash('sha256').update(canonicalJson(input)).digest('hex'),
  };
}

const storedAnswerStatement = `
  SELECT request_hash, answer FROM idempotency_keys
  WHERE scope_kind = $1 AND scope_id = $2 AND idempotency_key = $3`;

async function readStoredAnswer(db: Deps['db'], keyed: KeyedRequest): Promise<StoredAnswer | null> {
  const [row] = await runPrepared<StoredAnswer>(db, 'orders.intake.idempotency', storedAnswerStatement, [
    keyed.scope_kind,
    keyed.scope_id,
    keyed.key,
  ]);
  return row ?? null;
}

// The driver's own timestamp parser: the stored text is what the driver read for the first answer.
const parseTimestamp = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date;

/** The first answer again, or 409 when the key was used for another body. */
function replay(stored: StoredAnswer, keyed: KeyedRequest, deps: Deps): Order {
  if (stored.request_hash !== keyed.request_hash) {
    throw new AppError(409, 'ORDER_IDEMPOTENCY_KEY_REUSED', {}, idempotencyKeyHeader);
  }
  const { order, lines } = stored.answer;
  return toOrder(
    { ...order, created_at: parseTimestamp(order.created_at), updated_at: parseTimestamp(order.updated_at) },
    lines.map((line) => toLine(line, deps.storage)),
  );
}

type NewOrder = Omit<
  Insertable<FoodOrdersTable>,
  'id_restaurant' | 'order_number' | 'order_date' | 'waiting_time' | 'confirmed' | 'created_at' | 'updated_at'
>;

/** What the write answers of the order: the columns of the API's answer (toOrder). */
type OrderRow = OrderAnswerRow;
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
  'total_qty',
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
  total_qty: 'int',
  extra_charge: 'jsonb',
};

const lineColumns = `position int, id_food_menu int, id_food_category int, id_food_sub_category int,
  food_menu_name text, is_free_food_menu boolean, id_free_food_menu int, free_food_menu_name text, qty int, price int,
  extra_price int, total int, jancode text, image_name text, use_service_coupon boolean, additional jsonb`;
const lineNames = lineColumns.split(',').map((column) => column.trim().split(' ')[0]);
/** The first parameter of the order's columns ($1 to $7 are the fixed ones below). */
const firstOrderParameter = 8;

/**
 * The whole write of an order as ONE statement, so ONE transaction and one round trip:
 *  1. lock the demanded menus in ascending id (so concurrent orders never deadlock) and read their
 *     latest stock, then lock the delivery time frame: `gate` says whether every menu has enough
 *     and the frame a free slot;
 *  2. only then take the stock and the slot, the restaurant's daily number (upsert), the order with
 *     its number formatted as formatOrderNumber does (initials + at least 3 digits), its lines
 *     (jsonb_to_recordset), its print row, the event sequence (upsert) and the numbered event.
 * Each step reads the previous one, so the rows are always locked in the same order: menus, frame,
 * number, sequence. When the gate is closed nothing at all is written and the answer names the
 * short menus or the full frame. Every column it answers is named (no `*`): a column added by a
 * later migration must not change the result of a statement prepared before it.
 * Parameters: $1 restaurant, $2 business date, $3 initials, $4 menu ids, $5 their quantities,
 * $6 time frame (or null), $7 lines as JSON, then the order's columns in orderColumns' order.
 *
 * The keyed statement (a request with an Idempotency-Key) is the same plus two steps, and four
 * parameters after the order's columns (scope kind, scope id, key, body hash):
 *  3. the key row, with the answer built from what the statement wrote. Nothing reads this step,
 *     so PostgreSQL runs it after the main query, last. A key already taken fails the whole
 *     statement (unique violation), so that request writes nothing: a committed key makes it fail
 *     at once; a key of a transaction still running makes it wait for that one's end (then fail,
 *     or go on if that one rolled back). Of two concurrent requests with one key exactly one order
 *     exists, whatever the timing. Taken last, the key comes after the rest of the lock order
 *     (menus, frame, number, sequence), so waiting on it cannot deadlock;
 *  4. the cleanup: the (at most 2) oldest keys past their 24 hours are deleted, skipping rows another
 *     statement is deleting, so expired keys leave at up to twice the rate keyed orders come in.
 * The statement without a key does neither and never touches the key table.
 */
const intakeStatement = (keyed: boolean) => `
  WITH d AS (SELECT * FROM unnest($4::int[], $5::int[]) AS d (id_food_menu, qty)),
  locked AS (
    SELECT m.id_food_menu, m.food_menu_stock_qty FROM food_menus m
    WHERE m.id_restaurant = $1 AND m.id_food_menu = ANY ($4::int[])
    ORDER BY m.id_food_menu
    FOR UPDATE OF m
  ),
  short AS (
    SELECT d.id_food_menu FROM d LEFT JOIN locked l ON l.id_food_menu = d.id_food_menu
    WHERE l.id_food_menu IS NULL OR l.food_menu_stock_qty < d.qty
  ),
  frame AS (
    SELECT f.count_order < f.max_order AS has_room FROM delivery_time_frames f
    WHERE f.id_delivery_time_frame = $6 AND f.id_restaurant = $1
    FOR UPDATE OF f
  ),
  gate AS (
    SELECT (SELECT count(*) FROM locked) = cardinality($4::int[]) AND NOT EXISTS (SELECT 1 FROM short) AS stock_ok,
      ($6::int IS NULL OR COALESCE((SELECT has_room FROM frame), false)) AS frame_ok
  ),
  ok AS (SELECT true AS ok FROM gate WHERE stock_ok AND frame_ok),
  stock AS (
    UPDATE food_menus m SET food_menu_stock_qty = m.food_menu_stock_qty - d.qty
    FROM d, ok
    WHERE m.id_food_menu = d.id_food_menu AND m.id_restaurant = $1
    RETURNING m.id_food_menu
  ),
  slot AS (
    UPDATE delivery_time_frames f SET count_order = f.count_order + 1
    FROM ok
    WHERE f.id_delivery_time_frame = $6 AND f.id_restaurant = $1
    RETURNING f.id_delivery_time_frame
  ),
  num AS (
    INSERT INTO order_number_sequences AS s (id_restaurant, business_date, last_number)
    SELECT $1, $2::date, 1 FROM ok
    ON CONFLICT (id_restaurant, business_date) DO UPDATE SET last_number = s.last_number + 1
    RETURNING last_number
  ),
  ord AS (
    INSERT INTO food_orders (id_restaurant, order_number, order_date, ${orderColumns.join(', ')})
    SELECT $1, $3::text
        || CASE WHEN num.last_number < ${10 ** orderNumberDigits}
          THEN lpad(num.last_number::text, ${orderNumberDigits}, '0') ELSE num.last_number::text END,
      $2::date, ${orderColumns.map((column, index) => `$${firstOrderParameter + index}::${orderCasts[column] ?? 'text'}`).join(', ')}
    FROM num
    RETURNING ${orderAnswerColumns.join(', ')}
  ),
  ins_lines AS (
    INSERT INTO food_order_lines (id_food_order, id_restaurant, ${lineNames.join(', ')})
    SELECT ord.id_food_order, $1, ${lineNames.map((name) => `x.${name}`).join(', ')}
    FROM ord, jsonb_to_recordset($7::jsonb) AS x (${lineColumns})
    RETURNING *
  ),
  print AS (
    INSERT INTO order_prints (id_food_order, id_restaurant) SELECT id_food_order, $1 FROM ord
    RETURNING is_printed
  ),
  seq AS (
    INSERT INTO restaurant_event_sequences AS s (id_restaurant, seq) SELECT $1, 1 FROM ord
    ON CONFLICT (id_restaurant) DO UPDATE SET seq = s.seq + 1
    RETURNING seq
  ),
  ev AS (
    INSERT INTO order_events (id_restaurant, seq, id_food_order, type)
    SELECT $1, seq.seq, ord.id_food_order, 'created' FROM seq, ord
    RETURNING seq
  )${keyed ? keySteps : ''}
  SELECT gate.stock_ok, gate.frame_ok, (SELECT array_agg(id_food_menu) FROM short) AS short_ids,
    (SELECT count(*) FROM stock) AS stock_rows, (SELECT count(*) FROM slot) AS slot_rows,
    o.*, (SELECT COALESCE(json_agg(l ORDER BY l.position), '[]') FROM ins_lines l) AS lines
  FROM gate
  LEFT JOIN (SELECT ord.*, print.is_printed, ev.seq FROM ord, print, ev) o ON true`;

/** The first parameter of the keyed statement's key (after the order's columns). */
const firstKeyParameter = firstOrderParameter + orderColumns.length;

// Timestamps go as text (the driver parses the same text on replay into the same Date); lines as the
// plain statement answers them.
const keySteps = `,
  idem AS (
    INSERT INTO idempotency_keys (scope_kind, scope_id, idempotency_key, request_hash, id_food_order, answer)
    SELECT $${firstKeyParameter}::text, $${firstKeyParameter + 1}::int, $${firstKeyParameter + 2}::text,
      $${firstKeyParameter + 3}::text, ord.id_food_order,
      jsonb_build_object(
        'order', to_jsonb(ord) || jsonb_build_object('is_printed', print.is_printed,
          'created_at', ord.created_at::text, 'updated_at', ord.updated_at::text),
        'lines', (SELECT COALESCE(json_agg(l ORDER BY l.position), '[]') FROM ins_lines l)::jsonb)
    FROM ord, print
    RETURNING 1
  ),
  expired AS (
    DELETE FROM idempotency_keys k
    WHERE (k.scope_kind, k.scope_id, k.idempotency_key) IN (
      SELECT x.scope_kind, x.scope_id, x.idempotency_key FROM idempotency_keys x
      WHERE x.created_at < now() - interval '${idempotencyKeyRetentionHours} hours'
      ORDER BY x.created_at
      LIMIT 2
      FOR UPDATE SKIP LOCKED)
    RETURNING 1
  )`;

const insertStatement = intakeStatement(false);
const keyedInsertStatement = intakeStatement(true);

type InsertRow = OrderRow & {
  is_printed: boolean;
  seq: number;
  lines: LineRow[];
  stock_ok: boolean;
  frame_ok: boolean;
  short_ids: number[] | null;
  stock_rows: number;
  slot_rows: number;
};

type InsertOutcome =
  | { kind: 'created'; row: OrderRow & { is_printed: boolean }; lines: LineRow[]; seq: number }
  | { kind: 'short'; menuIds: number[] }
  | { kind: 'frame_full' }
  /** Another request committed this idempotency key first; nothing was written. */
  | { kind: 'duplicate' };

/** Writes the order with insertStatement; answers what it wrote, or why it wrote nothing. */
async function insertOrder(
  db: Deps['db'],
  input: {
    id_restaurant: number;
    today: string;
    initials: string;
    demands: readonly { id_food_menu: number; qty: number }[];
    id_delivery_time_frame: number | null;
    keyed: KeyedRequest | null;
    order: NewOrder;
    lines: readonly PricedLine[];
  },
): Promise<InsertOutcome> {
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
  const values = [
    input.id_restaurant,
    input.today,
    input.initials,
    input.demands.map((demand) => demand.id_food_menu),
    input.demands.map((demand) => demand.qty),
    input.id_delivery_time_frame,
    lines,
    ...orderColumns.map((column) => input.order[column] ?? null),
  ];
  const { keyed } = input;
  let rows: InsertRow[];
  if (!keyed) {
    rows = await runPrepared<InsertRow>(db, 'orders.intake.insert', insertStatement, values);
  } else {
    try {
      rows = await runPrepared<InsertRow>(db, 'orders.intake.insert.keyed', keyedInsertStatement, [
        ...values,
        keyed.scope_kind,
        keyed.scope_id,
        keyed.key,
        keyed.request_hash,
      ]);
    } catch (error) {
      if (error instanceof pg.DatabaseError && error.code === '23505' && error.constraint === 'idempotency_keys_pkey') {
        return { kind: 'duplicate' };
      }
      throw error;
    }
  }
  const [row] = rows;
  if (!row) throw new Error('order insert answered no row');
  const { stock_ok, frame_ok, short_ids, stock_rows, slot_rows, seq, lines: inserted, ...order } = row;
  if (!stock_ok) return { kind: 'short', menuIds: short_ids ?? [] };
  if (!frame_ok) return { kind: 'frame_full' };
  // By construction (every row locked before the gate) these hold; say so loudly if they ever don't.
  const expectedSlots = input.id_delivery_time_frame === null ? 0 : 1;
  if (Number(stock_rows) !== input.demands.length || Number(slot_rows) !== expectedSlots) {
    throw new Error(`order ${order.id_food_order}: ${stock_rows} stock rows, ${slot_rows} slot rows taken`);
  }
  return { kind: 'created', row: order, lines: inserted, seq: Number(seq) };
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
