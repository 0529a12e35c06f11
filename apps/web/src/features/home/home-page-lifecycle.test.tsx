// The home dashboard's lifecycle and filters: the first order selected into the address, the lifecycle
// button walking Start Cooking → Finish Cooking → Complete Receipt (a wait time first, or the warning),
// the next order selected after a receipt, optimistic changes put back with a toast when refused, the
// not-today warning, Completed Orders and 'Order to display'.
import { formatMessage } from '@noren/domain/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadPage } from '../../lib/browser.ts';
import { storageKeys } from '../../lib/storage.ts';
import { categoryOf } from '../../testing/catalogue.ts';
import { ownerOf } from '../../testing/fixtures.ts';
import { fail, ok, type Reply } from '../../testing/mock-api.ts';
import { setTestLanguage } from '../../testing/render-app.tsx';
import { dashboard, idRestaurant, methods, orderOf, setUpDashboard, slow, start, today } from './home-test-data.ts';

setUpDashboard();
const { detailNumber, fetchedUrls, lifecycle, patches, rowNumbers } = dashboard;

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

describe('home dashboard: wait time per receiving method', { timeout: 40_000 }, () => {
  it("sets a method's wait time with its select (PATCH receiving-method/{id} {id_wait_time, active})", async () => {
    // The server keeps what it was sent: the list read again after the change says 15 minutes.
    let saved = methods;
    const { calls } = start(ownerOf(), [orderOf({ id_food_order: 101 })], 'jp', '/home', {
      'GET /api/restaurant/receiving-method': () => ok(saved),
      'PATCH /api/restaurant/receiving-method/21': (body) => {
        const { id_wait_time } = body as { id_wait_time: number };
        saved = saved.map((method) => ({ ...method, id_wait_time, wait_time: id_wait_time === 3 ? 15 : 0 }));
        return ok(saved[0]);
      },
    });
    await detailNumber();
    const select = (await screen.findByLabelText('お持ち帰りの待ち時間', {}, slow)) as HTMLSelectElement;
    // The method's own wait times, shortest first, its current one chosen.
    expect([...select.options].map((option) => option.textContent)).toEqual(['5分', '10分', '15分']);
    expect(select.value).toBe('1');
    fireEvent.change(select, { target: { value: '3' } });
    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'PATCH' && call.path === '/api/restaurant/receiving-method/21')?.body,
      ).toEqual({
        id_wait_time: 3,
        active: true,
      }),
    );
    await waitFor(() => expect(select.value).toBe('3'));
    expect(calls.filter((call) => call.path === '/api/restaurant/receiving-method/21')).toHaveLength(1);
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
    start(ownerOf(), [orderOf({ id_food_order: 101 })], 'jp', '/home', {
      [`GET /api/restaurant/food/category/${idRestaurant}`]: () =>
        ok([
          categoryOf({ id_food_category: 1, category_name: '麺類' }),
          categoryOf({ id_food_category: 2, category_name: 'ご飯もの', code_category: '20' }),
        ]),
    });
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
