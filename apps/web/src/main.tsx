// Entry point: language and translations first (no flash of the wrong language), then the app.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { z } from 'zod';
import { App, startupLoaderMs } from './app/app.tsx';
import { preloadScreen } from './app/feature-screens.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes } from './app/router.tsx';
import { SignedIn } from './app/session-gate.tsx';
import { initI18n } from './i18n/init.ts';
import { clearLoginData, meQueryOptions, sessionKeys } from './lib/auth.ts';
import { getStoredLanguage, toLocaleCode } from './lib/language.ts';
import { createQueryClient } from './lib/query-client.ts';

// The server's CSP allows no eval: zod must not probe for it (the probe is a CSP report in the console).
z.config({ jitless: true });

const language = getStoredLanguage();
document.documentElement.lang = toLocaleCode(language);

const queryClient = createQueryClient();
// The server says when the page's request carried no session (apps/server/src/plugins/web-delivery.ts):
// nobody is signed in, and the login page renders without asking. Otherwise ask "who am I" while the
// startup loader is showing (the service worker's offline copy of the page says neither).
if (document.querySelector('meta[name="noren-signed-out"]')) {
  clearLoginData();
  queryClient.setQueryData(sessionKeys.me(), null);
} else {
  void queryClient.prefetchQuery(meQueryOptions);
}

/** Lets the browser run what waits (input, paint) before going on. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The shell's texts only: the features' follow with the signed-in frame (app/session-gate.tsx).
void initI18n(language, { features: false }).then(async () => {
  // The server saw a session with the page's request (apps/server/src/plugins/web-delivery.ts): the
  // signed-in frame (with the features' texts, hence after initI18n) and the screen at this address
  // load now, beside "who am I", so that they render at once with its answer, and the screen's first
  // data is asked for as soon as that answer allows it. (A session that has ended costs these
  // loads, never a wrong screen.)
  if (document.querySelector('meta[name="noren-signed-in"]')) {
    SignedIn.preload().catch(() => undefined);
    preloadScreen(window.location, queryClient).catch(() => undefined);
  }
  // The first render after a pause for the browser: with the evaluation of the scripts and the
  // texts before it, it made one long task on a tablet's CPU.
  await yieldToBrowser();
  const reactRoot = createRoot(root);
  // Rendered as a transition: React builds the first tree in slices with the main thread free in
  // between (the startup loader of index.html stays on screen until the commit).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AppProvider queryClient={queryClient} language={language}>
          {/* index.html has shown the startup loader since the first paint: its 500 ms count from there. */}
          <App
            queryClient={queryClient}
            router={
              <BrowserRouter useTransitions={false}>
                <AppRoutes />
              </BrowserRouter>
            }
            startupDelayMs={Math.max(0, startupLoaderMs - performance.now())}
          />
        </AppProvider>
      </StrictMode>,
    ),
  );
});
