// Synthetic bench data, written fast with set-based SQL (INSERT ... SELECT generate_series), not
// through the API: a store with N restaurants (60 % by_order, 20 % reservation, 20 % delivery),
// an owner and a staff user each, take-out and counter methods (plus delivery), 2 categories ×
// 2 sub-categories × 5 menus with one option group, delivery time frames, and the order history:
// `orders` orders over the last 30 days (10 % of them today, in every status), 1–3 lines each,
// with their print rows, numbered events and counters, as intake would have left them. Then API
// clients and sessions (inserted directly, tokens known to the bench).
import { randomBytes } from 'node:crypto';
import { addDays } from '@noren/domain/delivery-time-frames';
import { businessDate } from '@noren/domain/restaurant';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../modules/auth/service.ts';
import { generateDeliveryTimeFrames } from '../../modules/delivery-time-frames/service.ts';
import { createApiClient } from '../../modules/orders/api-clients.ts';

export interface BenchMenu {
  id_food_menu: number;
  id_food_menu_additional: number;
  id_food_menu_additional_option: number;
}

export interface BenchRestaurant {
  id_restaurant: number;
  type: 'by_order' | 'reservation' | 'delivery';
  methods: { id_restaurant_receiving_method: number; id_receiving_method: number }[];
  menus: BenchMenu[];
  /** Frames of tomorrow and after (all still open). */
  frames: number[];
  /** The owner's session (dashboard list requests). */
  ownerToken: string;
  /** One session per socket (owner and staff alternately). */
  socketTokens: string[];
}

export interface BenchData {
  today: string;
  restaurants: BenchRestaurant[];
  apiKeys: string[];
  orders: number;
  lines: number;
}

const storeCode = 9001;

// Order i belongs to restaurant i % n and is that restaurant's k-th order (k = i / n). It has
// 1 + k % 3 lines; line j is the restaurant's menu (3k + 7j) % 20 with quantity 1 + (k + j) % 2.
const linesOf = sql`generate_series(0, o.k % 3) AS j`;
const menuOf = sql`(3 * o.k + 7 * j) % ${sql.lit(20)}`;
const qtyOf = sql`(1 + (o.k + j) % 2)`;

