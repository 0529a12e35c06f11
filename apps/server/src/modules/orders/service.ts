// The order API of spec 3 §7 beyond intake: lists with filters and statistics, detail, the
// lifecycle PATCHes (checked by the domain state machine), wait time, line checkboxes, confirm,
// print status, the tables in use, and the events since a sequence number. Every query is filtered
// by the session's restaurant: another restaurant's order is "not found". Each change is one
// transaction that locks the order, writes the change and its numbered event (and a customer push
// when one is due); the socket messages follow the COMMIT.
import {
  actionForTargetStatus,
  applyOrderAction,
  type CookingStatus,
  canSetWaitingTime,
  type LifecycleOrder,
} from '@noren/domain/orders/lifecycle';
import type {
  checkedFoodSchema,
  confirmOrderSchema,
  Order,
  OrderEventType,
  OrderListFilter,
  OrderStatistics,
  printStatusSchema,
  updateCookingStatusSchema,
  updateWaitingTimeSchema,
} from '@noren/domain/orders/schemas';
import { businessDate } from '@noren/domain/restaurant';
import {
  type Expression,
  type ExpressionBuilder,
  expressionBuilder,
  type Selectable,
  type SqlBool,
  sql,
  type Transaction,
} from 'kysely';
import type { z } from 'zod';
import { runCompiled } from '../../db/database.ts';
import type { Database, FoodOrderLinesTable, FoodOrdersTable } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { afterCommit, inTransaction } from '../../lib/transaction.ts';
import { currentRestaurantSeq, publishOrderEvent, recordOrderEvent } from '../../realtime/order-events.ts';
import type { ModuleDeps } from '../module.ts';
import { enqueuePush } from './push.ts';
import { loadOrders, type OrderAnswerRow, orderAnswerColumns, orderRows, toLine, toOrder, withLines } from './read.ts';

export interface Tenant {
  id_restaurant: number;
}

export type OrderSort = { order_date?: 'asc' | 'desc' | undefined; order_time?: 'asc' | 'desc' | undefined };

type Deps = Pick<ModuleDeps, 'db' | 'storage' | 'realtime'> & {
  /** Called after a change that wrote a customer push (to wake the delivery job). */
  onPushQueued?: () => void;
  now?: () => Date;
};

type OrderEb = ExpressionBuilder<Database & { o: FoodOrdersTable }, 'o'>;

/** The list filters as SQL conditions on `o` (food_orders). */
function filterConditions(eb: OrderEb, filter: OrderListFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.date) conditions.push(eb(sql`COALESCE(o.date_reservation, o.order_date)`, '=', filter.date));
  if (filter.cooking_status?.length) conditions.push(eb('o.cooking_status', 'in', filter.cooking_status));
  if (filter.order_restaurant_type) conditions.push(eb('o.order_restaurant_type', '=', filter.order_restaurant_type));
  if (filter.id_receiving_method?.length) {
    const types = filter.id_receiving_method.filter((entry): entry is number => typeof entry === 'number');
    const either: Expression<SqlBool>[] = [];
    if (types.length) either.push(eb('o.id_receiving_method', 'in', types));
    if (filter.id_receiving_method.includes('free')) either.push(eb('o.is_free_food_order', '=', true));
    conditions.push(eb.or(either));
  }
  const categories = filter.list_categories ?? [];
  if (categories.length) {
    const ids = categories.filter((entry): entry is number => typeof entry === 'number');
    const freeChosen = categories.includes('free') || filter.is_get_free_food_order === true;
    const either: Expression<SqlBool>[] = [];
    if (ids.length) {
      either.push(
        eb.exists(
          eb
            .selectFrom('food_order_lines as l')
            .select('l.id_food_cart')
            .whereRef('l.id_food_order', '=', 'o.id_food_order')
            .where('l.id_food_category', 'in', ids),
        ),
      );
    }
    if (freeChosen) either.push(eb('o.is_free_food_order', '=', true));
    conditions.push(eb.or(either));
  } else if (filter.is_get_free_food_order === false) {
    conditions.push(eb('o.is_free_food_order', '=', false));
  }
  return conditions;
}

