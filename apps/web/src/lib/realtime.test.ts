// The order stream: numbered messages applied in order, a skipped number or a reconnection answered
// by a catch-up from the last number applied (so no order goes missing), repeats ignored, a server
// whose numbers went back followed; one stream shared by every component that asks for it.
import type { Order } from '@noren/domain/orders/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keys } from '../resources/query-keys.ts';
import { createFakeSocket, type FakeSocket, latestSocket } from '../testing/fake-socket.ts';
import { mockApi, ok } from '../testing/mock-api.ts';
import {
  type CachedOrderList,
  forgetOrderSeq,
  lastOrderSeq,
  noteOrderListSeq,
  type OrderEventsAnswer,
  startOrderStream,
  useOrderStream,
} from './realtime.ts';
import { setAppSocket } from './socket.ts';

const idRestaurant = 7;
/** The stream passes rows through untouched: only the fields the test reads. */
const orderOf = (fields: { id_food_order: number; order_number?: string }) =>
  ({ order_number: `T${fields.id_food_order}`, ...fields }) as Order;

function setUp(answers: OrderEventsAnswer[] = []) {
  const queryClient = new QueryClient();
  const socket = createFakeSocket();
  const fake: FakeSocket = latestSocket();
  const fetchEvents = vi.fn(async (_since: number) => {
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    return answer;
  });
  const onNewOrder = vi.fn();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const stop = startOrderStream({ socket, idRestaurant, queryClient, fetchEvents, onNewOrder, retryDelayMs: 10 });
  return { queryClient, fake, fetchEvents, onNewOrder, invalidate, stop };
}

const answer = (
  lastSeq: number,
  events: { seq: number; id: number; type?: 'created' | 'cooking_status' }[],
  orders: Order[],
): OrderEventsAnswer => ({
  last_seq: lastSeq,
  reset: false,
  has_more: false,
  events: events.map((event) => ({
    seq: event.seq,
    type: event.type ?? 'created',
    id_food_order: event.id,
    created_at: '2026-01-01T00:00:00.000Z',
  })),
  orders,
});

const listKeyInvalidated = (invalidate: { mock: { calls: unknown[][] } }) =>
  invalidate.mock.calls.some(
    ([filters]) => JSON.stringify(filters) === JSON.stringify({ queryKey: ['orders', 'list'] }),
  );

afterEach(() => forgetOrderSeq(idRestaurant));

