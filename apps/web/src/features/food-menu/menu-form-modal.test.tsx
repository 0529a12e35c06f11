// The Add / Edit Menu form as a user meets it: discount fields off without a discount price, the
// category clearing the sub-category, the standard quantity mirrored into the stock, the quota
// switch, 'Duplicate JAN Code ' keeping Save off, the method prices with Link price SG, and the
// body that Save sends.
import type { MenuPayload } from '@noren/domain/catalogue/menus/payload';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuAdditionalOf, menuOf } from '../../testing/catalogue.ts';
import { type mockApi, ok } from '../../testing/mock-api.ts';
import { renderScreen, setTestLanguage } from '../../testing/render-app.tsx';
import { catalogueHandlers, idRestaurant } from './menu-test-data.ts';

const listPath = `GET /api/restaurant/food/menu/${idRestaurant}/1/10`;

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const submit = () => screen.getByTestId('menu-form-submit') as HTMLButtonElement;

async function openAddForm(extra: Parameters<typeof mockApi>[0] = {}, language: 'jp' | 'en' = 'jp') {
  if (language === 'en') await setTestLanguage('en');
  const { calls } = renderScreen(
    '/food/food',
    { ...catalogueHandlers(), [listPath]: () => ok([], 0), ...extra },
    { language },
  );
  fireEvent.click(await screen.findByTestId('menu-add', {}, { timeout: 15_000 }));
  await screen.findByTestId('menu-form');
  return calls;
}

async function openEditForm(menu = menuOf(), extra: Parameters<typeof mockApi>[0] = {}) {
  const { calls } = renderScreen('/food/food', { ...catalogueHandlers(), [listPath]: () => ok([menu], 1), ...extra });
  fireEvent.click(await screen.findByTestId('menu-edit', {}, { timeout: 5000 }));
  await screen.findByTestId('menu-form');
  return calls;
}

