// The number of items of an order, kept on the order: the dashboard's "items cooking" statistic
// (total_qty_cooking) sums it over the day's open orders without reading their lines.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE food_orders ADD COLUMN total_qty integer NOT NULL DEFAULT 0 CHECK (total_qty >= 0)`.execute(db);
  await sql`
    UPDATE food_orders o SET total_qty = l.qty
    FROM (SELECT id_food_order, sum(qty)::int AS qty FROM food_order_lines GROUP BY id_food_order) l
    WHERE l.id_food_order = o.id_food_order`.execute(db);
}
