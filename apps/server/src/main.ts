// The server process: database (embedded unless DATABASE_URL), migrations, demo seed on first
// run, HTTP + Socket.IO on one port, and a graceful stop on SIGINT/SIGTERM.
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb, ensureDatabase, migrateToLatest } from './db/database.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { jobDefinitions } from './jobs/definitions.ts';
import { startJobQueue } from './jobs/queue.ts';
import { demoAccounts, seedDemo } from './seed/demo.ts';
import { createStorage } from './storage/create-storage.ts';

const config = loadConfig();
const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort });
let databaseUrl = config.databaseUrl;
if (embedded) {
  await ensureDatabase(embedded.adminUrl, 'noren');
  databaseUrl = embedded.urlFor('noren');
}
const db = createDb(databaseUrl as string, config.databasePoolSize);
await migrateToLatest(db);
const seeded = config.demoSeed ? await seedDemo(db, createStorage(config)) : false;

// Background jobs (pg-boss in the schema 'pgboss' of the same database): time-frame generation now,
// push delivery, imports and exports later. Started before the app so routes can send jobs.
const jobs = await startJobQueue({
  connectionString: databaseUrl as string,
  db,
  log: pino({ level: config.logLevel, name: 'jobs' }),
  definitions: jobDefinitions,
});

const { app } = await buildApp(config, db, { jobs });
const address = await app.listen({ host: config.host, port: config.port });
const port = Number(new URL(address).port);
const url = config.publicUrl ?? `http://localhost:${port}`;

const lines = [`Noren is running at ${url}`, `API docs: ${url}/api/docs`];
if (config.demoSeed) {
  lines.push(seeded ? 'Demo data seeded (first run).' : 'Demo data already present.');
  lines.push(`Demo logins (password ${demoAccounts.password}):`);
  for (const account of demoAccounts.list) lines.push(`  ${account.email.padEnd(24)} ${account.role}`);
}
console.log(`\n${lines.join('\n')}\n`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const deadline = setTimeout(() => process.exit(1), 5000);
  deadline.unref();
  // The queue lets a running job finish for up to 1 s while the HTTP server closes.
  await Promise.all([app.close().catch(() => undefined), jobs.stop(1000).catch(() => undefined)]);
  await db.destroy().catch(() => undefined);
  await embedded?.stop().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
