// The server's refresh_receiving_method / refresh_wait_time announcements (and a reconnection) mark
// the cached methods and wait times stale under the shared keys, whichever screen cached them.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createFakeSocket, latestSocket } from '../testing/fake-socket.ts';
import { keys } from './query-keys.ts';
import { startResourceRefresh } from './realtime-refresh.ts';

function setUp() {
  const queryClient = new QueryClient();
  for (const key of [
    keys.receivingMethods.list(7),
    keys.waitTimes.list(7),
    keys.menus.detail(31),
    keys.categories.list(7),
  ]) {
    queryClient.setQueryData(key, []);
  }
  const socket = createFakeSocket();
  const stop = startResourceRefresh(socket, queryClient);
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { fake: latestSocket(), stop, stale };
}

describe('resource refresh from the server', () => {
  it('refreshes the methods, their wait times and the menus pricing them on refresh_receiving_method', () => {
    const { fake, stale } = setUp();
    fake.serverEmit('my_callback', { msg: 'refresh_receiving_method', id_restaurant: 7 });
    expect(stale(keys.receivingMethods.list(7))).toBe(true);
    expect(stale(keys.waitTimes.list(7))).toBe(true);
    expect(stale(keys.menus.detail(31))).toBe(true);
    expect(stale(keys.categories.list(7))).toBe(false);
  });

  it('refreshes the wait times and the methods announcing them on refresh_wait_time, sent as JSON text too', () => {
    const { fake, stale } = setUp();
    fake.serverEmit('my_callback', JSON.stringify({ msg: 'refresh_wait_time', id_restaurant: 7 }));
    expect(stale(keys.waitTimes.list(7))).toBe(true);
    expect(stale(keys.receivingMethods.list(7))).toBe(true);
    expect(stale(keys.menus.detail(31))).toBe(false);
  });

  it('leaves the cache alone for order refreshes and unknown messages, and stops when told', () => {
    const { fake, stop, stale } = setUp();
    fake.serverEmit('my_callback', { msg: 'refresh', id_food_order: 101, seq: 3 });
    fake.serverEmit('my_callback', { msg: 'something_else' });
    expect(stale(keys.receivingMethods.list(7))).toBe(false);
    stop();
    fake.serverEmit('my_callback', { msg: 'refresh_wait_time' });
    expect(stale(keys.waitTimes.list(7))).toBe(false);
  });

  it('refreshes methods and wait times after a reconnection: an announcement may have been missed', () => {
    const { fake, stale } = setUp();
    fake.serverEmit('connect', undefined);
    expect(stale(keys.receivingMethods.list(7))).toBe(true);
    expect(stale(keys.waitTimes.list(7))).toBe(true);
  });
});
