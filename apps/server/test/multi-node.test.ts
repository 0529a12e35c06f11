// Two API nodes on one database (issue 14, src/realtime/README.md): what happens on node A reaches
// the sockets of node B — a new order with its sequence number, a screen's refresh, a sign-out or
// password change that must end the user's screens everywhere, and the TV board's store feed.
import type { Socket } from 'socket.io-client';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupBoardTest } from '../src/modules/board/board-test-setup.ts';
import { sharedSecret } from '../src/realtime/cluster.ts';
import { login, testPassword } from './harness.ts';
import { nextEvent, socketOpener } from './sockets.ts';
import { secondNode, untilBusCarries } from './two-nodes.ts';

const { ctx, A, staffA, ownerA, methods, order, kitchen } = await setupBoardTest();
const baseA = await ctx.listen();
const nodeB = await secondNode(ctx);
const openOnA = socketOpener(baseA);
const openOnB = socketOpener(nodeB.base);

const boards: Socket[] = [];
afterAll(() => {
  for (const socket of boards) socket.close();
});

function collect<T = Record<string, unknown>>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}
const waitFor = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 3000, interval: 20 });
const quiet = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeAll(async () => {
  const probe = await openOnB({ token: ownerA.user.token });
  await untilBusCarries(ctx.realtime, probe);
  const back = await openOnA({ token: ownerA.user.token });
  await untilBusCarries(nodeB.realtime, back);
});

describe('order events cross nodes', () => {
  it('an order posted to node A reaches a screen on node B once, with the next sequence number', async () => {
    const onB = await openOnB({ token: staffA.user.token });
    const onA = await openOnA({ token: ownerA.user.token });
    const toB = collect<{ id_food_order: number; seq: number }>(onB, 'new_order_notify');
    const toA = collect<{ id_food_order: number; seq: number }>(onA, 'new_order_notify');
    const first = await order(A, methods.counterA);
    const second = await order(A, methods.counterA);
    await waitFor(() => toB.length === 2 && toA.length === 2);
    await quiet();
    expect(toB).toEqual([
      { flag: 'print', id_food_order: first.id_food_order, seq: expect.any(Number) },
      { flag: 'print', id_food_order: second.id_food_order, seq: expect.any(Number) },
    ]);
    expect(toB[1]!.seq).toBe(toB[0]!.seq + 1);
    // Each screen hears each event once (not once per node), and both nodes say the same.
    expect(toA).toEqual(toB);

    // The kitchen on node A moves the order: node B's screen gets the status and the refresh.
    const updates = collect(onB, 'update_order_notify');
    const callbacks = collect(onB, 'my_callback');
    expect((await kitchen(first.id_food_order, 'cooking')).statusCode).toBe(200);
    await waitFor(() => updates.length === 1 && callbacks.length === 1);
    expect(updates[0]).toMatchObject({ order_info: { cooking_status: 'cooking' }, seq: toB[1]!.seq + 1 });
    expect(callbacks[0]).toEqual({ msg: 'refresh', id_food_order: first.id_food_order, seq: toB[1]!.seq + 1 });

    // A screen of node B that missed them catches up from node B's events path.
    const res = await nodeB.app.inject({
      method: 'GET',
      url: `/api/restaurant/order/events?since=${toB[0]!.seq - 1}`,
      headers: staffA.headers,
    });
    expect(res.json().data.events.map((event: { seq: number }) => event.seq)).toEqual([
      toB[0]!.seq,
      toB[0]!.seq + 1,
      toB[0]!.seq + 2,
    ]);
  });

  it("a refresh sent by a screen on node A reaches its restaurant's screens on node B only", async () => {
    const sender = await openOnA({ token: staffA.user.token });
    const colleague = await openOnB({ token: ownerA.user.token });
    const other = await openOnB({ token: (await login(ctx.app, 'owner-b@test.example')).user.token });
    const toColleague = collect(colleague, 'my_callback');
    const toOther = collect(other, 'my_callback');
    sender.emit('sendMessage', { room: String(A), data: JSON.stringify({ msg: 'refresh', refreshAll: true }) });
    await waitFor(() => toColleague.length === 1);
    expect(toColleague[0]).toEqual({ msg: 'refresh', refreshAll: true });
    await quiet();
    expect(toOther).toEqual([]);
  });

  it("a TV board on node B gets its store's feed of an order posted to node A", async () => {
    const board = connect(nodeB.base, { transports: ['websocket'], reconnection: false, auth: { board: 1001 } });
    boards.push(board);
    await new Promise<void>((resolve, reject) => {
      board.once('connect', () => resolve());
      board.once('connect_error', reject);
    });
    const feed = collect<{ id_restaurant: number; id_food_order: number; seq: number }>(board, 'board_order_notify');
    const created = await order(A, methods.takeOutA);
    await waitFor(() => feed.length === 1);
    await quiet();
    expect(feed).toEqual([
      expect.objectContaining({ id_restaurant: A, id_food_order: created.id_food_order, seq: expect.any(Number) }),
    ]);
  });
});