const lifecycleOf = (row: Selectable<FoodOrdersTable>): LifecycleOrder => ({
  cooking_status: row.cooking_status as CookingStatus,
  cooking_status_detail: row.cooking_status_detail,
  waiting_time: row.waiting_time,
  is_free_food_order: row.is_free_food_order,
  id_receiving_method: row.id_receiving_method,
  order_number: row.order_number,
  id_user: row.id_user,
});

/** The order columns the answer shows (toOrder), on `o`. */
const listColumns = orderAnswerColumns.map((column) => `o.${column}` as const);

type ListRow = OrderAnswerRow & {
  last_seq: number | null;
  total_count?: number;
  filtered_count: number | null;
  lines: Selectable<FoodOrderLinesTable>[];
};

export function createOrdersService(deps: Deps) {
  const { db, storage } = deps;
  const today = () => businessDate(deps.now?.() ?? new Date());

  function assertOwnRestaurant(tenant: Tenant, idRestaurant: number | undefined, field = 'id_restaurant') {
    if (idRestaurant !== undefined && idRestaurant !== tenant.id_restaurant)
      throw new AppError(404, 'NOT_FOUND', {}, field);
  }

  /**
   * One page of orders (1-based) with the statistics of the date and the sequence number, all read
   * by ONE statement (run prepared), so in one snapshot: catching up from last_seq can only repeat
   * a change the page shows, never miss one.
   */
  async function list(
    tenant: Tenant,
    idRestaurant: number,
    page: number,
    size: number,
    filter: OrderListFilter,
    sort: OrderSort,
  ) {
    assertOwnRestaurant(tenant, idRestaurant);
    const r = tenant.id_restaurant;
    const date = filter.date ?? today();
    const dateDirection = sort.order_date ?? 'desc';
    const timeDirection = sort.order_time ?? 'desc';
    // With a date (the dashboard always sends one) the page's orders are among the date's, so the
    // statistics' scan counts them as well and the page reads only its own rows; without one, a
    // window count over the page's query does.
    const countedByStatistics = filter.date !== undefined;
    const filtered = expressionBuilder<Database & { o: FoodOrdersTable }, 'o'>();
    const page_ = db
      .selectFrom('food_orders as o')
      .select(listColumns)
      .$if(!countedByStatistics, (query) => query.select(sql<number>`count(*) OVER ()`.as('total_count')))
      .where('o.id_restaurant', '=', r)
      .where((eb) => eb.and(filterConditions(eb as unknown as OrderEb, filter)))
      .orderBy('o.order_date', dateDirection)
      .orderBy('o.order_time', timeDirection)
      .orderBy('o.id_food_order', timeDirection)
      .limit(size)
      .offset((page - 1) * size);
    // The page, its total (a window count), its print flags and lines (after the LIMIT), the
    // statistics of the date and last_seq. The LEFT JOIN keeps a row (with the statistics and
    // last_seq) when the page is empty.
    const statement = sql<ListRow & Record<keyof OrderStatistics, number>>`
      SELECT s.*, pg.*, p.is_printed,
        (SELECT COALESCE(json_agg(l ORDER BY l.position), '[]'::json)
         FROM food_order_lines l WHERE l.id_food_order = pg.id_food_order) AS lines
      FROM (
        SELECT (SELECT seq FROM restaurant_event_sequences WHERE id_restaurant = ${r}) AS last_seq,
          count(*) FILTER (WHERE o.cooking_status IN ('stop', 'cooking'))::int AS waiting_list,
          COALESCE(sum(o.total_qty) FILTER (WHERE o.cooking_status IN ('stop', 'cooking')), 0)::int AS total_qty_cooking,
          count(*) FILTER (WHERE o.id_receiving_method = 3)::int AS total_table_today,
          count(*) FILTER (WHERE o.id_receiving_method = 2)::int AS total_counter_today,
          count(*) FILTER (WHERE o.id_receiving_method = 1)::int AS total_take_out_today,
          count(*) FILTER (WHERE o.id_receiving_method = 4)::int AS total_delivery_today,
          count(*) FILTER (WHERE o.is_free_food_order)::int AS total_free_food_order_today,
          ${countedByStatistics ? sql`count(*) FILTER (WHERE ${filtered.and(filterConditions(filtered, filter))})::int` : sql`NULL::int`}
            AS filtered_count
        FROM food_orders o
        WHERE o.id_restaurant = ${r} AND COALESCE(o.date_reservation, o.order_date) = ${date}::date
      ) s
      LEFT JOIN LATERAL (${page_}) pg ON true
      LEFT JOIN order_prints p ON p.id_food_order = pg.id_food_order
      ORDER BY pg.order_date ${sql.raw(dateDirection)}, pg.order_time ${sql.raw(timeDirection)},
        pg.id_food_order ${sql.raw(timeDirection)}`.compile(db);
    const result = await runCompiled(db, 'orders.list', statement);
    const first = result[0];
    const data_statistics: OrderStatistics = {
      waiting_list: first?.waiting_list ?? 0,
      total_qty_cooking: first?.total_qty_cooking ?? 0,
      total_table_today: first?.total_table_today ?? 0,
      total_counter_today: first?.total_counter_today ?? 0,
      total_take_out_today: first?.total_take_out_today ?? 0,
      total_delivery_today: first?.total_delivery_today ?? 0,
      total_free_food_order_today: first?.total_free_food_order_today ?? 0,
    };
    const last_seq = Number(first?.last_seq ?? 0);
    const rows = result.filter((row) => row.id_food_order !== null);
    let totalData = Number((countedByStatistics ? first?.filtered_count : rows[0]?.total_count) ?? 0);
    // A page past the end has no row to carry the window count: count apart (rare).
    if (!countedByStatistics && rows.length === 0 && page > 1) {
      const count = await db
        .selectFrom('food_orders as o')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('o.id_restaurant', '=', r)
        .where((eb) => eb.and(filterConditions(eb as unknown as OrderEb, filter)))
        .executeTakeFirstOrThrow();
      totalData = Number(count.count);
    }
    return {
      data_list: rows.map((row) =>
        toOrder(
          row,
          row.lines.map((line) => toLine(line, storage)),
        ),
      ),
      data_statistics,
      last_seq,
      totalData,
    };
  }

  async function detail(tenant: Tenant, idFoodOrder: number): Promise<Order> {
    const [order] = await loadOrders(db, storage, tenant.id_restaurant, [idFoodOrder]);
    if (!order) throw notFound();
    return order;
  }

  /**
   * Runs a change of one order of the restaurant in a transaction: locks the order (404 when it is
   * not the restaurant's), applies `apply`, stamps updated_at and records the event. Answers the
   * order as it is after COMMIT; the event is emitted then. `apply` answering 'unchanged' writes
   * nothing and emits nothing.
   */
  async function change(
    idRestaurant: number | null,
    idFoodOrder: number,
    type: OrderEventType,
    apply: (
      trx: Transaction<Database>,
      row: Selectable<FoodOrdersTable>,
    ) => Promise<'unchanged' | { pushed?: boolean } | undefined>,
  ): Promise<Order> {
    const outcome = await inTransaction(db, async (trx) => {
      let query = trx.selectFrom('food_orders').selectAll().where('id_food_order', '=', idFoodOrder);
      if (idRestaurant !== null) query = query.where('id_restaurant', '=', idRestaurant);
      const row = await query.forUpdate().executeTakeFirst();
      if (!row) throw new AppError(404, 'NOT_FOUND', {}, 'id_food_order');
      const applied = await apply(trx, row);
      if (applied === 'unchanged') return { row };
      const updated = await trx
        .updateTable('food_orders')
        .set({ updated_at: new Date() })
        .where('id_food_order', '=', idFoodOrder)
        .returningAll()
        .executeTakeFirstOrThrow();
      const event = await recordOrderEvent(trx, { id_restaurant: row.id_restaurant, id_food_order: idFoodOrder, type });
      // Both wait for the COMMIT: the event announces a change that is there to read.
      publishOrderEvent(trx, deps.realtime, event, {
        cooking_status: updated.cooking_status,
        id_receiving_method: updated.id_receiving_method,
      });
      if (applied?.pushed === true) afterCommit(trx, () => deps.onPushQueued?.());
      return { row: updated };
    });
    const [order] = await loadOrders(db, storage, outcome.row.id_restaurant, [idFoodOrder]);
    return order as Order;
  }

  /**
   * PATCH update/cooking/status. The target status must be where the order's next action leads
   * (the domain state machine); the same status again is answered as is (two tablets pressing the
   * same button). The customer app (byApp) may only mark its customer's order received.
   */
  async function updateCookingStatus(
    tenant: Tenant | null,
    body: z.infer<typeof updateCookingStatusSchema>,
    byApp = false,
  ): Promise<Order> {
    return change(tenant?.id_restaurant ?? null, body.id_food_order, 'cooking_status', async (trx, row) => {
      if (byApp && (body.id_user === undefined || body.id_user !== row.id_user)) {
        throw new AppError(404, 'NOT_FOUND', {}, 'id_food_order');
      }
      if (row.cooking_status === body.cooking_status) return 'unchanged';
      const type = row.order_restaurant_type;
      const order = lifecycleOf(row);
      const action = actionForTargetStatus(order, body.cooking_status, type, byApp);
      if (!action) {
        throw new AppError(
          400,
          'ORDER_INVALID_TRANSITION',
          { from: row.cooking_status, to: body.cooking_status },
          'cooking_status',
        );
      }
      const result = applyOrderAction(order, action, type, { waitingTime: body.waiting_time ?? null });
      if (!result.ok) {
        throw new AppError(
          400,
          result.error,
          { from: row.cooking_status, to: body.cooking_status },
          result.error === 'ORDER_WAIT_TIME_REQUIRED' ? 'waiting_time' : 'cooking_status',
        );
      }
      await trx
        .updateTable('food_orders')
        .set({
          cooking_status: result.changes.cooking_status,
          cooking_status_detail: result.changes.cooking_status_detail,
          waiting_time: result.changes.waiting_time,
        })
        .where('id_food_order', '=', row.id_food_order)
        .execute();
      if (result.push) {
        await enqueuePush(trx, { ...result.push, id_restaurant: row.id_restaurant, id_food_order: row.id_food_order });
      }
      return { pushed: result.push !== null };
    });
  }

  /** PATCH update/waiting/time: the minutes announced for an order not yet done. */
  async function updateWaitingTime(tenant: Tenant, body: z.infer<typeof updateWaitingTimeSchema>): Promise<Order> {
    return change(tenant.id_restaurant, body.id_food_order, 'waiting_time', async (trx, row) => {
      if (!canSetWaitingTime(lifecycleOf(row), row.order_restaurant_type)) {
        throw new AppError(400, 'ORDER_WAIT_TIME_NOT_ALLOWED', {}, 'waiting_time');
      }
      if (row.waiting_time === body.waiting_time) return 'unchanged';
      await trx
        .updateTable('food_orders')
        .set({ waiting_time: body.waiting_time })
        .where('id_food_order', '=', row.id_food_order)
        .execute();
      return undefined;
    });
  }

  /** PATCH checked/food: a line's done checkbox (ticked and unticked). */
  async function checkFood(tenant: Tenant, body: z.infer<typeof checkedFoodSchema>): Promise<Order> {
    return change(tenant.id_restaurant, body.id_food_order, 'checked_food', async (trx, row) => {
      const line = await trx
        .updateTable('food_order_lines')
        .set({ checked_detail_order: body.checked })
        .where('id_food_cart', '=', body.id_food_cart)
        .where('id_food_order', '=', row.id_food_order)
        .returning('id_food_cart')
        .executeTakeFirst();
      if (!line) throw new AppError(404, 'NOT_FOUND', {}, 'id_food_cart');
      return undefined;
    });
  }

  /** PATCH confirm/{id_food_order}: the OK button (confirmed defaults to true). */
  async function confirm(
    tenant: Tenant,
    idFoodOrder: number,
    body: z.infer<typeof confirmOrderSchema>,
  ): Promise<Order> {
    const confirmed = body.confirmed ?? true;
    return change(tenant.id_restaurant, idFoodOrder, 'confirmed', async (trx, row) => {
      if (row.confirmed === confirmed) return 'unchanged';
      await trx.updateTable('food_orders').set({ confirmed }).where('id_food_order', '=', row.id_food_order).execute();
      return undefined;
    });
  }

  /** PATCH print/status: a slip was printed (or must be printed again). */
  async function setPrinted(tenant: Tenant, body: z.infer<typeof printStatusSchema>): Promise<Order> {
    return change(tenant.id_restaurant, body.id_food_order, 'print_status', async (trx, row) => {
      await trx
        .insertInto('order_prints')
        .values({
          id_food_order: row.id_food_order,
          id_restaurant: row.id_restaurant,
          is_printed: body.is_printed,
          printed_at: body.is_printed ? new Date() : null,
        })
        .onConflict((conflict) =>
          conflict.column('id_food_order').doUpdateSet({
            is_printed: body.is_printed,
            printed_at: body.is_printed ? new Date() : null,
            claimed_by: null,
            claimed_at: null,
            updated_at: new Date(),
          }),
        )
        .execute();
      return undefined;
    });
  }

  /** POST print/status: today's orders still to print, oldest first, limited to the chosen categories. */
  async function toPrint(
    tenant: Tenant,
    body: {
      id_restaurant?: number | undefined;
      is_get_free_food_order?: boolean | undefined;
      list_categories?: OrderListFilter['list_categories'];
    },
  ): Promise<Order[]> {
    assertOwnRestaurant(tenant, body.id_restaurant);
    const filter: OrderListFilter = {
      list_categories: body.list_categories,
      is_get_free_food_order: body.is_get_free_food_order,
    };
    const rows = await orderRows(db, tenant.id_restaurant)
      .where('p.is_printed', '=', false)
      .where('o.order_date', '=', today())
      .where((eb) => eb.and(filterConditions(eb as unknown as OrderEb, filter)))
      .orderBy('o.id_food_order')
      .limit(50)
      .execute();
    return withLines(db, storage, rows);
  }

  /** POST list/table: the table numbers used in the restaurant's orders. */
  async function tables(tenant: Tenant, listRestaurant: number[] | undefined) {
    for (const id of listRestaurant ?? []) {
      if (id !== -1) assertOwnRestaurant(tenant, id, 'list_restaurant');
    }
    const rows = await db
      .selectFrom('food_orders')
      .select(['id_restaurant', 'table_number'])
      .distinct()
      .where('id_restaurant', '=', tenant.id_restaurant)
      .where('table_number', 'is not', null)
      .where('table_number', '<>', '')
      .execute();
    return rows
      .map((row) => ({ id_restaurant: row.id_restaurant, table_number: row.table_number as string }))
      .sort((a, b) => a.table_number.localeCompare(b.table_number, 'ja', { numeric: true }));
  }

  /**
   * The events after `since` with the current rows of their orders. Numbers are given out under the
   * counter row's lock until COMMIT, so every event below the last one seen is already visible.
   */
  async function eventsSince(tenant: Tenant, since: number, limit = 500) {
    const last_seq = await currentRestaurantSeq(db, tenant.id_restaurant);
    if (since > last_seq) return { last_seq, reset: true, has_more: false, events: [], orders: [] };
    const rows = await db
      .selectFrom('order_events')
      .select(['seq', 'type', 'id_food_order', 'created_at'])
      .where('id_restaurant', '=', tenant.id_restaurant)
      .where('seq', '>', since)
      .orderBy('seq')
      .limit(limit + 1)
      .execute();
    const events = rows.slice(0, limit).map((row) => ({
      seq: Number(row.seq),
      type: row.type as OrderEventType,
      id_food_order: row.id_food_order,
      created_at: row.created_at.toISOString(),
    }));
    const ids = [...new Set(events.map((event) => event.id_food_order))];
    return {
      last_seq,
      reset: false,
      has_more: rows.length > limit,
      events,
      orders: await loadOrders(db, storage, tenant.id_restaurant, ids),
    };
  }

  return {
    list,
    detail,
    updateCookingStatus,
    updateWaitingTime,
    checkFood,
    confirm,
    setPrinted,
    toPrint,
    tables,
    eventsSince,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
