// Where the time goes, from the database's side: pg_stat_statements is reset before a phase and
// read after it, giving the statements (round trips) per request and the slowest statements;
// EXPLAIN (GENERIC_PLAN) shows how PostgreSQL runs the heaviest ones (which index, what sort).
// Also the size of the order tables and their indexes. The job queue's polling (schema pgboss)
// and the bench's own queries are left out.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface StatementStat {
  query: string;
  calls: number;
  total_ms: number;
  mean_ms: number;
  max_ms: number;
  rows: number;
}

export async function resetStatements(db: Db): Promise<void> {
  await sql`SELECT pg_stat_statements_reset()`.execute(db);
}

/** The statements run since the reset, heaviest first (the bench's own queries left out). */
export async function readStatements(db: Db): Promise<StatementStat[]> {
  const { rows } = await sql<StatementStat>`
    SELECT query, calls::int AS calls, total_exec_time AS total_ms, mean_exec_time AS mean_ms,
      max_exec_time AS max_ms, rows::int AS rows
    FROM pg_stat_statements
    WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
      AND query NOT ILIKE '%pg_stat_statements%' AND query NOT ILIKE 'EXPLAIN%' AND query NOT ILIKE '%pgboss%'
      AND query NOT ILIKE '%pg_stat_activity%'
    ORDER BY total_exec_time DESC`.execute(db);
  return rows;
}

/** Statement executions per request, and the database time per request. */
export function perRequest(stats: readonly StatementStat[], requests: number) {
  const calls = stats.reduce((sum, stat) => sum + stat.calls, 0);
  const ms = stats.reduce((sum, stat) => sum + stat.total_ms, 0);
  return { statements: requests ? calls / requests : Number.NaN, dbMs: requests ? ms / requests : Number.NaN };
}

const oneLine = (query: string, max = 110) => {
  const text = query.replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/** A Markdown table of the heaviest statements. */
export function statementTable(stats: readonly StatementStat[], requests: number, top = 8): string {
  const lines = ['| calls / request | mean | max | statement |', '|---:|---:|---:|---|'];
  for (const stat of stats.slice(0, top)) {
    const perCall = requests ? (stat.calls / requests).toFixed(2) : '–';
    lines.push(
      `| ${perCall} | ${stat.mean_ms.toFixed(2)} ms | ${stat.max_ms.toFixed(1)} ms | \`${oneLine(stat.query).replaceAll('|', '\\|')}\` |`,
    );
  }
  return lines.join('\n');
}

/** The generic plan of a normalised statement ($1 … parameters), as indented text; null if it cannot be planned. */
export async function genericPlan(db: Db, query: string): Promise<string | null> {
  if (!/^\s*(select|with)\b/i.test(query)) return null;
  try {
    const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN (GENERIC_PLAN, COSTS OFF) ${sql.raw(query)}`.execute(
      db,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } catch {
    return null;
  }
}

/** Rows and on-disk size of the order tables, with their indexes. */
export async function tableSizes(db: Db): Promise<string> {
  const { rows } = await sql<{ name: string; rows: number; size: string; indexes: string }>`
    SELECT c.relname AS name, c.reltuples::bigint AS rows, pg_size_pretty(pg_table_size(c.oid)) AS size,
      pg_size_pretty(pg_indexes_size(c.oid)) AS indexes
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND c.relname IN ('food_orders', 'food_order_lines', 'order_events', 'order_prints')
    ORDER BY pg_table_size(c.oid) DESC`.execute(db);
  return rows
    .map((row) => `${row.name} ${Number(row.rows).toLocaleString('en-US')} rows, ${row.size} + ${row.indexes} indexes`)
    .join('; ');
}

/**
 * Samples what the database's busy connections wait for (pg_stat_activity, every 50 ms) while a
 * phase runs: CPU, a row or transaction lock held by another order, WAL flushes at COMMIT, ...
 */
export function sampleWaits(db: Db) {
  const tally = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await sql<{ wait: string | null }>`
        SELECT CASE WHEN wait_event IS NULL THEN 'on CPU' ELSE wait_event_type || ': ' || wait_event END AS wait
        FROM pg_stat_activity
        WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()
          AND backend_type = 'client backend' AND query NOT ILIKE '%pgboss%'`
        .execute(db)
        .catch(() => ({ rows: [] as { wait: string | null }[] }));
      samples += 1;
      for (const row of rows) tally.set(row.wait ?? 'on CPU', (tally.get(row.wait ?? 'on CPU') ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    /** Stops sampling; answers e.g. "on CPU 4.1, Lock: transactionid 2.3, IO: WalSync 0.8" (busy connections on average). */
    async stop(): Promise<string> {
      running = false;
      await loop;
      const parts = [...tally]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([wait, count]) => `${wait} ${(count / Math.max(1, samples)).toFixed(2)}`);
      return parts.length ? parts.join(', ') : 'no busy connection seen';
    },
  };
}
