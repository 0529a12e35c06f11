// Customer push delivery from the outbox: a push service that fails then recovers gets every push
// exactly once with the bearer token; the backoff waits between attempts; a service that stays down
// ends in 'failed' after the attempts (kept, not lost); no endpoint records 'skipped'; two workers
// never send the same push; and the queue job delivers what is due.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startJobQueue } from '../../jobs/queue.ts';
import { databaseUrlOf, eventually, memoryLog } from '../../jobs/testing.ts';
import { deliverPendingPushes, deliverPushesJob, fetchPushHttp, retryDelayMs } from './push.ts';
import type { PushConfig } from './push-config.ts';
import { pushConfig } from './push-config.ts';
import { menu, menuPlace, placeOrder, receivingMethod, setupOrdersTest } from './test-fixtures.ts';

const { ctx, A, app, sessions } = await setupOrdersTest('staff-a');
const [staffA] = sessions;
let menuId = 0;

/** A local push service: answers the statuses it is told, in turn, then 200; records requests. */
interface FakePushService {
  url: string;
  requests: { method: string; path: string; authorization: string | undefined; body: unknown }[];
  plan: number[];
  delayMs: number;
  close(): Promise<void>;
}

async function startPushService(port = 0): Promise<FakePushService> {
  const service: FakePushService = { url: '', requests: [], plan: [], delayMs: 0, close: async () => {} };
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    service.requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body: JSON.parse(raw || 'null'),
    });
    if (service.delayMs) await new Promise((resolve) => setTimeout(resolve, service.delayMs));
    response.statusCode = service.plan.shift() ?? 200;
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return service;
}

const config = (endpoint: string | undefined, overrides: Partial<PushConfig> = {}): PushConfig => ({
  endpoint,
  token: 'push-secret',
  timeoutMs: 2000,
  maxAttempts: 5,
  baseDelayMs: 100,
  maxDelayMs: 400,
  ...overrides,
});

beforeAll(async () => {
  await receivingMethod(ctx.db, A, 2, { initials: 'C' });
  menuId = await menu(ctx.db, await menuPlace(ctx.db, A));
});

beforeEach(async () => {
  await ctx.db.deleteFrom('push_outbox').execute();
});

/** A customer's order taken to done through the API: the push it causes sits in the outbox. */
async function orderDone(customer = 'customer-7') {
  const res = await placeOrder(ctx, app, {
    id_restaurant: A,
    id_user: customer,
    id_receiving_method: 2,
    order_list: [{ id_food_menu: menuId, qty: 1 }],
  });
  const order = res.json().data as { id_food_order: number; order_number: string };
  for (const [cooking_status, extra] of [
    ['cooking', { waiting_time: 10 }],
    ['done', {}],
  ] as const) {
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/restaurant/order/update/cooking/status',
      headers: staffA.headers,
      payload: { id_food_order: order.id_food_order, cooking_status, ...extra },
    });
    expect(changed.statusCode).toBe(200);
  }
  return order;
}

