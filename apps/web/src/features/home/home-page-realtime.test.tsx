// The home dashboard's realtime and sound: socket messages (a skipped number → a catch-up call), the
// offline banner, and the new-order sound (hosted by the shell, so it rings on other screens too, and
// only with the home permission).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { latestSocket } from '../../testing/fake-socket.ts';
import { ownerOf, staffWith } from '../../testing/fixtures.ts';
import { mockApi, ok } from '../../testing/mock-api.ts';
import { dashboard, idRestaurant, orderOf, play, setUpDashboard, slow, start } from './home-test-data.ts';

setUpDashboard();
const { detailNumber, fetchedUrls, rowNumbers } = dashboard;

describe('home dashboard: realtime', { timeout: 40_000 }, () => {
  it('refetches on the next number, and catches up from the last number when one is skipped', async () => {
    const { server } = start(ownerOf(), [orderOf({ id_food_order: 101 })]);
    await detailNumber();
    await waitFor(() => expect(rowNumbers()).toEqual(['T101']));
    const socket = latestSocket();

    // seq 6 follows 5: the list is asked again and the new order shows.
    server.orders.unshift(orderOf({ id_food_order: 102 }));
    server.seq = 6;
    act(() => socket.serverEmit('new_order_notify', { flag: 'print', id_food_order: 102, seq: 6 }));
    await waitFor(() => expect(rowNumbers()).toEqual(['T102', 'T101']), slow);
    expect(fetchedUrls().some((url) => url.includes('/order/events'))).toBe(false);

    // seq 9 after 6: 7 and 8 were missed — the events since 6 are asked for.
    const missed = orderOf({ id_food_order: 103 });
    server.orders.unshift(missed);
    server.seq = 9;
    server.handlers['GET /api/restaurant/order/events'] = () =>
      ok({
        last_seq: 9,
        reset: false,
        has_more: false,
        events: [
          { seq: 7, type: 'created', id_food_order: 103, created_at: '2026-01-01T00:00:00.000Z' },
          { seq: 8, type: 'confirmed', id_food_order: 101, created_at: '2026-01-01T00:00:00.000Z' },
          { seq: 9, type: 'waiting_time', id_food_order: 101, created_at: '2026-01-01T00:00:00.000Z' },
        ],
        orders: [missed, server.orders[2]],
      });
    mockApi(server.handlers);
    act(() => socket.serverEmit('my_callback', { msg: 'refresh', id_food_order: 101, seq: 9 }));
    await waitFor(() => expect(fetchedUrls().some((url) => url.includes('/order/events?since=6'))).toBe(true), slow);
    await waitFor(() => expect(rowNumbers()).toEqual(['T103', 'T102', 'T101']), slow);
  });

  it('says the connection is lost within 5 s, and catches up when it is back', async () => {
    start(ownerOf(), [orderOf({ id_food_order: 101 })]);
    await detailNumber();
    const socket = latestSocket();
    act(() => socket.serverEmit('disconnect', 'transport close'));
    expect((await screen.findByTestId('offline-banner', {}, { timeout: 5000 })).textContent).toContain(
      'サーバーとの接続が切れています。再接続しています…',
    );
    act(() => socket.serverEmit('connect', undefined));
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).toBeNull());
    await waitFor(() => expect(fetchedUrls().some((url) => url.includes('/order/events?since=5'))).toBe(true), slow);
  });
});

describe('home dashboard: sound', { timeout: 40_000 }, () => {
  it('rings while an order waits for OK; a blocked autoplay asks for the tap that starts it', async () => {
    play.mockImplementationOnce(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    start(ownerOf(), [orderOf({ id_food_order: 101 })]);
    const enable = await screen.findByTestId('enable-sound', {}, slow);
    expect(enable.textContent).toBe('タップして通知を許可');
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('sound-on')).toBeNull();
    fireEvent.click(enable);
    await waitFor(() => expect(play.mock.calls.length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.queryByTestId('enable-sound')).toBeNull());
    expect((await screen.findByTestId('sound-on')).getAttribute('aria-label')).toBe('通知音オン');
  });

  it('stays silent when every order is confirmed', async () => {
    start(ownerOf(), [orderOf({ id_food_order: 101, confirmed: true })]);
    await detailNumber();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(play).not.toHaveBeenCalled();
    expect(screen.queryByTestId('sound-on')).toBeNull();
  });

  it('keeps ringing, without a restart, when the user leaves /home for another screen', async () => {
    const pause = vi.mocked(HTMLMediaElement.prototype.pause);
    const { router } = start(ownerOf(), [orderOf({ id_food_order: 101 })]);
    await screen.findByTestId('sound-on', {}, slow);
    expect(play).toHaveBeenCalledTimes(1);
    pause.mockClear();

    await act(() => router.navigate('/food/food'));
    await screen.findByTestId('menu-list-page', {}, slow);
    expect(screen.queryByTestId('home-page')).toBeNull();
    expect(screen.getByTestId('sound-on').getAttribute('aria-label')).toBe('通知音オン');
    expect(play).toHaveBeenCalledTimes(1);
    expect(pause).not.toHaveBeenCalled();
  });

  it('rings on another screen when an order arrives there, for staff with the home permission', async () => {
    play.mockImplementationOnce(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    const { server, router } = start(
      staffWith(['home', 'food', 'food-menu']),
      [orderOf({ id_food_order: 101, confirmed: true })],
      'jp',
      '/food/food',
    );
    await screen.findByTestId('menu-list-page', {}, slow);
    await waitFor(() => expect(fetchedUrls().some((url) => url.includes(`/order/${idRestaurant}/1/50`))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(play).not.toHaveBeenCalled();

    server.orders.unshift(orderOf({ id_food_order: 102 }));
    server.seq = 6;
    act(() => latestSocket().serverEmit('new_order_notify', { flag: 'print', id_food_order: 102, seq: 6 }));
    // The browser blocks autoplay here too: the same persistent toast asks for the tap.
    const enable = await screen.findByTestId('enable-sound', {}, slow);
    expect(enable.textContent).toBe('タップして通知を許可');
    fireEvent.click(enable);
    expect((await screen.findByTestId('sound-on', {}, slow)).getAttribute('aria-label')).toBe('通知音オン');
    expect(play.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(router.state.location.pathname).toBe('/food/food');
  });

  it('never rings for staff without the home permission, and does not even ask for the orders', async () => {
    const { calls } = start(staffWith(['food', 'food-menu']), [orderOf({ id_food_order: 101 })], 'jp', '/food/food');
    await screen.findByTestId('menu-list-page', {}, slow);
    act(() => latestSocket().serverEmit('new_order_notify', { flag: 'print', id_food_order: 102, seq: 6 }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(play).not.toHaveBeenCalled();
    expect(screen.queryByTestId('enable-sound')).toBeNull();
    expect(screen.queryByTestId('sound-on')).toBeNull();
    expect(calls.some((call) => call.path.startsWith(`/api/restaurant/order/${idRestaurant}/`))).toBe(false);
  });
});
