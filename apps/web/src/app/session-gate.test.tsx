// The session gate offline (issue 14): a reload while the server cannot be reached opens the
// signed-in frame for the user last signed in on this browser (the page itself came from the
// service worker), asks the server again when the browser is back online, and follows its answer.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeLoginData } from '../lib/auth.ts';
import { ownerOf } from '../testing/fixtures.ts';
import { meHandler, mockApi } from '../testing/mock-api.ts';
import { renderApp } from '../testing/render-app.tsx';

/** fetch fails as it does with the Wi-Fi down. */
function networkDown(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}

describe('session gate offline', () => {
  it('opens the signed-in frame for the user last signed in here, then follows the server once online', async () => {
    storeLoginData(ownerOf());
    networkDown();
    renderApp('/home');
    expect(await screen.findByTestId('side-menu', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByTestId('session-error')).toBeNull();

    // Back online, the server says the session has ended: the login screen, the copy forgotten.
    mockApi(meHandler(null));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByTestId('login-submit')).toBeTruthy();
    await waitFor(() => expect(window.localStorage.getItem('login_data')).toBeNull());
  });

  it('says the server cannot be reached when this browser has no one to stand in', async () => {
    networkDown();
    renderApp('/home');
    expect(await screen.findByTestId('session-error', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByTestId('side-menu')).toBeNull();
  });
});
