// The dashboard list's reads, made cheap: the number of items of an order is kept on the order, so
// the "items cooking" statistic (total_qty_cooking) sums it without reading lines; the statistics
// of a service date are counted from the index alone (it carries every column they read, the
// date's own columns too: PostgreSQL reads an expression index alone only with them); and
// a page of a service date is read in its display order, stopping at the page's end.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE food_orders ADD COLUMN total_qty integer NOT NULL DEFAULT 0 CHECK (total_qty >= 0)`.execute(db);
  await sql`
    UPDATE food_orders o SET total_qty = l.qty
    FROM (SELECT id_food_order, sum(qty)::int AS qty FROM food_order_lines GROUP BY id_food_order) l
    WHERE l.id_food_order = o.id_food_order`.execute(db);
  await sql`DROP INDEX food_orders_service_date_idx`.execute(db);
  await sql`
    CREATE INDEX food_orders_service_date_idx ON food_orders (id_restaurant, (COALESCE(date_reservation, order_date)),
      cooking_status) INCLUDE (id_receiving_method, is_free_food_order, order_restaurant_type, total_qty,
      date_reservation, order_date)`.execute(db);
  await sql`
    CREATE INDEX food_orders_service_date_order_idx ON food_orders (id_restaurant,
      (COALESCE(date_reservation, order_date)), order_date, order_time, id_food_order)`.execute(db);
}
