// Food Banner: the list with its switches, and the form's rules — changing the type clears the
// link (spec 2 §4), type and link are required, URL links must be http(s) (§5).

import type { FoodBanner } from '@noren/domain/catalogue/banners';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { menuOf, subCategoryOf } from '../../testing/catalogue.ts';
import { deleteAfterConfirmation } from '../../testing/list-screen.ts';
import { fail, type Handler, lastCall, ok } from '../../testing/mock-api.ts';
import { renderScreen, setTestLanguage } from '../../testing/render-app.tsx';

const listPath = 'GET /api/restaurant/banner/7';
const menusPath = 'GET /api/restaurant/food/menu/all/list/7';
const subCategoriesPath = 'GET /api/restaurant/food/sub-category/7';

const foodBanner: FoodBanner = {
  id_banner: 41,
  id_restaurant: 7,
  banner_name: 'r7/banner-41.jpg',
  banner_url: '/api/files/r7/banner-41.jpg',
  promo_type: 'food',
  promo_id: 31,
  promo_name: '醤油ラーメン',
  web_url: null,
  is_active: true,
  slide_show: false,
  created_date: '2024-03-01T01:00:00.000Z',
  update_date: '2024-04-02T03:30:00.000Z',
};

const urlBanner: FoodBanner = {
  ...foodBanner,
  id_banner: 42,
  banner_name: 'r7/banner-42.jpg',
  banner_url: '/api/files/r7/banner-42.jpg',
  promo_type: 'URL',
  promo_id: null,
  promo_name: null,
  web_url: 'https://noren.example/spring',
  slide_show: true,
};

function handlers(extra: Record<string, Handler> = {}) {
  return {
    [listPath]: () => ok([urlBanner, foodBanner]),
    [menusPath]: () =>
      ok([
        menuOf({ id_food_menu: 31, food_menu_name: '醤油ラーメン' }),
        menuOf({ id_food_menu: 32, food_menu_name: '味噌ラーメン', jancode: '4901234567900' }),
      ]),
    [subCategoriesPath]: () => ok([subCategoryOf({ id_food_sub_category: 5, sub_category_name: '麺類' })]),
    ...extra,
  };
}

// The screen is lazy-loaded (the first test of a run waits for its code), and a busy two-core
// machine renders MUI slowly: every wait of this file is patient.
const slow = { timeout: 10_000 };
configure({ asyncUtilTimeout: slow.timeout });
vi.setConfig({ testTimeout: 30_000 });

