// The session: who is signed in (the cookie is the truth, GET /users/me asks it), login, logout,
// and ending a dead session. The copy kept in localStorage is only a convenience for other tabs.
import type { MenuViewer } from '@noren/domain/permissions';
import { type AuthUser, authUserSchema, type LoginInput } from '@noren/domain/users';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api } from './api-client.ts';
import { loadPage, reloadPage } from './browser.ts';
import type { StoredLanguage } from './language.ts';
import { removeStorage, storageKeys, writeJson } from './storage.ts';
import { queueToastAfterReload } from './toast.ts';

const paths = {
  me: 'restaurant/users/me',
  login: 'restaurant/users/login',
  logout: 'restaurant/users/logout',
} as const;

export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
};

/**
 * "Who am I" as index.html's head asked it when the page opened signed in (apps/web/vite.config.ts,
 * languagePreload): for the app's first asking only; every later one asks afresh.
 */
function takePageAnswer(): Promise<Response> | undefined {
  const page = window as { norenMe?: Promise<Response> };
  const sent = page.norenMe;
  page.norenMe = undefined;
  return sent;
}

/** The signed-in user, or null when the server says there is no session; the local copy follows. */
export async function getMe(): Promise<AuthUser | null> {
  try {
    const answer = await api.get<unknown>(paths.me, { expectUnauthorized: true, sent: takePageAnswer() });
    const user = authUserSchema.parse(answer.data);
    storeLoginData(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearLoginData();
      return null;
    }
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: sessionKeys.me(),
  queryFn: getMe,
  // Session changes always go through a full page load, so the answer never goes stale by itself.
  staleTime: Number.POSITIVE_INFINITY,
  retry: 1,
});

export function useSession() {
  return useQuery(meQueryOptions);
}

export function storeLoginData(user: AuthUser): void {
  // The bearer token is for clients without cookies; keeping it in localStorage would hand it to any XSS.
  const { token: _token, ...rest } = user;
  writeJson(storageKeys.loginData, rest);
}

export function clearLoginData(): void {
  removeStorage(storageKeys.loginData);
}

export async function login(input: LoginInput): Promise<AuthUser> {
  const answer = await api.post<unknown>(paths.login, input, { expectUnauthorized: true });
  return authUserSchema.parse(answer.data);
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      storeLoginData(user);
      queueToastAfterReload({ key: 'auth.loginSuccess', variant: 'success' });
      reloadPage();
    },
    onError: () => {
      // Spec 1 §8: a failed login clears whatever auth the browser still held.
      clearLoginData();
    },
  });
}

async function logoutRequest(): Promise<void> {
  try {
    await api.post(paths.logout, undefined, { expectUnauthorized: true });
  } catch {
    // Already logged out, or the server is unreachable: the local state is cleared either way.
  }
}

export function useLogout() {
  return useMutation({
    mutationFn: logoutRequest,
    meta: { skipErrorToast: true },
    onSettled: () => {
      clearLoginData();
      queueToastAfterReload({ key: 'auth.loggedOut', variant: 'info' });
      loadPage('/');
    },
  });
}

let ending: Promise<void> | null = null;

/**
 * A dead session (a 401 while signed in, or a force_logout for another session): end it on the server
 * too, so a reload cannot bring it back, then reload into the login screen. Calls that arrive while it
 * runs (several requests failing at once) share the one logout.
 */
export function endSession(): Promise<void> {
  ending ??= (async () => {
    await logoutRequest();
    clearLoginData();
    queueToastAfterReload({ key: 'auth.sessionEnded', variant: 'warning' });
    reloadPage();
  })().finally(() => {
    ending = null;
  });
  return ending;
}

/** Must this session log out on a force_logout for `uuid`? ('' logs every session out.) */
export function isForcedOut(user: Pick<AuthUser, 'session_uuid'>, uuid: string): boolean {
  return uuid === '' || uuid !== user.session_uuid;
}

export function toMenuViewer(user: AuthUser): MenuViewer {
  return {
    is_superadmin: user.is_superadmin,
    level: user.level,
    access_permission: user.access_permission,
    restaurant_type: user.restaurant_detail?.restaurant_type ?? null,
  };
}

/** Japanese puts the family name first. */
export function displayName(user: AuthUser, language: StoredLanguage): string {
  const parts = language === 'en' ? [user.first_name, user.last_name] : [user.last_name, user.first_name];
  const name = parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}
