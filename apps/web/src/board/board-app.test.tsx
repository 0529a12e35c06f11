// The board page wired together (fetch and the store room's socket played by the test): the
// screen the domain's priority picks, a done order from the room on the call screen, a gap caught up
// through the events path, the offline mark kept off the last state, an unknown store's message;
// on fake timers, the 180 s refresh and the reload at midnight in Tokyo.
import { boardTimings } from '@noren/domain/board/screen';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../lib/browser.ts';
import { midnightCheckIntervalMs } from '../lib/midnight-reload.ts';
import { latestSocket } from '../testing/fake-socket.ts';
import { BoardApp } from './board-app.tsx';
import { catchUpAnswer, storeGroups, stubBoardFetch, sushiOrders, tvGroup, tvOrder } from './board-fixtures.ts';
import { readBoardParams } from './board-params.ts';

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../testing/fake-socket.ts');
  return { io: vi.fn(() => createFakeSocket()) };
});

const board = () => screen.getByTestId('board');
const shownScreen = () => board().getAttribute('data-screen');
const open = (path: string) =>
  render(
    <BoardApp params={readBoardParams({ pathname: path.split('?')[0] ?? '', search: path.split('?')[1] ?? '' })} />,
  );
const numbers = () => screen.queryAllByTestId('board-order').map((node) => node.getAttribute('data-order-number'));
const called = () => screen.queryAllByTestId('call-number').map((node) => node.textContent);

async function openStore(path = '/order-list/1001') {
  open(path);
  expect(shownScreen()).toBe('loading');
  await waitFor(() => expect(shownScreen()).not.toBe('loading'));
}

describe('TV board', () => {
  it('shows the columns, then calls a take-out order the store room says is done', async () => {
    stubBoardFetch({});
    await openStore();
    expect(shownScreen()).toBe('multi-columns');
    expect(screen.getAllByTestId('board-restaurant-name').map((node) => node.textContent)).toEqual([
      'Sushi Kaede',
      'Ramen Tsubaki',
    ]);
    expect(numbers()).toEqual(['T011', 'C012']);

    const ready = tvOrder({ id_food_order: 11, order_number: 'T011', cooking_status: 'done' });
    latestSocket().serverEmit('board_order_notify', { id_restaurant: 1, seq: 6, id_food_order: 11, order: ready });
    await waitFor(() => expect(shownScreen()).toBe('call'));
    expect(called()).toEqual(['T011']);
    expect(screen.getByTestId('board-call').textContent).toContain('商品の準備ができました');
    expect(screen.getByTestId('call-group').textContent).toContain('Sushi Kaede');
  });

  it('catches a skipped number up through the events path and calls what it finds', async () => {
    const fetch = stubBoardFetch({
      'restaurant/board/1001/events': {
        data: catchUpAnswer(7, [
          tvOrder({ id_food_order: 12, order_number: 'C012', cooking_status: 'done', id_receiving_method: 2 }),
        ]),
      },
    });
    await openStore();
    latestSocket().serverEmit('board_order_notify', { id_restaurant: 1, seq: 7, id_food_order: 12, order: null });
    await waitFor(() => expect(called()).toEqual(['C012']));
    const asked = fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/events'));
    expect(asked).toEqual(['/api/restaurant/board/1001/events?id_restaurant=1&since=5']);
  });

  it('keeps its last state with the offline mark while the room is lost, and catches up when it is back', async () => {
    const fetch = stubBoardFetch({ 'restaurant/board/1001/events': { data: catchUpAnswer(5, []) } });
    await openStore();
    const socket = latestSocket();
    expect(screen.queryByTestId('board-offline')).toBeNull();
    socket.serverEmit('disconnect', 'transport close');
    await screen.findByTestId('board-offline');
    expect(screen.getByTestId('board-offline').textContent).toContain('オフライン');
    expect(numbers()).toEqual(['T011', 'C012']);

    socket.serverEmit('connect', undefined);
    await waitFor(() => expect(screen.queryByTestId('board-offline')).toBeNull());
    const asked = fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/events'));
    expect(asked).toEqual([
      '/api/restaurant/board/1001/events?id_restaurant=1&since=5',
      '/api/restaurant/board/1001/events?id_restaurant=2&since=2',
    ]);
  });

  it("says the store code does not exist, in Japanese and English, for a store the server doesn't know", async () => {
    stubBoardFetch({ 'restaurant/board/1001/restaurants': { status: 404, data: null } });
    await openStore();
    expect(shownScreen()).toBe('unknown-store');
    expect(screen.getByTestId('board-unknown-store').textContent).toBe(
      'このストアコードは存在しませんThis store code does not exist',
    );
  });

  it('shows the slideshow in single mode when the restaurant has no order, with the TV price', async () => {
    stubBoardFetch({
      'restaurant/order/code-store/1001/1/8': (_url, body) => {
        expect(body).toEqual({ code_register: '02', id_receiving_method: [3] });
        return { data: [{ ...storeGroupsFor(2), data_list: [], totalData: 0 }] };
      },
      'restaurant/food/menu/list-slideshow': {
        data: {
          food_menu: [
            {
              id_food_menu: 7,
              food_menu_name: '醤油らーめん',
              image_url: null,
              code_company: 100,
              food_menu_price: 850,
              food_menu_price_discount: null,
              discount_start_date: null,
              discount_start_time: null,
              discount_end_date: null,
              discount_end_time: null,
              methods: [{ id_receiving_method: 1, food_menu_price: 850, is_applied: false, service_fee: 0, tax: 8 }],
            },
          ],
          banner: [{ id_banner: 3, image_url: 'https://files.test/b.jpg' }],
        },
      },
    });
    await openStore('/order-list/1001?code_register=02&method_id=3,4,x');
    expect(shownScreen()).toBe('slideshow');
    expect(screen.getByTestId('slide-price').textContent).toBe('850円～');
    expect(screen.getByTestId('slide-price-tax').textContent).toBe('(税込 918円～)');
    expect(screen.getAllByTestId('board-slide')).toHaveLength(2);
  });
});

