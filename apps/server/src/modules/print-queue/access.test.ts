// Who may use the print queue, and where its jobs come from: another restaurant's session gets 404
// on every path and never sees A's jobs; staff without the home and printer permissions get 403;
// a job is written by the order's own transaction, so an order refused writes no job.
import { defaultStaffPermissions } from '@noren/domain/permissions';
import { describe, expect, it } from 'vitest';
import { countRows, login } from '../../../test/harness.ts';
import { menu, menuPlace, placeOrder, writtenState } from '../orders/test-fixtures.ts';
import { setupPrintQueueTest } from './test-setup.ts';

const { ctx, A, app, order, device, claimedIds, jobsOf, isPrinted, ownerB, setRegistrationNumber } =
  await setupPrintQueueTest();

describe('tenancy', () => {
  it("B's owner gets 404 on every path with A's restaurant or order, and claims none of A's jobs", async () => {
    const id = await order();
    const fromB = device('b-tablet', ownerB);
    const answers = [
      await fromB.claim({ id_restaurant: A }),
      await fromB.confirm(id),
      await fromB.confirm(id, false),
      await fromB.reprint(id),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message_jp).toBe('データが見つかりません');
    }
    expect(claimedIds(await fromB.claim())).toEqual([]);
    expect(await jobsOf(id)).toMatchObject([{ status: 'queued', device_id: null }]);
    expect(await isPrinted(id)).toBe(false);
    // A's own device still gets it.
    expect(claimedIds(await device('a-tablet').claim())).toContain(id);
  });
});

describe('permissions', () => {
  it('staff without the home and printer permissions are refused on every path; with one of them allowed', async () => {
    const id = await order();
    const without = (ids: string[]) =>
      JSON.stringify(defaultStaffPermissions().map((entry) => ({ ...entry, active: !ids.includes(entry.id) })));
    await ctx.db
      .updateTable('restaurant_users')
      .set({ access_permission: without(['home', 'printer']) })
      .where('email', '=', 'staff-a@test.example')
      .execute();
    const refused = device('staff-tablet', await login(ctx.app, 'staff-a@test.example'));
    for (const res of [await refused.claim(), await refused.confirm(id), await refused.reprint(id)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PERMISSION_REQUIRED');
      expect(res.json().message_jp).toContain('オーナーにメニュー制限で許可を依頼してください');
    }
    expect(await jobsOf(id)).toMatchObject([{ status: 'queued', device_id: null }]);

    await ctx.db
      .updateTable('restaurant_users')
      .set({ access_permission: without(['home']) })
      .where('email', '=', 'staff-a@test.example')
      .execute();
    const printerOnly = device('staff-tablet', await login(ctx.app, 'staff-a@test.example'));
    expect(claimedIds(await printerOnly.claim())).toContain(id);
  });
});

describe("a job is written in the order's transaction", () => {
  it('an order placed writes exactly one job; an order refused (out of stock) writes none', async () => {
    const before = await countRows(ctx.db, 'print_jobs');
    const id = await order();
    expect(await countRows(ctx.db, 'print_jobs')).toBe(before + 1);
    expect(await jobsOf(id)).toHaveLength(1);

    const scarce = await menu(ctx.db, await menuPlace(ctx.db, A), { name: '売り切れ', stock: 0 });
    const state = await writtenState(ctx.db);
    const refused = await placeOrder(ctx, app, {
      id_restaurant: A,
      id_user: 'customer-2',
      id_receiving_method: 1,
      order_list: [{ id_food_menu: scarce, qty: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(await writtenState(ctx.db)).toEqual(state);
    expect(await countRows(ctx.db, 'print_jobs')).toBe(before + 1);
  });
});

describe('GET restaurant/order/print/issuer/{id_restaurant}', () => {
  const issuerOf = (idRestaurant: number, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: `/api/restaurant/order/print/issuer/${idRestaurant}`, headers });

  it('gives a printing staff member without the Profile permission the registration number slips carry', async () => {
    await setRegistrationNumber('T1234567890123');
    const onlyHome = JSON.stringify(
      defaultStaffPermissions().map((entry) => ({ ...entry, active: entry.id === 'home' })),
    );
    await ctx.db
      .updateTable('restaurant_users')
      .set({ access_permission: onlyHome })
      .where('email', '=', 'staff-a@test.example')
      .execute();
    const staff = await login(ctx.app, 'staff-a@test.example');
    const res = await issuerOf(A, staff.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      name: expect.any(String),
      registration_number: 'T1234567890123',
      company: null,
    });
    const profile = await ctx.app.inject({ method: 'GET', url: `/api/restaurant/detail/${A}`, headers: staff.headers });
    expect(profile.statusCode).toBe(403);
  });

  it("is 404 for another restaurant's id", async () => {
    const res = await issuerOf(A, ownerB.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().message_jp).toBe('データが見つかりません');
  });
});
