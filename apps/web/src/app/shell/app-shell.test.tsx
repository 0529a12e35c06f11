// The signed-in shell as each kind of user sees it: which menu entries show, the collapse toggle,
// language switch, logout confirmation and who is signed in.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadPage, reloadPage } from '../../lib/browser.ts';
import { ownerOf, staffWith, superadmin } from '../../testing/fixtures.ts';
import { meHandler, mockApi, ok } from '../../testing/mock-api.ts';
import { renderApp, setTestLanguage } from '../../testing/render-app.tsx';

async function openMenu() {
  return within(await screen.findByTestId('side-menu'));
}

describe('side menu', () => {
  it('shows an owner of a by_order restaurant every restaurant screen, the Food Menu group and Staff', async () => {
    mockApi(meHandler(ownerOf('by_order')));
    renderApp('/home');
    const menu = await openMenu();

    for (const label of ['ホーム', '待ち時間', '注文検索', '受取方法', 'スタッフ', 'プロフィール', 'プリンター']) {
      expect(menu.getByRole('link', { name: label })).toBeTruthy();
    }
    expect(menu.getByRole('link', { name: 'アプリダウンロード' })).toBeTruthy();
    expect(menu.getByRole('button', { name: 'English' })).toBeTruthy();
    expect(menu.getByRole('button', { name: 'ログアウト' })).toBeTruthy();
    // Delivery-only and platform entries are not for this restaurant.
    expect(menu.queryByRole('link', { name: '注文受付時間枠' })).toBeNull();
    expect(menu.queryByRole('link', { name: 'レストラン一覧' })).toBeNull();

    const group = menu.getByRole('button', { name: 'フードメニュー' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(menu.queryByRole('link', { name: 'メニュー一覧' })).toBeNull();
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    for (const label of [
      'フードバナー',
      'フードカテゴリー',
      'フードサブカテゴリー',
      'メニュー一覧',
      '無料メニュー一覧',
    ]) {
      expect(menu.getByRole('link', { name: label })).toBeTruthy();
    }
  });

  it('opens the Food Menu group by itself when the current screen is inside it', async () => {
    mockApi(meHandler(ownerOf()));
    renderApp('/food/category');
    const menu = await openMenu();
    const link = menu.getByRole('link', { name: 'フードカテゴリー' });
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('hides from a staff member the screens switched off, but keeps Language, Logout and Download App', async () => {
    mockApi(meHandler(staffWith(['home', 'search-order', 'detail-order'])));
    renderApp('/home');
    const menu = await openMenu();

    expect(menu.getByRole('link', { name: 'ホーム' })).toBeTruthy();
    expect(menu.getByRole('link', { name: '注文検索' })).toBeTruthy();
    for (const label of ['待ち時間', '受取方法', 'スタッフ', 'プロフィール', 'プリンター']) {
      expect(menu.queryByRole('link', { name: label })).toBeNull();
    }
    expect(menu.queryByRole('button', { name: 'フードメニュー' })).toBeNull();
    expect(menu.getByRole('link', { name: 'アプリダウンロード' })).toBeTruthy();
    expect(menu.getByRole('button', { name: 'English' })).toBeTruthy();
    expect(menu.getByRole('button', { name: 'ログアウト' })).toBeTruthy();
  });

  it('shows only the permitted children of the Food Menu group to staff', async () => {
    mockApi(meHandler(staffWith(['food', 'food-menu'])));
    renderApp('/food/food');
    const menu = await openMenu();
    expect(menu.getByRole('link', { name: 'メニュー一覧' })).toBeTruthy();
    expect(menu.queryByRole('link', { name: 'フードバナー' })).toBeNull();
  });

  it('hides Wait Time for a reservation restaurant', async () => {
    mockApi(meHandler(ownerOf('reservation')));
    renderApp('/home');
    const menu = await openMenu();
    expect(menu.getByRole('link', { name: 'ホーム' })).toBeTruthy();
    expect(menu.queryByRole('link', { name: '待ち時間' })).toBeNull();
  });

  it('shows a superadmin the platform screens and no restaurant screens', async () => {
    mockApi(meHandler(superadmin()));
    renderApp('/restaurant');
    const menu = await openMenu();
    for (const label of [
      'レストラン一覧',
      'レストランユーザー',
      'レストランカテゴリー',
      '店舗',
      'アプリアップロード',
    ]) {
      expect(menu.getByRole('link', { name: label })).toBeTruthy();
    }
    expect(menu.queryByRole('link', { name: 'ホーム' })).toBeNull();
    expect(menu.queryByRole('link', { name: 'スタッフ' })).toBeNull();
    expect(screen.getByTestId('brand-link').getAttribute('href')).toBe('/restaurant');
  });

  it('is labelled in English when the language is en', async () => {
    await setTestLanguage('en');
    mockApi(meHandler(ownerOf()));
    renderApp('/home', { language: 'en' });
    const menu = await openMenu();
    expect(menu.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(menu.getByRole('button', { name: 'Food Menu' })).toBeTruthy();
    expect(menu.getByRole('button', { name: '日本語' })).toBeTruthy();
    expect(menu.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });
});

describe('shell', () => {
  it("shows the signed-in user's name and restaurant, and the product version", async () => {
    mockApi(meHandler(ownerOf()));
    renderApp('/home');
    const user = await screen.findByTestId('current-user');
    expect(within(user).getByText('山田 太郎')).toBeTruthy();
    expect(within(user).getByText('そば処 山田')).toBeTruthy();
    expect(screen.getByTestId('product-version').textContent).toContain('1.1.3');
    expect(screen.getByTestId('product-version').textContent).toContain('2024/03/26');
    expect(screen.getByTestId('brand-link').getAttribute('href')).toBe('/');
  });

  it('collapses the side menu and remembers it', async () => {
    mockApi(meHandler(ownerOf()));
    renderApp('/home');
    const toggle = await screen.findByRole('button', { name: 'メニューを折りたたむ' });
    fireEvent.click(toggle);
    expect(window.localStorage.getItem('sidebar_collapsed')).toBe('true');
    expect(screen.getByRole('button', { name: 'メニューを広げる' })).toBeTruthy();
    // Collapsed, the version shrinks to its number and the links keep their names.
    expect(screen.getByTestId('product-version').textContent).toBe('v1.1.3');
    expect(within(screen.getByTestId('side-menu')).getByRole('link', { name: 'ホーム' })).toBeTruthy();
  });

  it('starts collapsed when it was left collapsed', async () => {
    window.localStorage.setItem('sidebar_collapsed', 'true');
    mockApi(meHandler(ownerOf()));
    renderApp('/home');
    expect(await screen.findByRole('button', { name: 'メニューを広げる' })).toBeTruthy();
  });

  it('switches the language from the menu and reloads', async () => {
    mockApi(meHandler(ownerOf()));
    renderApp('/home');
    fireEvent.click((await openMenu()).getByRole('button', { name: 'English' }));
    expect(window.localStorage.getItem('lang')).toBe('en');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('asks "Do you want to logout?" and logs out only when confirmed', async () => {
    await setTestLanguage('en');
    const calls = mockApi({ ...meHandler(ownerOf()), 'POST /api/restaurant/users/logout': () => ok(null) });
    renderApp('/home', { language: 'en' });
    const menu = await openMenu();
    expect(window.localStorage.getItem('login_data')).not.toBeNull();

    fireEvent.click(menu.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Do you want to logout?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.path === '/api/restaurant/users/logout')).toBe(false);

    fireEvent.click(menu.getByRole('button', { name: 'Logout' }));
    fireEvent.click(await screen.findByTestId('logout-confirm'));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/restaurant/users/logout')).toBe(true);
    expect(window.localStorage.getItem('login_data')).toBeNull();
  });

  it('logs out even when the server cannot be reached', async () => {
    mockApi(meHandler(ownerOf()));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (String(input).endsWith('/users/me')) {
          return new Response(JSON.stringify(ok(ownerOf()).body), { status: 200 });
        }
        throw new TypeError('Failed to fetch');
      }),
    );
    renderApp('/logout');
    fireEvent.click(await screen.findByTestId('logout-confirm'));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
    expect(window.localStorage.getItem('login_data')).toBeNull();
  });
});
