// Column groups that many tables share, written once for the migrations (this file is not a
// migration). A migration that has run must keep producing the same SQL: never change one of these,
// add another.
import { sql } from 'kysely';

/** The restaurant the row belongs to; deleting the restaurant deletes its rows. */
export const restaurantColumn = sql.raw(
  'id_restaurant integer NOT NULL REFERENCES restaurants (id_restaurant) ON DELETE CASCADE',
);

/** When the row was created and last changed. */
export const timestamps = sql.raw(
  'created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()',
);

/** The same, under the names the spec gives them for banners and screen settings. */
export const dateStamps = sql.raw(
  'created_date timestamptz NOT NULL DEFAULT now(), update_date timestamptz NOT NULL DEFAULT now()',
);
