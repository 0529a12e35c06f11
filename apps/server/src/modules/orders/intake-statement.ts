// The one write of order intake (intake.ts decides, this writes): a single statement that locks and
// takes stock and the delivery slot, numbers the order and writes it with its lines, print row and
// event, or writes nothing and says why (see the statement's comment below).
import { orderNumberDigits, type PricedLine } from '@noren/domain/orders/intake';
import type { Insertable, Selectable } from 'kysely';
import { type Db, runPrepared } from '../../db/database.ts';
import type { FoodOrderLinesTable, FoodOrdersTable } from '../../db/schema.ts';
import { isKeyTaken, type KeyedRequest, keySteps } from './idempotency.ts';
import { type OrderAnswerRow, orderAmountColumns, orderAnswerColumns } from './read.ts';

export type NewOrder = Omit<
  Insertable<FoodOrdersTable>,
  'id_restaurant' | 'order_number' | 'order_date' | 'waiting_time' | 'confirmed' | 'created_at' | 'updated_at'
>;

/** What the write answers of the order: the columns of the API's answer (toOrder). */
type OrderRow = OrderAnswerRow;
export type LineRow = Selectable<FoodOrderLinesTable>;

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
  ...orderAmountColumns,
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
 *     (jsonb_to_recordset), its print row and job, the event sequence (upsert) and the numbered event.
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
  job AS (
    INSERT INTO print_jobs (id_food_order, id_restaurant) SELECT id_food_order, $1 FROM ord
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
  )${keyed ? keySteps(firstKeyParameter) : ''}
  SELECT gate.stock_ok, gate.frame_ok, (SELECT array_agg(id_food_menu) FROM short) AS short_ids,
    (SELECT count(*) FROM stock) AS stock_rows, (SELECT count(*) FROM slot) AS slot_rows,
    o.*, (SELECT COALESCE(json_agg(l ORDER BY l.position), '[]') FROM ins_lines l) AS lines
  FROM gate
  LEFT JOIN (SELECT ord.*, print.is_printed, ev.seq FROM ord, print, ev) o ON true`;

/** The first parameter of the keyed statement's key (after the order's columns). */
const firstKeyParameter = firstOrderParameter + orderColumns.length;

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

export type InsertOutcome =
  | { kind: 'created'; row: OrderRow & { is_printed: boolean }; lines: LineRow[]; seq: number }
  | { kind: 'short'; menuIds: number[] }
  | { kind: 'frame_full' }
  /** Another request committed this idempotency key first; nothing was written. */
  | { kind: 'duplicate' };

/** Writes the order with insertStatement; answers what it wrote, or why it wrote nothing. */
export async function insertOrder(
  db: Db,
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
      if (isKeyTaken(error)) {
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
