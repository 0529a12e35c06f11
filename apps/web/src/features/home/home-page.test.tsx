// The home dashboard as the kitchen uses it: the first order selected into the address, the lifecycle
// button walking Start Cooking → Finish Cooking → Complete Receipt (a wait time first, or the warning),
// the next order selected after a receipt, optimistic changes put back with a toast when refused, the
// not-today warning, realtime messages (a skipped number → a catch-up call), the offline banner, the
// Display All dialog of ticked orders, the new-order sound (hosted by the shell, so it rings on other
// screens too, and only with the home permission), the reservation bell and the detail panel's
// blocks and modals.
import { formatMessage } from '@noren/domain/messages';
import type { Order } from '@noren/domain/orders/schemas';
import type { AuthUser } from '@noren/domain/users';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { loadPage } from '../../lib/browser.ts';
import { connectSocket, setAppSocket } from '../../lib/socket.ts';
import { storageKeys } from '../../lib/storage.ts';
import { categoryOf } from '../../testing/catalogue.ts';
import { createFakeSocket, latestSocket } from '../../testing/fake-socket.ts';
import { ownerOf, staffWith } from '../../testing/fixtures.ts';
import { fail, mockApi, ok, type RecordedCall, type Reply } from '../../testing/mock-api.ts';
import { renderApp, setTestLanguage } from '../../testing/render-app.tsx';
import { fakeOrderServer, idRestaurant, lineOf, orderOf, today } from './home-test-data.ts';

const slow = { timeout: 10_000 };
let play: Mock;

