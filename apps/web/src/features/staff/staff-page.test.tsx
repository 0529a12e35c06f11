// Staff (owner): the list with its paging request and empty text, Add Staff with its required
// fields and a refused email, the Menu Restriction switches saved through update/bio, the
// immediate status switch, the password modal and delete behind its confirmation.
import { defaultStaffPermissions, type PermissionEntry } from '@noren/domain/permissions';
import type { RestaurantUser } from '@noren/domain/users';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listedUser, ownerOf, staffWith } from '../../testing/fixtures.ts';
import { deleteAfterConfirmation, openAdd, openRow, renderEmptyList, switchAtOnce } from '../../testing/list-screen.ts';
import { fail, type Handler, lastCall, ok, said } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-app.tsx';

const listPath = 'GET /api/restaurant/users/filter/7/1/10';

const owner = listedUser(ownerOf());
const hanako: RestaurantUser = {
  ...listedUser(staffWith([])),
  email: 'hanako@example.com',
  access_permission: defaultStaffPermissions(),
};

const activeOf = (list: readonly PermissionEntry[], id: string) => list.find((entry) => entry.id === id)?.active;
const switchOf = (dialog: HTMLElement, id: string) =>
  within(dialog).getByTestId(`staff-form-permissions-${id}`) as HTMLInputElement;

/** The screen listing the owner and 花子, with the server's `answers` to what the test does. */
function renderWithStaff(answers: Record<string, Handler>) {
  return renderScreen('/staff', { [listPath]: () => ok([owner, hanako], 2), ...answers });
}

