// The dashboard's first data, asked for when the page opens on /home signed in (main.tsx →
// preloadScreen → the route's prefetch): once "who am I" has answered and only when the menu allows
// /home; the dashboard then reads those very answers instead of asking again.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadScreen } from '../../app/feature-screens.ts';
import { meQueryOptions } from '../../lib/auth.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { storageKeys, writeStorage } from '../../lib/storage.ts';
import { ownerOf, staffWith } from '../../testing/fixtures.ts';
import { meHandler, mockApi, type RecordedCall } from '../../testing/mock-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { fakeOrderServer, idRestaurant, orderOf, setUpDashboard, slow } from './home-test-data.ts';

setUpDashboard();
afterEach(() => window.localStorage.clear());

const gets = (calls: readonly RecordedCall[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.path === path).length;

/** What main.tsx does when the page opens signed in: "who am I", and the screen with its data. */
async function openPage(address: string) {
  window.history.replaceState(null, '', address);
  const queryClient = createQueryClient();
  void queryClient.prefetchQuery(meQueryOptions);
  await preloadScreen(window.location, queryClient);
  return queryClient;
}

describe('the dashboard’s first data', { timeout: 40_000 }, () => {
  it('is asked for beside the screen, as the address and the tablet’s choices say, and read once', async () => {
    const user = ownerOf('delivery');
    writeStorage(storageKeys.showAllCompletedOrders, 'true');
    const server = fakeOrderServer(user, [orderOf({ id_food_order: 101 }), orderOf({ id_food_order: 102 })]);
    const firstPage = server.handlers[`GET /api/restaurant/order/${idRestaurant}/1/10`];
    if (!firstPage) throw new Error('the fake server answers no list');
    const calls = mockApi({ ...server.handlers, [`GET /api/restaurant/order/${idRestaurant}/3/25`]: firstPage });

    const queryClient = await openPage('/home?page=2&limit=25');
    // Page 2 (0-based) of 25, every status (Completed Orders ticked), the wait times and the methods.
    const list = calls.filter((call) => call.path === `/api/restaurant/order/${idRestaurant}/3/25`);
    expect(list).toHaveLength(1);
    expect(gets(calls, `/api/restaurant/wait/time/${idRestaurant}`)).toBe(1);
    expect(gets(calls, '/api/restaurant/receiving-method')).toBe(1);
    const fetched = (globalThis.fetch as unknown as { mock: { calls: [RequestInfo | URL][] } }).mock.calls.map(
      ([url]) => String(url),
    );
    const listUrl = new URL(fetched.find((url) => url.includes('/3/25')) ?? '', 'http://localhost');
    expect(listUrl.searchParams.get('cooking_status')).toBeNull();

    renderApp('/home?page=2&limit=25', { queryClient });
    expect(await screen.findByTestId('detail-order-number', {}, slow)).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    // The dashboard read the prefetched answers: not one of them asked again.
    expect(calls.filter((call) => call.path === `/api/restaurant/order/${idRestaurant}/3/25`)).toHaveLength(1);
    expect(gets(calls, `/api/restaurant/wait/time/${idRestaurant}`)).toBe(1);
    expect(gets(calls, '/api/restaurant/receiving-method')).toBe(1);
  });

  it('is not asked for when nobody is signed in any more', async () => {
    const calls = mockApi(meHandler(null));
    await openPage('/home');
    await waitFor(() => expect(gets(calls, '/api/restaurant/users/me')).toBe(1));
    expect(calls.map((call) => call.path)).toEqual(['/api/restaurant/users/me']);
  });

  it('is not asked for when the menu does not allow /home (Menu Restriction)', async () => {
    const calls = mockApi(meHandler(staffWith(['search-order', 'detail-order'])));
    await openPage('/home');
    expect(calls.map((call) => call.path)).toEqual(['/api/restaurant/users/me']);
  });

  it('is asked for by a staff member whose menu allows /home', async () => {
    const user = staffWith(['home']);
    const calls = mockApi(fakeOrderServer(user, []).handlers);
    await openPage('/home');
    // by_order: 6 a page, only orders still to handle.
    expect(gets(calls, `/api/restaurant/order/${idRestaurant}/1/6`)).toBe(1);
  });
});
