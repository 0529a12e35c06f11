// The board's order feed: sequence numbers applied in order, old ones ignored, a gap or a
// reconnect caught up through the events path (again while it says has_more, the whole list on
// reset), orders learnt of live handed on for the calls, the list's own orders not.
import type { TvOrder } from '@noren/domain/board/schemas';
import { describe, expect, it, vi } from 'vitest';
import { catchUpAnswer, storeGroups, tvOrder } from './board-fixtures.ts';
import type { CatchUp, OrderBook } from './order-book.ts';
import { createOrderFeed } from './order-feed.ts';

function feedWith(answers: CatchUp[] = [], options: { single?: boolean; methodFilter?: number[] } = {}) {
  const learnt: TvOrder[] = [];
  let book: OrderBook = [];
  const fetchEvents = vi.fn(async (_id: number, _since: number) => {
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    return answer;
  });
  const reload = vi.fn();
  const feed = createOrderFeed({
    fetchEvents,
    reload,
    onOrder: (order) => learnt.push(order),
    onBook: (next) => {
      book = next;
    },
    methodFilter: options.methodFilter ?? [],
    single: options.single ?? false,
    retryMs: 1,
  });
  feed.load(storeGroups);
  return { feed, learnt, fetchEvents, reload, book: () => book };
}

const numbersOf = (book: OrderBook, idRestaurant = 1) =>
  book.find((column) => column.id_restaurant === idRestaurant)?.orders.map((order) => order.order_number);

describe('order feed', () => {
  it('applies the next number, then ignores a number already applied', () => {
    const { feed, learnt, fetchEvents, book } = feedWith();
    expect(learnt).toEqual([]);
    const ready = tvOrder({ id_food_order: 11, order_number: 'T011', cooking_status: 'done' });
    feed.notify({ id_restaurant: 1, seq: 6, id_food_order: 11, order: ready });
    expect(book()[0]?.lastSeq).toBe(6);
    expect(book()[0]?.orders[0]?.cooking_status).toBe('done');
    expect(learnt).toEqual([ready]);

    feed.notify({ id_restaurant: 1, seq: 6, id_food_order: 11, order: { ...ready, cooking_status: 'receipt' } });
    feed.notify({ id_restaurant: 1, seq: 4, id_food_order: 11, order: { ...ready, cooking_status: 'receipt' } });
    expect(numbersOf(book())).toEqual(['T011', 'C012']);
    expect(learnt).toHaveLength(1);
    expect(fetchEvents).not.toHaveBeenCalled();
  });

  it('removes a collected order and adds a new one in order, each restaurant on its own numbers', () => {
    const { feed, book } = feedWith();
    feed.notify({
      id_restaurant: 1,
      seq: 6,
      id_food_order: 11,
      order: { ...tvOrder({ id_food_order: 11, order_number: 'T011' }), cooking_status: 'receipt' },
    });
    const ramen = tvOrder({
      id_food_order: 30,
      order_number: 'T030',
      id_restaurant: 2,
      restaurant_name: 'Ramen Tsubaki',
      cooking_status: 'stop',
    });
    feed.notify({ id_restaurant: 2, seq: 3, id_food_order: 30, order: ramen });
    expect(numbersOf(book())).toEqual(['C012']);
    expect(numbersOf(book(), 2)).toEqual(['T030']);
    expect(book()[0]?.totalData).toBe(1);
    expect(book()[1]?.statistics.waiting_list).toBe(1);
  });

  it('asks the events path since its last number on a gap, and again while it says has_more', async () => {
    const late = tvOrder({ id_food_order: 40, order_number: 'T040', cooking_status: 'done' });
    const later = tvOrder({ id_food_order: 41, order_number: 'T041' });
    const { feed, learnt, fetchEvents, book } = feedWith([
      catchUpAnswer(8, [late], { has_more: true }),
      catchUpAnswer(9, [later]),
    ]);
    feed.notify({ id_restaurant: 1, seq: 9, id_food_order: 41, order: later });
    await vi.waitFor(() => expect(book()[0]?.lastSeq).toBe(9));
    expect(fetchEvents.mock.calls).toEqual([
      [1, 5],
      [1, 8],
    ]);
    expect(numbersOf(book())).toEqual(['T011', 'C012', 'T040', 'T041']);
    expect(learnt).toEqual([late, later]);
  });

  it('reloads the whole list when the server says reset, and catches every restaurant up on reconnect', async () => {
    const { feed, reload, fetchEvents } = feedWith([catchUpAnswer(0, [], { reset: true }), catchUpAnswer(2, [])]);
    feed.catchUpAll();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fetchEvents.mock.calls).toEqual([
      [1, 5],
      [2, 2],
    ]);
  });

  it('keeps asking a catch-up the server cannot answer yet', async () => {
    const { feed, fetchEvents, book } = feedWith();
    fetchEvents.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(catchUpAnswer(7, []));
    feed.notify({ id_restaurant: 1, seq: 7, id_food_order: 11, order: null });
    await vi.waitFor(() => expect(book()[0]?.lastSeq).toBe(7));
    expect(fetchEvents).toHaveBeenCalledTimes(2);
  });

  it('reloads for a restaurant it does not know in multi mode only', () => {
    const order = tvOrder({ id_food_order: 50, order_number: 'T050', id_restaurant: 9 });
    const multi = feedWith();
    multi.feed.notify({ id_restaurant: 9, seq: 1, id_food_order: 50, order });
    expect(multi.reload).toHaveBeenCalledTimes(1);
    const single = feedWith([], { single: true });
    single.feed.notify({ id_restaurant: 9, seq: 1, id_food_order: 50, order });
    expect(single.reload).not.toHaveBeenCalled();
  });

  it('leaves out orders of methods the address filters out, but still calls a call-number order', () => {
    const { feed, book } = feedWith([], { methodFilter: [2] });
    feed.notify({
      id_restaurant: 1,
      seq: 6,
      id_food_order: 60,
      order: tvOrder({ id_food_order: 60, order_number: 'T060' }),
    });
    feed.notify({
      id_restaurant: 1,
      seq: 7,
      id_food_order: 61,
      order: tvOrder({ id_food_order: 61, order_number: 'F061', id_receiving_method: null, order_time: '12:59:00' }),
    });
    expect(numbersOf(book())).toEqual(['T011', 'C012', 'F061']);
  });
});
