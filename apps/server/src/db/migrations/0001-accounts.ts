// Stores, restaurants, accounts, sessions, login failures and app versions.
import { type Kysely, sql } from 'kysely';
import { timestamps } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pgcrypto`.execute(db).catch(() => undefined);
  await sql`
    CREATE TABLE stores (
      id_store serial PRIMARY KEY,
      code_store integer NOT NULL UNIQUE,
      store_name text NOT NULL,
      code_company integer NOT NULL,
      latitude double precision,
      longitude double precision,
      placeid text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE restaurants (
      id_restaurant serial PRIMARY KEY,
      restaurant_name text NOT NULL,
      description text NOT NULL DEFAULT '',
      detail text NOT NULL DEFAULT '',
      logo_name text,
      banner_name text,
      code_company integer NOT NULL,
      code_store integer NOT NULL,
      code_register text NOT NULL DEFAULT '',
      placeid text,
      lat double precision,
      long double precision,
      restaurant_type text NOT NULL CHECK (restaurant_type IN ('reservation', 'by_order', 'delivery')),
      restaurant_type_detail jsonb NOT NULL DEFAULT '{}',
      category_list jsonb NOT NULL DEFAULT '[]',
      search_keyword text NOT NULL DEFAULT '',
      inactive_message text NOT NULL DEFAULT '',
      waiting_text text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
      ${timestamps}
    )`.execute(db);
  await sql`CREATE INDEX restaurants_code_store_idx ON restaurants (code_store)`.execute(db);
  await sql`
    CREATE TABLE restaurant_users (
      id_restaurant_user serial PRIMARY KEY,
      id_restaurant integer REFERENCES restaurants (id_restaurant) ON DELETE CASCADE,
      email text NOT NULL,
      password_hash text NOT NULL,
      level smallint NOT NULL CHECK (level IN (1, 2)),
      is_superadmin boolean NOT NULL DEFAULT false,
      first_name text NOT NULL DEFAULT '',
      last_name text NOT NULL DEFAULT '',
      access_permission jsonb NOT NULL DEFAULT '[]',
      status_active text NOT NULL DEFAULT 'active' CHECK (status_active IN ('active', 'inactive')),
      ${timestamps},
      CHECK (is_superadmin OR id_restaurant IS NOT NULL)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX restaurant_users_email_key ON restaurant_users (lower(email))`.execute(db);
  await sql`CREATE INDEX restaurant_users_restaurant_idx ON restaurant_users (id_restaurant)`.execute(db);
  await sql`
    CREATE TABLE sessions (
      id_session uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      token_hash text NOT NULL UNIQUE,
      id_restaurant_user integer NOT NULL REFERENCES restaurant_users (id_restaurant_user) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      user_agent text
    )`.execute(db);
  await sql`CREATE INDEX sessions_user_idx ON sessions (id_restaurant_user)`.execute(db);
  await sql`
    CREATE TABLE login_failures (
      id bigserial PRIMARY KEY,
      key text NOT NULL,
      failed_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX login_failures_key_idx ON login_failures (key, failed_at)`.execute(db);
  await sql`
    CREATE TABLE app_versions (
      id serial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('app', 'tablet')),
      version_name text NOT NULL,
      version_code integer NOT NULL,
      note text NOT NULL DEFAULT '',
      link text NOT NULL,
      create_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (kind, version_code)
    )`.execute(db);
}
