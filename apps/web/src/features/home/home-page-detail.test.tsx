// The home dashboard's detail panel and restaurant types: the delivery block and its modals, the
// reservation bell, an inactive restaurant and the statistics cards.
import type { AuthUser } from '@noren/domain/users';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownerOf } from '../../testing/fixtures.ts';
import { ok } from '../../testing/mock-api.ts';
import { setTestLanguage } from '../../testing/render-app.tsx';
import { dashboard, idRestaurant, lineOf, orderOf, setUpDashboard, slow, start, today } from './home-test-data.ts';

setUpDashboard();
const { detailNumber, lifecycle } = dashboard;

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
    start(user, [order], 'en', '/home', {
      [`POST /api/restaurant/order/${idRestaurant}/1/10`]: () =>
        ok({ data_list: [order], data_statistics: {}, last_seq: 5 }, 1),
    });
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
    start(user, [], 'jp', '/home', {
      [`POST /api/restaurant/order/${idRestaurant}/1/10`]: () =>
        ok({ data_list: [], data_statistics: {}, last_seq: 5 }, 0),
    });
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

  it('never writes a selection once the address has left /home (a late write would take the user back)', async () => {
    const { router } = start(ownerOf(), [orderOf({ id_food_order: 101 }), orderOf({ id_food_order: 102 })]);
    await detailNumber();
    // The address moves on before the dashboard has rendered it (as a menu tap does while the first
    // order is being selected); a selection written now is dropped.
    window.history.pushState(null, '', '/food/food');
    fireEvent.click(within(screen.getAllByTestId('order-row')[1] as HTMLElement).getByTestId('order-row-select'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/food/food');
    expect(router.state.location.search).toBe('');
  });
});
