// Restaurant-wide banners (superadmin): the list (image 100 px wide, link, restaurant or every
// restaurant), the empty text, the add form's required fields and URL-only type, an edit, the
// immediate switches and deletion behind a confirmation.
import type { PlatformBanner } from '@noren/domain/platform/platform-banners';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { superadmin } from '../../testing/fixtures.ts';
import { deleteAfterConfirmation, openAdd, openRow, renderEmptyList, switchAtOnce } from '../../testing/list-screen.ts';
import { callMade, ok } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-app.tsx';

const listPath = 'GET /api/restaurant/banner-master';
const selector = {
  'GET /api/restaurant/selector': () =>
    ok([{ id_restaurant: 3, restaurant_name: 'Sushi Kaede', code_store: 1001, code_company: 100 }]),
};
const options = { user: superadmin() };

const master: PlatformBanner = {
  id_banner: 5,
  banner_name: 'platform/summer.jpg',
  banner: 'platform/summer.jpg',
  banner_url: '/api/files/platform/summer.jpg',
  promo_type: 'url',
  promo_id: null,
  web_url: 'https://noren.example/summer',
  id_restaurant: null,
  restaurant_name: null,
  is_master: true,
  is_active: true,
  slide_show: false,
  created_date: '2026-11-01T00:00:00Z',
  update_date: '2026-11-01T00:00:00Z',
};
const ofKaede: PlatformBanner = {
  ...master,
  id_banner: 6,
  web_url: 'https://noren.example/kaede',
  id_restaurant: 3,
  restaurant_name: 'Sushi Kaede',
  is_master: false,
  slide_show: true,
};

/** The list of the master banner, answering its PUT with it. */
const withPut = { [listPath]: () => ok([master]), 'PUT /api/restaurant/banner': () => ok(master), ...selector };

describe('restaurant-wide banner page', { timeout: 20_000 }, () => {
  it('lists the banners with the image 100 px wide, the link and whose they are', async () => {
    renderScreen('/banner', { [listPath]: () => ok([master, ofKaede]), ...selector }, options);
    const rows = await screen.findAllByTestId('platform-banner-table-row', {}, { timeout: 5000 });
    expect(rows).toHaveLength(2);
    expect(screen.getByRole('heading', { name: '共通バナー' })).toBeTruthy();
    const image = within(rows[0] as HTMLElement).getByRole('img', { name: 'バナー画像 5' });
    expect(image.getAttribute('width')).toBe('100');
    expect(rows[0]?.textContent).toContain('https://noren.example/summer');
    expect(rows[0]?.textContent).toContain('すべてのレストラン');
    expect(rows[1]?.textContent).toContain('Sushi Kaede');
    expect((screen.getByRole('switch', { name: 'スライドショー：バナー 6' }) as HTMLInputElement).checked).toBe(true);
  });

  it('switches is_active at once with PUT', async () => {
    const { calls } = renderScreen('/banner', withPut, options);
    const call = await switchAtOnce(calls, '有効：バナー 5', '/api/restaurant/banner');
    expect(call.body).toEqual({ id_banner: 5, is_active: false });
  });

  it("says there's no data, offers the URL type only and marks the missing link and image", async () => {
    await renderEmptyList('/banner', { [listPath]: () => ok([]), ...selector }, options);
    const { dialog } = await openAdd('platform-banner', 'Add Banner');
    const url = within(dialog).getByTestId('platform-banner-url');
    fireEvent.change(url, { target: { value: 'noren' } });
    expect(within(dialog).getAllByText('Starts with http:// or https://').length).toBeGreaterThan(0);
    fireEvent.change(url, { target: { value: '' } });
    fireEvent.blur(url);
    expect(within(dialog).getAllByText('Required').length).toBe(1);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Type/ }));
    const choices = await screen.findAllByRole('option');
    expect(choices.map((option) => option.textContent)).toEqual(['URL']);
  });

  it('edits a banner: a restaurant chosen, the stored image kept', async () => {
    const { calls } = renderScreen('/banner', withPut, options);
    const dialog = await openRow('バナー 5 を編集', 'バナー編集');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /レストラン/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sushi Kaede' }));
    fireEvent.click(within(dialog).getByTestId('platform-banner-form-submit'));
    expect((await callMade(calls, 'PUT', '/api/restaurant/banner')).body).toEqual({
      id_banner: 5,
      banner: 'platform/summer.jpg',
      promo_type: 'url',
      web_url: 'https://noren.example/summer',
      id_restaurant: 3,
      is_master: false,
      is_active: true,
      slide_show: false,
    });
  });

  it('deletes after confirmation with the id and the file name', async () => {
    const { calls } = renderScreen(
      '/banner',
      { [listPath]: () => ok([master]), 'DELETE /api/restaurant/banner': () => ok(null), ...selector },
      options,
    );
    const call = await deleteAfterConfirmation(calls, '/api/restaurant/banner', {
      button: await screen.findByRole('button', { name: 'バナー 5 を削除' }, { timeout: 5000 }),
      question: 'このバナーを削除しますか？',
      confirm: 'platform-banner-delete-confirm',
    });
    expect(call.body).toEqual({ id_banner: 5, banner_name: 'platform/summer.jpg' });
  });
});
