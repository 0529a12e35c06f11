// The job queue on a real PostgreSQL: pg-boss makes its own schema, runs a sent job, retries a
// failing one, registers the recurring schedule, queues the start-up run, and stops quickly even
// while a job is running (that job is failed, to be retried later) with no worker left behind.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { defineJob, type JobQueue, jobSchema, startJobQueue } from './queue.ts';
import { databaseUrlOf, eventually, memoryLog } from './testing.ts';

const ctx = await setupTestApp();
const log = memoryLog();

const seen: { value: number; attempt: number }[] = [];
const echoJob = defineJob<{ value: number }>({
  name: 'test-echo',
  async handler(data, { job }) {
    seen.push({ value: data.value, attempt: job.retryCount });
  },
});

let failuresLeft = 1;
const flakyRuns: number[] = [];
const flakyJob = defineJob<{ n: number }>({
  name: 'test-flaky',
  retryLimit: 2,
  retryDelaySeconds: 1,
  async handler(data) {
    flakyRuns.push(data.n);
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('temporary failure');
    }
  },
});

const startRuns: object[] = [];
const scheduledJob = defineJob<{ kind: string }>({
  name: 'test-scheduled',
  schedule: { cron: '*/10 * * * *', data: { kind: 'periodic' } },
  runAtStart: { kind: 'start' },
  async handler(data) {
    startRuns.push(data);
  },
});

let releaseSlow: () => void = () => {};
let slowStarted = false;
const slowJob = defineJob<object>({
  name: 'test-slow',
  async handler() {
    slowStarted = true;
    await new Promise<void>((resolve) => {
      releaseSlow = resolve;
      setTimeout(resolve, 10_000).unref();
    });
  },
});

let queue: JobQueue;

beforeAll(async () => {
  queue = await startJobQueue({
    connectionString: await databaseUrlOf(ctx.db),
    db: ctx.db,
    log,
    definitions: [echoJob, flakyJob, scheduledJob, slowJob],
    pollingIntervalSeconds: 0.5,
  });
});

afterAll(async () => {
  releaseSlow();
  await queue.stop();
});

describe('job queue', () => {
  it('creates its tables in a schema of its own', async () => {
    const { rows } = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = ${jobSchema}`.execute(ctx.db);
    expect(rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(['job', 'queue', 'schedule']));
  });

  it('runs a sent job with its payload', async () => {
    const id = await queue.send(echoJob, { value: 42 });
    expect(id).toEqual(expect.any(String));
    await eventually(() => seen.some((entry) => entry.value === 42));
    expect(log.lines.some((line) => line.message === 'job done')).toBe(true);
  });

  it('retries a failing job until it succeeds', async () => {
    await queue.send(flakyJob, { n: 7 });
    await eventually(() => flakyRuns.length >= 2, 15_000);
    expect(flakyRuns).toEqual([7, 7]);
    expect(log.lines.some((line) => line.level === 'error' && line.message === 'job failed')).toBe(true);
    await eventually(async () => {
      const { rows } = await sql<{ state: string }>`
        SELECT state FROM pgboss.job WHERE name = 'test-flaky'`.execute(ctx.db);
      return rows[0]?.state === 'completed';
    });
  });

  it('registers the recurring schedule in Asia/Tokyo and runs the start-up job once', async () => {
    const { rows } = await sql<{ name: string; cron: string; timezone: string }>`
      SELECT name, cron, timezone FROM pgboss.schedule`.execute(ctx.db);
    expect(rows).toEqual([{ name: 'test-scheduled', cron: '*/10 * * * *', timezone: 'Asia/Tokyo' }]);
    await eventually(() => startRuns.length > 0);
    expect(startRuns).toEqual([{ kind: 'start' }]);
  });

  it('starts a second time on the same schema (another node, or a restart) without trouble', async () => {
    const other = await startJobQueue({
      connectionString: await databaseUrlOf(ctx.db),
      db: ctx.db,
      log: memoryLog(),
      definitions: [echoJob],
    });
    await other.stop();
  });

  it('stops within the shutdown budget while a job runs, failing it for a later retry', async () => {
    await queue.send(slowJob, {});
    await eventually(() => slowStarted);
    const started = Date.now();
    await queue.stop(1000);
    expect(Date.now() - started).toBeLessThan(2000);
    const { rows } = await sql<{ state: string }>`
      SELECT state FROM pgboss.job WHERE name = 'test-slow'`.execute(ctx.db);
    expect(rows[0]?.state).toBe('retry');
    // Stopped means stopped: nothing is fetched any more.
    const before = seen.length;
    await sql`INSERT INTO pgboss.job (name, data) VALUES ('test-echo', '{"value": 1}')`.execute(ctx.db);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(seen.length).toBe(before);
  });
});
