// Shared by the command-line tools: the database (DATABASE_URL, else the embedded PostgreSQL of
// DATA_DIR — the running server's when there is one, else one started for this command and
// stopped after it), migrated; any failure printed as `<what failed>: <reason>` with exit code 1.
import { loadConfig } from '../config.ts';
import { createDb, type Db, ensureDatabase, migrateToLatest } from '../db/database.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded.ts';
import { plainly, reportError } from '../lib/fatal.ts';

/**
 * Runs `work` on the Noren database, then ends the process (exit code 0, or 1 after printing
 * `failure: <reason>`). `explain` may turn a known error into a message of its own.
 */
export async function runWithDatabase(
  failure: string,
  work: (db: Db) => Promise<void>,
  explain: (error: unknown) => unknown = (error) => error,
): Promise<never> {
  let embedded: EmbeddedDatabase | undefined;
  let db: Db | undefined;
  let code = 0;
  try {
    const config = plainly(() => loadConfig());
    // role 'cli': while the server runs, its PostgreSQL is used and left running.
    embedded = config.databaseUrl
      ? undefined
      : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, role: 'cli' });
    if (embedded) await ensureDatabase(embedded.adminUrl, 'noren');
    db = createDb(config.databaseUrl ?? (embedded?.urlFor('noren') as string), 2);
    await migrateToLatest(db);
    await work(db);
  } catch (error) {
    reportError(failure, explain(error));
    code = 1;
  } finally {
    await db?.destroy().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  }
  process.exit(code);
}
