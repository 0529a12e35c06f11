// The back office's service worker (issue 14, "installable on a kitchen tablet"), built by
// vite-plugin-pwa (injectManifest) into dist/service-worker.js:
// - the app shell (index.html and the built JavaScript and CSS) is precached, so a reload during a
//   Wi-Fi drop still opens the signed-in screen with its offline banner instead of the browser's
//   error page;
// - a page load always asks the server first (index.html is revalidated on every load), so a new
//   release is taken at the next reload; only when the network fails is the precached index.html
//   answered. The worker never reloads a page by itself: the running screen keeps the code it has;
// - the API, Socket.IO and the TV board (/order-list/*, a page of its own) are never answered from a
//   cache: their requests go to the network as if there were no worker.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  type PrecacheEntry,
  PrecacheFallbackPlugin,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

/** The parts of ServiceWorkerGlobalScope used here (the app's TypeScript lib is the DOM's). */
interface WorkerScope {
  /** The precache list, written in at build time (vite-plugin-pwa injectManifest). */
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
}
const worker = self as unknown as WorkerScope;

/** Paths whose page loads are not the back office: never given the cached index.html. */
const notTheApp = [/^\/api(\/|$)/, /^\/socket\.io(\/|$)/, /^\/order-list(\/|$)/, /^\/board\.html$/];

// Registered before the precache route, so a page load (even of / or /index.html) goes to the network.
registerRoute(
  new NavigationRoute(new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/index.html' })] }), {
    denylist: notTheApp,
  }),
);
// Spelled self.__WB_MANIFEST: the build finds the place to write the list by that text.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();

// A new worker takes over as soon as it is installed rather than waiting for every tab of the app to
// close (a tablet never closes its one tab, and a reload alone does not end the old worker). Taking
// over changes nothing on screen: pages load from the network first, and nothing here reloads them.
void worker.skipWaiting();
clientsClaim();