beforeEach(() => {
  // The shell's socket is the app's socket, as connectSocket makes it in the browser.
  vi.mocked(connectSocket).mockImplementation(() => {
    const socket = createFakeSocket();
    setAppSocket(socket);
    return socket;
  });
  play = vi.fn(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as () => Promise<void>);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

function start(user: AuthUser, orders: Order[], language: 'jp' | 'en' = 'jp', path = '/home') {
  const server = fakeOrderServer(user, orders);
  const calls = mockApi(server.handlers);
  const view = renderApp(path, { language });
  return { server, calls, ...view };
}

const patches = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.method === 'PATCH' && call.path === `/api/restaurant/order/${path}`);
const detailNumber = () => screen.findByTestId('detail-order-number', {}, slow);
const lifecycle = () => screen.getByTestId('lifecycle-button') as HTMLButtonElement;
const rowNumbers = () => screen.queryAllByTestId('order-row-number').map((row) => row.textContent);
const fetchedUrls = () => (globalThis.fetch as unknown as Mock).mock.calls.map(([url]) => String(url));

describe('home dashboard: lifecycle', { timeout: 40_000 }, () => {
  it('selects the first order, asks for a wait time, then walks the order to receipt and selects the next', async () => {
    const { calls, router } = start(ownerOf(), [orderOf({ id_food_order: 101 }), orderOf({ id_food_order: 102 })]);
    expect((await detailNumber()).textContent).toBe('T101');
    await waitFor(() => expect(router.state.location.search).toContain('id_food_order=101'));
    expect(new URLSearchParams(router.state.location.search).get('id_food_order')).toBe('101');

    // Start Cooking without a wait time: the spec's warning, and nothing is sent.
    expect(lifecycle().textContent).toBe('調理開始');
    fireEvent.click(lifecycle());
    expect(await screen.findByText('レストランの待ち時間を選択してください', {}, slow)).toBeTruthy();
    expect(patches(calls, 'update/cooking/status')).toHaveLength(0);

    // Circles shortest first; a tap sets the order's wait time.
    const circles = within(screen.getByTestId('wait-time-circles')).getAllByRole('button');
    expect(circles.map((circle) => circle.textContent)).toEqual(['5分', '10分', '15分']);
    fireEvent.click(screen.getByTestId('wait-time-circle-10'));
    await waitFor(() =>
      expect(patches(calls, 'update/waiting/time').at(-1)?.body).toEqual({ id_food_order: 101, waiting_time: 10 }),
    );
    expect(screen.getByTestId('wait-time-circle-10').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(lifecycle());
    await waitFor(() => expect(lifecycle().textContent).toBe('調理完了'));
    await waitFor(() =>
      expect(patches(calls, 'update/cooking/status').at(-1)?.body).toEqual({
        id_food_order: 101,
        cooking_status: 'cooking',
        cooking_status_detail: '調理開始',
        waiting_time: 10,
      }),
    );
    await waitFor(() => expect(lifecycle().disabled).toBe(false));

    fireEvent.click(lifecycle());
    await waitFor(() => expect(lifecycle().textContent).toBe('受取完了'));
    await waitFor(() =>
      expect(patches(calls, 'update/cooking/status').at(-1)?.body).toMatchObject({
        cooking_status: 'done',
        cooking_status_detail: '調理完了',
      }),
    );

    fireEvent.click(lifecycle());
    await waitFor(() =>
      expect(patches(calls, 'update/cooking/status').at(-1)?.body).toMatchObject({ cooking_status: 'receipt' }),
    );
    // The next order is selected, in the panel and in the address.
    await waitFor(() => expect(screen.getByTestId('detail-order-number').textContent).toBe('T102'), slow);
    expect(new URLSearchParams(router.state.location.search).get('id_food_order')).toBe('102');
    await waitFor(() => expect(rowNumbers()).toEqual(['T102']), slow);
  });

  it('shows a change at once and puts it back with the reason when the server refuses it', async () => {
    await setTestLanguage('en');
    let refuse: (reply: Reply) => void = () => undefined;
    const { server } = start(ownerOf(), [orderOf({ id_food_order: 101, waiting_time: 10 })], 'en');
    server.failNext(
      'update/cooking/status',
      new Promise<Reply>((resolve) => {
        refuse = resolve;
      }),
    );
    await detailNumber();
    // Under a loaded machine the panel may still be settling: wait for each state, assert the same.
    await waitFor(() => expect(lifecycle().textContent).toBe('Start Cooking'));
    fireEvent.click(lifecycle());
    await waitFor(() => expect(lifecycle().textContent).toBe('Finish Cooking'));
    await waitFor(() =>
      expect(within(screen.getByTestId('order-detail')).getByTestId('order-status').textContent).toBe('Cooking'),
    );

    await act(async () => refuse(fail(500, 'SOMETHING_WENT_WRONG')));
    await waitFor(() => expect(lifecycle().textContent).toBe('Start Cooking'));
    expect(await screen.findByText(formatMessage('SOMETHING_WENT_WRONG').en, {}, slow)).toBeTruthy();
    expect(server.orders[0]?.cooking_status).toBe('stop');
  });

  it('ticks a line done at once, and unticks it again when the server refuses', async () => {
    const { server, calls } = start(ownerOf(), [orderOf({ id_food_order: 101 })]);
    await detailNumber();
    const done = () => within(screen.getByTestId('detail-line')).getByRole('checkbox') as HTMLInputElement;
    fireEvent.click(done());
    await waitFor(() => expect(done().checked).toBe(true));
    await waitFor(() =>
      expect(patches(calls, 'checked/food').at(-1)?.body).toEqual({
        id_food_order: 101,
        id_food_cart: 1010,
        checked: true,
      }),
    );

    let refuse: (reply: Reply) => void = () => undefined;
    server.failNext(
      'checked/food',
      new Promise<Reply>((resolve) => {
        refuse = resolve;
      }),
    );
    await waitFor(() => expect(patches(calls, 'checked/food')).toHaveLength(1));
    fireEvent.click(done());
    await waitFor(() => expect(done().checked).toBe(false));
    await act(async () => refuse(fail(500, 'SOMETHING_WENT_WRONG')));
    await waitFor(() => expect(done().checked).toBe(true), slow);
    expect(await screen.findByText('エラーが発生しました', {}, slow)).toBeTruthy();
  });

  it('confirms an order with OK, which then shows a dash', async () => {
    const { calls } = start(ownerOf(), [
      orderOf({ id_food_order: 101 }),
      orderOf({ id_food_order: 102, confirmed: true }),
    ]);
    await detailNumber();
    const rows = screen.getAllByTestId('order-row');
    expect(within(rows[1] as HTMLElement).getByTestId('order-row-confirmed').textContent).toBe('-');
    fireEvent.click(within(rows[0] as HTMLElement).getByTestId('order-row-confirm'));
    await waitFor(() => expect(within(rows[0] as HTMLElement).queryByTestId('order-row-confirm')).toBeNull());
    await waitFor(() => expect(patches(calls, 'confirm/101').at(-1)?.body).toEqual({ confirmed: true }));
  });
});

describe('home dashboard: filters', { timeout: 40_000 }, () => {
  it('warns when the date is not today, until the date is back to today', async () => {
    start(ownerOf(), [orderOf({ id_food_order: 101 })]);
    await detailNumber();
    expect(screen.queryByTestId('not-today-warning')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /日付を選択|Choose date/ }));
    const day = Number(today().slice(8, 10)) === 1 ? '2' : '1';
    fireEvent.click(await screen.findByRole('gridcell', { name: day }, slow));
    const warning = await screen.findByTestId('not-today-warning', {}, slow);
    expect(warning.textContent).toContain(
      '現在の注文を確認するには、「完了した注文」のチェックを外し、日付を今日に戻してください',
    );
    await waitFor(() =>
      expect(fetchedUrls().some((url) => url.includes(`date=${today().slice(0, 8)}0${day}`))).toBe(true),
    );

    fireEvent.click(screen.getByTestId('back-to-today'));
    await waitFor(() => expect(screen.queryByTestId('not-today-warning')).toBeNull());
  });

  it('lists only open orders until Completed Orders is ticked, remembering it as show_all', async () => {
    await setTestLanguage('en');
    start(ownerOf(), [orderOf({ id_food_order: 101 })], 'en');
    await detailNumber();
    expect(screen.queryByText('To confirm current orders', { exact: false })).toBeNull();
    const listUrls = () => fetchedUrls().filter((url) => url.includes(`/order/${idRestaurant}/1/6`));
    expect(listUrls().at(-1)).toContain('cooking_status=stop%2Ccooking%2Cdone%2Creceipt_app');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Completed Orders' }));
    await waitFor(() => expect(listUrls().at(-1)).not.toContain('cooking_status'));
    expect(window.localStorage.getItem(storageKeys.showAllCompletedOrders)).toBe('true');
  });

  it("saves 'Order to display' with the call menu and reloads /home", async () => {
    const user = ownerOf();
    const server = fakeOrderServer(user, [orderOf({ id_food_order: 101 })]);
    mockApi({
      ...server.handlers,
      [`GET /api/restaurant/food/category/${idRestaurant}`]: () =>
        ok([
          categoryOf({ id_food_category: 1, category_name: '麺類' }),
          categoryOf({ id_food_category: 2, category_name: 'ご飯もの', code_category: '20' }),
        ]),
    });
    renderApp('/home');
    await detailNumber();
    fireEvent.click(screen.getByTestId('display-filter-open'));
    const dialog = await screen.findByTestId('display-filter', {}, slow);
    expect(within(dialog).getByText('表示する注文')).toBeTruthy();
    expect(within(dialog).getByText('呼出メニュー')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('display-filter-2').querySelector('input') as HTMLInputElement);
    fireEvent.click(within(dialog).getByTestId('display-filter-submit'));
    expect(JSON.parse(window.localStorage.getItem(storageKeys.categoryIdList) ?? 'null')).toEqual([1, 'free']);
    expect(loadPage).toHaveBeenCalledWith('/home');
  });
});

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

