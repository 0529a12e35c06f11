// The file-job runner: records a job in file_jobs, runs its work in the background of this server
// process (not in the request: the work goes on when the browser tab closes), writes its progress
// at most every 200 ms, and stores its result or its bilingual error. Any node may run jobs; each
// node runs at most `maxRunning` at once (the rest wait 'queued'), and touches its rows' updated_at
// every few seconds while they are unfinished, so a row whose heartbeat stopped belongs to a node
// that died: markInterruptedFileJobs fails it (at every start, and when it is read).
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { FileJobStatus } from '../../db/schema.ts';
import { refusalOf } from './refusal.ts';

/** What a job does; who may read a job of each kind is in routes.ts. */
export type FileJobKind =
  | 'menu-import'
  | 'category-import'
  | 'sub-category-import'
  | 'menu-images'
  | 'category-images'
  | 'sub-category-images'
  | 'order-export';

/** Reports how far the work got: `done` of `total` (total may be learnt on the way). */
export type FileJobProgress = (done: number, total?: number) => void;

export interface StartFileJob {
  db: Db;
  restaurantId: number;
  kind: FileJobKind;
  /** The number of steps when known at the start (rows, zip entries, orders). */
  total?: number;
}

/** What a route answers when it started a job; the client polls GET restaurant/file-job/{id}. */
export interface FileJobStarted {
  id_file_job: number;
  kind: FileJobKind;
  status: FileJobStatus;
  done: number;
  total: number | null;
}

export const progressEveryMs = 200;
export const heartbeatMs = 5_000;
/** A job unfinished whose row has not been touched for this long was left by a dead node. */
export const staleAfterMs = 30_000;
const maxRunning = 2;

export const interruptedError = {
  status: 500,
  data: null,
  code: 'FILE_JOB_INTERRUPTED',
  message: 'The job was interrupted (the server restarted). Please start it again.',
  message_jp: 'サーバーの再起動により処理が中断されました。もう一度実行してください。',
};

let running = 0;
const waiting: (() => void)[] = [];
const unfinished = new Set<Promise<void>>();
/** The ids of the jobs this process is running or holding queued, per database. */
const ownJobs = new WeakMap<Db, Set<number>>();

