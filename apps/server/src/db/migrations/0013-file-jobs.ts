// Issue 12: file jobs. An import, an image zip or a big export that takes more than a second runs
// in the background on the server; this row is its record: what it is, how far it got (done of
// total), and its result or its bilingual error. The node running it touches updated_at at least
// every few seconds (a heartbeat), so a row left 'running' by a node that died is told apart from
// one still running on another node. See modules/file-jobs/README.md.
import { type Kysely, sql } from 'kysely';
import { restaurantColumn, timestamps } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE file_jobs (
      id_file_job bigserial PRIMARY KEY,
      ${restaurantColumn},
      kind text NOT NULL,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
      done integer NOT NULL DEFAULT 0 CHECK (done >= 0),
      total integer CHECK (total >= 0),
      result jsonb,
      error jsonb,
      ${timestamps}
    )`.execute(db);
  // The sweep for interrupted jobs reads only the unfinished ones, stalest first.
  await sql`
    CREATE INDEX file_jobs_unfinished_idx ON file_jobs (updated_at)
    WHERE status IN ('queued', 'running')`.execute(db);
  await sql`CREATE INDEX file_jobs_restaurant_idx ON file_jobs (id_restaurant, id_file_job)`.execute(db);
}
