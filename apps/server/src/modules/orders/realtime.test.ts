// Realtime with no missed events, on real Socket.IO clients: order events reach only their
// restaurant's room with a per-restaurant sequence number; a screen that was offline while orders
// arrived gets all of them from the events endpoint after reconnecting; the sendMessage relay stays
// inside the sender's room.
import { sequenceStep } from '@noren/domain/orders/schemas';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { socketOpener } from '../../../test/sockets.ts';
import { menu, menuPlace, placeOrder, receivingMethod, setupOrdersTest } from './test-fixtures.ts';

const { ctx, ids, A, app, sessions } = await setupOrdersTest('staff-a', 'owner-a', 'staff-b');
const [staffA, ownerA, staffB] = sessions;
const base = await ctx.listen();
const menus: Record<number, number> = {};
const openSocket = socketOpener(base);

beforeAll(async () => {
  for (const id_restaurant of [A, ids.restaurantB]) {
    await receivingMethod(ctx.db, id_restaurant, 2, { initials: 'C' });
    menus[id_restaurant] = await menu(ctx.db, await menuPlace(ctx.db, id_restaurant));
  }
});

const open = (token: string, options: { reconnection?: boolean } = {}) => openSocket({ token, ...options });

/** Collects every payload of an event on a socket. */
function collect<T = Record<string, unknown>>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

const waitFor = async (check: () => boolean, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const quiet = () => new Promise((resolve) => setTimeout(resolve, 300));

const order = async (id_restaurant = A) => {
  const res = await placeOrder(ctx, app, {
    id_restaurant,
    id_user: 'customer',
    id_receiving_method: 2,
    order_list: [{ id_food_menu: menus[id_restaurant], qty: 1 }],
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id_food_order: number };
};

const eventsSince = (since: number, headers = staffA.headers, limit?: number) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/restaurant/order/events?since=${since}${limit ? `&limit=${limit}` : ''}`,
    headers,
  });

describe('order events on the restaurant room', () => {
  it('a new order reaches only its restaurant: new_order_notify {flag: print, id_food_order, seq}', async () => {
    const a = await open(staffA.user.token);
    const b = await open(staffB.user.token);
    const toA = collect(a, 'new_order_notify');
    const toB = collect(b, 'new_order_notify');
    const created = await order();
    await waitFor(() => toA.length === 1);
    await quiet();
    expect(toA).toEqual([{ flag: 'print', id_food_order: created.id_food_order, seq: expect.any(Number) }]);
    expect(toB).toEqual([]);
    // B's own order reaches B with B's own numbering, and not A.
    await order(ids.restaurantB);
    await waitFor(() => toB.length === 1);
    expect(toB[0]?.seq).toBe(1);
    await quiet();
    expect(toA).toHaveLength(1);
  });

  it('a status change: update_order_notify and my_callback refresh, with the same next seq', async () => {
    const a = await open(staffA.user.token);
    const created = await order();
    const [event] = (await eventsSince(0)).json().data.events.slice(-1);
    const updates = collect(a, 'update_order_notify');
    const callbacks = collect(a, 'my_callback');
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/restaurant/order/update/cooking/status',
      headers: staffA.headers,
      payload: { id_food_order: created.id_food_order, cooking_status: 'cooking', waiting_time: 10 },
    });
    await waitFor(() => updates.length === 1 && callbacks.length === 1);
    expect(updates[0]).toEqual({
      order_info: { cooking_status: 'cooking', id_receiving_method: 2, id_order: created.id_food_order },
      seq: event.seq + 1,
    });
    expect(callbacks[0]).toEqual({ msg: 'refresh', id_food_order: created.id_food_order, seq: event.seq + 1 });
  });
});

describe('no missed events', () => {
  it('a screen offline while three orders arrive has all three after reconnecting, through events?since', async () => {
    const screen = await open(ownerA.user.token, { reconnection: true });
    const seen = collect<{ id_food_order: number; seq: number }>(screen, 'new_order_notify');
    const first = await order();
    await waitFor(() => seen.length === 1);
    const lastSeq = seen[0]!.seq;
    expect(seen[0]!.id_food_order).toBe(first.id_food_order);

    // The connection drops (its transport closes, as in a network cut) and stays down a while.
    const back = new Promise<void>((resolve) => screen.io.once('reconnect', () => resolve()));
    screen.io.reconnectionDelay(1500);
    screen.io.reconnectionDelayMax(1500);
    screen.io.engine.close();
    await waitFor(() => !screen.connected);
    const missed = [await order(), await order(), await order()];
    await back;
    expect(seen).toHaveLength(1);

    const res = await eventsSince(lastSeq, ownerA.headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.reset).toBe(false);
    expect(data.has_more).toBe(false);
    expect(data.events.map((event: { seq: number }) => event.seq)).toEqual([lastSeq + 1, lastSeq + 2, lastSeq + 3]);
    expect(data.events.map((event: { type: string }) => event.type)).toEqual(['created', 'created', 'created']);
    expect(data.orders.map((entry: { id_food_order: number }) => entry.id_food_order)).toEqual(
      missed.map((entry) => entry.id_food_order),
    );
    expect(data.orders[0]).toMatchObject({ cooking_status: 'stop', order_detail: { order_list: [{ qty: 1 }] } });
    expect(data.last_seq).toBe(lastSeq + 3);

    // The next live event shows no gap to a screen that caught up, and a gap to one that did not.
    const next = await order();
    await waitFor(() => seen.length === 2);
    expect(seen[1]).toMatchObject({ id_food_order: next.id_food_order, seq: lastSeq + 4 });
    expect(sequenceStep(data.last_seq, seen[1]!.seq)).toBe('next');
    expect(sequenceStep(lastSeq, seen[1]!.seq)).toBe('gap');
  });

  it('pages with has_more, and says reset when the client is ahead of the server', async () => {
    const page = (await eventsSince(0, staffA.headers, 2)).json().data;
    expect(page.events).toHaveLength(2);
    expect(page.has_more).toBe(true);
    const ahead = (await eventsSince(page.last_seq + 100)).json().data;
    expect(ahead).toMatchObject({ reset: true, events: [], orders: [] });
    expect((await eventsSince(-1)).statusCode).toBe(400);
  });
});

describe('sendMessage relay (spec 3 §7)', () => {
  it("relays a refresh as my_callback within the sender's restaurant room only", async () => {
    const sender = await open(staffA.user.token);
    const colleague = await open(ownerA.user.token);
    const other = await open(staffB.user.token);
    const toColleague = collect(colleague, 'my_callback');
    const toOther = collect(other, 'my_callback');
    sender.emit('sendMessage', {
      room: String(A),
      data: JSON.stringify({ msg: 'refresh', id_food_order: 7, refreshAll: true }),
    });
    await waitFor(() => toColleague.length === 1);
    expect(toColleague[0]).toEqual({ msg: 'refresh', id_food_order: 7, refreshAll: true });
    // Into another restaurant's room, or anything but a refresh: dropped.
    sender.emit('sendMessage', { room: String(ids.restaurantB), data: { msg: 'refresh', refreshAll: true } });
    sender.emit('sendMessage', { room: String(A), data: { msg: 'force_logout', uuid: '' } });
    await quiet();
    expect(toOther).toEqual([]);
    expect(toColleague).toHaveLength(1);
  });
});