const rowOf = async (text: string) => {
  const rows = await screen.findAllByTestId('banner-table-row', {}, slow);
  const row = rows.find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

async function chooseType(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('food banner list', () => {
  it('shows each banner with its image at width 100, switches, type, promo item and Tokyo update date', async () => {
    await setTestLanguage('en');
    renderScreen('/food/banner', handlers(), { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Food Banner' }, slow)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Food Menu');

    const food = await rowOf('醤油ラーメン');
    const image = within(food).getByRole('img', { name: 'Banner image' });
    expect(image.getAttribute('src')).toBe('/api/files/r7/banner-41.jpg');
    expect(image.getAttribute('width')).toBe('100');
    expect(within(food).getByText('Food')).toBeTruthy();
    // 03:30 UTC is 12:30 in Tokyo.
    expect(food.textContent).toContain('04/02/2024, 12:30');

    const url = await rowOf('https://noren.example/spring');
    expect(within(url).getByText('URL')).toBeTruthy();
    expect(
      within(url)
        .getByRole('link', { name: /noren\.example\/spring/ })
        .getAttribute('href'),
    ).toBe('https://noren.example/spring');
  });

  it('shows the date in Japanese order and the types in Japanese', async () => {
    renderScreen('/food/banner', handlers());
    const food = await rowOf('醤油ラーメン');
    expect(food.textContent).toContain('2024/04/02 12:30');
    expect(within(food).getByText('メニュー')).toBeTruthy();
  });

  it('saves the WEB Display switch at once with PUT restaurant/banner', async () => {
    let shown = false;
    const { calls } = renderScreen(
      '/food/banner',
      handlers({
        [listPath]: () => ok([{ ...foodBanner, slide_show: shown }]),
        'PUT /api/restaurant/banner': (body) => {
          shown = (body as { slide_show: boolean }).slide_show;
          return ok({ ...foodBanner, slide_show: shown });
        },
      }),
    );
    const row = await rowOf('醤油ラーメン');
    const webDisplay = within(row).getByRole('switch', { name: 'WEB表示：バナー 41' }) as HTMLInputElement;
    expect(webDisplay.checked).toBe(false);
    fireEvent.click(webDisplay);
    await waitFor(() =>
      expect(lastCall(calls, 'PUT', '/api/restaurant/banner')?.body).toEqual({ id_banner: 41, slide_show: true }),
    );
    await waitFor(async () => {
      const refreshed = within(await rowOf('醤油ラーメン')).getByRole('switch', { name: 'WEB表示：バナー 41' });
      expect((refreshed as HTMLInputElement).checked).toBe(true);
    });
  });

  it('rolls the Active switch back when the update fails', async () => {
    renderScreen('/food/banner', handlers({ 'PUT /api/restaurant/banner': () => fail(500, 'SOMETHING_WENT_WRONG') }));
    const row = await rowOf('醤油ラーメン');
    const active = within(row).getByRole('switch', { name: '有効：バナー 41' }) as HTMLInputElement;
    expect(active.checked).toBe(true);
    fireEvent.click(active);
    await waitFor(() =>
      expect((within(row).getByRole('switch', { name: '有効：バナー 41' }) as HTMLInputElement).checked).toBe(true),
    );
    expect(await screen.findByText('エラーが発生しました')).toBeTruthy();
  });

  it('deletes a banner after confirmation, sending its id and file name', async () => {
    const { calls } = renderScreen('/food/banner', handlers({ 'DELETE /api/restaurant/banner': () => ok(null) }));
    const row = await rowOf('醤油ラーメン');
    const deleted = await deleteAfterConfirmation(calls, '/api/restaurant/banner', {
      button: within(row).getByRole('button', { name: 'バナー 41 を削除' }),
      confirm: 'banner-delete-confirm',
    });
    expect(deleted.body).toEqual({
      id_banner: 41,
      banner_name: 'r7/banner-41.jpg',
    });
  });
});

describe('the Add/Edit Food Banner form', () => {
  it('clears the chosen menu when the type changes to URL, and the address when it changes back', async () => {
    const { calls } = renderScreen('/food/banner', handlers({ 'PATCH /api/restaurant/banner': () => ok(urlBanner) }));
    fireEvent.click(within(await rowOf('醤油ラーメン')).getByRole('button', { name: 'バナー 41 を編集' }));

    const menu = (await screen.findByRole('combobox', { name: /メニュー/ })) as HTMLInputElement;
    await waitFor(() => expect(menu.value).toBe('醤油ラーメン'));
    const save = screen.getByTestId('banner-form-submit') as HTMLButtonElement;
    expect(save.disabled).toBe(false);

    await chooseType(/種類/, 'URL');
    expect(screen.queryByRole('combobox', { name: /メニュー/ })).toBeNull();
    const url = screen.getByTestId('banner-web-url') as HTMLInputElement;
    expect(url.value).toBe('');
    expect(save.disabled).toBe(true);

    fireEvent.change(url, { target: { value: 'noren.example/spring' } });
    fireEvent.blur(url);
    expect(await screen.findByText('http:// または https:// で始まる正しいURLを入力してください')).toBeTruthy();
    expect(save.disabled).toBe(true);

    fireEvent.change(url, { target: { value: 'https://noren.example/spring' } });
    expect(save.disabled).toBe(false);

    // Back to a menu: the address is gone and no menu is chosen, so Save is off again.
    await chooseType(/種類/, 'メニュー');
    expect(screen.queryByTestId('banner-web-url')).toBeNull();
    expect(((await screen.findByRole('combobox', { name: /メニュー/ })) as HTMLInputElement).value).toBe('');
    expect(save.disabled).toBe(true);

    await chooseType(/種類/, 'URL');
    expect((screen.getByTestId('banner-web-url') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByTestId('banner-web-url'), { target: { value: ' https://noren.example/summer ' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(lastCall(calls, 'PATCH', '/api/restaurant/banner')?.body).toEqual({
        id_banner: 41,
        id_restaurant: 7,
        banner_name: 'r7/banner-41.jpg',
        promo_type: 'URL',
        promo_id: null,
        web_url: 'https://noren.example/summer',
      }),
    );
  });

  it('offers the sub-categories for a sub-category banner and saves the chosen one', async () => {
    const { calls } = renderScreen('/food/banner', handlers({ 'PATCH /api/restaurant/banner': () => ok(foodBanner) }));
    fireEvent.click(within(await rowOf('noren.example/spring')).getByRole('button', { name: 'バナー 42 を編集' }));
    await chooseType(/種類/, 'サブカテゴリー');
    const chooser = await screen.findByRole('combobox', { name: /サブカテゴリー/ });
    fireEvent.mouseDown(chooser);
    fireEvent.click(await screen.findByRole('option', { name: '麺類' }));
    fireEvent.click(screen.getByTestId('banner-form-submit'));
    await waitFor(() =>
      expect(lastCall(calls, 'PATCH', '/api/restaurant/banner')?.body).toMatchObject({
        id_banner: 42,
        promo_type: 'sub_category',
        promo_id: 5,
        web_url: null,
      }),
    );
  });

  it('says so when the restaurant has no menus yet, or the list cannot be loaded', async () => {
    renderScreen(
      '/food/banner',
      handlers({ [menusPath]: () => ok([]), [subCategoriesPath]: () => fail(404, 'ROUTE_NOT_FOUND') }),
    );
    fireEvent.click(within(await rowOf('noren.example/spring')).getByRole('button', { name: 'バナー 42 を編集' }));
    await chooseType(/種類/, 'メニュー');
    expect(await screen.findByText('メニューがまだ登録されていません')).toBeTruthy();
    await chooseType(/種類/, 'サブカテゴリー');
    expect(await screen.findByText('一覧を読み込めませんでした。しばらくしてから再度お試しください')).toBeTruthy();
    expect((screen.getByTestId('banner-form-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens a new banner empty, with Save off until an image, a type and a link are there', async () => {
    await setTestLanguage('en');
    renderScreen('/food/banner', handlers(), { language: 'en' });
    fireEvent.click(await screen.findByTestId('banner-add', {}, slow));
    expect(await screen.findByRole('heading', { name: 'Add Food Banner' })).toBeTruthy();
    expect((screen.getByTestId('banner-form-submit') as HTMLButtonElement).disabled).toBe(true);
    await chooseType(/Type/, 'URL');
    fireEvent.change(screen.getByTestId('banner-web-url'), { target: { value: 'https://noren.example' } });
    // Still no image.
    expect((screen.getByTestId('banner-form-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});
