// List Food Menu: rows with yen prices and the discount only inside its window, server paging
// (1-based on the wire), the category filter through search, the switches with rollback, the stock
// buttons, the batch Stock quantity dialog, and the refresh toasts.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { menuOf } from '../../testing/catalogue.ts';
import { fail, ok } from '../../testing/mock-api.ts';
import { renderScreen, setTestLanguage } from '../../testing/render-app.tsx';
import { catalogueHandlers, discountWindow, idRestaurant } from './menu-test-data.ts';

const listPath = (page: number, size = 10) => `GET /api/restaurant/food/menu/${idRestaurant}/${page}/${size}`;
const rows = () => screen.getAllByTestId('menu-table-row') as HTMLElement[];
const running = menuOf({ id_food_menu: 31, food_menu_name: '醤油らーめん', ...discountWindow(true) });
const ended = menuOf({
  id_food_menu: 32,
  food_menu_name: '味噌らーめん',
  jancode: '4901234567900',
  ...discountWindow(false),
});

/** The query strings the list sent (the mock records paths only). */
function requestedUrls(): URL[] {
  return vi.mocked(fetch).mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
}

/** The list of `running` and `ended`, its batch update answering `count`; answers the last batch body sent. */
async function openWithBatch(count: number): Promise<() => unknown> {
  let batch: unknown;
  renderScreen('/food/food', {
    ...catalogueHandlers(),
    [listPath(1)]: () => ok([running, ended], 2),
    'POST /api/restaurant/food/menu/batch-update': (body) => {
      batch = body;
      return ok({ count });
    },
  });
  await waitFor(() => expect(rows()).toHaveLength(2), { timeout: 15_000 });
  return () => batch;
}

