// Test helpers of the orders area: catalogue rows inserted directly, an API client, placing an
// order through the API, and the counts that prove a refused order wrote nothing.
import { addDays } from '@noren/domain/delivery-time-frames';
import { businessDate } from '@noren/domain/restaurant';
import { emptyWeek, type WeekdaySchedule } from '@noren/domain/schedule';
import { sql } from 'kysely';
import { login, type Session, seedTenants, setupTestApp, type TestContext } from '../../../test/harness.ts';
import { createApiClient } from './api-clients.ts';

type Db = TestContext['db'];

export const today = () => businessDate(new Date());
export const yesterday = () => addDays(today(), -1);
export const tomorrow = () => addDays(today(), 1);

export async function receivingMethod(
  db: Db,
  id_restaurant: number,
  id_receiving_method: number,
  options: {
    initials?: string;
    tax?: number;
    service_fee?: number;
    min_order_fee?: number;
    min_free_order_fee?: number | null;
    tiers?: { name: string; min: number; max: number; cost: number; jancode?: string }[];
    title?: string;
    active?: boolean;
  } = {},
): Promise<number> {
  const row = await db
    .insertInto('restaurant_receiving_methods')
    .values({
      id_restaurant,
      id_receiving_method,
      title: options.title ?? `method ${id_receiving_method}`,
      tax: options.tax ?? 0,
      service_fee: options.service_fee ?? 0,
      min_order_fee: options.min_order_fee ?? 0,
      min_free_order_fee: options.min_free_order_fee ?? null,
      orderable_distance: 1000,
      order_number_initials: options.initials ?? '',
      active: options.active ?? true,
    })
    .returning('id_restaurant_receiving_method')
    .executeTakeFirstOrThrow();
  for (const [position, tier] of (options.tiers ?? []).entries()) {
    await db
      .insertInto('service_shipping_fees')
      .values({
        id_restaurant_receiving_method: row.id_restaurant_receiving_method,
        position,
        name: tier.name,
        min_order_fee: tier.min,
        max_order_fee: tier.max,
        cost: tier.cost,
        jancode: tier.jancode ?? null,
      })
      .execute();
  }
  return row.id_restaurant_receiving_method;
}

let codeSequence = 0;

export async function category(db: Db, id_restaurant: number, status: 'active' | 'inactive' = 'active') {
  codeSequence += 1;
  const row = await db
    .insertInto('food_categories')
    .values({ id_restaurant, category_name: `Category ${codeSequence}`, code_category: String(codeSequence), status })
    .returning('id_food_category')
    .executeTakeFirstOrThrow();
  return row.id_food_category;
}

/** Where a restaurant's new menus go: a new active category and a sub-category in it. */
export async function menuPlace(db: Db, id_restaurant: number) {
  const id_food_category = await category(db, id_restaurant);
  const id_food_sub_category = await subCategory(db, id_restaurant, id_food_category);
  return { id_restaurant, id_food_category, id_food_sub_category };
}

/** Every day closed from 00:00:00 to 23:59:59 (a sales restriction covering the whole day). */
export function closedAllWeek(): WeekdaySchedule[] {
  return emptyWeek().map((day) => ({ ...day, active: true, start_shift_1: '00:00:00', end_shift_1: '23:59:59' }));
}

export async function subCategory(
  db: Db,
  id_restaurant: number,
  id_food_category: number,
  options: { status?: boolean; inactive_data?: WeekdaySchedule[]; name?: string } = {},
) {
  codeSequence += 1;
  const row = await db
    .insertInto('food_sub_categories')
    .values({
      id_restaurant,
      id_food_category,
      sub_category_name: options.name ?? `Sub ${codeSequence}`,
      code_sub_category: codeSequence,
      status: options.status ?? true,
      inactive_data: JSON.stringify(options.inactive_data ?? emptyWeek()),
    })
    .returning('id_food_sub_category')
    .executeTakeFirstOrThrow();
  return row.id_food_sub_category;
}

export async function menu(
  db: Db,
  where: { id_restaurant: number; id_food_category: number; id_food_sub_category: number },
  options: {
    name?: string;
    price?: number;
    stock?: number;
    status?: 'active' | 'inactive';
    quota_per_user?: number | null;
    /** The discount price (the price while the window is open). */
    discount?: { price: number; from: string; to: string } | null;
    image_name?: string | null;
  } = {},
) {
  codeSequence += 1;
  const row = await db
    .insertInto('food_menus')
    .values({
      ...where,
      food_menu_name: options.name ?? `Menu ${codeSequence}`,
      food_menu_price: options.price ?? 500,
      food_menu_stock_qty: options.stock ?? 100,
      status: options.status ?? 'active',
      quota_per_user: options.quota_per_user ?? null,
      tax: 8,
      jancode: `49${String(codeSequence).padStart(11, '0')}`,
      image_name: options.image_name ?? null,
      food_menu_price_discount: options.discount?.price ?? null,
      discount_start_date: options.discount?.from ?? null,
      discount_start_time: options.discount ? '00:00:00' : null,
      discount_end_date: options.discount?.to ?? null,
      discount_end_time: options.discount ? '23:59:59' : null,
    })
    .returning('id_food_menu')
    .executeTakeFirstOrThrow();
  return row.id_food_menu;
}

