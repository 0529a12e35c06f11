// Signing in: what the user sees while the request runs, on failure and on success.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reloadPage } from '../../lib/browser.ts';
import { ownerOf } from '../../testing/fixtures.ts';
import { fail, meHandler, mockApi, ok, pending } from '../../testing/mock-api.ts';
import { renderApp, setTestLanguage } from '../../testing/render-app.tsx';

const loginPath = 'POST /api/restaurant/users/login';

async function fillAndSubmit(email = 'owner@example.com', password = 'secret-pass') {
  fireEvent.change(await screen.findByTestId('login-email'), { target: { value: email } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

describe('login screen', () => {
  it('is shown at / when signed out', async () => {
    mockApi(meHandler(null));
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'ログイン' })).toBeTruthy();
    expect(screen.getByLabelText(/メールアドレス/)).toBeTruthy();
    expect(screen.getByLabelText(/パスワード/, { selector: 'input' })).toBeTruthy();
    expect(screen.queryByTestId('side-menu')).toBeNull();
  });

  it('puts the cursor in the email field once shown', async () => {
    mockApi(meHandler(null));
    renderApp('/');
    const email = await screen.findByTestId('login-email');
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('leaves the cursor where the user put it before the screen was painted', async () => {
    mockApi(meHandler(null));
    const elsewhere = document.createElement('input');
    document.body.append(elsewhere);
    elsewhere.focus();
    renderApp('/');
    await screen.findByTestId('login-email');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });

  it('is shown at any other path when signed out', async () => {
    mockApi(meHandler(null));
    renderApp('/staff');
    expect(await screen.findByTestId('login-submit')).toBeTruthy();
  });

  it('disables the Login button and shows a spinner while signing in', async () => {
    const calls = mockApi({ ...meHandler(null), [loginPath]: () => pending() });
    renderApp('/');
    const button = await screen.findByTestId('login-submit');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(within(button).queryByRole('progressbar')).toBeNull();

    await fillAndSubmit();

    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(within(button).getByRole('progressbar')).toBeTruthy();
    // A second press while waiting sends nothing more.
    fireEvent.click(button);
    expect(calls.filter((call) => call.path === '/api/restaurant/users/login')).toHaveLength(1);
    expect(calls[1]?.body).toEqual({ email: 'owner@example.com', password: 'secret-pass' });
    expect(calls[1]?.credentials).toBe('include');
  });

  it("shows the server's Japanese message on failure, clears stored auth and lets the user try again", async () => {
    window.localStorage.setItem('login_data', JSON.stringify({ stale: true }));
    mockApi({ ...meHandler(null), [loginPath]: () => fail(401, 'LOGIN_FAILED') });
    renderApp('/');
    await fillAndSubmit();
    expect(await screen.findByText('ユーザー名またはパスワードを確認してください')).toBeTruthy();
    expect(window.localStorage.getItem('login_data')).toBeNull();
    expect(screen.getByTestId('login-submit').hasAttribute('disabled')).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('shows the English message when the language is en', async () => {
    await setTestLanguage('en');
    mockApi({ ...meHandler(null), [loginPath]: () => fail(401, 'LOGIN_FAILED') });
    renderApp('/', { language: 'en' });
    await fillAndSubmit();
    expect(await screen.findByText('Please check username or password')).toBeTruthy();
  });

  it('says "Network Error" in the toast when the server does not answer', async () => {
    await setTestLanguage('en');
    mockApi({ ...meHandler(null), [loginPath]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderApp('/', { language: 'en' });
    await fillAndSubmit();
    expect(await screen.findByText('Network Error')).toBeTruthy();
  });

  it('shows "Required" under empty fields and sends nothing', async () => {
    await setTestLanguage('en');
    const calls = mockApi(meHandler(null));
    renderApp('/', { language: 'en' });
    fireEvent.click(await screen.findByTestId('login-submit'));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(calls.some((call) => call.path.endsWith('/login'))).toBe(false);
  });

  it('shows a field error the server names under that field', async () => {
    mockApi({ ...meHandler(null), [loginPath]: () => fail(400, 'VALIDATION_FAILED', 'email') });
    renderApp('/');
    await fillAndSubmit();
    const field = (await screen.findByTestId('login-email')).closest('.MuiFormControl-root');
    await waitFor(() => expect(field?.textContent).toContain('email の値が正しくありません'));
  });

  it('stores the login data and reloads on success, with a Success toast queued for after the reload', async () => {
    const user = { ...ownerOf(), token: 'bearer-only' };
    mockApi({ ...meHandler(null), [loginPath]: () => ok(user) });
    renderApp('/');
    await fillAndSubmit();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    const stored = JSON.parse(window.localStorage.getItem('login_data') ?? '{}');
    expect(stored.email).toBe('owner@example.com');
    expect(stored.token).toBeUndefined();
    expect(window.sessionStorage.getItem('pending_toast')).toContain('auth.loginSuccess');
    expect(screen.getByTestId('login-submit').hasAttribute('disabled')).toBe(true);
  });
});
