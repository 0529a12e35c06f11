// The spec's print-status paths (POST/PATCH restaurant/order/print/status) as the print queue when
// the caller names its device in X-Print-Device: two devices polling at once get disjoint orders;
// 10 devices over 50 orders print each exactly once; a confirm without the lease is refused in
// both languages; is_printed false queues a reprint one device claims; without the header the old
// answer; another restaurant's order is not found; staff without the permissions are refused.
import { defaultStaffPermissions } from '@noren/domain/permissions';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/harness.ts';
import { login } from '../../../test/harness.ts';
import { deviceHeader } from './routes.ts';
import { printRace, setupPrintQueueTest } from './test-setup.ts';

const { ctx, A, order, claimedIds, jobsOf, isPrinted, menus, ownerA, ownerB, staffA } = await setupPrintQueueTest();

const url = '/api/restaurant/order/print/status';

/** The spec's calls of one printing device signed in as `session` (no name: an old client). */
function specDevice(name: string | undefined, session: Session = ownerA) {
  const headers = name === undefined ? session.headers : { ...session.headers, [deviceHeader]: name };
  return {
    poll: (body: object = {}) => ctx.app.inject({ method: 'POST', url, headers, payload: body }),
    status: (id_food_order: number, is_printed = true) =>
      ctx.app.inject({ method: 'PATCH', url, headers, payload: { id_food_order, is_printed } }),
  };
}

beforeEach(async () => {
  // Each test starts with an empty queue and nothing to print: another test's orders would be listed.
  await ctx.db.deleteFrom('print_jobs').execute();
  await ctx.db.updateTable('order_prints').set({ is_printed: true }).execute();
});

describe('POST print/status with a device claims', () => {
  it('two devices polling at once get disjoint orders, each in the spec answer plus its job fields', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 6; index += 1) ids.push(await order(menus.ramen, `customer-${index}`));
    const [first, second] = await Promise.all([specDevice('tablet-1').poll(), specDevice('tablet-2').poll()]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const one: number[] = claimedIds(first);
    const two: number[] = claimedIds(second);
    expect(one.filter((id) => two.includes(id))).toEqual([]);
    expect([...one, ...two].sort((a, b) => a - b)).toEqual(ids);
    const [job] = [...first.json().data, ...second.json().data];
    expect(job).toMatchObject({ is_printed: false, is_reprint: false, print_status: 'leased' });
    expect(job.id_print_job).toEqual(expect.any(Number));
    expect(job.lease_until).toEqual(expect.any(String));
    expect(job.order_detail.order_list[0].food_menu_name).toBe('ラーメン');
  });

  it('10 devices polling and confirming 50 orders through the spec paths print each exactly once', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 50; index += 1) ids.push(await order(menus.ramen, `customer-${index}`));
    const printedBy = await printRace(10, (name, index) => {
      const tablet = specDevice(name, index % 2 ? staffA : ownerA);
      return { claim: () => tablet.poll(), confirm: (id) => tablet.status(id) };
    });

    expect([...printedBy.keys()].sort((a, b) => a - b)).toEqual(ids);
    expect([...printedBy.values()].every((devices) => devices.length === 1)).toBe(true);
    for (const id of ids) expect(await isPrinted(id)).toBe(true);
  });
});

describe('PATCH print/status with a device', () => {
  it('is_printed true by a device not holding the lease is refused (409, bilingual); the holder confirms', async () => {
    const id = await order();
    expect(claimedIds(await specDevice('tablet-1').poll())).toEqual([id]);
    const refused = await specDevice('tablet-2').status(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PRINT_LEASE_NOT_HELD' });
    expect(refused.json().message).toEqual(expect.any(String));
    expect(refused.json().message_jp).toEqual(expect.any(String));
    expect(refused.json().message_jp).not.toBe(refused.json().message);
    expect(await isPrinted(id)).toBe(false);

    const confirmed = await specDevice('tablet-1').status(id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ id_food_order: id, is_printed: true, print_status: 'printed' });
    expect(await jobsOf(id)).toMatchObject([{ status: 'printed', printed_by: 'tablet-1' }]);
  });

  it('is_printed false queues a reprint that exactly one device then claims', async () => {
    const id = await order();
    expect(claimedIds(await specDevice('tablet-1').poll())).toEqual([id]);
    expect((await specDevice('tablet-1').status(id)).statusCode).toBe(200);

    const asked = await specDevice('tablet-2').status(id, false);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toMatchObject({ id_food_order: id, is_reprint: true, print_status: 'queued' });
    const [first, second] = await Promise.all([specDevice('tablet-1').poll(), specDevice('tablet-3').poll()]);
    expect([...claimedIds(first), ...claimedIds(second)]).toEqual([id]);
    expect(await jobsOf(id)).toMatchObject([
      { status: 'printed', is_reprint: false },
      { status: 'leased', is_reprint: true },
    ]);
  });
});

