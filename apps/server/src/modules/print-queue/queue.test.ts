// The print queue: each order's slip is printed exactly once, whatever the devices do. 20 devices
// racing over 200 jobs print each once; devices that die holding jobs lose none; a lease that runs
// out is claimed again by exactly one device, and the first holder can no longer confirm it; a
// confirm without the lease is refused in both languages; a failed print comes back; a reprint
// prints again; the §4 category filter.
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { maxAttempts } from './service.ts';
import { printRace, setupPrintQueueTest } from './test-setup.ts';

const { ctx, order, freeOrder, device, claimedIds, jobsOf, isPrinted, menus, categories, staffA } =
  await setupPrintQueueTest();

beforeEach(async () => {
  // Each test starts with an empty queue: jobs left by another test would be claimed here.
  await ctx.db.deleteFrom('print_jobs').execute();
});

describe('claim and confirm', () => {
  it('a new order is one queued job; the device that claims it gets the order, another gets nothing', async () => {
    const id = await order();
    expect(await jobsOf(id)).toMatchObject([{ status: 'queued', is_reprint: false, device_id: null }]);

    const tablet = device('tablet-1');
    const claimed = await tablet.claim({ list_categories: [] });
    expect(claimed.statusCode).toBe(200);
    const [job] = claimed.json().data;
    expect(job).toMatchObject({ id_food_order: id, is_reprint: false, print_status: 'leased', is_printed: false });
    expect(job.order_detail.order_list[0].food_menu_name).toBe('ラーメン');
    expect(claimedIds(await device('tablet-2').claim())).toEqual([]);

    const confirmed = await tablet.confirm(id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: 'Marked as printed',
      message_jp: '印刷済みにしました',
      data: { id_food_order: id, print_status: 'printed', is_printed: true },
    });
    expect(await isPrinted(id)).toBe(true);
    expect(await jobsOf(id)).toMatchObject([{ status: 'printed', printed_by: 'tablet-1', device_id: null }]);
    // A retried confirm (its answer was lost) answers the same and prints nothing more.
    expect((await tablet.confirm(id)).statusCode).toBe(200);
    expect(claimedIds(await device('tablet-2').claim())).toEqual([]);
  });

  it('20 devices claiming and confirming 200 jobs at once print every one exactly once', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 200; index += 1) ids.push(await order(menus.ramen, `customer-${index}`));
    const printedBy = await printRace(20, (name, index) => {
      const tablet = device(name, index % 2 ? staffA : undefined);
      return { claim: () => tablet.claim({ limit: 3 }), confirm: (id) => tablet.confirm(id) };
    });

    expect([...printedBy.keys()].sort((a, b) => a - b)).toEqual(ids);
    expect([...printedBy.values()].every((devices) => devices.length === 1)).toBe(true);
    // More than one device took part: the race really was a race.
    expect(new Set([...printedBy.values()].flat()).size).toBeGreaterThan(1);
    const { rows } = await sql<{ status: string; n: number }>`
      SELECT status, count(*)::int AS n FROM print_jobs GROUP BY status`.execute(ctx.db);
    expect(rows).toEqual([{ status: 'printed', n: 200 }]);
    const printed = await ctx.db
      .selectFrom('order_prints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id_food_order', 'in', ids)
      .where('is_printed', '=', true)
      .executeTakeFirstOrThrow();
    expect(Number(printed.n)).toBe(200);
  });
});