describe('the bus under a burst', () => {
  it('carries every message of a burst in order, identical ones included (NOTIFYs are batched)', async () => {
    const onB = await openOnB({ token: ownerA.user.token });
    const seen = collect<{ msg: string; id_food_order?: number }>(onB, 'my_callback');
    // 150 messages at once; every third one repeats the same refresh.
    for (let index = 1; index <= 150; index += 1) {
      const message =
        index % 3 === 0
          ? { msg: 'refresh' as const, refreshAll: true }
          : { msg: 'refresh' as const, id_food_order: index };
      ctx.realtime.toRestaurant(A, 'my_callback', message);
    }
    await waitFor(() => seen.length === 150);
    expect(seen.map((message) => message.id_food_order ?? 0)).toEqual(
      Array.from({ length: 150 }, (_, index) => ((index + 1) % 3 === 0 ? 0 : index + 1)),
    );
  });
});

describe('secrets every node shares', () => {
  it('the upload signing secret made by one node is the one every node reads', async () => {
    const made = await Promise.all([sharedSecret(ctx.db, 'test_secret'), sharedSecret(nodeB.db, 'test_secret')]);
    expect(made[0]).toMatch(/^[\w-]{43}$/);
    expect(made[1]).toBe(made[0]);
    expect(await sharedSecret(nodeB.db, 'test_secret')).toBe(made[0]);
  });
});

describe('sign-out crosses nodes', () => {
  it("a logout on node A signs out and drops that session's screen on node B, not the user's other session", async () => {
    const leaving = await login(ctx.app, 'owner-a@test.example');
    const staying = await login(nodeB.app, 'owner-a@test.example');
    const onB = await openOnB({ token: leaving.user.token });
    const otherOnB = await openOnB({ token: staying.user.token });
    const told = nextEvent(onB, 'force_logout', 3000);
    const gone = nextEvent(onB, 'disconnect', 3000);
    const otherTold = collect(otherOnB, 'force_logout');
    const out = await ctx.app.inject({ method: 'POST', url: '/api/restaurant/users/logout', headers: leaving.headers });
    expect(out.statusCode).toBe(200);
    expect(await told).toEqual({ uuid: '' });
    await gone;
    expect(onB.connected).toBe(false);
    await quiet();
    expect(otherTold).toEqual([]);
    expect(otherOnB.connected).toBe(true);
  });

  it("a password change on node A tells every screen of the user on both nodes, and drops the others' sockets", async () => {
    const keep = await login(ctx.app, 'staff-a@test.example');
    const other = await login(nodeB.app, 'staff-a@test.example');
    const keepOnB = await openOnB({ token: keep.user.token });
    const otherOnB = await openOnB({ token: other.user.token });
    const otherOnA = await openOnA({ token: other.user.token });
    const told = Promise.all([keepOnB, otherOnB, otherOnA].map((socket) => nextEvent(socket, 'force_logout', 3000)));
    const gone = Promise.all([otherOnB, otherOnA].map((socket) => nextEvent(socket, 'disconnect', 3000)));
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/restaurant/users/update/password',
      headers: keep.headers,
      payload: { old_password: testPassword, password: 'a-brand-new-password' },
    });
    expect(res.statusCode).toBe(200);
    expect(await told).toEqual(Array(3).fill({ uuid: keep.user.session_uuid }));
    await gone;
    expect([otherOnB.connected, otherOnA.connected]).toEqual([false, false]);
    expect(keepOnB.connected).toBe(true);
    // The dropped session is refused by node B too.
    await expect(openOnB({ token: other.user.token })).rejects.toThrow(/UNAUTHORIZED/);
  });

  it('a node shutting down drops only its own sockets', async () => {
    const third = await secondNode(ctx);
    const onThird = await socketOpener(third.base)({ token: ownerA.user.token });
    const onB = await openOnB({ token: ownerA.user.token });
    const gone = nextEvent(onThird, 'disconnect', 3000);
    await third.app.close();
    await gone;
    await quiet();
    expect(onB.connected).toBe(true);
  });
});
