// The features' screens by path (feature-routes.ts), loaded with the first signed-in screen or public
// page (session-gate.tsx starts it beside the frame's own code): the login page does not carry the
// route table's modules. One load, shared by every route that asks.
// Tracked (lib/lazy-module.ts): once loaded, the router's `use` reads the table without suspending.
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { tracked } from '../lib/lazy-module.ts';

let screens: Promise<ReadonlyMap<string, ComponentType>> | null = null;

export function loadFeatureScreens(): Promise<ReadonlyMap<string, ComponentType>> {
  screens ??= tracked(
    import('./feature-routes.ts').then(
      ({ featureRoutes }) => new Map(featureRoutes.map(({ path, Component }) => [path, Component])),
    ),
  );
  return screens;
}

/**
 * Starts loading the screen at `pathname` with the route table (main.tsx, when the page opens
 * signed in): it then renders as soon as the session is confirmed, without a loader in between.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  for (const [path, Screen] of await loadFeatureScreens()) {
    if (matchPath({ path, end: true }, pathname) && 'preload' in Screen) {
      await (Screen.preload as () => Promise<unknown>)();
      return;
    }
  }
}
