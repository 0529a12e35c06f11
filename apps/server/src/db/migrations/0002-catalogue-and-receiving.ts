// The catalogue (categories, sub-categories, banners, free menus, menus with add-ons and
// per-method prices), receiving methods with wait times, delivery time frames, holidays, and
// stored files.
import { type Kysely, sql } from 'kysely';
import { dateStamps, restaurantColumn, timestamps } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE stored_files (
      file_key text PRIMARY KEY,
      id_restaurant integer REFERENCES restaurants (id_restaurant) ON DELETE CASCADE,
      original_name text NOT NULL,
      content_type text,
      size_bytes integer,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'stored')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE receiving_method_master (
      id_receiving_method integer PRIMARY KEY,
      method_name text NOT NULL,
      method_name_jp text NOT NULL,
      types text NOT NULL UNIQUE
    )`.execute(db);
  await sql`
    INSERT INTO receiving_method_master (id_receiving_method, method_name, method_name_jp, types) VALUES
      (1, 'Take-out', 'テイクアウト', 'take_out'),
      (2, 'Counter', 'カウンター', 'counter'),
      (3, 'Table', 'テーブル', 'table'),
      (4, 'Delivery', 'デリバリー', 'delivery')`.execute(db);

  await sql`
    CREATE TABLE restaurant_receiving_methods (
      id_restaurant_receiving_method serial PRIMARY KEY,
      ${restaurantColumn},
      id_receiving_method integer NOT NULL REFERENCES receiving_method_master (id_receiving_method),
      title text NOT NULL,
      text text NOT NULL DEFAULT '',
      detail text NOT NULL DEFAULT '',
      tax numeric(5, 2) NOT NULL DEFAULT 0,
      service_fee numeric(5, 2) NOT NULL DEFAULT 0,
      method_image_name text,
      service_image_name text,
      min_order_fee integer,
      min_free_order_fee integer,
      orderable_distance integer,
      order_number_initials text NOT NULL DEFAULT '',
      inactive_data jsonb NOT NULL DEFAULT '[]',
      active boolean NOT NULL DEFAULT true,
      id_wait_time integer,
      ${timestamps}
    )`.execute(db);
  await sql`CREATE INDEX restaurant_receiving_methods_restaurant_idx ON restaurant_receiving_methods (id_restaurant)`.execute(
    db,
  );
  await sql`
    CREATE TABLE service_shipping_fees (
      id_service_shipping_fee serial PRIMARY KEY,
      id_restaurant_receiving_method integer NOT NULL
        REFERENCES restaurant_receiving_methods (id_restaurant_receiving_method) ON DELETE CASCADE,
      position integer NOT NULL,
      name text NOT NULL,
      min_order_fee integer NOT NULL,
      max_order_fee integer NOT NULL,
      cost integer NOT NULL,
      jancode text
    )`.execute(db);
  await sql`
    CREATE TABLE wait_times (
      id_wait_time serial PRIMARY KEY,
      ${restaurantColumn},
      id_restaurant_receiving_method integer NOT NULL
        REFERENCES restaurant_receiving_methods (id_restaurant_receiving_method) ON DELETE CASCADE,
      wait_time integer NOT NULL CHECK (wait_time >= 0),
      description text NOT NULL DEFAULT '',
      ${timestamps}
    )`.execute(db);
  await sql`CREATE INDEX wait_times_restaurant_idx ON wait_times (id_restaurant)`.execute(db);
  await sql`
    ALTER TABLE restaurant_receiving_methods
      ADD CONSTRAINT restaurant_receiving_methods_wait_time_fk
      FOREIGN KEY (id_wait_time) REFERENCES wait_times (id_wait_time) ON DELETE SET NULL`.execute(db);

  await sql`
    CREATE TABLE delivery_time_frames (
      id_delivery_time_frame serial PRIMARY KEY,
      ${restaurantColumn},
      date date NOT NULL,
      start_time time NOT NULL,
      end_time time NOT NULL,
      max_order integer NOT NULL CHECK (max_order >= 0),
      count_order integer NOT NULL DEFAULT 0 CHECK (count_order >= 0),
      closing_time integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id_restaurant, date, start_time),
      CHECK (count_order <= max_order OR count_order = 0)
    )`.execute(db);
  await sql`
    CREATE TABLE holidays (
      ${restaurantColumn},
      date date NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (id_restaurant, date)
    )`.execute(db);

  await sql`
    CREATE TABLE food_categories (
      id_food_category serial PRIMARY KEY,
      ${restaurantColumn},
      category_name text NOT NULL,
      code_category text NOT NULL CHECK (code_category ~ '^[0-9]+$'),
      description text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
      banner_name text,
      display_order integer NOT NULL DEFAULT 0,
      ${timestamps},
      UNIQUE (id_restaurant, code_category)
    )`.execute(db);
  await sql`
    CREATE TABLE food_sub_categories (
      id_food_sub_category serial PRIMARY KEY,
      ${restaurantColumn},
      id_food_category integer NOT NULL REFERENCES food_categories (id_food_category) ON DELETE RESTRICT,
      sub_category_name text NOT NULL,
      code_sub_category integer NOT NULL CHECK (code_sub_category >= 0),
      description text NOT NULL DEFAULT '',
      status boolean NOT NULL DEFAULT true,
      image_name text,
      inactive_data jsonb NOT NULL DEFAULT '[]',
      display_order integer NOT NULL DEFAULT 0,
      ${timestamps},
      UNIQUE (id_restaurant, code_sub_category)
    )`.execute(db);
  await sql`
    CREATE TABLE food_banners (
      id_banner serial PRIMARY KEY,
      ${restaurantColumn},
      banner_name text NOT NULL,
      promo_type text NOT NULL CHECK (promo_type IN ('food', 'sub_category', 'URL')),
      promo_id integer,
      web_url text,
      is_active boolean NOT NULL DEFAULT true,
      slide_show boolean NOT NULL DEFAULT false,
      ${dateStamps}
    )`.execute(db);
  await sql`
    CREATE TABLE free_food_menus (
      id_free_food_menu serial PRIMARY KEY,
      ${restaurantColumn},
      free_food_menu_name text NOT NULL CHECK (length(trim(free_food_menu_name)) > 0),
      status boolean NOT NULL DEFAULT true,
      ${timestamps}
    )`.execute(db);
  await sql`
    CREATE TABLE food_menus (
      id_food_menu serial PRIMARY KEY,
      ${restaurantColumn},
      id_food_category integer NOT NULL REFERENCES food_categories (id_food_category) ON DELETE RESTRICT,
      id_food_sub_category integer NOT NULL REFERENCES food_sub_categories (id_food_sub_category) ON DELETE RESTRICT,
      food_menu_name text NOT NULL,
      food_menu_price integer NOT NULL CHECK (food_menu_price >= 0),
      food_menu_price_discount integer CHECK (food_menu_price_discount >= 0),
      discount_start_date date,
      discount_start_time time,
      discount_end_date date,
      discount_end_time time,
      food_menu_stock_qty integer NOT NULL DEFAULT 0,
      standard_qty integer,
      standard_qty_check boolean NOT NULL DEFAULT false,
      quota_per_user integer CHECK (quota_per_user IS NULL OR quota_per_user >= 1),
      combined_purchase boolean NOT NULL DEFAULT false,
      "price_link_SG" boolean NOT NULL DEFAULT false,
      display_order integer NOT NULL DEFAULT 0,
      tax integer NOT NULL DEFAULT 8 CHECK (tax IN (0, 8, 10)),
      jancode text NOT NULL,
      description text NOT NULL DEFAULT '',
      search_keyword text NOT NULL DEFAULT '',
      image_name text,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
      limited boolean NOT NULL DEFAULT false,
      slide_show boolean NOT NULL DEFAULT false,
      ${timestamps},
      UNIQUE (id_restaurant, jancode)
    )`.execute(db);
  await sql`CREATE INDEX food_menus_restaurant_category_idx ON food_menus (id_restaurant, id_food_category)`.execute(
    db,
  );
  await sql`
    CREATE TABLE food_menu_additionals (
      id_food_menu_additional serial PRIMARY KEY,
      id_food_menu integer NOT NULL REFERENCES food_menus (id_food_menu) ON DELETE CASCADE,
      position integer NOT NULL,
      item_name text NOT NULL,
      image_name text,
      jancode text NOT NULL DEFAULT ''
    )`.execute(db);
  await sql`CREATE INDEX food_menu_additionals_menu_idx ON food_menu_additionals (id_food_menu)`.execute(db);
  await sql`
    CREATE TABLE food_menu_additional_options (
      id_food_menu_additional_option serial PRIMARY KEY,
      id_food_menu_additional integer NOT NULL
        REFERENCES food_menu_additionals (id_food_menu_additional) ON DELETE CASCADE,
      position integer NOT NULL,
      additional_name text NOT NULL,
      additional_cost integer NOT NULL DEFAULT 0 CHECK (additional_cost >= 0),
      jancode text,
      image_name text,
      "default" boolean NOT NULL DEFAULT false
    )`.execute(db);
  await sql`CREATE INDEX food_menu_additional_options_group_idx ON food_menu_additional_options (id_food_menu_additional)`.execute(
    db,
  );
  await sql`
    CREATE TABLE food_menu_receiving_methods (
      id_food_menu integer NOT NULL REFERENCES food_menus (id_food_menu) ON DELETE CASCADE,
      id_restaurant_receiving_method integer NOT NULL
        REFERENCES restaurant_receiving_methods (id_restaurant_receiving_method) ON DELETE CASCADE,
      food_menu_price integer NOT NULL CHECK (food_menu_price >= 0),
      is_applied boolean NOT NULL DEFAULT true,
      PRIMARY KEY (id_food_menu, id_restaurant_receiving_method)
    )`.execute(db);
}