describe('home dashboard: Display All', { timeout: 40_000 }, () => {
  const tickOf = (number: string) =>
    screen.getByRole('checkbox', { name: `注文 ${number} をまとめて表示する` }) as HTMLInputElement;
  const displayAll = () => screen.getByTestId('display-all-open') as HTMLButtonElement;

  it('ticks rows apart from selecting them, shows the ticked orders together, even one gone from the list, and clears', async () => {
    const { server, router } = start(ownerOf(), [
      orderOf({ id_food_order: 101, customer_note: 'わさび抜きでお願いします' }),
      orderOf({
        id_food_order: 102,
        order_detail: {
          order_list: [lineOf({ id_food_cart: 1020, food_menu_name: '味噌らーめん', qty: 3, additional: [] })],
          extra_charge: null,
        },
      }),
      orderOf({ id_food_order: 103 }),
    ]);
    expect((await detailNumber()).textContent).toBe('T101');
    expect(displayAll().disabled).toBe(true);
    expect(displayAll().textContent).toBe('まとめて表示');

    // A tap on a row selects it and ticks nothing.
    fireEvent.click(within(screen.getAllByTestId('order-row')[2] as HTMLElement).getByTestId('order-row-select'));
    await waitFor(() => expect(screen.getByTestId('detail-order-number').textContent).toBe('T103'));
    expect(tickOf('T103').checked).toBe(false);
    expect(displayAll().disabled).toBe(true);

    // Ticking two rows keeps the selection where it is.
    fireEvent.click(tickOf('T101'));
    fireEvent.click(tickOf('T102'));
    expect(tickOf('T101').checked).toBe(true);
    expect(tickOf('T102').checked).toBe(true);
    expect(displayAll().disabled).toBe(false);
    expect(displayAll().textContent).toBe('まとめて表示（2件）');
    expect(screen.getByTestId('detail-order-number').textContent).toBe('T103');
    expect(new URLSearchParams(router.state.location.search).get('id_food_order')).toBe('103');

    // T102 is received elsewhere and leaves the list of open orders: it stays ticked.
    const socket = latestSocket();
    (server.orders[1] as Order).cooking_status = 'receipt';
    server.seq = 6;
    act(() =>
      socket.serverEmit('update_order_notify', {
        order_info: { cooking_status: 'receipt', id_receiving_method: 1, id_order: 102 },
        seq: 6,
      }),
    );
    await waitFor(() => expect(rowNumbers()).toEqual(['T101', 'T103']), slow);
    expect(displayAll().textContent).toBe('まとめて表示（2件）');

    fireEvent.click(displayAll());
    const dialog = await screen.findByTestId('display-all', {}, slow);
    expect(within(dialog).getByText('まとめて表示（2件）')).toBeTruthy();
    await waitFor(
      () =>
        expect(
          within(dialog)
            .getAllByTestId('display-all-number')
            .map((number) => number.textContent),
        ).toEqual(['T101', 'T102']),
      slow,
    );
    const [first, second] = within(dialog).getAllByTestId('display-all-card') as HTMLElement[];
    expect(within(first as HTMLElement).getByTestId('display-all-lines').textContent).toContain('醤油らーめん× 2');
    expect(within(first as HTMLElement).getByText('麺の硬さ: 硬め')).toBeTruthy();
    expect(within(first as HTMLElement).getByTestId('display-all-note').textContent).toContain(
      'わさび抜きでお願いします',
    );
    expect(within(first as HTMLElement).getByTestId('display-all-total').textContent).toBe('2,160円');
    expect(within(first as HTMLElement).getByTestId('order-status').textContent).toBe('新規');
    expect(within(second as HTMLElement).getByTestId('display-all-lines').textContent).toBe('味噌らーめん× 3');
    expect(within(second as HTMLElement).getByTestId('order-status').textContent).toBe('受取完了');
    expect(within(second as HTMLElement).queryByTestId('display-all-note')).toBeNull();
    // The dialog did not move the selection either.
    expect(screen.getByTestId('detail-order-number').textContent).toBe('T103');

    fireEvent.click(within(dialog).getByTestId('display-all-clear'));
    await waitFor(() => expect(screen.queryByTestId('display-all')).toBeNull());
    expect(tickOf('T101').checked).toBe(false);
    expect(displayAll().disabled).toBe(true);
    expect(displayAll().textContent).toBe('まとめて表示');
  });

  it('speaks English, unticks one card, and keeps the ticks when closed', async () => {
    await setTestLanguage('en');
    start(ownerOf(), [orderOf({ id_food_order: 101 }), orderOf({ id_food_order: 102 })], 'en');
    await detailNumber();
    const tick = (number: string) =>
      screen.getByRole('checkbox', { name: `Include order ${number} in Display All` }) as HTMLInputElement;
    fireEvent.click(tick('T101'));
    fireEvent.click(tick('T102'));
    expect(displayAll().textContent).toBe('Display All (2)');
    fireEvent.click(displayAll());
    const dialog = await screen.findByTestId('display-all', {}, slow);
    expect(within(dialog).getByText('Display All (2 orders)')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByTestId('display-all-total')
        .map((total) => total.textContent),
    ).toEqual(['¥2,160', '¥2,160']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Untick T101' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByTestId('display-all-number')
          .map((number) => number.textContent),
      ).toEqual(['T102']),
    );
    expect(within(dialog).getByText('Display All (1 order)')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('display-all')).toBeNull());
    expect(tick('T101').checked).toBe(false);
    expect(tick('T102').checked).toBe(true);
    expect(displayAll().textContent).toBe('Display All (1)');
  });
});