describe('menu form', { timeout: 20_000 }, () => {
  it('enables the discount period only with a discount price, then asks for each of the four fields', async () => {
    await openAddForm();
    const fields = [
      'menu-form-discount-start-date',
      'menu-form-discount-start-time',
      'menu-form-discount-end-date',
      'menu-form-discount-end-time',
    ];
    for (const field of fields) expect(input(field).disabled).toBe(true);

    type('menu-form-discount-price', '900');
    for (const field of fields) expect(input(field).disabled).toBe(false);
    for (const field of fields) fireEvent.blur(input(field));
    const form = screen.getByTestId('menu-form');
    expect(within(form).getByText('割引開始日を入力してください')).toBeTruthy();
    expect(within(form).getByText('割引開始時間を入力してください')).toBeTruthy();
    expect(within(form).getByText('割引終了日を入力してください')).toBeTruthy();
    expect(within(form).getByText('割引終了時間を入力してください')).toBeTruthy();
    expect(submit().disabled).toBe(true);

    // Clearing the discount price switches the period off again, and its messages go.
    type('menu-form-discount-price', '');
    expect(input('menu-form-discount-start-date').disabled).toBe(true);
    expect(within(form).queryByText('割引開始日を入力してください')).toBeNull();
  });

  it('clears the sub-category and reloads its options when the category changes', async () => {
    const calls = await openAddForm();
    await waitFor(() => expect(within(input('menu-form-category')).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(input('menu-form-category'), { target: { value: '1' } });
    await waitFor(() => expect(within(input('menu-form-sub-category')).getByText('ラーメン')).toBeTruthy());
    fireEvent.change(input('menu-form-sub-category'), { target: { value: '11' } });
    expect(input('menu-form-sub-category').value).toBe('11');

    fireEvent.change(input('menu-form-category'), { target: { value: '2' } });
    expect(input('menu-form-sub-category').value).toBe('');
    await waitFor(() => expect(within(input('menu-form-sub-category')).getByText('牛丼')).toBeTruthy());
    expect(within(input('menu-form-sub-category')).queryByText('ラーメン')).toBeNull();
    expect(calls.map((call) => call.path)).toContain(`/api/restaurant/food/sub-category/category/${idRestaurant}/2`);
  });

  it('mirrors the standard quantity into an empty stock, and needs it to be 1 or more', async () => {
    await openAddForm();
    expect(input('menu-form-standard-qty').disabled).toBe(true);
    fireEvent.click(input('menu-form-standard-qty-check'));
    expect(input('menu-form-standard-qty').disabled).toBe(false);
    type('menu-form-standard-qty', '1');
    type('menu-form-standard-qty', '12');
    expect(input('menu-form-stock').value).toBe('12');
    type('menu-form-standard-qty', '0');
    expect(screen.getByText('基準数量は1以上である必要があります')).toBeTruthy();
  });

  it('needs a quota of 1 or more while the quota switch is on, and empties it when off', async () => {
    await openAddForm();
    expect(input('menu-form-quota').disabled).toBe(true);
    fireEvent.click(input('menu-form-quota-switch'));
    type('menu-form-quota', '0');
    expect(screen.getByText('1注文あたりの数量は1以上にしてください')).toBeTruthy();
    fireEvent.click(input('menu-form-quota-switch'));
    expect(input('menu-form-quota').value).toBe('');
    expect(input('menu-form-quota').disabled).toBe(true);
    expect(screen.queryByText('1注文あたりの数量は1以上にしてください')).toBeNull();
  });

  it('keeps Save off and says "Duplicate JAN Code " beside each field holding a repeated JAN code', async () => {
    const menu = menuOf({ additional: [menuAdditionalOf()] });
    await setTestLanguage('en');
    renderScreen('/food/food', { ...catalogueHandlers(), [listPath]: () => ok([menu], 1) }, { language: 'en' });
    fireEvent.click(await screen.findByTestId('menu-edit', {}, { timeout: 5000 }));
    await screen.findByTestId('menu-form');
    await waitFor(() => expect(submit().disabled).toBe(false));

    fireEvent.click(screen.getByTestId('menu-form-add-option'));
    const options = screen.getAllByTestId('menu-form-option');
    const second = options[1] as HTMLElement;
    fireEvent.change(within(second).getByTestId('menu-form-option-name'), { target: { value: 'Chashu' } });
    fireEvent.change(within(second).getByTestId('menu-form-option-cost'), { target: { value: '200' } });
    // An additional cost needs a JAN code.
    expect(within(second).getByText('A JAN code is required when there is an additional cost')).toBeTruthy();
    fireEvent.change(within(second).getByTestId('menu-form-option-jancode'), { target: { value: '2000000000011' } });

    const group = screen.getByTestId('menu-form-group');
    expect(within(second).getByText('Duplicate JAN Code')).toBeTruthy();
    // The group's own JAN code field is named too.
    expect(within(group).getAllByText('Duplicate JAN Code')).toHaveLength(2);
    expect(submit().disabled).toBe(true);

    fireEvent.change(within(second).getByTestId('menu-form-option-jancode'), { target: { value: '2000000000035' } });
    expect(within(group).queryByText('Duplicate JAN Code')).toBeNull();
    expect(submit().disabled).toBe(false);
  });

  it('lists the restaurant methods, links their prices to the base price, and saves the whole menu', async () => {
    let saved: MenuPayload | undefined;
    const menu = menuOf({
      receiving_method: [
        {
          receiving_method: 1,
          id_receiving_method: 1,
          id_restaurant_receiving_method: 51,
          is_applied: true,
          food_menu_price: 1100,
          method_name: 'Take-out',
          method_name_jp: 'テイクアウト',
          title: 'お持ち帰り',
        },
      ],
    });
    const calls = await openEditForm(menu, {
      'PATCH /api/restaurant/food/menu': (body) => {
        saved = body as MenuPayload;
        return ok(menuOf({ food_menu_name: '醤油らーめん 大' }));
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('menu-form-method-row')).toHaveLength(2));
    const [takeOut, table] = screen.getAllByTestId('menu-form-method-row') as HTMLElement[];
    expect(takeOut?.textContent).toContain('お持ち帰り');
    expect((within(takeOut as HTMLElement).getByTestId('menu-form-method-price') as HTMLInputElement).value).toBe(
      '1100',
    );
    // A method the menu never had is offered, not applied.
    expect(table?.textContent).toContain('テーブル');
    expect((within(table as HTMLElement).getByTestId('menu-form-method-applied') as HTMLInputElement).checked).toBe(
      false,
    );

    fireEvent.click(input('menu-form-link-price'));
    type('menu-form-price', '1300');
    for (const row of screen.getAllByTestId('menu-form-method-row')) {
      const price = within(row).getByTestId('menu-form-method-price') as HTMLInputElement;
      expect(price.value).toBe('1300');
      expect(price.disabled).toBe(true);
    }
    type('menu-form-name', '醤油らーめん 大');
    fireEvent.click(submit());
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved).toMatchObject({
      id_restaurant: idRestaurant,
      id_food_menu: 31,
      food_menu_name: '醤油らーめん 大',
      food_menu_price: 1300,
      price_link_SG: true,
      search_keyword: '醤油,ラーメン',
      receiving_method: [
        { id_restaurant_receiving_method: 51, food_menu_price: 1300, is_applied: true },
        { id_restaurant_receiving_method: 53, food_menu_price: 1300, is_applied: false },
      ],
    });
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('menu-form')).toBeNull());
    expect(await screen.findByText('成功しました。')).toBeTruthy();
  });

  it('says so when the restaurant has no receiving methods to price', async () => {
    renderScreen('/food/food', { ...catalogueHandlers({ methodsFail: true }), [listPath]: () => ok([], 0) });
    fireEvent.click(await screen.findByTestId('menu-add', {}, { timeout: 5000 }));
    expect((await screen.findByTestId('menu-form-methods-note')).textContent).toContain(
      '受取方法を読み込めませんでした',
    );
  });

  it('opens a copy with every field but an empty JAN code to fill in', async () => {
    renderScreen('/food/food', { ...catalogueHandlers(), [listPath]: () => ok([menuOf()], 1) });
    fireEvent.click(await screen.findByTestId('menu-copy', {}, { timeout: 5000 }));
    await screen.findByTestId('menu-form');
    expect(screen.getByRole('heading', { name: 'メニューをコピー' })).toBeTruthy();
    expect(input('menu-form-name').value).toBe('醤油らーめん');
    expect(input('menu-form-jancode').value).toBe('');
    expect(within(screen.getByTestId('menu-form')).getByText('必須項目です')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });
});
