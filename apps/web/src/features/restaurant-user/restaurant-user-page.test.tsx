// Restaurant User (superadmin): every account or one restaurant's through the picker, the empty
// text, Add with the new-account required fields (level, restaurant, email, password), the Menu
// Restriction only for staff, the status switch, Reset Password and delete sending id_superadmin.
import { defaultStaffPermissions, type PermissionEntry } from '@noren/domain/permissions';
import type { RestaurantUser } from '@noren/domain/users';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listedUser, ownerOf, staffWith, superadmin } from '../../testing/fixtures.ts';
import { deleteAfterConfirmation, openAdd, openRow, renderEmptyList, switchAtOnce } from '../../testing/list-screen.ts';
import { type Handler, lastCall, ok, said } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-app.tsx';

const allPath = 'GET /api/restaurant/users/1/10';
const selector = {
  'GET /api/restaurant/selector': () =>
    ok([
      {
        id_restaurant: 7,
        restaurant_name: 'そば処 山田',
        code_store: 1201,
        code_company: 100,
        restaurant_type: 'reservation',
      },
      {
        id_restaurant: 8,
        restaurant_name: 'カレー亭',
        code_store: 1201,
        code_company: 100,
        restaurant_type: 'delivery',
      },
    ]),
};

const admin = listedUser(superadmin());
const owner = listedUser(ownerOf());
const curryStaff: RestaurantUser = {
  ...listedUser(staffWith([])),
  id_restaurant_user: 21,
  id_restaurant: 8,
  restaurant_name: 'カレー亭',
  email: 'curry@example.com',
  first_name: '次郎',
  last_name: '鈴木',
  access_permission: defaultStaffPermissions(),
};

function choose(dialogOrScreen: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialogOrScreen).getByRole('combobox', { name: label }));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

const asAdmin = { user: superadmin() };

/** The screen as the superadmin opens it, listing `users`, with the server's `answers` to what the test does. */
function renderUsers(users: RestaurantUser[], answers: Record<string, Handler>) {
  return renderScreen(
    '/restaurant-user',
    { ...selector, [allPath]: () => ok(users, users.length), ...answers },
    asAdmin,
  );
}