describe('home dashboard: detail panel and restaurant types', { timeout: 40_000 }, () => {
  it('shows the delivery block with the kana name and 様, the request and OD modals', async () => {
    const order = orderOf({
      id_food_order: 101,
      id_receiving_method: 4,
      receiving_method: { title: '宅配', types: 'delivery', id_receiving_method: 4 },
      customer_note: 'わさび抜きでお願いします',
      response_list: [{ question: 'お箸は必要ですか', answer: '2膳' }],
      od_order_number: 'OD-7788',
      delivery_address_detail: {
        postal_code: '100-0005',
        address1: '東京都千代田区丸の内',
        address2: '1-9-1',
        address_first_name: 'Hanako',
        address_last_name: 'Sato',
        address_first_name_kana: 'ハナコ',
        address_last_name_kana: 'サトウ',
        phone_number: '03-1234-5678',
      },
      order_detail: { order_list: [lineOf({ id_food_cart: 1010 })], extra_charge: null },
    });
    start(ownerOf(), [order]);
    await detailNumber();
    const block = screen.getByTestId('delivery-block');
    expect(within(block).getByText('自宅へお届け')).toBeTruthy();
    expect(within(block).getByTestId('delivery-recipient').textContent).toBe('サトウ ハナコ 様');
    expect(within(block).getByTestId('delivery-tel').getAttribute('href')).toBe('tel:0312345678');
    expect(within(block).getByTestId('delivery-map').getAttribute('href')).toContain('google.com/maps');
    expect(lifecycle().textContent).toBe('開始');

    fireEvent.click(screen.getByTestId('detail-on-request'));
    const request = await screen.findByTestId('request-modal');
    expect(within(request).getByText('わさび抜きでお願いします')).toBeTruthy();
    expect(within(request).getByText('2膳')).toBeTruthy();
    fireEvent.click(within(request).getByTestId('request-modal-close'));
    await waitFor(() => expect(screen.queryByTestId('request-modal')).toBeNull());

    fireEvent.click(screen.getByTestId('detail-with-od'));
    expect((await screen.findByTestId('od-number')).textContent).toBe('OD-7788');
  });

  it('gives a reservation restaurant the bell, its warning toast and no wait-time circles', async () => {
    await setTestLanguage('en');
    const user = ownerOf('reservation');
    const order = orderOf({
      id_food_order: 201,
      order_restaurant_type: 'reservation',
      cooking_status: 'cooking',
      cooking_status_detail: '調理開始',
      date_reservation: today(),
      delivery_time: '18:00:00',
    });
    const server = fakeOrderServer(user, [order]);
    mockApi({
      ...server.handlers,
      [`POST /api/restaurant/order/${idRestaurant}/1/10`]: () =>
        ok({ data_list: [order], data_statistics: {}, last_seq: 5 }, 1),
    });
    renderApp('/home', { language: 'en' });
    await detailNumber();
    expect(screen.queryByTestId('wait-time-circles')).toBeNull();
    expect(lifecycle().textContent).toBe('Finish Order');
    expect(
      await screen.findByText('Please check the notification, there seems to be an unprocessed order', {}, slow),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('notification-count').textContent).toContain('1'));
    fireEvent.click(screen.getByTestId('unprocessed-warning-close'));
    await waitFor(() =>
      expect(screen.queryByText('Please check the notification, there seems to be an unprocessed order')).toBeNull(),
    );
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect((await screen.findAllByTestId('notification-item')).map((item) => item.textContent)).toEqual([
      expect.stringContaining('T201'),
    ]);
  });

  it("has no bell for by_order, says there's no notification when empty, and disables create order when inactive", async () => {
    const inactive = ownerOf('delivery');
    const user: AuthUser = {
      ...inactive,
      restaurant_detail: inactive.restaurant_detail ? { ...inactive.restaurant_detail, status: 'inactive' } : null,
    };
    const server = fakeOrderServer(user, []);
    mockApi({
      ...server.handlers,
      [`POST /api/restaurant/order/${idRestaurant}/1/10`]: () =>
        ok({ data_list: [], data_statistics: {}, last_seq: 5 }, 0),
    });
    renderApp('/home');
    expect(await screen.findByTestId('order-list-empty', {}, slow)).toBeTruthy();
    expect((screen.getByTestId('create-order') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect((await screen.findByTestId('notification-empty')).textContent).toBe('通知はありません');
  });

  it('shows the statistics cards and keeps a tapped row in the address', async () => {
    const { router } = start(ownerOf(), [orderOf({ id_food_order: 101 }), orderOf({ id_food_order: 102 })]);
    await detailNumber();
    expect(screen.getByTestId('card-order-list-value').textContent).toBe('2');
    expect(screen.getByTestId('card-total-item-value').textContent).toBe('4');
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    fireEvent.click(within(screen.getAllByTestId('order-row')[1] as HTMLElement).getByTestId('order-row-select'));
    await waitFor(() => expect(screen.getByTestId('detail-order-number').textContent).toBe('T102'));
    expect(new URLSearchParams(router.state.location.search).get('id_food_order')).toBe('102');
  });
});
