// Order search on a real database: the date defaults and range, the method and table filters,
// paging, tenancy (a neighbour's or another store's restaurant is not found; B never sees A's
// orders), the Search Order permission, and the Excel export read back with exceljs.

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { exportHeadings } from '@noren/domain/orders/search';
import { defaultStaffPermissions } from '@noren/domain/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/harness.ts';
import { libreOfficeCsv } from '../../../test/libreoffice.ts';
import { menu, menuPlace, placeOrder, receivingMethod, setupOrdersTest, today } from './../orders/test-fixtures.ts';
import { anotherStoreRestaurant, datedOrder, readWorkbook, searchCall } from './test-setup.ts';

const { ctx, A, B, app, sessions } = await setupOrdersTest('owner-a', 'owner-b', 'admin');
const [ownerA, ownerB, admin] = sessions;
const search = searchCall(ctx.app);

/** A's orders with the date each was moved to. */
const placed: { id: number; number: string; total: number; date: string; method: number; table: string | null }[] = [];
let otherStore = 0;
let orderOfB = 0;

beforeAll(async () => {
  await receivingMethod(ctx.db, A, 1, { title: 'Take-out', initials: 'T' });
  await receivingMethod(ctx.db, A, 3, { title: 'Table', initials: 'S' });
  await receivingMethod(ctx.db, B, 3, { title: 'Table B' });
  const menuOfA = await menu(ctx.db, await menuPlace(ctx.db, A), { name: 'Maguro', price: 500 });
  const menuOfB = await menu(ctx.db, await menuPlace(ctx.db, B));
  const rows: [string, number, string | null][] = [
    ['2019-12-31', 1, null],
    ['2020-01-01', 1, null],
    ['2026-11-01', 3, '5'],
    ['2026-11-02', 3, '7'],
    ['2026-11-03', 1, null],
    [today(), 3, '5'],
  ];
  for (const [date, method, table] of rows) {
    const order = await datedOrder(ctx, app, date, {
      id_restaurant: A,
      id_user: 'customer-1',
      id_receiving_method: method,
      ...(table ? { table_number: table } : {}),
      order_list: [{ id_food_menu: menuOfA, qty: 2 }],
    });
    placed.push({ id: order.id_food_order, number: order.order_number, total: order.total_price, date, method, table });
  }
  const res = await placeOrder(ctx, app, {
    id_restaurant: B,
    id_user: 'customer-b',
    id_receiving_method: 3,
    table_number: '5',
    order_list: [{ id_food_menu: menuOfB, qty: 1 }],
  });
  orderOfB = res.json().data.id_food_order;
  otherStore = await anotherStoreRestaurant(ctx.db, A);
});

const ids = (res: { json(): { data: { id_food_order: number }[] } }) => res.json().data.map((row) => row.id_food_order);
const placedWhere = (keep: (order: (typeof placed)[number]) => boolean) =>
  placed
    .filter(keep)
    .map((order) => order.id)
    .reverse();

describe('POST restaurant/order/search/{page}/{size}', () => {
  it('with empty dates searches from 2020-01-01 to today, newest first', async () => {
    const res = await search(ownerA.headers, '1/50', { from_date: '', to_date: '', list_restaurant: [-1] });
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual(placedWhere((order) => order.date >= '2020-01-01'));
    expect(res.json().totalData).toBe(5);
    expect(res.json().data[0]).toMatchObject({ restaurant_name: 'Restaurant A', receiving_method_title: 'Table' });
  });

  it('keeps to the date range', async () => {
    const res = await search(ownerA.headers, '1/50', { from_date: '2026/11/01', to_date: '2026-11-02' });
    expect(ids(res)).toEqual(placedWhere((order) => order.date === '2026-11-01' || order.date === '2026-11-02'));
  });

  it('filters by receiving method, and by table only for the table method', async () => {
    const takeOut = await search(ownerA.headers, '1/50', { list_receiving_method: [1] });
    expect(ids(takeOut)).toEqual(placedWhere((order) => order.method === 1 && order.date >= '2020-01-01'));
    const table5 = await search(ownerA.headers, '1/50', { list_receiving_method: [3], list_table_number: ['5'] });
    expect(ids(table5)).toEqual(placedWhere((order) => order.table === '5'));
    const tablesIgnored = await search(ownerA.headers, '1/50', {
      list_receiving_method: [1],
      list_table_number: ['5'],
    });
    expect(ids(tablesIgnored)).toEqual(ids(takeOut));
  });

  it('pages: page 2 of size 2, and the total of every match', async () => {
    const all = ids(await search(ownerA.headers, '1/50', {}));
    const res = await search(ownerA.headers, '2/2', {});
    expect(ids(res)).toEqual(all.slice(2, 4));
    expect(res.json().totalData).toBe(5);
    const beyond = await search(ownerA.headers, '9/2', {});
    expect(beyond.json()).toMatchObject({ data: [], totalData: 5 });
  });

  it("never reaches another restaurant's orders: a neighbour or another store is not found", async () => {
    for (const id of [B, otherStore]) {
      const res = await search(ownerA.headers, '1/10', { list_restaurant: [id] });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', field: 'list_restaurant' });
      const exported = await search(ownerA.headers, 'export', { list_restaurant: [A, id] });
      expect(exported.statusCode).toBe(404);
    }
    const ofB = await search(ownerB.headers, '1/50', {});
    expect(ids(ofB)).toEqual([orderOfB]);
  });

  it('refuses staff without Search Order, the superadmin and no session', async () => {
    const onlyHome = defaultStaffPermissions().map((entry) => ({ ...entry, active: entry.id === 'home' }));
    await ctx.db
      .updateTable('restaurant_users')
      .set({ access_permission: JSON.stringify(onlyHome) })
      .where('email', '=', 'staff-a@test.example')
      .execute();
    const staff = await login(ctx.app, 'staff-a@test.example');
    for (const path of ['1/10', 'export']) {
      expect((await search(staff.headers, path, {})).json()).toMatchObject({ code: 'PERMISSION_REQUIRED' });
      expect((await search(admin.headers, path, {})).statusCode).toBe(403);
      expect((await search({}, path, {})).statusCode).toBe(401);
    }
  });
});

