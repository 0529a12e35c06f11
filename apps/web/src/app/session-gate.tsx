// The root of every route: waits for "who am I", then shows the login screen (signed out, any path but
// the public Download App page), the public frame, or the signed-in shell — offline too, for the
// user last signed in on this browser (useLastUserWhenOffline below).

import Box from '@mui/material/Box';
import { type AuthUser, authUserSchema } from '@noren/domain/users';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { LoginScreen } from '../features/auth/login-screen.tsx';
import { loadFeatureTexts } from '../i18n/init.ts';
import { ApiError, errorText } from '../lib/api-client.ts';
import { meQueryOptions, sessionKeys, useSession } from '../lib/auth.ts';
import { lazyComponent } from '../lib/lazy-module.ts';
import { readJson, storageKeys } from '../lib/storage.ts';
import { loadFeatureScreens } from './feature-screens.ts';

/** Shown only when "who am I" fails: the login page does not carry it. */
const ErrorState = lazy(() =>
  import('../components/error-state.tsx').then((module) => ({ default: module.ErrorState })),
);

/**
 * The shell loads with the first signed-in screen, with the features' texts and screens: the login
 * page needs none. main.tsx starts it at once when the server says the page opens signed in.
 */
export const SignedIn = lazyComponent(async () => {
  const [module] = await Promise.all([import('./signed-in.tsx'), loadFeatureTexts(), loadFeatureScreens()]);
  return module.SignedIn;
});
/** The frame of the public pages, signed out (Download App): not needed by the login page either. */
const PublicLayout = lazyComponent(async () => {
  const [module] = await Promise.all([import('./shell/public-layout.tsx'), loadFeatureTexts(), loadFeatureScreens()]);
  return module.PublicLayout;
});

/** The copy of the user last signed in on this browser (lib/auth.ts keeps it, without the token). */
function storedUser(): AuthUser | null {
  const stored = authUserSchema.safeParse(readJson(storageKeys.loginData));
  return stored.success ? stored.data : null;
}

/**
 * Offline (a reload during a Wi-Fi drop, the page coming from the service worker): the user last
 * signed in on this browser stands in for the server's "who am I", so the signed-in screen opens
 * with its offline banner instead of an error. The server is asked again when the browser says it
 * is back online and every 10 s: its answer replaces the copy — or ends in the login screen (401).
 * Only what this browser already showed is shown: every call still needs the session on the server.
 * Answers whether the copy is about to stand in (the loader shows meanwhile, not the error).
 */
function useLastUserWhenOffline(session: ReturnType<typeof useSession>): boolean {
  const queryClient = useQueryClient();
  const [standingIn, setStandingIn] = useState(false);
  const unreachable =
    session.data === undefined &&
    (session.fetchStatus === 'paused' ||
      (session.isError && session.error instanceof ApiError && session.error.status === 0));
  const copy = unreachable ? storedUser() : null;

  useEffect(() => {
    if (!copy) return;
    queryClient.setQueryData(sessionKeys.me(), copy);
    setStandingIn(true);
  }, [copy, queryClient]);

  useEffect(() => {
    if (!standingIn) return undefined;
    const askAgain = () => {
      queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0, retry: false }).then(
        () => setStandingIn(false),
        // Still unreachable: the copy stays (a failed fetch keeps the query's data).
        () => undefined,
      );
    };
    window.addEventListener('online', askAgain);
    const timer = window.setInterval(askAgain, 10_000);
    return () => {
      window.removeEventListener('online', askAgain);
      window.clearInterval(timer);
    };
  }, [standingIn, queryClient]);

  return copy !== null;
}

export const publicPaths: readonly string[] = ['/download-app'];

export function SessionGate() {
  const { t } = useTranslation();
  const current = useSession();
  // The answer's screen (the signed-in frame with its first screen, or the login page) is rendered
  // as a transition, in slices: react-query's updates are urgent, and the whole frame built in one
  // go was a ~200 ms task on a tablet's CPU, with taps and the loader's animation waiting.
  const session = useDeferredValue(current);
  const { pathname } = useLocation();
  const copyComing = useLastUserWhenOffline(current);

  // An answer (or the offline copy) decides, even if a later attempt to ask again failed.
  if (session.data === undefined && (session.isPending || copyComing)) return <PageLoader fullScreen />;

  if (session.data === undefined && session.isError) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Box sx={{ maxWidth: 520, width: '100%' }}>
          <Suspense>
            <ErrorState
              testId="session-error"
              title={t('common.serverUnreachable')}
              message={`${errorText(session.error)} ${t('common.serverUnreachableDetail')}`}
              onRetry={() => void session.refetch()}
            />
          </Suspense>
        </Box>
      </Box>
    );
  }

  const user = session.data;
  if (!user) {
    if (publicPaths.includes(pathname)) {
      return (
        <Suspense fallback={<PageLoader fullScreen />}>
          <PublicLayout>
            <Outlet />
          </PublicLayout>
        </Suspense>
      );
    }
    return <LoginScreen />;
  }
  return <SignedInFrame user={user} />;
}

function SignedInFrame({ user }: { user: AuthUser }) {
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <SignedIn user={user} />
    </Suspense>
  );
}
