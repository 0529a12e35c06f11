// The print queue (issue 10): every order gets one job, written by its intake statement; a reprint
// adds one more. A device claims jobs under a lease (one claim wins: one UPDATE over rows picked
// FOR UPDATE SKIP LOCKED), prints them and confirms each; a lease that runs out puts the job back
// in the queue; only the device holding the lease may confirm it, and the confirm marks the order
// printed in the same transaction. So two tablets with auto-print on never print one order twice,
// and a tablet that dies mid-print loses nothing: its jobs come back after the lease.
import type { Order, OrderListFilter } from '@noren/domain/orders/schemas';
import type { SlipRestaurant } from '@noren/domain/printing/slip';
import type { CategoryChoice } from '@noren/domain/printing/slip-filter';
import { businessDate } from '@noren/domain/restaurant';
import { sql, type Transaction } from 'kysely';
import type { Database, PrintJobStatus } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { assertOwnRow } from '../../lib/tenant-rows.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { publishOrderEvent, recordOrderEvent } from '../../realtime/order-events.ts';
import type { ModuleDeps } from '../module.ts';
import { loadOrders } from '../orders/read.ts';

/** How long a claimed job stays with its device: three 20 s polls, far longer than a print. */
export const leaseSeconds = 60;
/** Failed prints reported before a job stops coming back (it is then `failed`, a reprint revives it). */
export const maxAttempts = 5;
/** Jobs handed out by one claim when the device does not say. */
export const defaultClaimLimit = 10;

/** What a device prints: the spec's print filter (spec 3 §4). */
export interface PrintFilter {
  list_categories?: OrderListFilter['list_categories'];
  is_get_free_food_order?: boolean | undefined;
}

/** A job as answered: the order (the spec's answer) plus the job's own fields. */
export type PrintJobAnswer = Order & {
  id_print_job: number;
  is_reprint: boolean;
  print_status: PrintJobStatus;
  lease_until: Date | null;
};

export interface PrintConfirm {
  id_food_order: number;
  is_printed: boolean;
  /** Which of the order's jobs (a reprint and the first print may both be held); any held one when absent. */
  id_print_job?: number | undefined;
  /** Why the print failed (is_printed false), kept for the printer health line. */
  error?: string | null | undefined;
}

interface JobRow {
  id_print_job: number;
  id_food_order: number;
  is_reprint: boolean;
  status: PrintJobStatus;
  lease_until: Date | null;
  printed_by: string | null;
}

const jobColumns = ['id_print_job', 'id_food_order', 'is_reprint', 'status', 'lease_until', 'printed_by'] as const;

type Deps = Pick<ModuleDeps, 'db' | 'storage' | 'realtime'> & { now?: () => Date };

const notHeld = () => new AppError(409, 'PRINT_LEASE_NOT_HELD', {}, 'id_food_order');

/**
 * The spec's print filter (spec 3 §4) as the slip layout's category choice, so the jobs a device
 * claims are exactly the orders its slips print: no category chosen means every paid order, and
 * free orders too unless is_get_free_food_order is false; otherwise the paid orders with a line in
 * a chosen category, and free orders when 'free' (or is_get_free_food_order) is chosen.
 */
export function printChoice(filter: PrintFilter): CategoryChoice {
  const chosen = filter.list_categories ?? [];
  const ids = chosen.filter((entry): entry is number => typeof entry === 'number');
  if (chosen.length === 0) return { categories: 'all', free: filter.is_get_free_food_order !== false };
  return { categories: ids, free: chosen.includes('free') || filter.is_get_free_food_order === true };
}

/**
 * Who issues the slip: the restaurant's name and invoice registration number (a simplified
 * qualified invoice needs it on every slip, whoever prints it). No company name is kept: null.
 */
export async function slipIssuer(db: Deps['db'], idRestaurant: number): Promise<SlipRestaurant> {
  const restaurant = await db
    .selectFrom('restaurants')
    .select(['restaurant_name', 'registration_number'])
    .where('id_restaurant', '=', idRestaurant)
    .executeTakeFirstOrThrow();
  return { name: restaurant.restaurant_name, registration_number: restaurant.registration_number, company: null };
}