async function takeSlot(): Promise<void> {
  if (running < maxRunning) {
    running += 1;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

/** Writes of one job, one at a time and in order (a late progress never overwrites the end). */
function serialWriter() {
  let chain: Promise<unknown> = Promise.resolve();
  return (write: () => Promise<unknown>) => {
    chain = chain.then(write).catch((error: unknown) => console.error('file job: a progress write failed', error));
    return chain;
  };
}

async function runJob<R>(db: Db, id: number, work: (progress: FileJobProgress) => Promise<R>): Promise<void> {
  const write = serialWriter();
  const touch = () =>
    write(() =>
      db
        .updateTable('file_jobs')
        .set({ updated_at: sql`now()` })
        .where('id_file_job', '=', id)
        .where('status', 'in', ['queued', 'running'])
        .execute(),
    );
  const heartbeat = setInterval(touch, heartbeatMs);
  heartbeat.unref();
  let latest: { done: number; total: number | undefined } | null = null;
  let lastWrite = 0;
  let pending: NodeJS.Timeout | null = null;
  let finished = false;
  const flush = () => {
    pending = null;
    if (!latest || finished) return;
    const { done, total } = latest;
    latest = null;
    lastWrite = Date.now();
    write(() =>
      db
        .updateTable('file_jobs')
        .set({ done, ...(total === undefined ? {} : { total }), updated_at: sql`now()` })
        .where('id_file_job', '=', id)
        .where('status', '=', 'running')
        .execute(),
    );
  };
  const progress: FileJobProgress = (done, total) => {
    latest = { done: Math.max(0, Math.floor(done)), total: total === undefined ? undefined : Math.max(0, total) };
    if (pending) return;
    const wait = progressEveryMs - (Date.now() - lastWrite);
    if (wait <= 0) flush();
    else pending = setTimeout(flush, wait);
  };
  try {
    await takeSlot();
    try {
      await write(() =>
        db
          .updateTable('file_jobs')
          .set({ status: 'running', updated_at: sql`now()` })
          .where('id_file_job', '=', id)
          .where('status', '=', 'queued')
          .execute(),
      );
      const result = await work(progress);
      finished = true;
      await write(() =>
        db
          .updateTable('file_jobs')
          .set({
            status: 'done',
            done: sql`greatest(done, coalesce(total, done))`,
            result: JSON.stringify(result ?? null),
            updated_at: sql`now()`,
          })
          .where('id_file_job', '=', id)
          .where('status', '=', 'running')
          .execute(),
      );
    } catch (error) {
      finished = true;
      const answer = refusalOf(error);
      if (answer.status >= 500) console.error(`file job ${id} failed`, error);
      await write(() =>
        db
          .updateTable('file_jobs')
          .set({ status: 'failed', error: JSON.stringify(answer), updated_at: sql`now()` })
          .where('id_file_job', '=', id)
          .where('status', 'in', ['queued', 'running'])
          .execute(),
      );
    } finally {
      releaseSlot();
    }
  } finally {
    clearInterval(heartbeat);
    if (pending) clearTimeout(pending);
  }
}

/**
 * Records a job of the restaurant and starts `work` in the background; answers at once with the
 * job's id. `work` reports its progress and answers the result (JSON) that the client reads; what
 * it throws is stored as the bilingual error (a FileRefusal's own text, an AppError's catalogue
 * text, else "Something went wrong"). Whatever the work writes, it writes in its own transaction.
 */
export async function startFileJob<R>(
  { db, restaurantId, kind, total }: StartFileJob,
  work: (progress: FileJobProgress) => Promise<R>,
): Promise<FileJobStarted> {
  const row = await db
    .insertInto('file_jobs')
    .values({ id_restaurant: restaurantId, kind, total: total ?? null, status: 'queued' })
    .returning(['id_file_job', 'status', 'done', 'total'])
    .executeTakeFirstOrThrow();
  const run = runJob(db, row.id_file_job, work);
  unfinished.add(run);
  const own = ownJobs.get(db) ?? new Set<number>();
  ownJobs.set(db, own);
  own.add(row.id_file_job);
  void run.finally(() => {
    unfinished.delete(run);
    own.delete(row.id_file_job);
  });
  return { id_file_job: row.id_file_job, kind, status: row.status, done: row.done, total: row.total };
}

/** Resolves once every job this process started has ended (tests, and a graceful shutdown). */
export async function settleFileJobs(): Promise<void> {
  while (unfinished.size > 0) await Promise.allSettled([...unfinished]);
}

/**
 * At shutdown: the jobs this process still runs will not finish here; they are failed at once
 * with the 'interrupted' error rather than 30 s later by another node.
 */
export async function interruptOwnFileJobs(db: Db): Promise<number> {
  const own = [...(ownJobs.get(db) ?? [])];
  if (own.length === 0) return 0;
  const result = await db
    .updateTable('file_jobs')
    .set({ status: 'failed', error: JSON.stringify(interruptedError), updated_at: sql`now()` })
    .where('id_file_job', 'in', own)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Fails the unfinished jobs whose heartbeat stopped `staleMs` ago (their node died), with the
 * bilingual 'interrupted' error; only `id` when given. Jobs still running on a live node are
 * touched every few seconds and are never caught. Answers how many were failed.
 */
export async function markInterruptedFileJobs(db: Db, options: { id?: number; staleMs?: number } = {}) {
  const staleMs = options.staleMs ?? staleAfterMs;
  let update = db
    .updateTable('file_jobs')
    .set({ status: 'failed', error: JSON.stringify(interruptedError), updated_at: sql`now()` })
    .where('status', 'in', ['queued', 'running'])
    .where('updated_at', '<', sql<Date>`now() - make_interval(secs => ${staleMs / 1000})`);
  if (options.id !== undefined) update = update.where('id_file_job', '=', options.id);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The query of a route that can run as a job: `?job=1` asks for one. */
export const jobQuerySchema = z.object({ job: z.enum(['0', '1', 'true', 'false']).optional() });

export const wantsJob = (query: { job?: string | undefined } | undefined) =>
  query?.job === '1' || query?.job === 'true';

/**
 * Runs `work` now and answers its result, or, when `asJob`, starts it as a file job and answers
 * the job (the same work either way, so both paths give the same result).
 */
export function runOrStartJob<R>(
  asJob: boolean,
  start: StartFileJob,
  work: (progress: FileJobProgress) => Promise<R>,
): Promise<R | FileJobStarted> {
  return asJob ? startFileJob(start, work) : work(() => undefined);
}