describe('restaurant user page', { timeout: 30_000 }, () => {
  it('lists every account, then one restaurant through the picker', async () => {
    const { calls } = renderUsers([admin, owner, curryStaff], {
      'GET /api/restaurant/users/filter/8/1/10': () => ok([curryStaff], 1),
    });
    expect(await screen.findAllByTestId('restaurant-user-table-row', {}, { timeout: 5000 })).toHaveLength(3);
    const rows = screen.getAllByTestId('restaurant-user-table-row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(rows[0].textContent).toContain('スーパー管理者');
    expect(within(rows[0]).queryByRole('button', { name: /を削除$/ })).toBeNull();
    expect(rows[1].textContent).toContain('そば処 山田');
    expect(within(rows[1]).getByRole('button', { name: '山田 太郎を削除' })).toBeTruthy();

    await waitFor(() => expect(lastCall(calls, 'GET', '/api/restaurant/selector')).toBeDefined());
    await waitFor(() => choose(screen.getByTestId('restaurant-user-page'), 'レストラン', 'カレー亭'));
    await waitFor(() => expect(screen.getAllByTestId('restaurant-user-table-row')).toHaveLength(1));
    expect(lastCall(calls, 'GET', '/api/restaurant/users/filter/8/1/10')).toBeDefined();
    expect(screen.getByTestId('restaurant-user-table-row').textContent).toContain('curry@example.com');
  });

  it("shows There's no data to display in English", async () => {
    await renderEmptyList('/restaurant-user', { ...selector, [allPath]: () => ok([], 0) }, asAdmin);
    expect(screen.getByRole('heading', { name: 'Restaurant User' })).toBeTruthy();
  });

  it('adds an owner: level, restaurant, email and password required; no Menu Restriction for an owner', async () => {
    const { calls } = renderUsers([admin], {
      'POST /api/restaurant/users': () => said('USER_CREATED', owner),
    });
    const { dialog, save } = await openAdd('restaurant-user', 'レストランユーザー追加');
    // Visiting each field without filling it marks it (Save stays off until all is valid).
    fireEvent.blur(within(dialog).getByRole('combobox', { name: '権限' }));
    fireEvent.blur(within(dialog).getByRole('combobox', { name: 'レストラン' }));
    fireEvent.blur(within(dialog).getByTestId('restaurant-user-form-email'));
    fireEvent.blur(within(dialog).getByTestId('restaurant-user-form-password'));
    expect(within(dialog).getAllByText('必須項目です')).toHaveLength(4);

    choose(dialog, '権限', 'スタッフ');
    expect(within(dialog).getByTestId('restaurant-user-form-permissions')).toBeTruthy();
    choose(dialog, '権限', 'オーナー');
    expect(within(dialog).queryByTestId('restaurant-user-form-permissions')).toBeNull();
    await waitFor(() => choose(dialog, 'レストラン', 'そば処 山田'));
    fireEvent.change(within(dialog).getByTestId('restaurant-user-form-email'), {
      target: { value: 'new@example.com' },
    });
    fireEvent.change(within(dialog).getByTestId('restaurant-user-form-password'), { target: { value: 'owner-pass' } });
    expect(within(dialog).queryByText('必須項目です')).toBeNull();
    fireEvent.click(save);
    expect(await screen.findByText('ユーザーを作成しました')).toBeTruthy();
    expect(lastCall(calls, 'POST', '/api/restaurant/users')?.body).toEqual({
      level: 1,
      id_restaurant: 7,
      email: 'new@example.com',
      password: 'owner-pass',
      bio: { first_name: '', last_name: '' },
    });
  });

  it("Menu Restriction follows the chosen restaurant's type, as its side menu does", async () => {
    renderUsers([admin], {});
    const { dialog } = await openAdd('restaurant-user', 'レストランユーザー追加');
    choose(dialog, '権限', 'スタッフ');
    const shown = (id: string) => within(dialog).queryByTestId(`restaurant-user-form-permissions-${id}`) !== null;
    // No restaurant chosen yet: only the screens of every type.
    expect([shown('home'), shown('wait-time'), shown('order-time-frame')]).toEqual([true, false, false]);
    await waitFor(() => choose(dialog, 'レストラン', 'そば処 山田'));
    expect([shown('home'), shown('wait-time'), shown('order-time-frame')]).toEqual([true, false, false]);
    choose(dialog, 'レストラン', 'カレー亭');
    expect([shown('home'), shown('wait-time'), shown('order-time-frame')]).toEqual([true, true, true]);
  });

  it('edits a staff account: names required, Menu Restriction saved with the level', async () => {
    const { calls } = renderUsers([curryStaff], {
      'PUT /api/restaurant/users/update/bio': () => said('USER_UPDATED', curryStaff),
    });
    const dialog = await openRow('鈴木 次郎を編集', 'レストランユーザー編集');
    const save = within(dialog).getByTestId('restaurant-user-form-submit') as HTMLButtonElement;
    fireEvent.change(within(dialog).getByTestId('restaurant-user-form-first-name'), { target: { value: '' } });
    expect(within(dialog).getByText('必須項目です')).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('restaurant-user-form-first-name'), { target: { value: '次郎' } });
    fireEvent.click(within(dialog).getByTestId('restaurant-user-form-permissions-search-order'));
    expect(
      (within(dialog).getByTestId('restaurant-user-form-permissions-detail-order') as HTMLInputElement).checked,
    ).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('ユーザーを更新しました')).toBeTruthy();
    const body = lastCall(calls, 'PUT', '/api/restaurant/users/update/bio')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ id_restaurant_user: 21, level: 2, bio: { first_name: '次郎', last_name: '鈴木' } });
    const permissions = body.access_permission as PermissionEntry[];
    expect(permissions.filter((entry) => !entry.active).map((entry) => entry.id)).toEqual([
      'search-order',
      'detail-order',
      'staff',
    ]);
  });

  it('switches the status, resets the password and deletes with id_superadmin', async () => {
    const { calls } = renderUsers([owner], {
      'PUT /api/restaurant/users/update/status': () => said('USER_UPDATED', owner),
      'PUT /api/restaurant/users/reset': () => said('PASSWORD_CHANGED', null),
      'DELETE /api/restaurant/users': () => said('USER_DELETED', null),
    });
    const status = await switchAtOnce(calls, '山田 太郎のステータス', '/api/restaurant/users/update/status');
    expect(status.body).toEqual({ id_restaurant_user: 11, status_active: 'inactive' });

    fireEvent.click(screen.getByRole('button', { name: '山田 太郎のパスワードを変更' }));
    const dialog = await screen.findByRole('dialog', { name: 'パスワードリセット' });
    const submit = within(dialog).getByTestId('restaurant-user-password-form-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('restaurant-user-password-form-password'), {
      target: { value: 'abcdefgh' },
    });
    fireEvent.change(within(dialog).getByTestId('restaurant-user-password-form-password-confirm'), {
      target: { value: 'abcdefgh' },
    });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(await screen.findByText('パスワードを変更しました')).toBeTruthy();
    expect(lastCall(calls, 'PUT', '/api/restaurant/users/reset')?.body).toEqual({
      email: 'owner@example.com',
      password: 'abcdefgh',
    });

    const call = await deleteAfterConfirmation(calls, '/api/restaurant/users', {
      button: screen.getByRole('button', { name: '山田 太郎を削除' }),
      question: 'このユーザーを削除しますか？',
      confirm: 'restaurant-user-delete-confirm',
    });
    expect(call.body).toEqual({ id_restaurant_user: 11, id_superadmin: 1 });
    expect(await screen.findByText('ユーザーを削除しました')).toBeTruthy();
  });
});