describe('order stream', () => {
  it('applies the next number: lists and that order are refetched, a new order is announced', () => {
    const { fake, fetchEvents, onNewOrder, invalidate } = setUp();
    noteOrderListSeq(idRestaurant, 5);
    fake.serverEmit('new_order_notify', { flag: 'print', id_food_order: 120, seq: 6 });
    expect(lastOrderSeq(idRestaurant)).toBe(6);
    expect(onNewOrder).toHaveBeenCalledWith(120);
    expect(listKeyInvalidated(invalidate)).toBe(true);
    expect(fetchEvents).not.toHaveBeenCalled();

    invalidate.mockClear();
    // update_order_notify and my_callback of one change carry the same number: applied once.
    fake.serverEmit('update_order_notify', {
      order_info: { cooking_status: 'cooking', id_receiving_method: 1, id_order: 120 },
      seq: 7,
    });
    fake.serverEmit('my_callback', { msg: 'refresh', id_food_order: 120, seq: 7 });
    expect(lastOrderSeq(idRestaurant)).toBe(7);
    expect(invalidate.mock.calls.filter(([filters]) => JSON.stringify(filters).includes('"list"'))).toHaveLength(1);
    expect(fetchEvents).not.toHaveBeenCalled();
  });

  it('catches up from the last number when one is skipped, and puts the missed orders in the cache', async () => {
    const missed = [orderOf({ id_food_order: 121 }), orderOf({ id_food_order: 122 })];
    const { queryClient, fake, fetchEvents, onNewOrder } = setUp([
      answer(
        8,
        [
          { seq: 6, id: 121 },
          { seq: 7, id: 122 },
          { seq: 8, id: 121, type: 'cooking_status' },
        ],
        missed,
      ),
    ]);
    const page: CachedOrderList = {
      data_list: [orderOf({ id_food_order: 121, order_number: 'OLD' })],
      last_seq: 5,
      totalData: 1,
    };
    queryClient.setQueryData(keys.orders.list({ kind: 'page' }), page);
    noteOrderListSeq(idRestaurant, 5);

    fake.serverEmit('my_callback', { msg: 'refresh', id_food_order: 121, seq: 8 });
    await vi.waitFor(() => expect(lastOrderSeq(idRestaurant)).toBe(8));
    expect(fetchEvents).toHaveBeenCalledWith(5);
    expect(queryClient.getQueryData(keys.orders.detail(122))).toMatchObject({ id_food_order: 122 });
    expect(
      queryClient.getQueryData<CachedOrderList>(keys.orders.list({ kind: 'page' }))?.data_list[0]?.order_number,
    ).toBe('T121');
    expect(onNewOrder.mock.calls.map(([id]) => id)).toEqual([121, 122]);
  });

  it('catches up after a reconnection, and again a second later when the server is still away', async () => {
    const { fake, fetchEvents } = setUp();
    noteOrderListSeq(idRestaurant, 9);
    fetchEvents.mockRejectedValueOnce(new Error('offline'));
    fetchEvents.mockResolvedValueOnce(answer(10, [{ seq: 10, id: 130 }], [orderOf({ id_food_order: 130 })]));
    fake.serverEmit('connect', undefined);
    await vi.waitFor(() => expect(lastOrderSeq(idRestaurant)).toBe(10));
    expect(fetchEvents.mock.calls.map(([since]) => since)).toEqual([9, 9]);
  });

  it('refetches nothing when a catch-up finds nothing missed (the lists were read at that number)', async () => {
    const { fake, fetchEvents, invalidate } = setUp([answer(9, [], [])]);
    noteOrderListSeq(idRestaurant, 9);
    fake.serverEmit('connect', undefined);
    await vi.waitFor(() => expect(fetchEvents).toHaveBeenCalledWith(9));
    // Longer than the retry delay: the catch-up has ended (and did not fail and try again).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchEvents).toHaveBeenCalledTimes(1);
    expect(lastOrderSeq(idRestaurant)).toBe(9);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('refetches the lists when the number moved on without events it could list', async () => {
    const { fake, invalidate } = setUp([answer(12, [], [])]);
    noteOrderListSeq(idRestaurant, 9);
    fake.serverEmit('connect', undefined);
    await vi.waitFor(() => expect(lastOrderSeq(idRestaurant)).toBe(12));
    expect(listKeyInvalidated(invalidate)).toBe(true);
  });

  it('ignores numbers already applied and follows a server whose numbers went back', async () => {
    const { fake, fetchEvents, invalidate } = setUp([
      { last_seq: 2, reset: true, has_more: false, events: [], orders: [] },
    ]);
    noteOrderListSeq(idRestaurant, 40);
    fake.serverEmit('new_order_notify', { flag: 'print', id_food_order: 1, seq: 40 });
    expect(invalidate).not.toHaveBeenCalled();

    fake.serverEmit('connect', undefined);
    await vi.waitFor(() => expect(lastOrderSeq(idRestaurant)).toBe(2));
    expect(fetchEvents).toHaveBeenCalledWith(40);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });
  });

  it('reloads on a refresh relayed from another screen (no number), and stops listening when stopped', () => {
    const { fake, invalidate, stop } = setUp();
    noteOrderListSeq(idRestaurant, 3);
    fake.serverEmit('my_callback', JSON.stringify({ msg: 'refresh', refreshAll: true }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });
    expect(lastOrderSeq(idRestaurant)).toBe(3);

    stop();
    invalidate.mockClear();
    fake.serverEmit('new_order_notify', { flag: 'print', id_food_order: 2, seq: 4 });
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('takes the lower of its number and a list answer, never a higher one', () => {
    noteOrderListSeq(idRestaurant, 10);
    noteOrderListSeq(idRestaurant, 12);
    expect(lastOrderSeq(idRestaurant)).toBe(10);
    noteOrderListSeq(idRestaurant, 8);
    expect(lastOrderSeq(idRestaurant)).toBe(8);
  });
});

describe('useOrderStream', () => {
  it('shares one stream between the components that call it; the last one to go forgets the number', async () => {
    const queryClient = new QueryClient();
    setAppSocket(createFakeSocket());
    const fake = latestSocket();
    const calls = mockApi({
      'GET /api/restaurant/order/events': () =>
        ok({ last_seq: 9, reset: false, has_more: false, events: [], orders: [] }),
    });
    const eventCalls = () => calls.filter((call) => call.path === '/api/restaurant/order/events');
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const shellNewOrder = vi.fn();
    const homeNewOrder = vi.fn();
    const shell = renderHook(() => useOrderStream(idRestaurant, shellNewOrder), { wrapper });
    const home = renderHook(() => useOrderStream(idRestaurant, homeNewOrder), { wrapper });

    // Both callers hear of a new order.
    noteOrderListSeq(idRestaurant, 5);
    fake.serverEmit('new_order_notify', { flag: 'print', id_food_order: 120, seq: 6 });
    expect(shellNewOrder).toHaveBeenCalledWith(120);
    expect(homeNewOrder).toHaveBeenCalledWith(120);

    // A skipped number is caught up once, not once per caller.
    fake.serverEmit('my_callback', { msg: 'refresh', id_food_order: 120, seq: 9 });
    await vi.waitFor(() => expect(lastOrderSeq(idRestaurant)).toBe(9));
    expect(eventCalls()).toHaveLength(1);

    // /home goes: the shell's stream keeps its number and keeps listening.
    home.unmount();
    expect(lastOrderSeq(idRestaurant)).toBe(9);
    fake.serverEmit('new_order_notify', { flag: 'print', id_food_order: 121, seq: 10 });
    expect(shellNewOrder).toHaveBeenLastCalledWith(121);
    expect(homeNewOrder).toHaveBeenCalledTimes(1);
    expect(lastOrderSeq(idRestaurant)).toBe(10);

    shell.unmount();
    expect(lastOrderSeq(idRestaurant)).toBeNull();
    setAppSocket(null);
  });
});
