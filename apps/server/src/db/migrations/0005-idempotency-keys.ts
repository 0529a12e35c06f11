// Idempotency keys of order intake (issue 13): the ordering app sends an Idempotency-Key with
// POST restaurant/order and retries with the same key after a lost answer. A key is written by the
// order's own intake statement (the order and its key exist together or not at all) with the hash
// of the canonical body and the answer that was given, so a retry answers exactly that.
//  - The primary key is the client's scope + the key: two clients (two api-key clients, or an
//    api-key client and a restaurant's dashboard) never collide or see each other's answers, and the
//    unique index is what lets only one of two concurrent requests with the same key commit.
//  - Keys are kept at least 24 hours; the intake statement of each keyed order deletes a few of the
//    oldest expired ones (created_at index), so the table holds about one day of keyed orders.
//  - id_food_order has no foreign key, so a keyed order costs its key row and two index entries and
//    nothing more: a key lives about a day, and an order is only deleted with its restaurant, whose
//    keys then answer nobody.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE idempotency_keys (
      scope_kind text NOT NULL CHECK (scope_kind IN ('app', 'restaurant')),
      scope_id integer NOT NULL,
      idempotency_key text NOT NULL CHECK (idempotency_key ~ '^[\\x21-\\x7e]{1,255}$'),
      request_hash text NOT NULL,
      id_food_order integer NOT NULL,
      answer jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (scope_kind, scope_id, idempotency_key)
    )`.execute(db);
  await sql`CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at)`.execute(db);
}
