// Intake, the dashboard list and the session lookup run as prepared statements, planned once per
// pooled connection. A column added by a later migration while a server runs (another node of a
// rolling deploy migrated first) must not break them: each names the columns it answers.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { menu, menuPlace, placeOrder, receivingMethod, setupOrdersTest, today } from './test-fixtures.ts';

const { ctx, A, app, sessions } = await setupOrdersTest('owner-a');
const [ownerA] = sessions;
await receivingMethod(ctx.db, A, 1, { initials: 'T' });
const ramen = await menu(ctx.db, await menuPlace(ctx.db, A), { stock: 100 });

const order = (customer: number) => ({
  id_restaurant: A,
  id_user: `customer-${customer}`,
  id_receiving_method: 1,
  order_list: [{ id_food_menu: ramen, qty: 2 }],
});
const list = () =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/restaurant/order/${A}/1/10?date=${today()}`,
    headers: ownerA.headers,
  });

describe('prepared statements and a later migration', () => {
  it('keep answering after columns are added to the tables they read and write', async () => {
    // Every pooled connection prepares the statements (20 at once use many connections).
    const first = await Promise.all(Array.from({ length: 20 }, (_, index) => placeOrder(ctx, app, order(index))));
    expect(first.every((res) => res.statusCode === 201)).toBe(true);
    expect((await list()).statusCode).toBe(200);

    await sql`ALTER TABLE food_orders ADD COLUMN later_column integer NOT NULL DEFAULT 7`.execute(ctx.db);
    await sql`ALTER TABLE food_order_lines ADD COLUMN later_line_column text`.execute(ctx.db);
    await sql`ALTER TABLE food_menus ADD COLUMN later_menu_column text`.execute(ctx.db);
    await sql`ALTER TABLE sessions ADD COLUMN later_session_column text`.execute(ctx.db);

    const after = await Promise.all(Array.from({ length: 20 }, (_, index) => placeOrder(ctx, app, order(100 + index))));
    for (const res of after) expect(res.statusCode, res.body).toBe(201);
    expect(after[0]?.json().data).not.toHaveProperty('later_column');
    const page = await list();
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.data_list).toHaveLength(10);
    expect(page.json().data.data_statistics.waiting_list).toBe(40);
    expect(page.json().data.data_statistics.total_qty_cooking).toBe(80);
  });
});
