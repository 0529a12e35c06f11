// The Kysely handle over a pg pool, the migrator, and creating a database when missing.
import { createHash } from 'node:crypto';
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import pg from 'pg';
import * as accounts from './migrations/0001-accounts.ts';
import * as catalogueAndReceiving from './migrations/0002-catalogue-and-receiving.ts';
import * as orders from './migrations/0003-orders.ts';
import * as orderTotalQty from './migrations/0004-order-total-qty.ts';
import * as idempotencyKeys from './migrations/0005-idempotency-keys.ts';
import * as loginLimits from './migrations/0006-login-limits.ts';
import * as platform from './migrations/0007-platform.ts';
import * as screenSettings from './migrations/0008-screen-settings.ts';
import * as printQueue from './migrations/0009-print-queue.ts';
import * as signageSpeech from './migrations/0010-signage-speech.ts';
import * as registrationNumber from './migrations/0011-registration-number.ts';
import * as carts from './migrations/0012-carts.ts';
import * as fileJobs from './migrations/0013-file-jobs.ts';
import * as socketIo from './migrations/0014-socket-io.ts';
import type { Database } from './schema.ts';

// bigint counts come back as strings by default; ours stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
// Business dates are calendar days in Asia/Tokyo: keep them as 'YYYY-MM-DD', never as a UTC instant.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** Every migration, in order. New ones are appended, never edited once landed. */
const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-catalogue-and-receiving': catalogueAndReceiving,
  '0003-orders': orders,
  '0004-order-total-qty': orderTotalQty,
  '0005-idempotency-keys': idempotencyKeys,
  '0006-login-limits': loginLimits,
  '0007-platform': platform,
  '0008-screen-settings': screenSettings,
  '0009-print-queue': printQueue,
  '0010-signage-speech': signageSpeech,
  '0011-registration-number': registrationNumber,
  '0012-carts': carts,
  '0013-file-jobs': fileJobs,
  '0014-socket-io': socketIo,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export type Db = Kysely<Database>;

/** The pg pool under each handle, for the few hot statements run as named (prepared) statements. */
const pools = new WeakMap<Db, pg.Pool>();

/** The pg pool under a handle made by createDb (the Socket.IO adapter copies its settings). */
export const poolOf = (db: Db): pg.Pool | undefined => pools.get(db);

export function createDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the
  // pool replaces it on the next query.
  pool.on('error', (error) => {
    console.error(`database connection lost: ${error.message}`);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/**
 * Runs one of the hot paths' fixed statements as a named prepared statement: each pooled
 * connection parses and plans it once, then only binds values. `name` must always go with the
 * same `text`. Outside a transaction, so one statement is one transaction.
 */
export async function runPrepared<Row>(db: Db, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const pool = pools.get(db);
  if (!pool) throw new Error('runPrepared needs a handle made by createDb');
  const result = await pool.query<Row & pg.QueryResultRow>({ name, text, values });
  return result.rows;
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Creates `name` on the server of `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** Names given to compiled statements, per handle; past the cap, new texts run unprepared. */
const compiledNames = new WeakMap<Db, Map<string, string>>();
const compiledNamesCap = 500;

/**
 * Runs a statement built by Kysely as a named prepared statement named after its text, for hot
 * reads whose text varies only with which filters are present (a few dozen texts): each pooled
 * connection plans each text once. Name every column the statement answers (no `*`): a column
 * added by a later migration must not change what a statement prepared before it answers.
 */
export async function runCompiled<Row>(db: Db, prefix: string, query: CompiledQuery<Row>): Promise<Row[]> {
  // A transaction (or any handle not made by createDb) runs it as Kysely would, on its connection.
  if (!pools.has(db)) return (await db.executeQuery(query)).rows;
  let names = compiledNames.get(db);
  if (!names) {
    names = new Map();
    compiledNames.set(db, names);
  }
  let name = names.get(query.sql);
  if (name === undefined && names.size < compiledNamesCap) {
    name = `${prefix}.${createHash('sha1').update(query.sql).digest('hex').slice(0, 20)}`;
    names.set(query.sql, name);
  }
  if (name === undefined) return (await db.executeQuery(query)).rows;
  return runPrepared<Row>(db, name, query.sql, [...query.parameters]);
}
