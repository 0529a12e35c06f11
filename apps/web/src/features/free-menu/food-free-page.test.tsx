// List Food Menu Free: server paging (1-based on the wire), the status switch, delete with
// confirmation, and the form's rule — the name is trimmed and required (spec 2 §5).

import type { FreeMenu } from '@noren/domain/catalogue/free-menus';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ownerOf } from '../../testing/fixtures.ts';
import { lastCall, meHandler, mockApi, ok } from '../../testing/mock-api.ts';
import { renderApp, setTestLanguage } from '../../testing/render-app.tsx';

const menuOf = (id: number, name: string, status = true): FreeMenu => ({
  id_free_food_menu: id,
  id_restaurant: 7,
  free_food_menu_name: name,
  status,
  created_at: '2024-03-01T01:00:00.000Z',
  updated_at: '2024-03-01T01:00:00.000Z',
});

// 12 menus: page 1 holds 10, page 2 holds 2.
const all = Array.from({ length: 12 }, (_, index) => menuOf(100 - index, `お冷や ${index + 1}`, index % 3 !== 2));
const pageHandlers = {
  'GET /api/restaurant/free-food-menu/list/7/1/10': () => ok(all.slice(0, 10), 12),
  'GET /api/restaurant/free-food-menu/list/7/2/10': () => ok(all.slice(10), 12),
};

// The screen is lazy-loaded (the first test of a run waits for its code), and a busy two-core
// machine renders MUI slowly: every wait of this file is patient.
const slow = { timeout: 10_000 };
configure({ asyncUtilTimeout: slow.timeout });
vi.setConfig({ testTimeout: 30_000 });
const rows = () => screen.findAllByTestId('free-menu-table-row', {}, slow);

describe('free menu list', () => {
  it('asks the server for page 1 of 10 and then page 2, numbering the rows across pages', async () => {
    await setTestLanguage('en');
    const calls = mockApi({ ...meHandler(ownerOf()), ...pageHandlers });
    renderApp('/food/food-free', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'List Food Menu Free' }, slow)).toBeTruthy();
    await waitFor(async () => expect(await rows()).toHaveLength(10));
    expect((await rows())[0]?.textContent).toContain('お冷や 1');
    expect(calls.some((call) => call.path === '/api/restaurant/free-food-menu/list/7/1/10')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    const second = await rows();
    expect(second[0]?.textContent).toContain('11');
    expect(second[0]?.textContent).toContain('お冷や 11');
    expect(calls.some((call) => call.path === '/api/restaurant/free-food-menu/list/7/2/10')).toBe(true);
  });

  it('saves the status switch at once with only the status', async () => {
    const calls = mockApi({
      ...meHandler(ownerOf()),
      ...pageHandlers,
      'PUT /api/restaurant/free-food-menu/100': () => ok({ ...all[0], status: false }),
    });
    renderApp('/food/food-free');
    const first = (await rows())[0] as HTMLElement;
    const status = within(first).getByRole('switch', { name: 'ステータス：お冷や 1' }) as HTMLInputElement;
    expect(status.checked).toBe(true);
    fireEvent.click(status);
    await waitFor(() =>
      expect(lastCall(calls, 'PUT', '/api/restaurant/free-food-menu/100')?.body).toEqual({ status: false }),
    );
  });

  it('deletes a menu only after confirmation', async () => {
    const calls = mockApi({
      ...meHandler(ownerOf()),
      ...pageHandlers,
      'DELETE /api/restaurant/free-food-menu/100': () => ok(null),
    });
    renderApp('/food/food-free');
    const first = (await rows())[0] as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'お冷や 1 を削除' }));
    expect(await screen.findByText('「お冷や 1」を削除します。この操作は元に戻せません。')).toBeTruthy();
    expect(lastCall(calls, 'DELETE', '/api/restaurant/free-food-menu/100')).toBeUndefined();
    fireEvent.click(screen.getByTestId('free-menu-delete-confirm'));
    await waitFor(() => expect(lastCall(calls, 'DELETE', '/api/restaurant/free-food-menu/100')).toBeTruthy());
  });
});

describe('the Add/Edit free menu form (name trimmed, required)', () => {
  it('keeps Save off and says Required while the name is blank, then sends the trimmed name', async () => {
    const calls = mockApi({
      ...meHandler(ownerOf()),
      ...pageHandlers,
      'POST /api/restaurant/free-food-menu': () => ok(menuOf(200, '取り皿')),
    });
    renderApp('/food/food-free');
    fireEvent.click(await screen.findByTestId('free-menu-add', {}, slow));
    expect(await screen.findByRole('heading', { name: '無料メニューを追加' })).toBeTruthy();
    const name = screen.getByTestId('free-menu-name') as HTMLInputElement;
    const save = screen.getByTestId('free-menu-form-submit') as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(name, { target: { value: '   ' } });
    expect(save.disabled).toBe(true);
    expect(screen.getByText('必須項目です')).toBeTruthy();
    fireEvent.click(save);
    expect(lastCall(calls, 'POST', '/api/restaurant/free-food-menu')).toBeUndefined();

    fireEvent.change(name, { target: { value: '  取り皿  ' } });
    expect(save.disabled).toBe(false);
    expect(screen.queryByText('必須項目です')).toBeNull();
    fireEvent.click(save);
    await waitFor(() =>
      expect(lastCall(calls, 'POST', '/api/restaurant/free-food-menu')?.body).toEqual({
        free_food_menu_name: '取り皿',
        id_restaurant: 7,
        status: true,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: '無料メニューを追加' })).toBeNull());
  });

  it('edits the name of a menu with PUT, keeping the switch in charge of the status', async () => {
    await setTestLanguage('en');
    const calls = mockApi({
      ...meHandler(ownerOf()),
      ...pageHandlers,
      'PUT /api/restaurant/free-food-menu/100': () => ok(menuOf(100, 'お冷や（氷なし）')),
    });
    renderApp('/food/food-free', { language: 'en' });
    const first = (await rows())[0] as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Edit お冷や 1' }));
    const name = (await screen.findByTestId('free-menu-name')) as HTMLInputElement;
    expect(name.value).toBe('お冷や 1');
    fireEvent.change(name, { target: { value: '' } });
    expect(screen.getByText('Required')).toBeTruthy();
    expect((screen.getByTestId('free-menu-form-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'お冷や（氷なし） ' } });
    fireEvent.click(screen.getByTestId('free-menu-form-submit'));
    await waitFor(() =>
      expect(lastCall(calls, 'PUT', '/api/restaurant/free-food-menu/100')?.body).toEqual({
        free_food_menu_name: 'お冷や（氷なし）',
        id_restaurant: 7,
      }),
    );
  });
});
