// Issue 10: the counter's cart, kept on the server per restaurant and temporary user ('T' + 8 hex
// digits) so a tablet reload keeps it (PATCH/GET restaurant/cart/{tempUserId}/{id_restaurant}).
// One row per cart; its lines as sent (checked against the catalogue at every PATCH). Deleted when
// the order is placed, when emptied, and lazily once a day old.
import { type Kysely, sql } from 'kysely';
import { restaurantColumn } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE carts (
      ${restaurantColumn},
      temp_user text NOT NULL CHECK (temp_user ~ '^T[0-9a-f]{8}$'),
      detail jsonb NOT NULL DEFAULT '[]',
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (id_restaurant, temp_user)
    )`.execute(db);
  // The lazy clean-up deletes by age across restaurants.
  await sql`CREATE INDEX carts_updated_at_idx ON carts (updated_at)`.execute(db);
}