const outbox = () => ctx.db.selectFrom('push_outbox').selectAll().orderBy('id_push').execute();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('deliverPendingPushes', () => {
  it('retries a failing push service with backoff until it succeeds: sent once, with the bearer token', async () => {
    const service = await startPushService();
    try {
      service.plan = [500, 503];
      const order = await orderDone();
      const settings = config(service.url);

      expect(await deliverPendingPushes(ctx.db, fetchPushHttp, settings)).toEqual({
        sent: 0,
        skipped: 0,
        retrying: 1,
        failed: 0,
      });
      expect((await outbox())[0]).toMatchObject({ status: 'pending', attempts: 1, last_error: 'HTTP 500' });
      // Not due yet: nothing is sent before the backoff has passed.
      expect(await deliverPendingPushes(ctx.db, fetchPushHttp, settings)).toEqual({
        sent: 0,
        skipped: 0,
        retrying: 0,
        failed: 0,
      });
      expect(service.requests).toHaveLength(1);

      await sleep(retryDelayMs(1, settings) + 50);
      expect((await deliverPendingPushes(ctx.db, fetchPushHttp, settings)).retrying).toBe(1);
      await sleep(retryDelayMs(2, settings) + 50);
      expect((await deliverPendingPushes(ctx.db, fetchPushHttp, settings)).sent).toBe(1);

      expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
      expect(service.requests).toHaveLength(3);
      expect(service.requests[2]).toEqual({
        method: 'POST',
        path: '/push/SendRestaurantPush',
        authorization: 'Bearer push-secret',
        body: { title: order.order_number, body: '調理が完了しました', account_id: 'customer-7' },
      });
      // Delivered means delivered: later runs send nothing more.
      await deliverPendingPushes(ctx.db, fetchPushHttp, settings);
      expect(service.requests).toHaveLength(3);
    } finally {
      await service.close();
    }
  });

  it('keeps pushes while the service is unreachable and sends them when it is back', async () => {
    const probe = await startPushService();
    const url = probe.url;
    const port = Number(new URL(url).port);
    await probe.close();
    await orderDone('customer-a');
    await orderDone('customer-b');
    const settings = config(url);
    expect(await deliverPendingPushes(ctx.db, fetchPushHttp, settings)).toMatchObject({ retrying: 2 });
    expect((await outbox()).map((row) => row.last_error)).toEqual([
      expect.stringMatching(/fetch failed|ECONNREFUSED/),
      expect.stringMatching(/fetch failed|ECONNREFUSED/),
    ]);
    const service = await startPushService(port);
    try {
      await sleep(retryDelayMs(1, settings) + 50);
      expect(await deliverPendingPushes(ctx.db, fetchPushHttp, settings)).toMatchObject({ sent: 2 });
      expect(service.requests.map((request) => (request.body as { account_id: string }).account_id)).toEqual([
        'customer-a',
        'customer-b',
      ]);
    } finally {
      await service.close();
    }
  });

  it("gives up after the last attempt as 'failed', kept in the outbox", async () => {
    const service = await startPushService();
    try {
      service.plan = [500, 500];
      await orderDone();
      const settings = config(service.url, { maxAttempts: 2, baseDelayMs: 20, maxDelayMs: 20 });
      await deliverPendingPushes(ctx.db, fetchPushHttp, settings);
      await sleep(60);
      expect(await deliverPendingPushes(ctx.db, fetchPushHttp, settings)).toMatchObject({ failed: 1 });
      expect((await outbox())[0]).toMatchObject({ status: 'failed', attempts: 2 });
    } finally {
      await service.close();
    }
  });

  it("records pushes as 'skipped' when no endpoint is configured", async () => {
    await orderDone();
    expect(await deliverPendingPushes(ctx.db, fetchPushHttp, config(undefined))).toMatchObject({ skipped: 1 });
    expect((await outbox())[0]).toMatchObject({ status: 'skipped', last_error: 'PUSH_ENDPOINT is not configured' });
  });

  it('two workers at once never send the same push twice', async () => {
    const service = await startPushService();
    try {
      service.delayMs = 150;
      for (const customer of ['c1', 'c2', 'c3']) await orderDone(customer);
      const settings = config(service.url);
      const reports = await Promise.all([
        deliverPendingPushes(ctx.db, fetchPushHttp, settings, { batchSize: 2 }),
        deliverPendingPushes(ctx.db, fetchPushHttp, settings, { batchSize: 2 }),
      ]);
      expect(reports[0]!.sent + reports[1]!.sent).toBe(3);
      expect(service.requests).toHaveLength(3);
    } finally {
      await service.close();
    }
  });

  it('backoff doubles from the base up to the cap', () => {
    const settings = { baseDelayMs: 30_000, maxDelayMs: 3_600_000 };
    expect([1, 2, 3, 4, 8, 12].map((attempts) => retryDelayMs(attempts, settings))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('the deliver-pushes job on the Postgres queue', () => {
  const saved = { ...process.env };
  afterAll(() => {
    process.env.PUSH_ENDPOINT = saved.PUSH_ENDPOINT;
    process.env.PUSH_TOKEN = saved.PUSH_TOKEN;
    if (saved.PUSH_ENDPOINT === undefined) delete process.env.PUSH_ENDPOINT;
    if (saved.PUSH_TOKEN === undefined) delete process.env.PUSH_TOKEN;
  });

  it('delivers what is due, reading PUSH_ENDPOINT and PUSH_TOKEN from the environment', async () => {
    const service = await startPushService();
    process.env.PUSH_ENDPOINT = `${service.url}/`;
    process.env.PUSH_TOKEN = 'from-env';
    expect(pushConfig()).toMatchObject({ endpoint: service.url, token: 'from-env' });
    await orderDone('customer-q');
    const queue = await startJobQueue({
      connectionString: await databaseUrlOf(ctx.db),
      db: ctx.db,
      log: memoryLog(),
      definitions: [deliverPushesJob],
      pollingIntervalSeconds: 0.5,
    });
    try {
      await queue.send(deliverPushesJob, { reason: 'test' });
      await eventually(async () => (await outbox())[0]?.status === 'sent');
      expect(service.requests[0]).toMatchObject({
        authorization: 'Bearer from-env',
        body: { account_id: 'customer-q' },
      });
    } finally {
      await queue.stop();
      await service.close();
    }
  });

  it('refuses a malformed endpoint with a readable error', () => {
    expect(() => pushConfig({ PUSH_ENDPOINT: 'not a url' })).toThrow(/PUSH_ENDPOINT/);
    expect(pushConfig({})).toMatchObject({ endpoint: undefined, maxAttempts: 12, timeoutMs: 5000 });
  });
});
