// Per-file test harness: a fresh database, the app built on it, and helpers to sign in.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defaultStaffPermissions } from '@noren/domain/permissions';
import { type Selectable, sql } from 'kysely';
import pg from 'pg';
import { afterAll, expect, inject } from 'vitest';
import { type BuiltApp, buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config.ts';
import { createDb, type Db, migrateToLatest } from '../src/db/database.ts';
import type { Database } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { storeTestPictures } from '../src/modules/uploads/test-pictures.ts';
import { storeRestaurantRow } from '../src/seed/restaurant-row.ts';

export const testPassword = 'correct-horse-battery';

async function createFreshDatabase(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `noren_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestContext extends BuiltApp {
  db: Db;
  config: AppConfig;
  /** Base URL once `listen()` was called. */
  listen(): Promise<string>;
}

export async function setupTestApp(overrides: Partial<AppConfig> = {}): Promise<TestContext> {
  const url = await createFreshDatabase();
  const db = createDb(url, 20);
  await migrateToLatest(db);
  const base = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', WEB_DIST: '/nonexistent' });
  // Stored files of a test file live in their own temporary folder.
  const filesRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'noren-test-files-'));
  const config = { ...base, storage: { ...base.storage, localRoot: filesRoot }, ...overrides };
  const built = await buildApp(config, db);
  afterAll(async () => {
    await built.app.close();
    await db.destroy();
    await fs.rm(filesRoot, { recursive: true, force: true });
  });
  return {
    ...built,
    db,
    config,
    async listen() {
      await built.app.listen({ host: '127.0.0.1', port: 0 });
      const address = built.app.server.address() as AddressInfo;
      return `http://127.0.0.1:${address.port}`;
    },
  };
}

let hashed: Promise<string> | undefined;

/** A store with two restaurants (A by_order, B reservation), owners, staff and a superadmin. */
export async function seedTenants(db: Db) {
  hashed ??= hashPassword(testPassword);
  const password_hash = await hashed;
  await db.insertInto('stores').values({ code_store: 1001, store_name: 'Store', code_company: 100 }).execute();
  const restaurant = (name: string, type: 'by_order' | 'reservation') =>
    db
      .insertInto('restaurants')
      .values(
        storeRestaurantRow({
          restaurant_name: name,
          restaurant_type: type,
          restaurant_type_detail: '{}',
          description: '',
          code_register: '01',
        }),
      )
      .returning('id_restaurant')
      .executeTakeFirstOrThrow();
  const a = await restaurant('Restaurant A', 'by_order');
  const b = await restaurant('Restaurant B', 'reservation');
  const user = (email: string, id_restaurant: number | null, level: 1 | 2, is_superadmin = false) =>
    db
      .insertInto('restaurant_users')
      .values({
        email,
        id_restaurant,
        level,
        is_superadmin,
        password_hash,
        first_name: email.split('@')[0] ?? '',
        last_name: 'Test',
        access_permission: JSON.stringify(defaultStaffPermissions()),
      })
      .returning('id_restaurant_user')
      .executeTakeFirstOrThrow()
      .then((row) => row.id_restaurant_user);
  return {
    restaurantA: a.id_restaurant,
    restaurantB: b.id_restaurant,
    admin: await user('admin@test.example', null, 1, true),
    ownerA: await user('owner-a@test.example', a.id_restaurant, 1),
    staffA: await user('staff-a@test.example', a.id_restaurant, 2),
    ownerB: await user('owner-b@test.example', b.id_restaurant, 1),
    staffB: await user('staff-b@test.example', b.id_restaurant, 2),
  };
}