describe('PATCH print/status false by the lease holder', () => {
  it('puts its job back in the queue (no reprint beside it): the order prints once', async () => {
    const id = await order();
    expect(claimedIds(await specDevice('tablet-1').poll())).toEqual([id]);
    const failed = await specDevice('tablet-1').status(id, false);
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data).toMatchObject({ id_food_order: id, is_reprint: false, print_status: 'queued' });
    expect(await jobsOf(id)).toMatchObject([{ status: 'queued', is_reprint: false }]);
    // Another device takes the same job; nothing else is left to claim for this order.
    expect(claimedIds(await specDevice('tablet-2').poll())).toEqual([id]);
    expect(claimedIds(await specDevice('tablet-3').poll())).toEqual([]);
    expect((await specDevice('tablet-2').status(id)).statusCode).toBe(200);
    expect(await jobsOf(id)).toMatchObject([{ status: 'printed', printed_by: 'tablet-2', is_reprint: false }]);
  });
});

describe('without X-Print-Device (an old client)', () => {
  it('POST answers the unprinted orders without claiming; PATCH sets the flag', async () => {
    const id = await order();
    const oldClient = specDevice(undefined);
    const listed = await oldClient.poll();
    expect(listed.statusCode).toBe(200);
    expect(claimedIds(listed)).toEqual([id]);
    expect(listed.json().data[0]).not.toHaveProperty('id_print_job');
    // Listing claims nothing: the job is still queued and the old client lists it again.
    expect(await jobsOf(id)).toMatchObject([{ status: 'queued', device_id: null }]);
    expect(claimedIds(await oldClient.poll())).toEqual([id]);

    const printed = await oldClient.status(id);
    expect(printed.statusCode).toBe(200);
    expect(printed.json().data).toMatchObject({ id_food_order: id, is_printed: true });
    expect(printed.json().data).not.toHaveProperty('print_status');
    expect(claimedIds(await oldClient.poll())).toEqual([]);
    expect(await jobsOf(id)).toMatchObject([{ status: 'queued', is_reprint: false }]);
  });
});

describe('tenancy and permissions', () => {
  it("B's owner naming a device gets 404 for A's restaurant or order, and claims none of A's orders", async () => {
    const id = await order();
    const fromB = specDevice('b-tablet', ownerB);
    for (const res of [await fromB.poll({ id_restaurant: A }), await fromB.status(id), await fromB.status(id, false)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message_jp).toBe('データが見つかりません');
    }
    expect(claimedIds(await fromB.poll())).toEqual([]);
    expect(await jobsOf(id)).toMatchObject([{ status: 'queued', device_id: null, is_reprint: false }]);
    expect(await isPrinted(id)).toBe(false);
  });

  it('staff without the home and printer permissions naming a device are refused (403)', async () => {
    const id = await order();
    const without = JSON.stringify(
      defaultStaffPermissions().map((entry) => ({ ...entry, active: !['home', 'printer'].includes(entry.id) })),
    );
    await ctx.db
      .updateTable('restaurant_users')
      .set({ access_permission: without })
      .where('email', '=', 'staff-a@test.example')
      .execute();
    const refused = specDevice('staff-tablet', await login(ctx.app, 'staff-a@test.example'));
    for (const res of [await refused.poll(), await refused.status(id), await refused.status(id, false)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PERMISSION_REQUIRED');
    }
    expect(await jobsOf(id)).toMatchObject([{ status: 'queued', device_id: null }]);
  });
});
