// Renders the real app (startup, session gate, shell, screens) at a path, with every provider, and
// a screen of it for a signed-in user on a fake server.
import type { AuthUser } from '@noren/domain/users';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { BrowserRouter, type Location, type NavigateFunction, useNavigate } from 'react-router';
import { App } from '../app/app.tsx';
import { AppProvider } from '../app/provider.tsx';
import { AppRoutes } from '../app/router.tsx';
import { initI18n } from '../i18n/init.ts';
import type { StoredLanguage } from '../lib/language.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { storageKeys, writeStorage } from '../lib/storage.ts';
import { ownerOf } from './fixtures.ts';
import { type Handler, meHandler, mockApi } from './mock-api.ts';

/** The language as the app would find it after a reload: stored, and the catalogue switched. */
export async function setTestLanguage(language: StoredLanguage): Promise<void> {
  writeStorage(storageKeys.language, language);
  await initI18n(language);
}

export interface RenderAppOptions {
  language?: StoredLanguage;
  /** The real 500 ms startup loader slows every test down for nothing; its own test turns it on. */
  startupDelayMs?: number;
  /** The app's query client: one a test has already filled, as main.tsx's prefetches do. */
  queryClient?: QueryClient;
}

/** What a test reads of and does to the app's router: where it is (the address), and going elsewhere. */
export interface TestRouter {
  readonly state: { readonly location: Pick<Location, 'pathname' | 'search' | 'hash'> };
  navigate: NavigateFunction;
}

/** Hands the router's navigate to the test. */
function NavigateProbe({ router }: { router: TestRouter }) {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    router.navigate = navigate;
  }, [router, navigate]);
  return null;
}

/**
 * The app as the browser runs it: the browser router on jsdom's address (set to `path` first), so a
 * test reads the address as it is at once, not as the last render saw it.
 */
export function renderApp(
  path: string,
  { language = 'jp', startupDelayMs = 0, queryClient = createQueryClient() }: RenderAppOptions = {},
) {
  window.history.replaceState(null, '', path);
  const router: TestRouter = {
    state: {
      get location() {
        const { pathname, search, hash } = window.location;
        return { pathname, search, hash };
      },
    },
    navigate: (() => {
      throw new Error('the app has not rendered its router yet');
    }) as NavigateFunction,
  };
  const view = render(
    <AppProvider queryClient={queryClient} language={language}>
      <App
        queryClient={queryClient}
        router={
          <BrowserRouter useTransitions={false}>
            <AppRoutes />
            <NavigateProbe router={router} />
          </BrowserRouter>
        }
        startupDelayMs={startupDelayMs}
      />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

export interface RenderScreenOptions extends RenderAppOptions {
  /** Who is signed in (GET /users/me): the owner of restaurant 7 unless said. */
  user?: AuthUser;
}

/**
 * The app at `path` for a signed-in user, on a fake server answering `answers` ("METHOD /api/path");
 * answers the rendered app with the calls the server records.
 */
export function renderScreen(
  path: string,
  answers: Record<string, Handler> = {},
  { user = ownerOf(), ...options }: RenderScreenOptions = {},
) {
  const calls = mockApi({ ...meHandler(user), ...answers });
  return { calls, ...renderApp(path, options) };
}

/** `renderScreen` with the app in English, as it starts after English was chosen. */
export async function renderScreenInEnglish(
  path: string,
  answers: Record<string, Handler> = {},
  options: RenderScreenOptions = {},
) {
  await setTestLanguage('en');
  return renderScreen(path, answers, { ...options, language: 'en' });
}
