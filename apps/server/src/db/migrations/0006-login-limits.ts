// Login limits that cannot be turned against users. Failures are kept per account, per address and
// per "pair" (one account tried from one address, or from one known device), so a wrong guess from
// elsewhere never delays the owner's own device; known devices are browsers that signed in to an
// account before. Both live in PostgreSQL so every API node sees the same counts.
//
// The old `login_failures` table stays for now: nodes of the previous version still write to it
// during a rolling deploy. A later migration drops it.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE login_failed_attempts (
      id bigserial PRIMARY KEY,
      email text NOT NULL,
      address text NOT NULL,
      pair text NOT NULL,
      failed_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX login_failed_attempts_pair_idx ON login_failed_attempts (email, pair, failed_at)`.execute(db);
  await sql`CREATE INDEX login_failed_attempts_address_idx ON login_failed_attempts (address, failed_at)`.execute(db);
  await sql`CREATE INDEX login_failed_attempts_failed_at_idx ON login_failed_attempts (failed_at)`.execute(db);
  await sql`
    CREATE TABLE known_devices (
      token_hash text NOT NULL,
      id_restaurant_user integer NOT NULL REFERENCES restaurant_users (id_restaurant_user) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (token_hash, id_restaurant_user)
    )`.execute(db);
  await sql`CREATE INDEX known_devices_user_idx ON known_devices (id_restaurant_user)`.execute(db);
  await sql`CREATE INDEX known_devices_last_used_idx ON known_devices (last_used_at)`.execute(db);
}