/** Signs in through the API; answers the bearer header and the session record. */
export async function login(app: BuiltApp['app'], email: string, password = testPassword) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/restaurant/users/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.body}`);
  const body = response.json();
  return {
    headers: { authorization: `Bearer ${body.data.token}` },
    user: body.data,
    cookie: String(response.headers['set-cookie']),
  };
}

export type Tenants = Awaited<ReturnType<typeof seedTenants>>;
export type Session = Awaited<ReturnType<typeof login>>;

/**
 * A module test's starting point: the app on a fresh database, restaurants A and B, the pictures
 * its bodies name (stored before anyone signs in), and the sessions of A's owner, A's staff and B's
 * owner.
 */
export async function setupTenantsTest(
  options: { pictures?: (ids: Tenants) => string[]; config?: Partial<AppConfig> } = {},
) {
  const ctx = await setupTestApp(options.config);
  const ids = await seedTenants(ctx.db);
  if (options.pictures) await storeTestPictures(ctx.storage, options.pictures(ids));
  const ownerA = await login(ctx.app, 'owner-a@test.example');
  const staffA = await login(ctx.app, 'staff-a@test.example');
  const ownerB = await login(ctx.app, 'owner-b@test.example');
  return { ctx, ids, ownerA, staffA, ownerB };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `inject` for API calls, `call('PATCH', url, headers, payload)`, every url after `prefix`. */
export const apiCaller =
  (app: BuiltApp['app'], prefix = '') =>
  (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url: `${prefix}${url}`, headers, ...(payload ? { payload } : {}) });

/**
 * A superadmin module's starting point: `setupTenantsTest` plus the superadmin's session and
 * `call(method, 'restaurant/…', headers, payload)` on `/api/`.
 */
export async function setupPlatformTest(options: Parameters<typeof setupTenantsTest>[0] = {}) {
  const tenants = await setupTenantsTest(options);
  const admin = await login(tenants.ctx.app, 'admin@test.example');
  return { ...tenants, admin, call: apiCaller(tenants.ctx.app, '/api/') };
}

/** How many rows `table` holds. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type Column<T extends keyof Database> = keyof Selectable<Database[T]> & string;
type ValueOf<T extends keyof Database, C extends Column<T>> = Selectable<Database[T]>[C];

/** `column` of the `table` rows whose `key` is `id`, in ascending order. */
export async function columnValues<T extends keyof Database, C extends Column<T>>(
  db: Db,
  table: T,
  column: C,
  key: Column<T>,
  id: number | string,
): Promise<ValueOf<T, C>[]> {
  const { rows } = await sql<Record<C, ValueOf<T, C>>>`
    SELECT ${sql.ref(column)} FROM ${sql.table(table)} WHERE ${sql.ref(key)} = ${id} ORDER BY 1`.execute(db);
  return rows.map((row) => row[column]);
}

/** `column` of the one `table` row whose `key` is `id` (refused when there is none). */
export async function columnOf<T extends keyof Database, C extends Column<T>>(
  db: Db,
  table: T,
  column: C,
  key: Column<T>,
  id: number | string,
): Promise<ValueOf<T, C>> {
  const [value] = await columnValues(db, table, column, key, id);
  if (value === undefined) throw new Error(`no ${table} row with ${key} = ${id}`);
  return value;
}

/** The id of the restaurant named `name`. */
export const restaurantIdByName = (db: Db, name: string): Promise<number> =>
  columnOf(db, 'restaurants', 'id_restaurant', 'restaurant_name', name);

/** The `table` rows whose `key` is `id`, ordered by `orderBy`. */
export async function rowsOf<T extends keyof Database>(
  db: Db,
  table: T,
  key: Column<T>,
  id: number | string,
  orderBy: Column<T>,
): Promise<Selectable<Database[T]>[]> {
  const { rows } = await sql<Selectable<Database[T]>>`
    SELECT * FROM ${sql.table(table)} WHERE ${sql.ref(key)} = ${id} ORDER BY ${sql.ref(orderBy)}`.execute(db);
  return rows;
}

/** The account rows of a restaurant, oldest first: equal before and after a refused change. */
export const accountsOf = (db: Db, id_restaurant: number) =>
  rowsOf(db, 'restaurant_users', 'id_restaurant', id_restaurant, 'id_restaurant_user');

/** An `inject` answer, as the assertions below read it. */
interface Answer {
  statusCode: number;
  body: string;
  json(): unknown;
}

/** Asserts the answer's status and that its body holds `expected`. */
export function expectAnswer(res: Answer, status: number, expected: Record<string, unknown>) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject(expected);
}

/** Asserts a 400 refusal naming `field`, and whatever else `expected` lists (code, message…). */
export function expectFieldError(res: Answer, field: string, expected: Record<string, unknown> = {}) {
  expectAnswer(res, 400, { field, ...expected });
}

/** Asserts a week as the API answers it: seven days, Monday open 11:00–14:00. */
export function expectMondayLunchWeek(week: unknown[]) {
  expect(week).toHaveLength(7);
  expect(week[1]).toEqual({
    day_of_week: 1,
    active: true,
    start_shift_1: '11:00:00',
    end_shift_1: '14:00:00',
    start_shift_2: null,
    end_shift_2: null,
  });
}
