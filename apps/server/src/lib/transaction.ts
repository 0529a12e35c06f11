// Composable writes: a service runs in the executor it is given (the database, or a transaction a
// caller opened), so an import can call several services inside one transaction, all or nothing.
// What must wait for the COMMIT (realtime events) is queued on the outermost transaction and run
// once it has committed; a rolled back transaction drops its queue. A row about to be changed is
// read locked (lockedRow), so two writes of it take turns.
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from './errors.ts';

/** Where a service runs: the database (each statement commits) or a caller's transaction. */
export type Executor = Db;
export type Trx = Transaction<Database>;

/**
 * Runs one after-commit action. The write has committed by then: a failing announcement must not
 * turn its answer into an error (the client would retry a write that happened), so it is logged.
 */
function runCommitted(action: () => void): void {
  try {
    action();
  } catch (error) {
    console.error('after-commit action failed (the write itself committed)', error);
  }
}

/** The after-commit actions of each transaction opened by inTransaction. */
const afterCommits = new WeakMap<Trx, (() => void)[]>();

/**
 * Runs `work` in a transaction: the caller's when `db` already is one (then the caller's COMMIT or
 * ROLLBACK decides for both), else a new one, whose after-commit actions run once it has committed.
 */
export async function inTransaction<T>(db: Executor, work: (trx: Trx) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Trx);
  const queued: (() => void)[] = [];
  const result = await db.transaction().execute((trx) => {
    afterCommits.set(trx, queued);
    return work(trx);
  });
  for (const action of queued) runCommitted(action);
  return result;
}

/**
 * Runs `action` once what `db` wrote is committed: at once outside a transaction (each statement
 * has committed by then), after the COMMIT of the outermost transaction inside one, never for a
 * transaction that rolls back.
 */
export function afterCommit(db: Executor, action: () => void): void {
  if (!db.isTransaction) {
    runCommitted(action);
    return;
  }
  const queued = afterCommits.get(db as Trx);
  // A transaction not opened by inTransaction has no COMMIT this code can see: a programming mistake.
  if (!queued) throw new Error('afterCommit: open the transaction with inTransaction');
  queued.push(action);
}

/**
 * The row `query` finds, locked until the transaction ends (FOR UPDATE): two writes of one row
 * take turns. No row answers `error` (404).
 */
export async function lockedRow<R>(
  query: { forUpdate(): { executeTakeFirst(): Promise<R | undefined> } },
  error: () => Error = notFound,
): Promise<R> {
  const row = await query.forUpdate().executeTakeFirst();
  if (row === undefined) throw error();
  return row;
}