describe('staff page', { timeout: 30_000 }, () => {
  it('lists the accounts of the restaurant, paged by the server; the owner row only opens its details', async () => {
    const { calls } = renderScreen('/staff', { [listPath]: () => ok([owner, hanako], 2) });
    const rows = await screen.findAllByTestId('staff-table-row', {}, { timeout: 5000 });
    expect(rows).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'スタッフ' })).toBeTruthy();
    expect(lastCall(calls, 'GET', '/api/restaurant/users/filter/7/1/10')).toBeDefined();
    const [ownerRow, staffRow] = rows as [HTMLElement, HTMLElement];
    expect(ownerRow.textContent).toContain('山田 太郎');
    expect(ownerRow.textContent).toContain('オーナー');
    expect(within(ownerRow).queryByRole('button', { name: '山田 太郎を削除' })).toBeNull();
    expect((within(ownerRow).getByRole('switch') as HTMLInputElement).disabled).toBe(true);
    expect(staffRow.textContent).toContain('hanako@example.com');
    expect(within(staffRow).getByRole('button', { name: '佐藤 花子を削除' })).toBeTruthy();

    fireEvent.click(within(staffRow).getByRole('button', { name: '佐藤 花子の詳細' }));
    const details = await screen.findByRole('dialog', { name: 'スタッフ詳細' });
    expect(details.textContent).toContain('hanako@example.com');
    expect(within(details).getByText('待ち時間')).toBeTruthy();
    // The level says スタッフ; the Staff screen itself is never among the allowed ones.
    expect(within(details).getAllByText('スタッフ')).toHaveLength(1);
  });

  it("says there's no data to display in English when there is no account", async () => {
    await renderEmptyList('/staff', { [listPath]: () => ok([], 0) });
    expect(screen.getByRole('heading', { name: 'Staff' })).toBeTruthy();
  });

  it('adds staff: required fields marked, a taken email shown on its field, then created with permissions', async () => {
    let taken = true;
    const { calls } = renderScreen('/staff', {
      [listPath]: () => ok([owner], 1),
      'POST /api/restaurant/users': () => (taken ? fail(409, 'EMAIL_TAKEN', 'email') : said('USER_CREATED', hanako)),
    });
    const { dialog, save } = await openAdd('staff', 'スタッフ追加');
    expect(within(dialog).queryByTestId('staff-form-level')).toBeNull();

    const email = within(dialog).getByTestId('staff-form-email');
    const password = within(dialog).getByTestId('staff-form-password');
    fireEvent.change(email, { target: { value: 'x' } });
    fireEvent.change(email, { target: { value: '' } });
    fireEvent.change(password, { target: { value: 'abc' } });
    expect(within(dialog).getByText('必須項目です')).toBeTruthy();
    expect(within(dialog).getByText('8文字以上で入力してください')).toBeTruthy();

    fireEvent.change(within(dialog).getByTestId('staff-form-last-name'), { target: { value: '佐藤' } });
    fireEvent.change(within(dialog).getByTestId('staff-form-first-name'), { target: { value: '花子' } });
    fireEvent.change(email, { target: { value: 'Hanako@Example.com' } });
    fireEvent.change(password, { target: { value: 'secret-pass' } });
    fireEvent.click(switchOf(dialog, 'wait-time'));
    expect(save.disabled).toBe(false);

    fireEvent.click(save);
    expect(await within(dialog).findByText('このメールアドレスは既に登録されています')).toBeTruthy();

    taken = false;
    fireEvent.change(email, { target: { value: 'hanako@example.com' } });
    fireEvent.click(save);
    expect(await screen.findByText('ユーザーを作成しました')).toBeTruthy();
    const body = lastCall(calls, 'POST', '/api/restaurant/users')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      level: 2,
      id_restaurant: 7,
      email: 'hanako@example.com',
      password: 'secret-pass',
      bio: { first_name: '花子', last_name: '佐藤' },
    });
    const permissions = body.access_permission as PermissionEntry[];
    expect(activeOf(permissions, 'wait-time')).toBe(false);
    expect(activeOf(permissions, 'home')).toBe(true);
    expect(activeOf(permissions, 'staff')).toBe(false);
  });

  it('Menu Restriction: the parent carries its children, search-order and detail-order move together', async () => {
    const { calls } = renderWithStaff({
      'PUT /api/restaurant/users/update/bio': () => said('USER_UPDATED', hanako),
    });
    const dialog = await openRow('佐藤 花子を編集', 'スタッフ編集');
    expect(switchOf(dialog, 'staff').disabled).toBe(true);
    expect(switchOf(dialog, 'staff').checked).toBe(false);

    fireEvent.click(switchOf(dialog, 'food'));
    for (const id of ['food', 'food-banner', 'food-category', 'food-subcategory', 'food-menu', 'food-menu-free'])
      expect(switchOf(dialog, id).checked).toBe(false);
    fireEvent.click(switchOf(dialog, 'food-menu'));
    expect(switchOf(dialog, 'food').checked).toBe(true);
    expect(switchOf(dialog, 'food-banner').checked).toBe(false);

    fireEvent.click(switchOf(dialog, 'detail-order'));
    expect(switchOf(dialog, 'search-order').checked).toBe(false);
    expect(switchOf(dialog, 'detail-order').checked).toBe(false);

    fireEvent.click(within(dialog).getByTestId('staff-form-submit'));
    expect(await screen.findByText('ユーザーを更新しました')).toBeTruthy();
    const body = lastCall(calls, 'PUT', '/api/restaurant/users/update/bio')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ id_restaurant_user: 12, bio: { first_name: '花子', last_name: '佐藤' } });
    expect('level' in body).toBe(false);
    const permissions = body.access_permission as PermissionEntry[];
    expect(
      ['food', 'food-menu', 'food-banner', 'search-order', 'detail-order'].map((id) => activeOf(permissions, id)),
    ).toEqual([true, true, false, false, false]);
  });

  it.each([
    ['by_order', ['wait-time'], ['order-time-frame']],
    ['delivery', ['wait-time', 'order-time-frame'], []],
    ['reservation', [], ['wait-time', 'order-time-frame']],
  ] as const)("Menu Restriction of a %s restaurant shows only its side menu's screens", async (type, shown, hidden) => {
    renderScreen('/staff', { [listPath]: () => ok([owner, hanako], 2) }, { user: ownerOf(type) });
    const dialog = await openRow('佐藤 花子を編集', 'スタッフ編集');
    for (const id of shown) expect(switchOf(dialog, id)).toBeTruthy();
    for (const id of hidden) expect(within(dialog).queryByTestId(`staff-form-permissions-${id}`)).toBeNull();
    expect(switchOf(dialog, 'home')).toBeTruthy();
  });

  it('switches the status at once with PUT update/status', async () => {
    const { calls } = renderWithStaff({
      'PUT /api/restaurant/users/update/status': () => said('USER_UPDATED', { ...hanako, status_active: 'inactive' }),
    });
    const status = await switchAtOnce(calls, '佐藤 花子のステータス', '/api/restaurant/users/update/status');
    expect(status.body).toEqual({ id_restaurant_user: 12, status_active: 'inactive' });
  });

  it("changes a staff member's password: the button waits for both passwords", async () => {
    const { calls } = renderWithStaff({
      'PUT /api/restaurant/users/reset': () => said('PASSWORD_CHANGED', null),
    });
    const dialog = await openRow('佐藤 花子のパスワードを変更', 'スタッフのパスワード変更');
    const submit = within(dialog).getByTestId('staff-password-form-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('staff-password-form-password'), { target: { value: 'new-secret' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('staff-password-form-password-confirm'), {
      target: { value: 'new-secreX' },
    });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(await within(dialog).findByText('パスワードが一致しません')).toBeTruthy();
    expect(lastCall(calls, 'PUT', '/api/restaurant/users/reset')).toBeUndefined();

    fireEvent.change(within(dialog).getByTestId('staff-password-form-password-confirm'), {
      target: { value: 'new-secret' },
    });
    fireEvent.click(submit);
    expect(await screen.findByText('パスワードを変更しました')).toBeTruthy();
    expect(lastCall(calls, 'PUT', '/api/restaurant/users/reset')?.body).toEqual({
      email: 'hanako@example.com',
      password: 'new-secret',
    });
  });

  it('deletes a staff member after confirmation, without id_superadmin', async () => {
    const { calls } = renderWithStaff({
      'DELETE /api/restaurant/users': () => said('USER_DELETED', null),
    });
    const call = await deleteAfterConfirmation(calls, '/api/restaurant/users', {
      button: await screen.findByRole('button', { name: '佐藤 花子を削除' }, { timeout: 5000 }),
      question: 'このスタッフを削除しますか？',
      confirm: 'staff-delete-confirm',
    });
    expect(call.body).toEqual({ id_restaurant_user: 12 });
    expect(await screen.findByText('ユーザーを削除しました')).toBeTruthy();
  });
});
