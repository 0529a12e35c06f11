// Customer push (spec 3 §4): when a by_order order of a customer becomes done, a push is written
// to push_outbox in the same transaction as the status change, so it exists exactly when the
// change does. Delivery is a background job on the Postgres queue: it claims due rows, POSTs
// {endpoint}/push/SendRestaurantPush {title, body, account_id} with the bearer token, and on
// failure retries with exponential backoff (30 s doubling to 1 h, 12 attempts by default), so
// nothing is lost while the push service is down. With no PUSH_ENDPOINT the rows are recorded as
// 'skipped'. A row is claimed for a lease before sending, so two workers never send it twice at
// once, and a worker that dies mid-send leaves it to be retried (at-least-once delivery).
import type { OrderPush } from '@noren/domain/orders/lifecycle';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, PushOutboxTable } from '../../db/schema.ts';
import { defineJob, type JobLogger } from '../../jobs/queue.ts';
import { type PushConfig, pushConfig } from './push-config.ts';

/** The HTTP call, replaceable in tests: answers the status code (throws on a network error). */
export type PushHttp = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ status: number }>;

export const fetchPushHttp: PushHttp = async (url, init) => {
  const response = await fetch(url, init);
  // The body is not needed; drain it so the connection is reused.
  await response.arrayBuffer().catch(() => undefined);
  return { status: response.status };
};

/** Writes a push into the outbox, inside the transaction of the change that causes it. */
export async function enqueuePush(
  trx: Transaction<Database>,
  push: OrderPush & { id_restaurant: number; id_food_order: number },
): Promise<void> {
  await trx
    .insertInto('push_outbox')
    .values({
      id_restaurant: push.id_restaurant,
      id_food_order: push.id_food_order,
      account_id: push.account_id,
      title: push.title,
      body: push.body,
    })
    .execute();
}

export interface DeliveryReport {
  sent: number;
  skipped: number;
  retrying: number;
  failed: number;
}

/** Delay before attempt `attempts + 1`: base × 2^(attempts − 1), at most maxDelayMs. */
export function retryDelayMs(attempts: number, config: Pick<PushConfig, 'baseDelayMs' | 'maxDelayMs'>): number {
  return Math.min(config.maxDelayMs, config.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends every push that is due, in batches, and records each outcome. Safe to run on several
 * nodes at once (rows are claimed with SKIP LOCKED and a lease).
 */
export async function deliverPendingPushes(
  db: Kysely<Database>,
  http: PushHttp = fetchPushHttp,
  config: PushConfig = pushConfig(),
  options: { batchSize?: number; maxBatches?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, skipped: 0, retrying: 0, failed: 0 };
  const batchSize = options.batchSize ?? 50;
  const leaseMs = config.timeoutMs * 2 + 30_000;
  for (let batch = 0; batch < (options.maxBatches ?? 20); batch += 1) {
    const { rows } = await sql<Selectable<PushOutboxTable>>`
      UPDATE push_outbox SET next_attempt_at = now() + ${`${leaseMs} milliseconds`}::interval, updated_at = now()
      WHERE id_push IN (
        SELECT id_push FROM push_outbox
        WHERE status = 'pending' AND next_attempt_at <= now()
        ORDER BY id_push
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING *`.execute(db);
    if (rows.length === 0) break;
    for (const row of rows.sort((a, b) => a.id_push - b.id_push)) {
      await deliverOne(db, http, config, row, report);
    }
    if (rows.length < batchSize) break;
  }
  return report;
}

async function deliverOne(
  db: Kysely<Database>,
  http: PushHttp,
  config: PushConfig,
  row: Selectable<PushOutboxTable>,
  report: DeliveryReport,
): Promise<void> {
  if (!config.endpoint) {
    await db
      .updateTable('push_outbox')
      .set({ status: 'skipped', last_error: 'PUSH_ENDPOINT is not configured', updated_at: new Date() })
      .where('id_push', '=', row.id_push)
      .execute();
    report.skipped += 1;
    return;
  }
  let error: string | null = null;
  try {
    const response = await http(`${config.endpoint}/push/SendRestaurantPush`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
      },
      body: JSON.stringify({ title: row.title, body: row.body, account_id: row.account_id }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (response.status < 200 || response.status >= 300) error = `HTTP ${response.status}`;
  } catch (caught) {
    error = caught instanceof Error ? `${caught.name}: ${caught.message}` : String(caught);
  }
  const attempts = row.attempts + 1;
  if (error === null) {
    await db
      .updateTable('push_outbox')
      .set({ status: 'sent', attempts, sent_at: new Date(), last_error: null, updated_at: new Date() })
      .where('id_push', '=', row.id_push)
      .execute();
    report.sent += 1;
    return;
  }
  const giveUp = attempts >= config.maxAttempts;
  await db
    .updateTable('push_outbox')
    .set({
      status: giveUp ? 'failed' : 'pending',
      attempts,
      last_error: error.slice(0, 500),
      // Database time, like the claim that compares against it.
      next_attempt_at: sql<Date>`now() + ${`${retryDelayMs(attempts, config)} milliseconds`}::interval`,
      updated_at: new Date(),
    })
    .where('id_push', '=', row.id_push)
    .execute();
  if (giveUp) report.failed += 1;
  else report.retrying += 1;
}

/**
 * The queue job: every minute (and once at start, and right after a change that wrote a push) it
 * delivers what is due. Failures are the outbox's to retry, so the job itself never fails.
 */
export const deliverPushesJob = defineJob<{ reason?: string }>({
  name: 'deliver-pushes',
  schedule: { cron: '* * * * *', data: { reason: 'schedule' } },
  runAtStart: { reason: 'start' },
  retryLimit: 0,
  expireInSeconds: 600,
  async handler(_data, { db, log }) {
    const report = await deliverPendingPushes(db);
    logReport(log, report);
  },
});

function logReport(log: JobLogger, report: DeliveryReport) {
  if (report.sent + report.skipped + report.retrying + report.failed === 0) return;
  const method = report.failed > 0 ? 'error' : report.retrying > 0 ? 'warn' : 'info';
  log[method]({ ...report }, 'customer pushes delivered');
}
