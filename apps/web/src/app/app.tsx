// The running app: a 500 ms startup loader (spec 1 §2) over the router's first screen; app-wide watchers
// (midnight reload, dead-session handling, the toast carried over a reload).
import Box from '@mui/material/Box';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../components/page-loader.tsx';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { endSession, sessionKeys } from '../lib/auth.ts';
import { useMidnightReload } from '../lib/midnight-reload.ts';
import { takePendingToast, toast } from '../lib/toast.ts';

export const startupLoaderMs = 500;
/** Above MUI's app bar, drawer, modal, snackbar and tooltip layers (1100–1500). */
export const startupLoaderZIndex = 2000;

export interface AppProps {
  queryClient: QueryClient;
  /** The router with the app's routes: `<BrowserRouter><AppRoutes /></BrowserRouter>` (main.tsx, the tests). */
  router: ReactNode;
  startupDelayMs?: number;
}

/** A 401 on any ordinary call: the session died on the server. */
function useUnauthorizedLogout(queryClient: QueryClient): void {
  useEffect(() => {
    setUnauthorizedHandler(() => {
      // Only a signed-in page has a session to lose; the login screen's 401s are answers, not news.
      if (queryClient.getQueryData(sessionKeys.me())) void endSession();
    });
    return () => setUnauthorizedHandler(null);
  }, [queryClient]);
}

export function App({ queryClient, router, startupDelayMs = startupLoaderMs }: AppProps) {
  const { t } = useTranslation();
  const [booting, setBooting] = useState(true);
  useMidnightReload();
  useUnauthorizedLogout(queryClient);

  useEffect(() => {
    // A transition: React renders the first screen in slices, so a slow tablet's main thread is
    // never blocked for long (taps, the loader's animation) while the whole tree is built.
    const timer = window.setTimeout(() => startTransition(() => setBooting(false)), startupDelayMs);
    return () => window.clearTimeout(timer);
  }, [startupDelayMs]);

  useEffect(() => {
    if (booting) return;
    const pending = takePendingToast();
    if (pending) toast(t(pending.key), pending.variant);
  }, [booting, t]);

  // The first screen is built behind the loader (its code, session and data load meanwhile), so it
  // shows as soon as the 500 ms are over instead of starting then.
  return (
    <>
      {router}
      {booting && <StartupLoader />}
    </>
  );
}

/** The startup loader, over everything (app bar, drawers, dialogs) until the 500 ms are over. */
function StartupLoader() {
  return (
    <Box sx={{ position: 'fixed', inset: 0, zIndex: startupLoaderZIndex, bgcolor: 'background.default' }}>
      <PageLoader fullScreen testId="startup-loader" />
    </Box>
  );
}