describe('menu list page', { timeout: 20_000 }, () => {
  it('shows prices in yen and the discount price only while its window runs', async () => {
    renderScreen('/food/food', { ...catalogueHandlers(), [listPath(1)]: () => ok([running, ended], 2) });
    await waitFor(() => expect(rows()).toHaveLength(2), { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: 'メニュー一覧' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(nav.textContent).toContain('フードメニュー');
    expect(nav.textContent).toContain('メニュー一覧');
    const [first, second] = rows();
    expect(first?.textContent).toContain('1,200円');
    expect(within(first as HTMLElement).getByTestId('menu-discount').textContent).toBe('980円');
    expect(within(second as HTMLElement).getByTestId('menu-discount').textContent).toBe('-');
    expect(first?.textContent).toContain('4901234567894');
    expect(
      (within(first as HTMLElement).getByRole('switch', { name: '醤油らーめんのステータス' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('writes yen the English way in English', async () => {
    await setTestLanguage('en');
    renderScreen('/food/food', { ...catalogueHandlers(), [listPath(1)]: () => ok([running], 1) }, { language: 'en' });
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 15_000 });
    expect(rows()[0]?.textContent).toContain('¥1,200');
    expect(within(rows()[0] as HTMLElement).getByTestId('menu-discount').textContent).toBe('¥980');
    expect(screen.getByRole('heading', { name: 'List Food Menu' })).toBeTruthy();
  });

  it('asks the server for the next page 1-based, and filters by category through search', async () => {
    const many = Array.from({ length: 10 }, (_, index) => menuOf({ id_food_menu: 100 + index, jancode: `J${index}` }));
    renderScreen('/food/food', {
      ...catalogueHandlers(),
      [listPath(1)]: () => ok(many, 12),
      [listPath(2)]: () => ok([menuOf({ id_food_menu: 200, food_menu_name: '2ページ目' })], 12),
      'GET /api/restaurant/food/menu/search': () => ok([menuOf({ id_food_menu: 300, food_menu_name: '牛丼' })], 1),
    });
    await waitFor(() => expect(rows()).toHaveLength(10), { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: '次のページへ' }));
    await waitFor(() => expect(rows()[0]?.textContent).toContain('2ページ目'));
    expect(rows()[0]?.textContent).toContain('11');

    await waitFor(() =>
      expect(within(screen.getByTestId('menu-category-filter')).getAllByRole('option')).toHaveLength(3),
    );
    expect(within(screen.getByTestId('menu-category-filter')).getAllByRole('option')[0]?.textContent).toBe(
      'すべてのカテゴリー',
    );
    fireEvent.change(screen.getByTestId('menu-category-filter'), { target: { value: '2' } });
    await waitFor(() => expect(rows()[0]?.textContent).toContain('牛丼'));
    const search = requestedUrls().find((url) => url.pathname.endsWith('/food/menu/search'));
    expect(Object.fromEntries(search?.searchParams ?? [])).toEqual({
      id_restaurant: String(idRestaurant),
      food_menu_name: '',
      page: '1',
      total_data: '10',
      id_food_category: '2',
    });
  });

  it('rolls a switch back and says why when the server refuses', async () => {
    renderScreen('/food/food', {
      ...catalogueHandlers(),
      [listPath(1)]: () => ok([running], 1),
      'PATCH /api/restaurant/food/menu/slideshow-update': () => fail(404, 'NOT_FOUND'),
    });
    const toggle = (await screen.findByRole(
      'switch',
      { name: '醤油らーめんのWEB表示' },
      { timeout: 15_000 },
    )) as HTMLInputElement;
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    expect(await screen.findByText('データが見つかりません')).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(false));
  });

  it('moves the stock by one per click and shows the stock the server answers', async () => {
    const { calls } = renderScreen('/food/food', {
      ...catalogueHandlers(),
      [listPath(1)]: () => ok([menuOf({ food_menu_stock_qty: 0 })], 1),
      'PATCH /api/restaurant/food/menu/stock': () => ok({ id_food_menu: 31, food_menu_stock_qty: 1 }),
    });
    const stock = await screen.findByTestId('menu-stock', {}, { timeout: 15_000 });
    expect((screen.getByTestId('menu-stock-minus') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('menu-stock-plus'));
    await waitFor(() => expect(stock.textContent).toBe('1'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ id_food_menu: 31, delta: 1 });
    expect((screen.getByTestId('menu-stock-minus') as HTMLButtonElement).disabled).toBe(false);
  });

  it('sets the stock of the selected menus, requiring a quantity', async () => {
    const batch = await openWithBatch(2);
    expect(screen.queryByTestId('menu-batch-bar')).toBeNull();
    fireEvent.click(screen.getByTestId('menu-table-select-all').querySelector('input') as HTMLInputElement);
    expect(screen.getByTestId('menu-batch-count').textContent).toBe('2件選択中');

    fireEvent.click(screen.getByTestId('menu-batch-stock'));
    const quantity = (await screen.findByTestId('menu-batch-stock-input')) as HTMLInputElement;
    const apply = screen.getByTestId('menu-batch-stock-dialog-submit') as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.change(quantity, { target: { value: '-' } });
    expect(screen.getByText('整数を入力してください（先頭のマイナス可、9桁まで）')).toBeTruthy();
    fireEvent.change(quantity, { target: { value: '' } });
    expect(screen.getByText('数量は必須です！')).toBeTruthy();
    expect(apply.disabled).toBe(true);
    fireEvent.change(quantity, { target: { value: '-3' } });
    expect(apply.disabled).toBe(false);
    fireEvent.click(apply);
    await waitFor(() => expect(batch()).toEqual({ list_food_menu: [31, 32], stock_quantity: -3 }));
    await waitFor(() => expect(screen.queryByTestId('menu-batch-bar')).toBeNull());
  });

  it('hides the selected menus through Display / Hide', async () => {
    const batch = await openWithBatch(1);
    fireEvent.click(
      within(rows()[1] as HTMLElement)
        .getByTestId('menu-table-select-row')
        .querySelector('input') as HTMLInputElement,
    );
    fireEvent.click(screen.getByTestId('menu-batch-display-hide'));
    fireEvent.click(await screen.findByTestId('menu-batch-hide'));
    await waitFor(() => expect(batch()).toEqual({ list_food_menu: [32], status: 'inactive' }));
  });

  it('toasts the refresh result', async () => {
    let failing = false;
    renderScreen('/food/food', {
      ...catalogueHandlers(),
      [listPath(1)]: () => (failing ? fail(500, 'SOMETHING_WENT_WRONG') : ok([running], 1)),
    });
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 15_000 });
    fireEvent.click(screen.getByTestId('menu-refresh'));
    expect(await screen.findByText('データを更新しました')).toBeTruthy();
    failing = true;
    await waitFor(() => expect((screen.getByTestId('menu-refresh') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('menu-refresh'));
    expect(await screen.findByText('データの更新に失敗しました', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('opens the menu detail from the view icon', async () => {
    const { router } = renderScreen('/food/food', {
      ...catalogueHandlers(),
      [listPath(1)]: () => ok([running], 1),
      'GET /api/restaurant/food/menu/detail/31': () => ok(running),
    });
    fireEvent.click(await screen.findByTestId('menu-view', {}, { timeout: 15_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/food/food/31'));
  });
});