/** linesToPrint's rule as SQL on the order `o`: whether it has something to print for `choice`. */
function printsSql({ categories, free }: CategoryChoice) {
  const paid =
    categories === 'all'
      ? sql`true`
      : sql`EXISTS (SELECT 1 FROM food_order_lines l
          WHERE l.id_food_order = o.id_food_order AND l.id_food_category = ANY (${[...categories]}::int[]))`;
  return sql`CASE WHEN o.is_free_food_order THEN ${free}::boolean ELSE ${paid} END`;
}

export function createPrintQueue(deps: Deps) {
  const { db, storage } = deps;
  const today = () => businessDate(deps.now?.() ?? new Date());

  /** The orders of `jobs`, each with its job's fields, in the jobs' order. */
  async function answer(idRestaurant: number, jobs: readonly JobRow[]): Promise<PrintJobAnswer[]> {
    const orders = await loadOrders(db, storage, idRestaurant, [...new Set(jobs.map((job) => job.id_food_order))]);
    const byId = new Map(orders.map((order) => [order.id_food_order, order]));
    return jobs.flatMap((job) => {
      const order = byId.get(job.id_food_order);
      if (!order) return [];
      const { id_print_job, is_reprint, status, lease_until } = job;
      return [{ ...order, id_print_job: Number(id_print_job), is_reprint, print_status: status, lease_until }];
    });
  }

  /**
   * Claims up to `limit` jobs still to print for `device`: queued ones and ones whose lease ran out,
   * oldest first, of today's orders (a reprint whatever its order's date), in the device's
   * categories, skipping orders already marked printed by PATCH print/status (unless a reprint).
   * Rows another claim is taking are skipped, not waited for: of two claims, each job goes to one.
   */
  async function claim(idRestaurant: number, device: string, filter: PrintFilter, limit = defaultClaimLimit) {
    const { rows } = await sql<JobRow>`
      UPDATE print_jobs j
      SET status = 'leased', device_id = ${device}, lease_until = now() + make_interval(secs => ${leaseSeconds}),
        updated_at = now()
      WHERE j.id_print_job IN (
        SELECT c.id_print_job FROM print_jobs c
        JOIN food_orders o ON o.id_food_order = c.id_food_order AND o.id_restaurant = c.id_restaurant
        LEFT JOIN order_prints p ON p.id_food_order = c.id_food_order
        WHERE c.id_restaurant = ${idRestaurant}
          AND (c.status = 'queued' OR (c.status = 'leased' AND c.lease_until < now()))
          AND (c.is_reprint OR (o.order_date = ${today()} AND p.is_printed IS NOT TRUE))
          AND ${printsSql(printChoice(filter))}
        ORDER BY c.id_print_job
        LIMIT ${limit}
        FOR UPDATE OF c SKIP LOCKED
      )
      RETURNING ${sql.join(jobColumns.map((column) => sql.ref(`j.${column}`)))}`.execute(db);
    rows.sort((a, b) => Number(a.id_print_job) - Number(b.id_print_job));
    return answer(idRestaurant, rows);
  }

  /** The order's job `device` holds (or printed: a retried confirm), locked; refused otherwise. */
  async function heldJob(trx: Transaction<Database>, idRestaurant: number, device: string, body: PrintConfirm) {
    let query = trx
      .selectFrom('print_jobs')
      .select(jobColumns)
      .where('id_restaurant', '=', idRestaurant)
      .where('id_food_order', '=', body.id_food_order)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'leased'), eb('device_id', '=', device)]),
          eb.and([eb('status', '=', 'printed'), eb('printed_by', '=', device)]),
        ]),
      )
      // A job still leased comes before a printed one (that one is a retried confirm).
      .orderBy(sql`status = 'leased'`, 'desc')
      .orderBy('id_print_job', 'desc')
      .limit(1);
    if (body.id_print_job !== undefined) query = query.where('id_print_job', '=', body.id_print_job);
    const job = await query.forUpdate().executeTakeFirst();
    if (job) return job;
    const order = { table: 'food_orders', idColumn: 'id_food_order', id: body.id_food_order, idRestaurant } as const;
    await assertOwnRow(trx, order, () => new AppError(404, 'NOT_FOUND', {}, 'id_food_order'));
    throw notHeld();
  }

  /** Marks the order printed (order_prints) and announces it, in the confirm's transaction. */
  async function markOrderPrinted(trx: Transaction<Database>, idRestaurant: number, idFoodOrder: number) {
    const printed_at = new Date();
    await trx
      .insertInto('order_prints')
      .values({ id_food_order: idFoodOrder, id_restaurant: idRestaurant, is_printed: true, printed_at })
      .onConflict((conflict) =>
        conflict.column('id_food_order').doUpdateSet({ is_printed: true, printed_at, updated_at: printed_at }),
      )
      .execute();
    const order = await trx
      .selectFrom('food_orders')
      .select(['cooking_status', 'id_receiving_method'])
      .where('id_food_order', '=', idFoodOrder)
      .executeTakeFirstOrThrow();
    const event = await recordOrderEvent(trx, {
      id_restaurant: idRestaurant,
      id_food_order: idFoodOrder,
      type: 'print_status',
    });
    publishOrderEvent(trx, deps.realtime, event, order);
  }

  /**
   * A device says how the print went. Printed: the job is printed and the order marked printed, in
   * one transaction (a retried confirm answers the same, writing nothing). Not printed: the job goes
   * back to the queue for another try (after maxAttempts it is `failed`). A device that does not
   * hold the job's lease is refused (409): the job may be printing elsewhere.
   */
  async function confirm(idRestaurant: number, device: string, body: PrintConfirm) {
    const job = await inTransaction(db, async (trx) => {
      const held = await heldJob(trx, idRestaurant, device, body);
      if (held.status === 'printed') {
        if (!body.is_printed) throw notHeld();
        return held;
      }
      const attempts = sql<number>`attempts + ${body.is_printed ? 0 : 1}`;
      const updated = await trx
        .updateTable('print_jobs')
        .set({
          status: body.is_printed
            ? 'printed'
            : sql<PrintJobStatus>`CASE WHEN ${attempts} >= ${maxAttempts} THEN 'failed' ELSE 'queued' END`,
          attempts,
          device_id: null,
          lease_until: null,
          printed_by: body.is_printed ? device : null,
          printed_at: body.is_printed ? new Date() : null,
          last_error: body.is_printed ? null : (body.error ?? null),
          updated_at: new Date(),
        })
        .where('id_print_job', '=', held.id_print_job)
        .returning(jobColumns)
        .executeTakeFirstOrThrow();
      if (body.is_printed) await markOrderPrinted(trx, idRestaurant, body.id_food_order);
      return updated;
    });
    const [answered] = await answer(idRestaurant, [job]);
    return answered as PrintJobAnswer;
  }

  /**
   * Asks for the order's slip again (再発行): a reprint job, claimed like any other. While one
   * reprint of the order waits, asking again answers that one (the unique index decides).
   */
  async function reprint(idRestaurant: number, idFoodOrder: number) {
    const { rows } = await sql<JobRow>`
      INSERT INTO print_jobs (id_restaurant, id_food_order, is_reprint)
      SELECT o.id_restaurant, o.id_food_order, true FROM food_orders o
      WHERE o.id_food_order = ${idFoodOrder} AND o.id_restaurant = ${idRestaurant}
      ON CONFLICT (id_food_order) WHERE is_reprint AND status IN ('queued', 'leased') DO NOTHING
      RETURNING ${sql.join(jobColumns.map((column) => sql.ref(column)))}`.execute(db);
    // Nothing inserted: another reprint waits (read now, after the statement that found it), or no such order.
    const job =
      rows[0] ??
      (await db
        .selectFrom('print_jobs')
        .select(jobColumns)
        .where('id_food_order', '=', idFoodOrder)
        .where('id_restaurant', '=', idRestaurant)
        .where('is_reprint', '=', true)
        .where('status', 'in', ['queued', 'leased'])
        .executeTakeFirst());
    if (!job) throw new AppError(404, 'NOT_FOUND', {}, 'id_food_order');
    const [answered] = await answer(idRestaurant, [job]);
    return answered as PrintJobAnswer;
  }

  return { claim, confirm, reprint };
}

export type PrintQueue = ReturnType<typeof createPrintQueue>;