export async function optionGroup(
  db: Db,
  id_food_menu: number,
  item_name: string,
  options: { name: string; cost: number }[],
): Promise<{ id: number; options: number[] }> {
  const group = await db
    .insertInto('food_menu_additionals')
    .values({ id_food_menu, position: 0, item_name, jancode: '' })
    .returning('id_food_menu_additional')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const [position, option] of options.entries()) {
    const row = await db
      .insertInto('food_menu_additional_options')
      .values({
        id_food_menu_additional: group.id_food_menu_additional,
        position,
        additional_name: option.name,
        additional_cost: option.cost,
        jancode: option.cost > 0 ? `OPT${position}` : null,
      })
      .returning('id_food_menu_additional_option')
      .executeTakeFirstOrThrow();
    ids.push(row.id_food_menu_additional_option);
  }
  return { id: group.id_food_menu_additional, options: ids };
}

export async function methodPrice(db: Db, id_food_menu: number, id_method: number, price: number, is_applied = true) {
  await db
    .insertInto('food_menu_receiving_methods')
    .values({ id_food_menu, id_restaurant_receiving_method: id_method, food_menu_price: price, is_applied })
    .execute();
}

export async function freeMenu(db: Db, id_restaurant: number, name: string, status = true) {
  const row = await db
    .insertInto('free_food_menus')
    .values({ id_restaurant, free_food_menu_name: name, status })
    .returning('id_free_food_menu')
    .executeTakeFirstOrThrow();
  return row.id_free_food_menu;
}

export async function timeFrame(
  db: Db,
  id_restaurant: number,
  options: { date?: string; start?: string; max_order?: number; count_order?: number; closing_time?: number } = {},
) {
  const start = options.start ?? '12:00:00';
  const row = await db
    .insertInto('delivery_time_frames')
    .values({
      id_restaurant,
      date: options.date ?? tomorrow(),
      start_time: start,
      end_time: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}${start.slice(2)}`,
      max_order: options.max_order ?? 5,
      count_order: options.count_order ?? 0,
      closing_time: options.closing_time ?? 0,
    })
    .returning('id_delivery_time_frame')
    .executeTakeFirstOrThrow();
  return row.id_delivery_time_frame;
}

/**
 * What the order-flow tests share: take-out at A (order numbers T…) and at B (R…), A's free menu
 * お水 and a menu of B.
 */
export async function takeOutAtBoth(db: Db, A: number, B: number) {
  await receivingMethod(db, A, 1, { initials: 'T' });
  await receivingMethod(db, B, 1, { initials: 'R' });
  return { water: await freeMenu(db, A, 'お水'), bMenu: await menu(db, await menuPlace(db, B)) };
}

export async function apiKeyHeaders(db: Db): Promise<Record<string, string>> {
  const client = await createApiClient(db, 'test app');
  return { 'api-key': client.key };
}

/**
 * The orders tests' starting point: an app on a fresh database, restaurants A and B, an ordering-app
 * client (`app`, its api-key header) and the sessions of the test accounts named ('owner-a' is
 * owner-a@test.example), in the order named.
 */
export async function setupOrdersTest<const Accounts extends readonly string[]>(...accounts: Accounts) {
  const ctx = await setupTestApp();
  const ids = await seedTenants(ctx.db);
  const signedIn: Session[] = [];
  for (const account of accounts) signedIn.push(await login(ctx.app, `${account}@test.example`));
  const sessions = signedIn as { [K in keyof Accounts]: Session };
  const app = await apiKeyHeaders(ctx.db);
  return { ctx, ids, A: ids.restaurantA, B: ids.restaurantB, app, sessions };
}

export function placeOrder(ctx: TestContext, headers: Record<string, string>, payload: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/restaurant/order', headers, payload });
}

/** Row counts of everything an order writes, and the stock and slot counts: equal before and after a refusal. */
export async function writtenState(db: Db) {
  const count = async (table: string) => {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db);
    return rows[0]?.n ?? 0;
  };
  const stock = await db
    .selectFrom('food_menus')
    .select(['id_food_menu', 'food_menu_stock_qty'])
    .orderBy('id_food_menu')
    .execute();
  const frames = await db
    .selectFrom('delivery_time_frames')
    .select(['id_delivery_time_frame', 'count_order'])
    .orderBy('id_delivery_time_frame')
    .execute();
  return {
    orders: await count('food_orders'),
    lines: await count('food_order_lines'),
    events: await count('order_events'),
    prints: await count('order_prints'),
    numbers: await db.selectFrom('order_number_sequences').selectAll().execute(),
    sequences: await db.selectFrom('restaurant_event_sequences').selectAll().execute(),
    stock,
    frames,
  };
}
