// Routing as a user meets it: where / leads, what an unknown or forbidden path shows, the placeholder
// of screens not built yet, and the public Download App page.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ComingSoonPage } from '../features/coming-soon/coming-soon-page.tsx';
import { notFoundDelayMs } from '../features/not-found/not-found-page.tsx';
import { ownerOf, staffWith, superadmin } from '../testing/fixtures.ts';
import { meHandler, mockApi, ok } from '../testing/mock-api.ts';
import { renderApp, setTestLanguage } from '../testing/render-app.tsx';

const noVersions = {
  'GET /api/restaurant/version-app/list': () => ok([]),
  'GET /api/restaurant/version-tablet/list': () => ok([]),
};

describe('routes', () => {
  it('shows "Page not found" for an unknown path only after about a second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await setTestLanguage('en');
    mockApi(meHandler(ownerOf()));
    renderApp('/no-such-screen', { language: 'en' });
    await screen.findByTestId('side-menu');

    expect(screen.queryByTestId('not-found')).toBeNull();
    expect(screen.getByTestId('page-loader')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(notFoundDelayMs - 200));
    expect(screen.queryByText('Page not found')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(screen.getByTestId('not-found').textContent).toContain('Page not found');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('treats a screen the user may not open as not found', async () => {
    mockApi(meHandler(staffWith(['home'])));
    renderApp('/staff');
    expect(await screen.findByTestId('not-found', {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByText('ページが見つかりません')).toBeTruthy();
    expect(screen.queryByTestId('coming-soon')).toBeNull();
  });

  it.each([
    {
      name: 'sends an owner from / to the first screen of the menu',
      user: ownerOf(),
      heading: 'ホーム',
      path: '/home',
    },
    {
      name: 'sends a staff member without Home to the first screen they may open',
      user: staffWith(['search-order', 'detail-order']),
      heading: '注文検索',
      path: '/search-order',
    },
    {
      name: 'sends a superadmin from / to the restaurant list',
      user: superadmin(),
      heading: 'レストラン一覧',
      path: '/restaurant',
    },
  ])('$name', async ({ user, heading, path }) => {
    mockApi(meHandler(user));
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('opens the printer settings at /printer, in both languages', async () => {
    mockApi(meHandler(ownerOf()));
    renderApp('/printer');
    expect(await screen.findByRole('heading', { name: 'プリンター', level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('coming-soon')).toBeNull();
  });

  it('opens the printer settings in English too', async () => {
    await setTestLanguage('en');
    mockApi(meHandler(ownerOf('delivery')));
    renderApp('/printer', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Printer', level: 1 })).toBeTruthy();
  });

  it('names a screen that is not built yet and says it is coming soon, in both languages', async () => {
    // Every menu screen is built; the placeholder stays for a menu entry added before its screen.
    const { unmount } = render(<ComingSoonPage titleKey="menu.printer" />);
    expect(screen.getByTestId('coming-soon').textContent).toContain('プリンター');
    expect(screen.getByTestId('coming-soon').textContent).toContain('この画面は準備中です');
    unmount();
    await setTestLanguage('en');
    render(<ComingSoonPage titleKey="menu.printer" />);
    expect(screen.getByTestId('coming-soon').textContent).toContain('Printer');
    expect(screen.getByTestId('coming-soon').textContent).toContain('This screen is coming soon');
  });

  it('routes a food menu detail under the food menu permission', async () => {
    mockApi(meHandler(ownerOf()));
    const { router } = renderApp('/food/food/12');
    // Unknown paths turn into 'Page not found' after about a second; this one must not.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(screen.queryByTestId('not-found')).toBeNull();
    expect(router.state.location.pathname).toBe('/food/food/12');
  });

  it('opens the logout confirmation at /logout', async () => {
    mockApi(meHandler(ownerOf()));
    renderApp('/logout');
    expect(await screen.findByRole('dialog', { name: 'ログアウトしますか？' })).toBeTruthy();
  });

  it('opens Download App without signing in, with a way to the login screen', async () => {
    mockApi({ ...meHandler(null), ...noVersions });
    renderApp('/download-app');
    expect(await screen.findByRole('heading', { name: 'アプリダウンロード', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('public-layout')).toBeTruthy();
    expect(screen.queryByTestId('side-menu')).toBeNull();
    expect(screen.getByTestId('public-login-link').getAttribute('href')).toBe('/');
  });

  it('shows Download App inside the shell when signed in', async () => {
    mockApi({ ...meHandler(staffWith([])), ...noVersions });
    renderApp('/download-app');
    expect(await screen.findByRole('heading', { name: 'アプリダウンロード', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('side-menu')).toBeTruthy();
  });

  it('says so, with a retry, when the server cannot be reached at start-up', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderApp('/home');
    const error = await screen.findByTestId('session-error', {}, { timeout: 5000 });
    expect(error.textContent).toContain('サーバーに接続できません');
    expect(error.textContent).toContain('通信エラーが発生しました。');
    expect(screen.getByRole('button', { name: '再試行' })).toBeTruthy();
  });
});
