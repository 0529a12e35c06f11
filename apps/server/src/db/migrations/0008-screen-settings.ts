// Restaurant-wide (platform) banners of the superadmin's /banner screen, each restaurant's order
// terminal settings and each store's signage settings (spec 1 §3, §7). File columns hold storage
// keys (never URLs); answers add the URLs.
import { type Kysely, sql } from 'kysely';
import { dateStamps } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A platform banner belongs to no restaurant (a master banner, shown by every restaurant's
  // ordering app) or to one restaurant. Only URL links are offered (spec 1 §3), so the link is
  // always a web address; promo_id stays for the wire contract and is always null.
  await sql`
    CREATE TABLE platform_banners (
      id_banner serial PRIMARY KEY,
      banner_name text NOT NULL,
      promo_type text NOT NULL DEFAULT 'url' CHECK (promo_type IN ('url')),
      promo_id integer,
      web_url text,
      id_restaurant integer REFERENCES restaurants (id_restaurant) ON DELETE CASCADE,
      is_active boolean NOT NULL DEFAULT true,
      slide_show boolean NOT NULL DEFAULT false,
      ${dateStamps},
      CONSTRAINT platform_banners_url_link CHECK (promo_id IS NULL AND web_url IS NOT NULL)
    )`.execute(db);
  await sql`CREATE INDEX platform_banners_newest_idx ON platform_banners (created_date DESC, id_banner DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX platform_banners_restaurant_idx ON platform_banners (id_restaurant)`.execute(db);

  // One row per restaurant: the unique id_restaurant makes two first saves of one restaurant
  // agree (the database decides, with ON CONFLICT), never two rows.
  await sql`
    CREATE TABLE order_terminal_settings (
      id serial PRIMARY KEY,
      id_restaurant integer NOT NULL UNIQUE REFERENCES restaurants (id_restaurant) ON DELETE CASCADE,
      restaurant_logo text,
      main_color text CHECK (main_color ~ '^#[0-9A-F]{6}$'),
      header_banner text,
      top_screen text,
      closing_screen text,
      ${dateStamps}
    )`.execute(db);

  // One row per store, shared by the restaurants of that store (the TV board of the food court).
  // The store's code may be corrected later: the setting follows it.
  await sql`
    CREATE TABLE signage_settings (
      id serial PRIMARY KEY,
      code_store integer NOT NULL UNIQUE REFERENCES stores (code_store) ON UPDATE CASCADE ON DELETE CASCADE,
      vertical_banner text NOT NULL,
      order_completion_screen text NOT NULL,
      ring_sound text NOT NULL,
      is_show_qr boolean NOT NULL DEFAULT false,
      ${dateStamps}
    )`.execute(db);
}
