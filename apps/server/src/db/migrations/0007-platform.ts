// Platform administration (issue 9): soft-deleted restaurants, their notes and questions, the
// store master's in-store code and delivery areas, and restaurant categories.
import { type Kysely, sql } from 'kysely';
import { timestamps } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A deleted restaurant stays for its orders (accounting) and disappears everywhere else.
  await sql`
    ALTER TABLE restaurants
      ADD COLUMN deleted_at timestamptz,
      ADD COLUMN show_note boolean NOT NULL DEFAULT false,
      ADD COLUMN customer_note text NOT NULL DEFAULT '',
      ADD COLUMN question_list jsonb NOT NULL DEFAULT '[]'`.execute(db);
  await sql`ALTER TABLE stores ADD COLUMN instore_code text NOT NULL DEFAULT ''`.execute(db);
  await sql`ALTER TABLE stores ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`.execute(db);
  await sql`
    CREATE TABLE store_delivery_areas (
      id_delivery_area serial PRIMARY KEY,
      id_store integer NOT NULL REFERENCES stores (id_store) ON DELETE CASCADE,
      address1 text NOT NULL,
      address2 text NOT NULL DEFAULT '',
      address3 text NOT NULL DEFAULT '',
      address4 text NOT NULL DEFAULT '',
      postal_code text NOT NULL,
      position integer NOT NULL DEFAULT 0
    )`.execute(db);
  await sql`CREATE INDEX store_delivery_areas_store_idx ON store_delivery_areas (id_store, position)`.execute(db);
  await sql`
    CREATE TABLE restaurant_categories (
      id_category serial PRIMARY KEY,
      title text NOT NULL,
      code_category integer NOT NULL,
      display_order integer NOT NULL DEFAULT 0,
      search_keyword text NOT NULL DEFAULT '',
      image_name text NOT NULL,
      ${timestamps}
    )`.execute(db);
  // Two saves racing with one code: the index decides, the loser gets a 400 naming code_category.
  await sql`CREATE UNIQUE INDEX restaurant_categories_code_key ON restaurant_categories (code_category)`.execute(db);
}
