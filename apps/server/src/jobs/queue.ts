// The background job queue (design: "a Postgres-backed job queue with retries"): pg-boss 11 in a
// schema of its own ('pgboss') of the application database, so every API node shares it and a job
// survives a restart. Areas declare jobs with defineJob (name, handler, retries, optional cron);
// main.ts starts the queue with every definition (jobs/definitions.ts) and stops it on shutdown.
// Routes send jobs through `app.jobs` (null when the app runs without a queue, as in most tests).
import PgBoss from 'pg-boss';
import type { Db } from '../db/database.ts';
import type { Realtime } from '../realtime/socket.ts';
import type { Storage } from '../storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends background jobs; null when the app was built without a queue. */
    jobs: JobSender | null;
  }
}

/** The pino-shaped logger the queue writes to. */
export interface JobLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What a handler gets besides its payload: the database, stored files and realtime events. */
export interface JobContext {
  db: Db;
  log: JobLogger;
  /** Stored files (imports read uploads, exports write files); null where the queue runs without. */
  storage: Storage | null;
  /** Publishes realtime events after a job's commit; undefined until the app is built (or in tests). */
  realtime(): Realtime | undefined;
  job: { id: string; name: string; retryCount: number };
}

export interface JobDefinition<T extends object> {
  /** Queue name: letters, digits, '-' and '_'. */
  name: string;
  handler(data: T, context: JobContext): Promise<void>;
  /** Attempts after the first failure (default 3), the first delay (default 30 s), doubling each time. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A run that takes longer fails and is retried (default 5 minutes). */
  expireInSeconds?: number;
  /** A recurring run: a 5-field cron in Asia/Tokyo time, with its payload. Runs once across all nodes. */
  schedule?: { cron: string; data: T };
  /** Queued once at every start of the queue (catches up after downtime). */
  runAtStart?: T;
}

/** Declares a job; the type parameter is its payload, checked where it is sent. */
export function defineJob<T extends object>(definition: JobDefinition<T>): JobDefinition<T> {
  return definition;
}

export interface SendOptions {
  /** Jobs with the same key and the same time slot are sent once (pg-boss singletonKey). */
  singletonKey?: string;
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
}

export interface JobSender {
  /** Queues a job; answers its id, or null when a singleton key dropped it as a duplicate. */
  send<T extends object>(job: JobDefinition<T>, data: T, options?: SendOptions): Promise<string | null>;
}

export interface JobQueue extends JobSender {
  /** Stops fetching, lets running jobs finish for up to `timeoutMs` (then fails them for a retry). */
  stop(timeoutMs?: number): Promise<void>;
}

export interface StartJobQueueOptions {
  connectionString: string;
  /** The database schema pg-boss creates and owns. */
  schema?: string;
  db: Db;
  log: JobLogger;
  // biome-ignore lint/suspicious/noExplicitAny: definitions of different payload types live in one list
  definitions: readonly JobDefinition<any>[];
  /** How often an idle worker looks for work (default 2 s; a send on this node wakes it at once). */
  pollingIntervalSeconds?: number;
  /** Connections of the queue's own pool (default 4). */
  maxConnections?: number;
  /** Handed to every handler (JobContext). */
  storage?: Storage;
  realtime?: () => Realtime | undefined;
}

export const jobSchema = 'pgboss';
export const jobTimeZone = 'Asia/Tokyo';

const wait = (ms: number) =>
  new Promise<'timeout'>((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), ms);
    timer.unref();
  });

/**
 * Starts pg-boss (creating or migrating its schema on first use, under its own advisory lock, so
 * several nodes may start together), creates each queue, starts one worker per definition, and
 * registers the recurring schedules.
 */
export async function startJobQueue(options: StartJobQueueOptions): Promise<JobQueue> {
  const { log, db } = options;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema ?? jobSchema,
    application_name: 'noren-jobs',
    max: options.maxConnections ?? 4,
  });
  // An 'error' event without a listener would crash the process; pg-boss retries on its own.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ data: warning.data }, warning.message));
  await boss.start();

  const workers = new Map<string, string>();
  try {
    for (const definition of options.definitions) {
      const queueOptions = {
        retryLimit: definition.retryLimit ?? 3,
        retryDelay: definition.retryDelaySeconds ?? 30,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds ?? 300,
      };
      // pg-boss adds its defaults to the object it is given: pass copies.
      await boss.createQueue(definition.name, { ...queueOptions });
      // An existing queue keeps its old settings unless updated.
      await boss.updateQueue(definition.name, { ...queueOptions });
      const workerId = await boss.work<object>(
        definition.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) {
            const started = Date.now();
            const context: JobContext = {
              db,
              log,
              storage: options.storage ?? null,
              realtime: options.realtime ?? (() => undefined),
              job: { id: job.id, name: job.name, retryCount: job.retryCount },
            };
            try {
              await definition.handler(job.data, context);
              log.info({ job: job.name, jobId: job.id, ms: Date.now() - started }, 'job done');
            } catch (error) {
              log.error({ err: error, job: job.name, jobId: job.id, retryCount: job.retryCount }, 'job failed');
              throw error;
            }
          }
        },
      );
      workers.set(definition.name, workerId);
      if (definition.schedule) {
        await boss.schedule(definition.name, definition.schedule.cron, definition.schedule.data, { tz: jobTimeZone });
      } else {
        // A schedule dropped from the code must not keep firing from the database.
        await boss.unschedule(definition.name);
      }
    }
  } catch (error) {
    await boss.stop({ graceful: false }).catch(() => undefined);
    throw error;
  }

  const queue: JobQueue = {
    async send(job, data, sendOptions = {}) {
      const id = await boss.send(job.name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
      // The worker of this node sleeps between polls: wake it so the job starts now.
      const workerId = workers.get(job.name);
      if (id && workerId && !sendOptions.startAfterSeconds) boss.notifyWorker(workerId);
      return id;
    },
    async stop(timeoutMs = 1000) {
      // pg-boss waits at least 1 s for running jobs, then fails them (they are retried later). The
      // race keeps a stuck connection from eating the server's shutdown budget.
      await Promise.race([
        boss.stop({ graceful: true, timeout: timeoutMs, wait: true, close: true }),
        wait(Math.max(timeoutMs, 1000) + 500),
      ]);
    },
  };

  for (const definition of options.definitions) {
    if (definition.runAtStart) {
      await queue.send(definition, definition.runAtStart);
    }
  }
  return queue;
}
