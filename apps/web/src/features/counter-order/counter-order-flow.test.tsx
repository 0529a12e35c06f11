// The counter flow wired to the domain's rules: the chooser's methods, an option group left empty,
// plus off at stock, the comment button only on the checkout's last page, the order's body, and
// the out-of-stock message per menu.
import { formatMessage } from '@noren/domain/messages';
import { type CartLine, tempUserIdPattern } from '@noren/domain/orders/cart';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callMade, fail, ok } from '../../testing/mock-api.ts';
import { lineOf, orderOf } from '../home/home-test-data.ts';
import { browserOf, cheesecake, largeSize, latte, renderFlow } from './counter-test-data.tsx';

const menuCard = (name: string) =>
  screen.getAllByTestId('counter-menu').find((card) => card.getAttribute('data-name') === name) as HTMLElement;

async function openBrowser() {
  fireEvent.click(await screen.findByTestId('counter-method-1'));
  await screen.findByTestId('counter-browser');
}

describe('counter order flow', () => {
  it('offers the active take-out method and the call number, not the table method', async () => {
    renderFlow();
    await screen.findByTestId('counter-method-1');
    expect(screen.getByRole('heading', { name: 'ご利用方法を選択' })).toBeTruthy();
    expect(screen.queryByTestId('counter-method-3')).toBeNull();
    expect(screen.getByTestId('counter-method-free').textContent).toBe('呼出番号発行');
  });

  it('refuses to add a menu with an option group left empty, then adds it once chosen', async () => {
    const { calls } = renderFlow();
    await openBrowser();
    fireEvent.click(menuCard('カフェラテ'));
    const detail = await screen.findByTestId('counter-menu-detail');
    fireEvent.click(within(detail).getByTestId('counter-detail-add'));
    expect(within(detail).getByTestId('counter-option-required').textContent).toBe(
      'メニューのオプションを選択してください',
    );
    expect(within(detail).getByTestId('counter-option-group').getAttribute('data-missing')).toBe('true');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.click(within(detail).getByLabelText(/^L/));
    fireEvent.click(within(detail).getByTestId('counter-detail-add'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toMatch(/^\/api\/restaurant\/cart\/T[0-9a-f]{8}\/7$/);
    expect(patch?.body).toEqual({
      cart_detail: [
        {
          id_food_menu: latte.id_food_menu,
          qty: 1,
          // (450 + 50) with the method's 8 % tax.
          price: 540,
          extra_price: 0,
          additional: largeSize,
        },
      ],
    });
  });

  it('keeps plus off when the cart holds all of the stock, and greys the menu with the reason', async () => {
    renderFlow({
      cart: [{ id_food_menu: cheesecake.id_food_menu, qty: 2, price: 453, extra_price: 0, additional: [] }],
    });
    await openBrowser();
    const card = menuCard('チーズケーキ');
    expect((card as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).getByTestId('counter-menu-reason').textContent).toBe('在庫分はすべてカートに入っています');
    fireEvent.click(screen.getByTestId('counter-open-cart'));
    const cart = await screen.findByTestId('counter-cart');
    expect((within(cart).getByTestId('counter-cart-qty-plus') as HTMLButtonElement).disabled).toBe(true);
    expect((within(cart).getByTestId('counter-cart-qty-minus') as HTMLButtonElement).disabled).toBe(false);
    expect(within(cart).getByTestId('counter-cart-qty-value').textContent).toBe('2');
  });

  it('marks a cart line whose menu went off sale, blocks the order, and lets it be removed', async () => {
    const { calls, cart } = renderFlow({
      cart: [
        { id_food_menu: 999, qty: 1, price: 300, extra_price: 0, additional: [] },
        { id_food_menu: cheesecake.id_food_menu, qty: 1, price: 453, extra_price: 0, additional: [] },
      ],
    });
    await openBrowser();
    fireEvent.click(screen.getByTestId('counter-open-cart'));
    const modal = await screen.findByTestId('counter-cart');
    expect(within(modal).getByTestId('counter-cart-line-missing').textContent).toBe('対象メニューが存在しない');
    expect((within(modal).getByTestId('counter-cart-next') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(modal).getAllByTestId('counter-cart-remove')[0] as HTMLElement);
    await waitFor(() => expect(cart()).toEqual([expect.objectContaining({ id_food_menu: cheesecake.id_food_menu })]));
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
    expect((within(modal).getByTestId('counter-cart-next') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the comment button on the last page of the checkout only, and sends the comment with the order', async () => {
    const cart: CartLine[] = [
      { id_food_menu: cheesecake.id_food_menu, qty: 2, price: 453, extra_price: 0, additional: [] },
      {
        id_food_menu: latte.id_food_menu,
        qty: 2,
        price: 540,
        extra_price: 0,
        additional: largeSize,
      },
    ];
    const created = orderOf({
      id_food_order: 900,
      order_number: 'T042',
      id_user: 'T0badcafe',
      order_detail: { order_list: [lineOf({ qty: 4 })], extra_charge: null },
    });
    const { calls } = renderFlow({ cart, extra: { 'POST /api/restaurant/order': () => ok(created) } });
    await openBrowser();
    fireEvent.click(screen.getByTestId('counter-open-cart'));
    fireEvent.click(await screen.findByTestId('counter-cart-next'));

    const checkout = await screen.findByTestId('barcode-screen');
    // 4 units: 3 on the first page, without the comment button or Create order.
    expect(within(checkout).getAllByTestId('barcode-line')).toHaveLength(3);
    expect(within(checkout).queryByTestId('counter-comment-open')).toBeNull();
    expect(within(checkout).queryByTestId('counter-create-order')).toBeNull();
    fireEvent.click(within(checkout).getByTestId('barcode-next'));
    expect(within(checkout).getAllByTestId('barcode-line')).toHaveLength(1);

    fireEvent.click(within(checkout).getByTestId('counter-comment-open'));
    const comment = await screen.findByTestId('counter-comment');
    expect((within(comment).getByTestId('counter-comment-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseDown(within(comment).getByTestId('counter-question-0'));
    fireEvent.click(await screen.findByRole('option', { name: '不要' }));
    fireEvent.change(within(comment).getByTestId('counter-comment-note'), { target: { value: 'わさび抜き' } });
    fireEvent.click(within(comment).getByTestId('counter-comment-save'));

    const again = await screen.findByTestId('barcode-screen');
    fireEvent.click(within(again).getByTestId('barcode-next'));
    fireEvent.click(within(again).getByTestId('counter-create-order'));
    const post = await callMade(calls, 'POST', '/api/restaurant/order');
    expect(post.body).toMatchObject({
      id_restaurant: 7,
      order_restaurant_type: 'by_order',
      id_receiving_method: 1,
      id_restaurant_receiving_method: 21,
      from_where: 'dashboard',
      customer_note: 'わさび抜き',
      response_list: [{ question: 'お箸は必要ですか？', answer: '不要' }],
      order_list: [
        { id_food_menu: cheesecake.id_food_menu, qty: 2, additional: [] },
        { id_food_menu: latte.id_food_menu, qty: 2, additional: cart[1]?.additional },
      ],
    });
    const body = post.body as { id_user: string; order_list: object[] };
    expect(body.id_user).toMatch(tempUserIdPattern);
    expect(body.order_list.every((line) => !('price' in line) && !('extra_price' in line))).toBe(true);

    // The created order: its number large, its barcodes, and no comment button any more.
    await waitFor(() => expect(screen.getByTestId('barcode-order-number-value').textContent).toBe('T042'));
    const done = screen.getByTestId('barcode-screen');
    fireEvent.click(within(done).getByTestId('barcode-next'));
    expect(within(done).queryByTestId('counter-comment-open')).toBeNull();
    expect(within(done).getByTestId('counter-done')).toBeTruthy();
  });

  it('has no comment button for a restaurant without questions or note', async () => {
    renderFlow({
      browser: () => browserOf([latte, cheesecake], { show_note: false, question_list: [] }),
      cart: [{ id_food_menu: cheesecake.id_food_menu, qty: 1, price: 453, extra_price: 0, additional: [] }],
    });
    await openBrowser();
    fireEvent.click(screen.getByTestId('counter-open-cart'));
    fireEvent.click(await screen.findByTestId('counter-cart-next'));
    const checkout = await screen.findByTestId('barcode-screen');
    expect(within(checkout).getByTestId('counter-create-order')).toBeTruthy();
    expect(within(checkout).queryByTestId('counter-comment-open')).toBeNull();
  });

  it('names each menu short of stock when the order is refused for stock', async () => {
    let stock = 2;
    renderFlow({
      browser: () => browserOf([latte, { ...cheesecake, food_menu_stock_qty: stock }]),
      cart: [{ id_food_menu: cheesecake.id_food_menu, qty: 2, price: 453, extra_price: 0, additional: [] }],
      extra: {
        'POST /api/restaurant/order': () => {
          stock = 1;
          return fail(400, 'ORDER_OUT_OF_STOCK');
        },
      },
    });
    await openBrowser();
    fireEvent.click(screen.getByTestId('counter-open-cart'));
    fireEvent.click(await screen.findByTestId('counter-cart-next'));
    fireEvent.click(await screen.findByTestId('counter-create-order'));
    const text = formatMessage('ORDER_OUT_OF_STOCK_ITEM', { name: 'チーズケーキ' }).jp;
    expect(text).toBe('チーズケーキ : 在庫がありません。カートから削除してください。');
    expect(await screen.findByText(text)).toBeTruthy();
    // Nothing was created: the checkout stays open.
    expect(screen.getByTestId('barcode-screen')).toBeTruthy();
  });
});
