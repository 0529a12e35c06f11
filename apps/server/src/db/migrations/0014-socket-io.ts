// Issue 14, several API nodes on one database (src/realtime/README.md): the table the Socket.IO
// PostgreSQL adapter keeps payloads in that are too big for NOTIFY (the adapter's own layout;
// each node deletes rows older than a minute), and the secrets every node must share when the
// configuration leaves them unset (UPLOAD_SIGNING_SECRET), made once by the first node that asks.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE socket_io_attachments (
      id bigserial PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      payload bytea NOT NULL
    )
  `.execute(db);
  await sql`
    CREATE TABLE shared_secrets (
      name text PRIMARY KEY,
      value text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}
