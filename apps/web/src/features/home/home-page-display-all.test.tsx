// The home dashboard's Display All dialog: ticked orders shown together, apart from the selection.
import type { Order } from '@noren/domain/orders/schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { latestSocket } from '../../testing/fake-socket.ts';
import { ownerOf } from '../../testing/fixtures.ts';
import { setTestLanguage } from '../../testing/render-app.tsx';
import { dashboard, lineOf, orderOf, setUpDashboard, slow, start } from './home-test-data.ts';

setUpDashboard();
const { detailNumber, rowNumbers } = dashboard;

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