describe('TV board clocks', () => {
  it('asks again for its orders, methods and wait times every 180 s, and lists a new order without calling it', async () => {
    // Real time still runs (the loader, waitFor); the clock jumps where the test says.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-24T03:00:00Z'));
    let groups = storeGroups;
    const fetch = stubBoardFetch({ 'restaurant/order/code-store/1001/1/8': () => ({ data: groups }) });
    await openStore();
    const asked = () =>
      ['/order/code-store/', '/receiving-method', '/wait-time'].map(
        (path) => fetch.mock.calls.filter(([url]) => String(url).includes(path)).length,
      );
    expect(asked()).toEqual([1, 1, 1]);
    const newOrder = tvOrder({ id_food_order: 13, order_number: 'T013' });
    groups = [tvGroup(1, 'Sushi Kaede', 6, [...sushiOrders, newOrder]), ...storeGroups.slice(1)];

    await vi.advanceTimersByTimeAsync(boardTimings.refreshMs - 10_000);
    expect(asked()).toEqual([1, 1, 1]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked()).toEqual([2, 2, 2]);
    await waitFor(() => expect(numbers()).toEqual(['T011', 'C012', 'T013']));
    expect(shownScreen()).toBe('multi-columns');
  });

  it('reloads the page at the first check after midnight in Tokyo (15:00 UTC), not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-24T14:58:30Z'));
    stubBoardFetch({});
    await openStore();
    await vi.advanceTimersByTimeAsync(midnightCheckIntervalMs);
    expect(reloadPage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(midnightCheckIntervalMs);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

function storeGroupsFor(idRestaurant: number) {
  return {
    id_restaurant: idRestaurant,
    restaurant_name: 'Ramen Tsubaki',
    code_register: '02',
    restaurant_type: 'reservation',
    last_seq: 0,
    totalData: 0,
    data_statistics: { waiting_list: 0, total_qty_cooking: 0, done: 0 },
    data_list: [],
  };
}