export async function seedBench(
  db: Db,
  options: { restaurants: number; orders: number; socketsPerRestaurant: number; apiClients: number },
): Promise<BenchData> {
  const today = businessDate(new Date());
  const n = options.restaurants;
  const frameSettings = {
    open_reservation: '10:00',
    close_reservation: '20:00',
    interval_time_frame: 30,
    days_time_frame: 3,
    max_order: 9999,
    closing_time: 0,
  };

  await db.transaction().execute(async (trx) => {
    await sql`INSERT INTO stores (code_store, store_name, code_company) VALUES (${storeCode}, 'ベンチ店', 100)`.execute(
      trx,
    );
    await sql`
      INSERT INTO restaurants (restaurant_name, code_company, code_store, restaurant_type, restaurant_type_detail)
      SELECT 'Bench ' || lpad(i::text, 3, '0'), 100, ${storeCode},
        CASE i % 5 WHEN 3 THEN 'reservation' WHEN 4 THEN 'delivery' ELSE 'by_order' END,
        CASE WHEN i % 5 = 4 THEN ${JSON.stringify(frameSettings)}::jsonb ELSE '{}'::jsonb END
      FROM generate_series(1, ${n}) AS i`.execute(trx);
    await sql`
      INSERT INTO restaurant_users (id_restaurant, email, password_hash, level, first_name, last_name)
      SELECT r.id_restaurant, 'bench-' || k.kind || '-' || r.id_restaurant || '@bench.example', '!', k.level, 'Bench', k.kind
      FROM restaurants r CROSS JOIN (VALUES ('owner', 1::smallint), ('staff', 2::smallint)) AS k(kind, level)
      WHERE r.code_store = ${storeCode}`.execute(trx);
    await sql`
      INSERT INTO restaurant_receiving_methods
        (id_restaurant, id_receiving_method, title, tax, service_fee, min_order_fee, order_number_initials)
      SELECT r.id_restaurant, m.id, m.title, m.tax, 0, 0, m.initials
      FROM restaurants r
      JOIN (VALUES (1, 'テイクアウト', 8, 'T'), (2, 'カウンター', 10, 'C'), (4, 'デリバリー', 8, 'D')) AS m(id, title, tax, initials)
        ON m.id <> 4 OR r.restaurant_type = 'delivery'
      WHERE r.code_store = ${storeCode}`.execute(trx);
    await sql`
      INSERT INTO food_categories (id_restaurant, category_name, code_category, display_order)
      SELECT r.id_restaurant, c.name, c.code, c.position
      FROM restaurants r CROSS JOIN (VALUES ('定食', '10', 0), ('ドリンク', '20', 1)) AS c(name, code, position)
      WHERE r.code_store = ${storeCode}`.execute(trx);
    await sql`
      INSERT INTO food_sub_categories
        (id_restaurant, id_food_category, sub_category_name, code_sub_category, inactive_data, display_order)
      SELECT c.id_restaurant, c.id_food_category, c.category_name || s.i, c.code_category::int * 10 + s.i, '[]', s.i
      FROM food_categories c CROSS JOIN generate_series(1, 2) AS s(i)`.execute(trx);
    await sql`
      INSERT INTO food_menus (id_restaurant, id_food_category, id_food_sub_category, food_menu_name, food_menu_price,
        food_menu_stock_qty, jancode, display_order)
      SELECT s.id_restaurant, s.id_food_category, s.id_food_sub_category, 'メニュー' || s.code_sub_category || '-' || k,
        300 + ((s.code_sub_category + k) % 10) * 80, 1000000000,
        '49' || lpad((s.id_food_sub_category * 100 + k)::text, 11, '0'), k
      FROM food_sub_categories s CROSS JOIN generate_series(1, 5) AS k`.execute(trx);
    await sql`
      INSERT INTO food_menu_additionals (id_food_menu, position, item_name, jancode)
      SELECT id_food_menu, 0, 'サイズ', '' FROM food_menus`.execute(trx);
    await sql`
      INSERT INTO food_menu_additional_options (id_food_menu_additional, position, additional_name, additional_cost, "default")
      SELECT a.id_food_menu_additional, o.position, o.name, o.cost, o.position = 0
      FROM food_menu_additionals a
      CROSS JOIN (VALUES (0, '普通', 0), (1, '大盛り', 100), (2, '小盛り', 0)) AS o(position, name, cost)`.execute(trx);
    await sql`
      INSERT INTO food_menu_receiving_methods (id_food_menu, id_restaurant_receiving_method, food_menu_price, is_applied)
      SELECT m.id_food_menu, rm.id_restaurant_receiving_method, m.food_menu_price, true
      FROM food_menus m JOIN restaurant_receiving_methods rm ON rm.id_restaurant = m.id_restaurant`.execute(trx);

    // The menus of each restaurant numbered 0..19, with their first (default) option.
    await sql`
      CREATE TEMP TABLE bench_menu ON COMMIT DROP AS
      SELECT m.id_restaurant, (row_number() OVER (PARTITION BY m.id_restaurant ORDER BY m.id_food_menu) - 1)::int AS idx,
        m.id_food_menu, m.id_food_category, m.id_food_sub_category, m.food_menu_name, m.food_menu_price, m.jancode,
        a.id_food_menu_additional, o.id_food_menu_additional_option
      FROM food_menus m
      JOIN food_menu_additionals a ON a.id_food_menu = m.id_food_menu
      JOIN food_menu_additional_options o ON o.id_food_menu_additional = a.id_food_menu_additional AND o.position = 0`.execute(
      trx,
    );
    await sql`CREATE INDEX ON bench_menu (id_restaurant, idx)`.execute(trx);

    // Orders: restaurant i % n, 10 % today and the rest over the last 29 days, 10:00–20:59.
    await sql`
      INSERT INTO food_orders (id_restaurant, order_number, order_date, order_time, id_user, from_where,
        order_restaurant_type, id_restaurant_receiving_method, id_receiving_method, receiving_method_title,
        receiving_method_types, cooking_status, cooking_status_detail, confirmed, waiting_time,
        subtotal, tax, tax_rate, total_price, total_qty, created_at, updated_at)
      WITH r AS (
        SELECT id_restaurant, restaurant_type, (row_number() OVER (ORDER BY id_restaurant) - 1)::int AS r_idx
        FROM restaurants WHERE code_store = ${storeCode}
      ), g AS (
        SELECT i, i % ${n} AS r_idx, i / ${n} AS k,
          CASE WHEN (i / ${n}) % 10 = 0 THEN 0 ELSE 1 + ((i / ${n}) * 7919) % 29 END AS day_back,
          make_time(10 + (i * 31) % 11, (i * 17) % 60, ((i * 13) % 60)::double precision) AS t
        FROM generate_series(0, ${options.orders - 1}) AS i
      ), o AS (
        SELECT g.i, g.k, g.t, g.day_back, r.id_restaurant, r.restaurant_type, (${today}::date - g.day_back) AS d,
          rm.id_restaurant_receiving_method, rm.id_receiving_method, rm.title, k.types, rm.order_number_initials, rm.tax,
          row_number() OVER (PARTITION BY r.id_restaurant, g.day_back ORDER BY g.t, g.i) AS number,
          CASE
            WHEN g.day_back > 0 THEN CASE WHEN r.restaurant_type = 'by_order' THEN 'receipt' ELSE 'receipt_app' END
            WHEN r.restaurant_type = 'by_order' THEN (ARRAY['stop', 'stop', 'cooking', 'done', 'receipt', 'receipt', 'receipt', 'receipt'])[1 + g.k % 8]
            ELSE (ARRAY['cooking', 'cooking', 'receipt_app', 'receipt_app', 'receipt_app'])[1 + g.k % 5]
          END AS status
        FROM g JOIN r USING (r_idx)
        JOIN restaurant_receiving_methods rm ON rm.id_restaurant = r.id_restaurant AND rm.id_receiving_method = 1 + g.k % 2
        JOIN receiving_method_master k ON k.id_receiving_method = rm.id_receiving_method
      )
      SELECT o.id_restaurant, o.order_number_initials || CASE WHEN o.number < 1000 THEN lpad(o.number::text, 3, '0') ELSE o.number::text END,
        o.d, o.t,
        'U' || (10000000 + o.i), 'app', o.restaurant_type, o.id_restaurant_receiving_method, o.id_receiving_method,
        o.title, o.types, o.status, '', o.status <> 'stop', CASE WHEN o.status = 'stop' THEN NULL ELSE 10 END,
        s.subtotal, floor(s.subtotal * o.tax / 100), o.tax, s.subtotal + floor(s.subtotal * o.tax / 100), s.qty,
        (o.d + o.t) AT TIME ZONE 'Asia/Tokyo', (o.d + o.t) AT TIME ZONE 'Asia/Tokyo'
      FROM o CROSS JOIN LATERAL (
        SELECT sum(bm.food_menu_price * ${qtyOf})::int AS subtotal, sum(${qtyOf})::int AS qty
        FROM ${linesOf} JOIN bench_menu bm ON bm.id_restaurant = o.id_restaurant AND bm.idx = ${menuOf}
      ) AS s`.execute(trx);

    await sql`
      INSERT INTO food_order_lines (id_food_order, id_restaurant, position, id_food_menu, id_food_category,
        id_food_sub_category, food_menu_name, qty, price, extra_price, total, jancode, checked_detail_order, additional)
      SELECT o.id_food_order, o.id_restaurant, j, bm.id_food_menu, bm.id_food_category, bm.id_food_sub_category,
        bm.food_menu_name, ${qtyOf}, bm.food_menu_price, 0, bm.food_menu_price * ${qtyOf}, bm.jancode,
        o.cooking_status IN ('done', 'receipt', 'receipt_app'),
        jsonb_build_array(jsonb_build_object('id_food_menu_additional', bm.id_food_menu_additional, 'item_name', 'サイズ',
          'jancode', '', 'image_name', NULL, 'additional', jsonb_build_array(jsonb_build_object(
            'id_food_menu_additional_option', bm.id_food_menu_additional_option, 'additional_name', '普通',
            'additional_cost', 0, 'jancode', NULL, 'image_name', NULL, 'default', true, 'active', true, 'amount', 1))))
      FROM (
        SELECT id_food_order, id_restaurant, cooking_status, (substr(id_user, 2)::int - 10000000) / ${n} AS k FROM food_orders
      ) AS o
      CROSS JOIN LATERAL ${linesOf}
      JOIN bench_menu bm ON bm.id_restaurant = o.id_restaurant AND bm.idx = ${menuOf}`.execute(trx);
    await sql`
      INSERT INTO order_prints (id_food_order, id_restaurant, is_printed, printed_at)
      SELECT id_food_order, id_restaurant, cooking_status <> 'stop', CASE WHEN cooking_status <> 'stop' THEN created_at END
      FROM food_orders`.execute(trx);
    await sql`
      INSERT INTO order_events (id_restaurant, seq, id_food_order, type, created_at)
      SELECT id_restaurant, row_number() OVER (PARTITION BY id_restaurant ORDER BY id_food_order), id_food_order,
        'created', created_at
      FROM food_orders`.execute(trx);
    await sql`
      INSERT INTO restaurant_event_sequences (id_restaurant, seq)
      SELECT id_restaurant, count(*) FROM food_orders GROUP BY id_restaurant`.execute(trx);
    // Intake continues each restaurant's numbering of today.
    await sql`
      INSERT INTO order_number_sequences (id_restaurant, business_date, last_number)
      SELECT id_restaurant, order_date, count(*) FROM food_orders WHERE order_date = ${today}
      GROUP BY id_restaurant, order_date`.execute(trx);
  });

  // Delivery frames exactly as the server's generation job makes them (it would replace others),
  // with room for every order the bench places.
  await generateDeliveryTimeFrames(db, { today });
  await sql`UPDATE delivery_time_frames SET max_order = 1000000`.execute(db);
  await sql`VACUUM ANALYZE`.execute(db);

  const apiKeys: string[] = [];
  for (let i = 0; i < options.apiClients; i += 1) apiKeys.push((await createApiClient(db, `bench ${i + 1}`)).key);
  return {
    today,
    restaurants: await describe(db, options.socketsPerRestaurant, today),
    apiKeys,
    ...(await counts(db)),
  };
}

