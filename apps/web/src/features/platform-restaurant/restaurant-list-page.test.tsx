// List Restaurants (superadmin): the server-paged list, the empty text, the immediate status
// switch, the Add Restaurant form's required fields, the company → store → register and type →
// detail cascades, the body sent (numbers as numbers, keywords joined), deletion with 'Success.'.
import type { Restaurant } from '@noren/domain/platform/restaurants';
import type { Store } from '@noren/domain/platform/stores';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { superadmin } from '../../testing/fixtures.ts';
import { deleteAfterConfirmation, openAdd, openRow, renderEmptyList, switchAtOnce } from '../../testing/list-screen.ts';
import { callMade, fail, ok } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-app.tsx';

const options = { user: superadmin() };

function storeOf(code_store: number, code_company: number, store_name: string): Store {
  return {
    id_store: code_store,
    store_name,
    code_store,
    store_code: code_store,
    instore_code: '',
    code_company,
    latitude: 35.6,
    longitude: 139.7,
    placeid: 'manual',
    delivery_area_list: [],
    restaurant_count: 1,
  };
}

const stores = [storeOf(1001, 100, '渋谷店'), storeOf(1002, 100, '新宿店'), storeOf(2001, 200, '梅田店')];

const kaede: Restaurant = {
  id_restaurant: 3,
  restaurant_name: 'すし楓',
  description: '握り寿司',
  detail: '',
  logo: 'platform/kaede.jpg',
  logo_name: 'platform/kaede.jpg',
  logo_url: '/api/files/platform/kaede.jpg',
  banner_name: null,
  banner_url: null,
  code_company: 100,
  code_store: 1001,
  store_name: '渋谷店',
  code_register: 'R1',
  placeid: null,
  lat: null,
  long: null,
  restaurant_type: 'by_order',
  restaurant_type_detail: { delivery_time: 15, max_order: 5 },
  category_list: [1],
  search_keyword: '寿司,和食',
  inactive_message: '',
  waiting_text: '',
  status: 'active',
  customer_note: '',
  show_note: false,
  question_list: [],
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

const reads = {
  'GET /api/restaurant/store': () => ok(stores),
  'GET /api/restaurant/category': () =>
    ok([
      {
        id_category: 1,
        title: '和食',
        code_category: 10,
        display_order: 1,
        search_keyword: '',
        image_data: 'a',
        image_name: 'a',
        image_url: null,
      },
    ]),
};

/** Picks an option of a MUI select (it opens on mouse down). */
async function choose(dialog: HTMLElement, testId: string, option: string) {
  const input = within(dialog).getByTestId(testId);
  const button = input.parentElement?.querySelector('[role="combobox"]') as HTMLElement;
  fireEvent.mouseDown(button);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** Opens Edit of すし楓, lets `change` work on the dialog, saves: the body of the PUT. */
async function saveEdited(change: (dialog: HTMLElement) => void): Promise<unknown> {
  const { calls } = renderScreen(
    '/restaurant',
    { 'GET /api/restaurant/1/10': () => ok([kaede], 1), 'PUT /api/restaurant': () => ok(kaede), ...reads },
    options,
  );
  const dialog = await openRow('すし楓を編集', 'レストラン編集');
  change(dialog);
  fireEvent.click(within(dialog).getByTestId('restaurant-form-submit'));
  return (await callMade(calls, 'PUT', '/api/restaurant')).body;
}

describe('restaurant list page', { timeout: 30_000 }, () => {
  it('lists one server page (1-based) with store, register, type and status', async () => {
    const { calls } = renderScreen(
      '/restaurant',
      { 'GET /api/restaurant/1/10': () => ok([kaede], 11), ...reads },
      options,
    );
    const [row] = await screen.findAllByTestId('restaurant-table-row', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'レストラン一覧' })).toBeTruthy();
    expect(row?.textContent).toContain('すし楓');
    expect(row?.textContent).toContain('渋谷店');
    expect(row?.textContent).toContain('R1');
    expect(row?.textContent).toContain('注文順');
    expect(
      (within(row as HTMLElement).getByRole('switch', { name: 'すし楓のステータス' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(calls.some((call) => call.path === '/api/restaurant/1/10')).toBe(true);
  });

  it('sorts through the server over all pages: a header click asks for sort and order from page 1', async () => {
    const ayame = { ...kaede, id_restaurant: 4, restaurant_name: 'あやめ' };
    renderScreen(
      '/restaurant',
      {
        'GET /api/restaurant/1/10': () => ok([kaede, ayame], 12),
        'GET /api/restaurant/2/10': () => ok([ayame], 12),
        ...reads,
      },
      options,
    );
    await screen.findAllByTestId('restaurant-table-row', {}, { timeout: 5000 });
    const pages = () =>
      vi
        .mocked(fetch)
        .mock.calls.map(([input]) => String(input))
        .filter((url) => /\/api\/restaurant\/\d/.test(url));
    fireEvent.click(screen.getByRole('button', { name: '次のページへ' }));
    await waitFor(() => expect(pages()).toContain('/api/restaurant/2/10'));
    fireEvent.click(screen.getByTestId('restaurant-table-sort-restaurant_name'));
    await waitFor(() => expect(pages().at(-1)).toBe('/api/restaurant/1/10?sort=restaurant_name&order=asc'));
    // The rows stay in the server's order (すし楓 before あやめ): the table does not re-sort the page.
    await waitFor(() =>
      expect(screen.getAllByTestId('restaurant-table-row').map((row) => row.textContent?.includes('すし楓'))).toEqual([
        true,
        false,
      ]),
    );
    fireEvent.click(screen.getByTestId('restaurant-table-sort-restaurant_name'));
    await waitFor(() => expect(pages().at(-1)).toBe('/api/restaurant/1/10?sort=restaurant_name&order=desc'));
    fireEvent.click(screen.getByTestId('restaurant-table-sort-code_store'));
    await waitFor(() => expect(pages().at(-1)).toBe('/api/restaurant/1/10?sort=code_store&order=asc'));
  });

  it('switches the status at once with PUT restaurant/update/status', async () => {
    const { calls } = renderScreen(
      '/restaurant',
      {
        'GET /api/restaurant/1/10': () => ok([kaede], 1),
        'PUT /api/restaurant/update/status': () => ok(null),
        ...reads,
      },
      options,
    );
    const call = await switchAtOnce(calls, 'すし楓のステータス', '/api/restaurant/update/status');
    expect(call.body).toEqual({ id_restaurant: 3, status: 'inactive' });
  });

  it("says there's no data; a new restaurant's required fields and the cascades clear what depends on a change", async () => {
    await renderEmptyList('/restaurant', { 'GET /api/restaurant/1/10': () => ok([], 0), ...reads }, options);
    const { dialog, save } = await openAdd('restaurant', 'Add Restaurant');
    const name = within(dialog).getByTestId('restaurant-restaurant_name');
    fireEvent.change(name, { target: { value: 'Kaede' } });
    fireEvent.change(name, { target: { value: ' ' } });
    expect(within(dialog).getByText('Required')).toBeTruthy();

    const register = within(dialog).getByTestId('restaurant-register') as HTMLInputElement;
    expect(register.disabled).toBe(true);
    await choose(dialog, 'restaurant-company', '100');
    await choose(dialog, 'restaurant-store', '新宿店 (1002)');
    expect(register.disabled).toBe(false);
    fireEvent.change(register, { target: { value: 'R9' } });
    // Another store of the same company: the register goes.
    await choose(dialog, 'restaurant-store', '渋谷店 (1001)');
    expect(register.value).toBe('');
    fireEvent.change(register, { target: { value: 'R9' } });
    // Another company: its stores only, and store and register go.
    await choose(dialog, 'restaurant-company', '200');
    expect((within(dialog).getByTestId('restaurant-store') as HTMLInputElement).value).toBe('');
    expect(register.value).toBe('');
    expect(register.disabled).toBe(true);
    const storeButton = within(dialog)
      .getByTestId('restaurant-store')
      .parentElement?.querySelector('[role="combobox"]');
    fireEvent.mouseDown(storeButton as HTMLElement);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['梅田店 (2001)']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    await choose(dialog, 'restaurant-type', 'Delivery');
    fireEvent.change(within(dialog).getByTestId('restaurant-detail-max_order'), { target: { value: '8' } });
    await choose(dialog, 'restaurant-type', 'Reservation');
    expect(within(dialog).queryByTestId('restaurant-detail-max_order')).toBeNull();
    expect(within(dialog).getByTestId('restaurant-detail-reservation_days')).toBeTruthy();

    // Save stays off (spec 1 §5 "Submit is disabled until filled"); a visited field says what is missing.
    expect(save.disabled).toBe(true);
    const before = within(dialog).getAllByText('Required').length;
    fireEvent.blur(within(dialog).getByTestId('restaurant-description'));
    expect(within(dialog).getAllByText('Required').length).toBe(before + 1);
  });

  it('edits a restaurant with PUT: numbers as numbers, keywords joined, the stored logo kept', async () => {
    const body = await saveEdited((dialog) => {
      fireEvent.change(within(dialog).getByTestId('restaurant-detail-max_order'), { target: { value: '12' } });
      fireEvent.change(within(dialog).getByTestId('restaurant-keywords-input'), { target: { value: '握り ' } });
    });
    expect(body).toEqual({
      id_restaurant: 3,
      restaurant_name: 'すし楓',
      description: '握り寿司',
      detail: '',
      code_company: 100,
      code_store: 1001,
      code_register: 'R1',
      restaurant_type: 'by_order',
      restaurant_type_detail: { delivery_time: 15, max_order: 12 },
      category_list: [1],
      search_keyword: '寿司,和食,握り',
      inactive_message: '',
    });
  });

  it("removing the logo on Edit sends logo '' (remove), not nothing (keep)", async () => {
    const body = await saveEdited((dialog) =>
      fireEvent.click(within(dialog).getByTestId('restaurant-logo-field-remove')),
    );
    expect(body).toMatchObject({ id_restaurant: 3, logo: '' });
  });

  it("deletes after confirmation with 'Success.', and shows the server's refusal", async () => {
    let refuse = true;
    const { calls } = renderScreen(
      '/restaurant',
      {
        'GET /api/restaurant/1/10': () => ok([kaede], 1),
        'DELETE /api/restaurant/delete/3': () => (refuse ? fail(404, 'NOT_FOUND') : ok(null)),
        ...reads,
      },
      options,
    );
    await deleteAfterConfirmation(calls, '/api/restaurant/delete/3', {
      button: await screen.findByRole('button', { name: 'すし楓を削除' }, { timeout: 5000 }),
      question: 'このレストランを削除しますか？',
      confirm: 'restaurant-delete-confirm',
    });
    expect(await screen.findByText('データが見つかりません')).toBeTruthy();
    refuse = false;
    fireEvent.click(await screen.findByRole('button', { name: 'すし楓を削除' }));
    fireEvent.click(await screen.findByTestId('restaurant-delete-confirm'));
    expect(await screen.findByText('成功しました。')).toBeTruthy();
  });
});
