// Orders: the order with its lines (snapshots of the catalogue at ordering time), the daily order
// number counters, the per-restaurant event sequence and event log (realtime catch-up), the print
// rows, the customer push outbox, and the API clients of the customer ordering app.
import { type Kysely, sql } from 'kysely';
import { restaurantColumn, timestamps } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE api_clients (
      id_api_client serial PRIMARY KEY,
      name text NOT NULL,
      key_prefix text NOT NULL,
      key_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    )`.execute(db);

  await sql`
    CREATE TABLE food_orders (
      id_food_order serial PRIMARY KEY,
      ${restaurantColumn},
      order_number text NOT NULL,
      order_date date NOT NULL,
      order_time time NOT NULL,
      id_user text NOT NULL,
      from_where text NOT NULL,
      id_api_client integer REFERENCES api_clients (id_api_client) ON DELETE SET NULL,
      order_restaurant_type text NOT NULL CHECK (order_restaurant_type IN ('reservation', 'by_order', 'delivery')),
      is_free_food_order boolean NOT NULL DEFAULT false,
      id_restaurant_receiving_method integer
        REFERENCES restaurant_receiving_methods (id_restaurant_receiving_method) ON DELETE SET NULL,
      id_receiving_method integer,
      receiving_method_title text,
      receiving_method_types text,
      table_number text,
      od_order_number text,
      customer_note text NOT NULL DEFAULT '',
      response_list jsonb NOT NULL DEFAULT '[]',
      cooking_status text NOT NULL DEFAULT 'stop'
        CHECK (cooking_status IN ('stop', 'cooking', 'done', 'receipt', 'receipt_app')),
      cooking_status_detail text NOT NULL DEFAULT '',
      waiting_time integer CHECK (waiting_time >= 0),
      confirmed boolean NOT NULL DEFAULT false,
      date_reservation date,
      delivery_time time,
      id_delivery_time_frame integer REFERENCES delivery_time_frames (id_delivery_time_frame) ON DELETE SET NULL,
      delivery_address_detail jsonb,
      subtotal integer NOT NULL DEFAULT 0,
      option_total integer NOT NULL DEFAULT 0,
      service_fee integer NOT NULL DEFAULT 0,
      service_fee_rate numeric(5, 2) NOT NULL DEFAULT 0,
      tax integer NOT NULL DEFAULT 0,
      tax_rate numeric(5, 2) NOT NULL DEFAULT 0,
      shipping_fee integer NOT NULL DEFAULT 0,
      total_price integer NOT NULL DEFAULT 0,
      extra_charge jsonb,
      ${timestamps},
      UNIQUE (id_restaurant, order_date, order_number)
    )`.execute(db);
  await sql`CREATE INDEX food_orders_service_date_idx ON food_orders (id_restaurant, (COALESCE(date_reservation, order_date)), cooking_status)`.execute(
    db,
  );
  await sql`CREATE INDEX food_orders_order_date_idx ON food_orders (id_restaurant, order_date, order_time)`.execute(db);

  await sql`
    CREATE TABLE food_order_lines (
      id_food_cart serial PRIMARY KEY,
      id_food_order integer NOT NULL REFERENCES food_orders (id_food_order) ON DELETE CASCADE,
      id_restaurant integer NOT NULL,
      position integer NOT NULL,
      id_food_menu integer REFERENCES food_menus (id_food_menu) ON DELETE SET NULL,
      id_food_category integer,
      id_food_sub_category integer,
      food_menu_name text NOT NULL,
      is_free_food_menu boolean NOT NULL DEFAULT false,
      id_free_food_menu integer REFERENCES free_food_menus (id_free_food_menu) ON DELETE SET NULL,
      free_food_menu_name text,
      qty integer NOT NULL CHECK (qty >= 1),
      price integer NOT NULL CHECK (price >= 0),
      extra_price integer NOT NULL DEFAULT 0 CHECK (extra_price >= 0),
      total integer NOT NULL,
      jancode text,
      image_name text,
      use_service_coupon boolean NOT NULL DEFAULT false,
      checked_detail_order boolean NOT NULL DEFAULT false,
      additional jsonb NOT NULL DEFAULT '[]'
    )`.execute(db);
  await sql`CREATE INDEX food_order_lines_order_idx ON food_order_lines (id_food_order)`.execute(db);
  await sql`CREATE INDEX food_order_lines_category_idx ON food_order_lines (id_food_category, id_food_order)`.execute(
    db,
  );

  await sql`
    CREATE TABLE order_number_sequences (
      ${restaurantColumn},
      business_date date NOT NULL,
      last_number integer NOT NULL,
      PRIMARY KEY (id_restaurant, business_date)
    )`.execute(db);

  await sql`
    CREATE TABLE restaurant_event_sequences (
      id_restaurant integer PRIMARY KEY REFERENCES restaurants (id_restaurant) ON DELETE CASCADE,
      seq bigint NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE order_events (
      id_order_event bigserial PRIMARY KEY,
      ${restaurantColumn},
      seq bigint NOT NULL,
      id_food_order integer NOT NULL REFERENCES food_orders (id_food_order) ON DELETE CASCADE,
      type text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id_restaurant, seq)
    )`.execute(db);

  // One row per order to print; the claiming columns are for the printing issue.
  await sql`
    CREATE TABLE order_prints (
      id_food_order integer PRIMARY KEY REFERENCES food_orders (id_food_order) ON DELETE CASCADE,
      id_restaurant integer NOT NULL,
      is_printed boolean NOT NULL DEFAULT false,
      printed_at timestamptz,
      claimed_by text,
      claimed_at timestamptz,
      ${timestamps}
    )`.execute(db);
  await sql`CREATE INDEX order_prints_pending_idx ON order_prints (id_restaurant) WHERE NOT is_printed`.execute(db);

  await sql`
    CREATE TABLE push_outbox (
      id_push bigserial PRIMARY KEY,
      ${restaurantColumn},
      id_food_order integer REFERENCES food_orders (id_food_order) ON DELETE SET NULL,
      account_id text NOT NULL,
      title text NOT NULL,
      body text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'skipped', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX push_outbox_due_idx ON push_outbox (next_attempt_at) WHERE status = 'pending'`.execute(db);
}