const newToken = () => randomBytes(32).toString('base64url');

/** Reads back what intake bodies need, and opens the sessions (one per socket, plus the owner's). */
async function describe(db: Db, socketsPerRestaurant: number, today: string): Promise<BenchRestaurant[]> {
  const restaurants = await db
    .selectFrom('restaurants')
    .select(['id_restaurant', 'restaurant_type'])
    .where('code_store', '=', storeCode)
    .orderBy('id_restaurant')
    .execute();
  const methods = await db
    .selectFrom('restaurant_receiving_methods')
    .select(['id_restaurant', 'id_restaurant_receiving_method', 'id_receiving_method'])
    .execute();
  const menus = await db
    .selectFrom('food_menus as m')
    .innerJoin('food_menu_additionals as a', 'a.id_food_menu', 'm.id_food_menu')
    .innerJoin('food_menu_additional_options as o', 'o.id_food_menu_additional', 'a.id_food_menu_additional')
    .select(['m.id_restaurant', 'm.id_food_menu', 'a.id_food_menu_additional', 'o.id_food_menu_additional_option'])
    .where('o.position', '=', 0)
    .orderBy('m.id_food_menu')
    .execute();
  const frames = await db
    .selectFrom('delivery_time_frames')
    .select(['id_restaurant', 'id_delivery_time_frame'])
    .where('date', '>', today)
    .where('date', '<=', addDays(today, 2))
    .execute();
  const users = await db
    .selectFrom('restaurant_users')
    .select(['id_restaurant', 'id_restaurant_user', 'level'])
    .execute();

  const sessions: { token_hash: string; id_restaurant_user: number; expires_at: Date; user_agent: string }[] = [];
  const expires = new Date(Date.now() + 86_400_000);
  const open = (idRestaurantUser: number) => {
    const token = newToken();
    sessions.push({
      token_hash: hashToken(token),
      id_restaurant_user: idRestaurantUser,
      expires_at: expires,
      user_agent: 'bench',
    });
    return token;
  };
  const described = restaurants.map((restaurant) => {
    const own = users.filter((user) => user.id_restaurant === restaurant.id_restaurant);
    const owner = own.find((user) => user.level === 1)?.id_restaurant_user as number;
    const staff = own.find((user) => user.level === 2)?.id_restaurant_user as number;
    return {
      id_restaurant: restaurant.id_restaurant,
      type: restaurant.restaurant_type,
      methods: methods.filter((method) => method.id_restaurant === restaurant.id_restaurant),
      menus: menus.filter((menu) => menu.id_restaurant === restaurant.id_restaurant),
      frames: frames
        .filter((frame) => frame.id_restaurant === restaurant.id_restaurant)
        .map((f) => f.id_delivery_time_frame),
      ownerToken: open(owner),
      socketTokens: Array.from({ length: socketsPerRestaurant }, (_, i) => open(i % 2 === 0 ? owner : staff)),
    };
  });
  for (let start = 0; start < sessions.length; start += 500) {
    await db
      .insertInto('sessions')
      .values(sessions.slice(start, start + 500))
      .execute();
  }
  return described;
}

async function counts(db: Db): Promise<{ orders: number; lines: number }> {
  const { rows } = await sql<{ orders: number; lines: number }>`
    SELECT (SELECT count(*) FROM food_orders)::int AS orders, (SELECT count(*) FROM food_order_lines)::int AS lines`.execute(
    db,
  );
  return { orders: rows[0]?.orders ?? 0, lines: rows[0]?.lines ?? 0 };
}