describe('leases', () => {
  it('a lease that runs out is claimed again by exactly one of 10 devices; the first holder is then refused', async () => {
    const id = await order();
    const dead = device('tablet-dies');
    expect(claimedIds(await dead.claim())).toEqual([id]);
    // Still leased: nobody else gets it.
    expect(claimedIds(await device('other').claim())).toEqual([]);

    await sql`UPDATE print_jobs SET lease_until = now() - interval '1 second' WHERE id_food_order = ${id}`.execute(
      ctx.db,
    );
    const racers = Array.from({ length: 10 }, (_, index) => device(`racer-${index}`));
    const claims = await Promise.all(racers.map((racer) => racer.claim()));
    const winners = claims.flatMap((res, index) => (claimedIds(res).includes(id) ? [index] : []));
    expect(winners).toHaveLength(1);

    const late = await dead.confirm(id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'PRINT_LEASE_NOT_HELD',
      message: 'This print job is not held by this device: it may have been printed or taken by another device',
      message_jp: 'この印刷ジョブはこの端末が確保していません。印刷済みか、別の端末が確保しています',
    });
    expect(await isPrinted(id)).toBe(false);
    const winner = racers[winners[0] as number];
    expect((await winner?.confirm(id))?.statusCode).toBe(200);
    expect(await isPrinted(id)).toBe(true);
    expect(await jobsOf(id)).toMatchObject([{ status: 'printed', printed_by: `racer-${winners[0]}` }]);
  });

  it('devices that die holding jobs lose none: after their leases run out the others print each once', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 30; index += 1) ids.push(await order(menus.ramen, `customer-${index}`));
    // Two tablets claim and are closed before printing anything.
    const held = [
      ...claimedIds(await device('closed-1').claim({ limit: 4 })),
      ...claimedIds(await device('closed-2').claim({ limit: 4 })),
    ];
    expect(held).toHaveLength(8);
    const drain = async (name: string) => {
      const printed: number[] = [];
      for (let jobs = claimedIds(await device(name).claim()); jobs.length > 0; ) {
        for (const id of jobs) if ((await device(name).confirm(id)).statusCode === 200) printed.push(id);
        jobs = claimedIds(await device(name).claim());
      }
      return printed;
    };
    const before = (await Promise.all(['alive-1', 'alive-2', 'alive-3'].map(drain))).flat();
    expect(before.sort((a, b) => a - b)).toEqual(ids.filter((id) => !held.includes(id)));

    await sql`UPDATE print_jobs SET lease_until = now() - interval '1 second' WHERE status = 'leased'`.execute(ctx.db);
    const after = (await Promise.all(['alive-1', 'alive-2', 'alive-3'].map(drain))).flat();
    expect(after.sort((a, b) => a - b)).toEqual([...held].sort((a, b) => a - b));
    const printedBy = await ctx.db.selectFrom('print_jobs').select(['printed_by', 'status']).execute();
    expect(printedBy).toHaveLength(30);
    expect(printedBy.every((job) => job.status === 'printed' && job.printed_by?.startsWith('alive-'))).toBe(true);
  });

  it('a confirm by a device that never claimed the job is refused and changes nothing', async () => {
    const id = await order();
    const holder = device('holder');
    await holder.claim();
    const before = await jobsOf(id);
    for (const isPrintedNow of [true, false]) {
      const res = await device('stranger').confirm(id, isPrintedNow);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('PRINT_LEASE_NOT_HELD');
    }
    expect(await jobsOf(id)).toEqual(before);
    expect(await isPrinted(id)).toBe(false);
  });

  it('a device that does not name itself is refused in both languages', async () => {
    const id = await order();
    const { headers } = staffA;
    for (const [method, url] of [
      ['POST', '/api/restaurant/order/print/queue'],
      ['PATCH', '/api/restaurant/order/print/queue'],
    ] as const) {
      for (const name of [undefined, '', 'has space', 'x'.repeat(65)]) {
        const res = await ctx.app.inject({
          method,
          url,
          headers: name === undefined ? headers : { ...headers, 'x-print-device': name },
          payload: { id_food_order: id, is_printed: true },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'PRINT_DEVICE_REQUIRED', field: 'x-print-device' });
        expect(res.json().message_jp).toContain('X-Print-Device');
      }
    }
    expect(await jobsOf(id)).toMatchObject([{ status: 'queued' }]);
  });

  it('a failed print goes back to the queue for another device; after the last attempt it is failed', async () => {
    const id = await order();
    const jammed = device('jammed');
    await jammed.claim();
    const failed = await jammed.confirm(id, false, { error: 'paper out' });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().message_jp).toBe('伝票をもう一度印刷します');
    expect(await jobsOf(id)).toMatchObject([{ status: 'queued', attempts: 1, last_error: 'paper out' }]);
    expect(claimedIds(await device('spare').claim())).toEqual([id]);
    await device('spare').confirm(id, false);
    for (let attempt = 2; attempt < maxAttempts; attempt += 1) {
      expect(claimedIds(await jammed.claim())).toEqual([id]);
      await jammed.confirm(id, false);
    }
    expect(await jobsOf(id)).toMatchObject([{ status: 'failed', attempts: maxAttempts }]);
    expect(claimedIds(await jammed.claim())).toEqual([]);
    expect(await isPrinted(id)).toBe(false);
  });
});

describe('reprint and what a device prints', () => {
  it('a reprint of a printed order is one more job, printed once however often it is asked for', async () => {
    const id = await order();
    const tablet = device('tablet');
    await tablet.claim();
    await tablet.confirm(id);

    const asks = await Promise.all([tablet.reprint(id), tablet.reprint(id), device('other').reprint(id)]);
    for (const res of asks) {
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ message_jp: '再発行を受け付けました', data: { is_reprint: true } });
    }
    expect(new Set(asks.map((res) => res.json().data.id_print_job)).size).toBe(1);
    const claimed = await device('kitchen').claim();
    expect(claimed.json().data).toMatchObject([{ id_food_order: id, is_reprint: true }]);
    expect((await device('kitchen').confirm(id)).statusCode).toBe(200);
    expect((await jobsOf(id)).map((job) => [job.is_reprint, job.status])).toEqual([
      [false, 'printed'],
      [true, 'printed'],
    ]);
    expect((await tablet.reprint(999_999)).statusCode).toBe(404);
  });

  it("a device gets only orders with a line in its categories, free orders only when 'free' is chosen", async () => {
    const ramenOrder = await order(menus.ramen);
    const teaOrder = await order(menus.tea);
    const ticket = await freeOrder();
    const claim = async (name: string, filter: object) => claimedIds(await device(name).claim(filter));

    expect(await claim('drinks', { list_categories: [categories.drinks] })).toEqual([teaOrder]);
    expect(await claim('kitchen', { list_categories: [categories.kitchen] })).toEqual([ramenOrder]);
    expect(await claim('kitchen', { list_categories: [categories.kitchen, categories.drinks] })).toEqual([]);
    expect(await claim('counter', { list_categories: ['free'] })).toEqual([ticket]);
    await ctx.db.updateTable('print_jobs').set({ status: 'queued', device_id: null, lease_until: null }).execute();
    // Nothing chosen: every paid order, and free ones unless is_get_free_food_order is false.
    expect(await claim('no-free', { is_get_free_food_order: false })).toEqual([ramenOrder, teaOrder]);
    expect(await claim('everything', {})).toEqual([ticket]);
  });
});
