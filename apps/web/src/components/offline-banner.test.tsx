// The offline banner: shown within seconds of losing the connection (a dropped socket, a refused
// reconnection, or the browser going offline), in the user's language, gone once connected again.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { setAppSocket } from '../lib/socket.ts';
import { createFakeSocket, latestSocket } from '../testing/fake-socket.ts';
import { setTestLanguage } from '../testing/render-app.tsx';
import { OfflineBanner } from './offline-banner.tsx';

function renderBanner(language: 'jp' | 'en' = 'jp') {
  setAppSocket(createFakeSocket());
  const fake = latestSocket();
  render(
    <AppProvider queryClient={createQueryClient()} language={language}>
      <OfflineBanner />
    </AppProvider>,
  );
  return fake;
}

const banner = () => screen.queryByTestId('offline-banner');

afterEach(() => {
  setAppSocket(null);
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: true });
});

describe('offline banner', () => {
  it('appears within 5 s of a lost connection and goes when the socket is back', () => {
    vi.useFakeTimers();
    const fake = renderBanner();
    expect(banner()).toBeNull();

    act(() => fake.serverEmit('disconnect', 'transport close'));
    // A blip does not flash it…
    act(() => vi.advanceTimersByTime(500));
    expect(banner()).toBeNull();
    // …but a lost connection is said well within 5 s.
    act(() => vi.advanceTimersByTime(4000));
    expect(banner()?.textContent).toContain('サーバーとの接続が切れています。再接続しています…');

    // A failed reconnection keeps it.
    act(() => fake.serverEmit('connect_error', new Error('xhr poll error')));
    act(() => vi.advanceTimersByTime(2000));
    expect(banner()).not.toBeNull();

    act(() => fake.serverEmit('connect', undefined));
    expect(banner()).toBeNull();
  });

  it('speaks English in English, and also shows when the browser itself is offline', async () => {
    vi.useFakeTimers();
    await setTestLanguage('en');
    renderBanner('en');
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: false });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(banner()?.textContent).toContain('Connection lost. Reconnecting…');
    expect(banner()?.getAttribute('role')).toBe('alert');

    Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: true });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(banner()).toBeNull();
  });

  it('shows when the first connection is refused', () => {
    vi.useFakeTimers();
    const fake = renderBanner();
    act(() => fake.serverEmit('connect_error', new Error('websocket error')));
    act(() => vi.advanceTimersByTime(5000));
    expect(banner()).not.toBeNull();
  });
});
