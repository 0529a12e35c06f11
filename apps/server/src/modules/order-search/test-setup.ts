// Helpers of the order search tests: the search call, an order placed then moved to a date, a
// restaurant of another store, many copies of an order (the streaming test), and an xlsx read back.
import excel from 'exceljs';
import { sql } from 'kysely';
import type { TestContext } from '../../../test/harness.ts';
import { menu, menuPlace, placeOrder, receivingMethod } from '../orders/test-fixtures.ts';

type Db = TestContext['db'];

/** POST restaurant/order/search/{path} ('1/10' or 'export') with a body. */
export const searchCall =
  (app: TestContext['app']) => (headers: Record<string, string>, path: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/restaurant/order/search/${path}`, headers, payload });

/** Places an order through the API, then moves it to `date` (orders are placed today). */
export async function datedOrder(ctx: TestContext, headers: Record<string, string>, date: string, payload: object) {
  const res = await placeOrder(ctx, headers, payload);
  if (res.statusCode !== 201) throw new Error(`order refused: ${res.body}`);
  const order = res.json().data as { id_food_order: number; order_number: string; total_price: number };
  await ctx.db
    .updateTable('food_orders')
    .set({ order_date: date })
    .where('id_food_order', '=', order.id_food_order)
    .execute();
  return order;
}

/** Column names as SQL, optionally of a table alias. */
const names = (columns: string[], prefix?: string) =>
  sql.join(columns.map((column) => sql.ref(prefix ? `${prefix}.${column}` : column)));

/** A live restaurant in store 2002 of company 200: a copy of `like` under another name and store. */
export async function anotherStoreRestaurant(db: Db, like: number): Promise<number> {
  await db.insertInto('stores').values({ code_store: 2002, store_name: 'Other store', code_company: 200 }).execute();
  const skip = ['id_restaurant', 'restaurant_name', 'code_company', 'code_store'];
  const columns = names(await copyableColumns(db, 'restaurants', skip));
  const { rows } = await sql<{ id_restaurant: number }>`
    INSERT INTO restaurants (restaurant_name, code_company, code_store, ${columns})
    SELECT 'Restaurant C', 200, 2002, ${columns} FROM restaurants WHERE id_restaurant = ${like}
    RETURNING id_restaurant`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('restaurant not copied');
  return row.id_restaurant;
}

async function copyableColumns(db: Db, table: string, skip: string[]): Promise<string[]> {
  const { rows } = await sql<{ column_name: string }>`
    SELECT column_name FROM information_schema.columns
    WHERE table_name = ${table} AND is_generated = 'NEVER' AND is_identity = 'NO'`.execute(db);
  return rows.map((row) => row.column_name).filter((column) => !skip.includes(column));
}

/** `count` copies of an order (with its lines), numbered C1, C2, … */
export async function copyOrder(db: Db, id_food_order: number, count: number): Promise<void> {
  const orderColumns = await copyableColumns(db, 'food_orders', ['id_food_order', 'order_number']);
  await sql`
    INSERT INTO food_orders (order_number, ${names(orderColumns)})
    SELECT 'C' || g, ${names(orderColumns, 'o')}
    FROM food_orders o, generate_series(1, ${count}) g
    WHERE o.id_food_order = ${id_food_order}`.execute(db);
  const lineColumns = await copyableColumns(db, 'food_order_lines', ['id_food_cart', 'id_food_order']);
  await sql`
    INSERT INTO food_order_lines (id_food_order, ${names(lineColumns)})
    SELECT o.id_food_order, ${names(lineColumns, 'l')}
    FROM food_orders o JOIN food_order_lines l ON l.id_food_order = ${id_food_order}
    WHERE o.order_number LIKE 'C%' AND o.id_restaurant = (SELECT id_restaurant FROM food_orders WHERE id_food_order = ${id_food_order})`.execute(
    db,
  );
}

/** A take-out order of restaurant `id_restaurant` on 2026-11-01 and `copies` copies of it. */
export async function copiedOrders(
  ctx: TestContext,
  app: Record<string, string>,
  id_restaurant: number,
  copies: number,
) {
  await receivingMethod(ctx.db, id_restaurant, 1, { title: 'Take-out', initials: 'T' });
  const id_food_menu = await menu(ctx.db, await menuPlace(ctx.db, id_restaurant));
  const order = await datedOrder(ctx, app, '2026-11-01', {
    id_restaurant,
    id_user: 'customer-1',
    id_receiving_method: 1,
    order_list: [{ id_food_menu, qty: 1 }],
  });
  await copyOrder(ctx.db, order.id_food_order, copies);
}

/** The first sheet of an xlsx as rows of cell values (row 1 the headings). */
export async function readWorkbook(data: Buffer): Promise<unknown[][]> {
  const workbook = new excel.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}
