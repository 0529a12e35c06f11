// App-wide behaviour: the startup loader, the toast carried over a reload, and the ways a session is
// ended from outside (a 401 while signed in, a force_logout for another session).
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../lib/browser.ts';
import { queueToastAfterReload } from '../lib/toast.ts';
import { latestSocket } from '../testing/fake-socket.ts';
import { ownerOf } from '../testing/fixtures.ts';
import { fail, meHandler, mockApi, ok } from '../testing/mock-api.ts';
import { renderApp } from '../testing/render-app.tsx';
import { startupLoaderMs, startupLoaderZIndex } from './app.tsx';

describe('app', () => {
  it('shows the startup loader for 500 ms over the first screen, which is built behind it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi(meHandler(null));
    renderApp('/', { startupDelayMs: startupLoaderMs });
    expect(screen.getByTestId('startup-loader')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(startupLoaderMs - 100));
    const loader = screen.getByTestId('startup-loader');
    // The login screen is ready underneath, covered: the loader's layer fills the window above all.
    expect(await screen.findByTestId('login-submit')).toBeTruthy();
    const layer = loader.parentElement as HTMLElement;
    expect(getComputedStyle(layer).position).toBe('fixed');
    expect(Number(getComputedStyle(layer).zIndex)).toBe(startupLoaderZIndex);
    expect(
      layer.compareDocumentPosition(screen.getByTestId('login-submit')) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.queryByTestId('startup-loader')).toBeNull();
    expect(screen.getByTestId('login-submit')).toBeTruthy();
  });

  it('shows the "Success" toast after the reload that follows a login', async () => {
    queueToastAfterReload({ key: 'auth.loginSuccess', variant: 'success' });
    mockApi(meHandler(ownerOf()));
    renderApp('/home');
    expect(await screen.findByText('ログインしました')).toBeTruthy();
    expect(window.sessionStorage.getItem('pending_toast')).toBeNull();
  });

  it('stores the login data the server confirms at start-up', async () => {
    mockApi(meHandler(ownerOf()));
    renderApp('/home');
    await screen.findByTestId('side-menu');
    expect(JSON.parse(window.localStorage.getItem('login_data') ?? 'null')?.session_uuid).toBe('session-owner');
  });

  it('ends the session and reloads into the login screen on a 401 while signed in', async () => {
    const calls = mockApi({
      ...meHandler(ownerOf()),
      'GET /api/restaurant/version-app/list': () => fail(401, 'UNAUTHORIZED'),
      'GET /api/restaurant/version-tablet/list': () => ok([]),
      'POST /api/restaurant/users/logout': () => ok(null),
    });
    renderApp('/download-app');
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    expect(window.localStorage.getItem('login_data')).toBeNull();
    expect(calls.some((call) => call.path === '/api/restaurant/users/logout')).toBe(true);
    expect(window.sessionStorage.getItem('pending_toast')).toContain('auth.sessionEnded');
  });
});

describe('force_logout', () => {
  it('logs this session out when the broadcast names another session', async () => {
    mockApi({ ...meHandler(ownerOf()), 'POST /api/restaurant/users/logout': () => ok(null) });
    renderApp('/home');
    await screen.findByTestId('side-menu');
    act(() => latestSocket().serverEmit('force_logout', { uuid: 'the-session-that-changed-the-password' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    expect(window.localStorage.getItem('login_data')).toBeNull();
  });

  it('keeps the session that asked for it', async () => {
    mockApi(meHandler(ownerOf()));
    renderApp('/home');
    await screen.findByTestId('side-menu');
    act(() => latestSocket().serverEmit('force_logout', { uuid: 'session-owner' }));
    act(() => latestSocket().serverEmit('force_logout', { nonsense: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reloadPage).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('login_data')).not.toBeNull();
  });

  it('does not connect while signed out', async () => {
    const { connectSocket } = await import('../lib/socket.ts');
    mockApi(meHandler(null));
    renderApp('/');
    await screen.findByTestId('login-submit');
    expect(connectSocket).not.toHaveBeenCalled();
  });
});
