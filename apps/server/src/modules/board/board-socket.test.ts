// The boards' read-only store room on real Socket.IO clients (README "Socket"): joined with a
// store code and no session; it receives its own store's order events only, as number and status,
// with the restaurant's sequence numbers; a board that was away catches up from the events path;
// method and wait-time changes reach it as board_refresh; nothing a board emits goes anywhere.
import { type BoardOrderNotify, boardOrderNotifySchema } from '@noren/domain/board/schemas';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nextEvent, socketOpener } from '../../../test/sockets.ts';
import { setupBoardTest } from './board-test-setup.ts';

const { ctx, A, C, staffA, ownerA, methods, order, kitchen } = await setupBoardTest();
const base = await ctx.listen();
const openStaff = socketOpener(base);

const boards: Socket[] = [];
afterAll(() => {
  for (const socket of boards) socket.close();
});
/** A TV board's socket: a store code, no token or cookie. */
function openBoard(store: unknown, reconnection = false): Promise<Socket> {
  const socket = connect(base, {
    transports: ['websocket'],
    reconnection,
    reconnectionDelay: 100,
    auth: { board: store },
  });
  boards.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function collect(socket: Socket, event = 'board_order_notify'): BoardOrderNotify[] {
  const seen: BoardOrderNotify[] = [];
  socket.on(event, (payload: unknown) =>
    seen.push(event === 'board_order_notify' ? boardOrderNotifySchema.parse(payload) : (payload as BoardOrderNotify)),
  );
  return seen;
}
const waitFor = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 3000, interval: 20 });
const quiet = () => new Promise((resolve) => setTimeout(resolve, 300));

let store1001: Socket;
let store2002: Socket;
beforeAll(async () => {
  store1001 = await openBoard(1001);
  store2002 = await openBoard('2002');
});

describe('joining', () => {
  it('refuses an unknown or malformed store code, and a socket with neither store nor session', async () => {
    await expect(openBoard(9999)).rejects.toThrow(/UNKNOWN_STORE/);
    await expect(openBoard('1001; DROP')).rejects.toThrow(/UNKNOWN_STORE/);
    await expect(openBoard(-1)).rejects.toThrow(/UNKNOWN_STORE/);
    await expect(openStaff({})).rejects.toThrow(/UNAUTHORIZED/);
  });
});

describe("a store's order events", () => {
  it('a new order reaches its own store only, as number and status', async () => {
    const to1001 = collect(store1001);
    const to2002 = collect(store2002);
    const created = await order(A, 1);
    await waitFor(() => to1001.length === 1);
    await quiet();
    expect(to1001[0]).toEqual({
      id_restaurant: A,
      seq: expect.any(Number),
      id_food_order: created.id_food_order,
      order: expect.objectContaining({
        order_number: created.order_number,
        cooking_status: 'stop',
        restaurant_name: 'Restaurant A',
      }),
    });
    expect(to2002).toEqual([]);
    await order(C, 2);
    await waitFor(() => to2002.length === 1);
    expect(to2002[0]).toMatchObject({ id_restaurant: C, seq: 1 });
    await quiet();
    expect(to1001).toHaveLength(1);
  });

  it('an order finished in the kitchen reaches the board as number + done, numbers in a row', async () => {
    const seen = collect(store1001);
    const created = await order(A, 2);
    expect((await kitchen(created.id_food_order, 'cooking')).statusCode).toBe(200);
    expect((await kitchen(created.id_food_order, 'done')).statusCode).toBe(200);
    await waitFor(() => seen.some((event) => event.order?.cooking_status === 'done'));
    expect(seen.map((event) => [event.order?.order_number, event.order?.cooking_status])).toEqual([
      [created.order_number, 'stop'],
      [created.order_number, 'cooking'],
      [created.order_number, 'done'],
    ]);
    expect(seen[2]?.order?.cooking_status_detail).toBe('調理完了');
    const numbers = seen.map((event) => event.seq);
    expect(numbers).toEqual([numbers[0], (numbers[0] ?? 0) + 1, (numbers[0] ?? 0) + 2]);
  });

  it("counts a delivery order's events without showing it", async () => {
    // Events reach boards after a read of the order: wait for this order's own events by id, so a
    // late event of an earlier test never counts.
    const seen = collect(store1001);
    const created = await order(A, 2);
    const mine = () => seen.filter((event) => event.id_food_order === created.id_food_order);
    await waitFor(() => mine().length === 1);
    await ctx.db
      .updateTable('food_orders')
      .set({ id_receiving_method: 4 })
      .where('id_food_order', '=', created.id_food_order)
      .execute();
    await kitchen(created.id_food_order, 'cooking');
    await waitFor(() => mine().length === 2);
    expect(mine()[1]).toMatchObject({ order: null, seq: (mine()[0]?.seq ?? 0) + 1 });
  });

  it('a board that was away catches up from the events path, with the same numbers', async () => {
    const away = await openBoard(1001, true);
    const seen = collect(away);
    const first = await order(A, 1);
    const mine = () => seen.filter((event) => event.id_food_order === first.id_food_order);
    await waitFor(() => mine().length === 1);
    const last = mine()[0]?.seq ?? 0;
    away.io.engine.close(); // the network drops; the client reconnects by itself
    await waitFor(() => !away.connected);
    await kitchen(first.id_food_order, 'cooking');
    await kitchen(first.id_food_order, 'done');
    await waitFor(() => away.connected);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurant/board/1001/events?id_restaurant=${A}&since=${last}`,
    });
    const caught = res.json().data;
    expect(caught.events.map((event: { seq: number }) => event.seq)).toEqual([last + 1, last + 2]);
    expect(caught.orders).toEqual([
      expect.objectContaining({ order_number: first.order_number, cooking_status: 'done' }),
    ]);
    expect(caught.last_seq).toBe(last + 2);
  });
});

describe('refreshes and read-only', () => {
  it('a wait-time or method change reaches the board as board_refresh', async () => {
    const refreshed = nextEvent(store1001, 'board_refresh');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurant/wait/time/${A}`,
      headers: ownerA.headers,
      payload: { id_restaurant_receiving_method: methods.counterA, wait_time: 20, description: '' },
    });
    expect(res.statusCode).toBe(201);
    expect(await refreshed).toEqual({ msg: 'refresh_wait_time', id_restaurant: A });
    const other = nextEvent(store2002, 'board_refresh', 400).then(
      () => 'leaked',
      () => 'silent',
    );
    const toggled = nextEvent(store1001, 'board_refresh');
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/restaurant/receiving-method/${methods.tableA}`,
      headers: ownerA.headers,
      payload: { active: false },
    });
    expect(await toggled).toEqual({ msg: 'refresh_receiving_method', id_restaurant: A });
    expect(await other).toBe('silent');
  });

  it("a board's messages go nowhere: it cannot make a restaurant's screens refresh", async () => {
    const staff = await openStaff({ token: staffA.user.token });
    const relayed = nextEvent(staff, 'my_callback', 400).then(
      () => 'relayed',
      () => 'dropped',
    );
    store1001.emit('sendMessage', { room: String(A), data: { msg: 'refresh', refreshAll: true } });
    store1001.emit('join', String(A));
    expect(await relayed).toBe('dropped');
    // Nor does it join the restaurant's room: a restaurant-only message does not reach it.
    const leaked = nextEvent(store1001, 'my_callback', 400).then(
      () => 'leaked',
      () => 'silent',
    );
    ctx.realtime.toRestaurant(A, 'my_callback', { msg: 'refresh', refreshAll: true });
    expect(await leaked).toBe('silent');
  });
});