describe('GET restaurant/order/search/restaurants', () => {
  it("lists the store's restaurants with company and store, marking the caller's own", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/restaurant/order/search/restaurants',
      headers: ownerA.headers,
    });
    expect(res.json().data).toEqual([
      {
        id_restaurant: A,
        restaurant_name: 'Restaurant A',
        code_company: 100,
        code_store: 1001,
        store_name: 'Store',
        own: true,
      },
      {
        id_restaurant: B,
        restaurant_name: 'Restaurant B',
        code_company: 100,
        code_store: 1001,
        store_name: 'Store',
        own: false,
      },
    ]);
  });
});

describe('POST restaurant/order/search/export', () => {
  it('answers OE_YYYYMMDD_HHmmss.xlsx with the Japanese headings and one row per matching order', async () => {
    const res = await search(ownerA.headers, 'export', { from_date: '2026-11-01', to_date: '2026-11-03' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="OE_\d{8}_\d{6}\.xlsx"$/);
    const rows = await readWorkbook(res.rawPayload);
    // The domain's headings, in order (their Japanese texts are pinned in orders/search.test.ts).
    expect(rows[0]).toEqual(exportHeadings);
    const expected = placed.filter((order) => order.date >= '2026-11-01' && order.date <= '2026-11-03').reverse();
    expect(rows.slice(1).map((row) => row[0])).toEqual(expected.map((order) => order.number));
    const first = rows[1] ?? [];
    expect(first.slice(1, 3)).toEqual(['Restaurant A', '2026-11-03']);
    expect(first[4]).toBe('Take-out');
    expect(first[6]).toBe('customer-1');
    expect(first[10]).toBe(2);
    expect(first[14]).toBe(expected[0]?.total);
    expect(expected[0]?.total).toBeGreaterThan(0);
    expect(first[15]).toBe('Maguro × 2');
    expect(rows[2]?.[5]).toBe('7');
  });

  it('opens in a real reader: LibreOffice reads the Japanese headings and the same orders', {
    timeout: 120_000,
  }, async () => {
    const res = await search(ownerA.headers, 'export', { from_date: '2026-11-01', to_date: '2026-11-03' });
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'noren-orders-xlsx-'));
    try {
      await fs.writeFile(path.join(folder, 'orders.xlsx'), res.rawPayload);
      const rows = await (await libreOfficeCsv(folder, [path.join(folder, 'orders.xlsx')]))('orders.csv');
      expect(rows[0]).toEqual(exportHeadings);
      const expected = placed.filter((order) => order.date >= '2026-11-01' && order.date <= '2026-11-03').reverse();
      expect(rows.slice(1).map((row) => row[0])).toEqual(expected.map((order) => order.number));
      expect(rows[1]?.[15]).toBe('Maguro × 2');
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });

  it('answers just the headings when nothing matches', async () => {
    const res = await search(ownerA.headers, 'export', { from_date: '2000-01-01', to_date: '2000-01-02' });
    const rows = await readWorkbook(res.rawPayload);
    expect(rows).toHaveLength(1);
  });
});
