// The features' screens by path (feature-routes.ts), loaded with the first signed-in screen or public
// page (session-gate.tsx starts it beside the frame's own code): the login page does not carry the
// route table's modules. One load, shared by every route that asks.
// Tracked (lib/lazy-module.ts): once loaded, the router's `use` reads the table without suspending.
import { isPathPermitted } from '@noren/domain/permissions';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { meQueryOptions, toMenuViewer } from '../lib/auth.ts';
import { tracked } from '../lib/lazy-module.ts';
import type { FeatureRoute } from './feature-routes.ts';

let screens: Promise<ReadonlyMap<string, ComponentType>> | null = null;
const prefetches = new Map<string, NonNullable<FeatureRoute['prefetch']>>();

export function loadFeatureScreens(): Promise<ReadonlyMap<string, ComponentType>> {
  screens ??= tracked(
    import('./feature-routes.ts').then(({ featureRoutes }) => {
      for (const { path, prefetch } of featureRoutes) if (prefetch) prefetches.set(path, prefetch);
      return new Map(featureRoutes.map(({ path, Component }) => [path, Component]));
    }),
  );
  return screens;
}

/**
 * Starts loading the screen at the page's address with the route table (main.tsx, when the page
 * opens signed in): it then renders as soon as the session is confirmed, without a loader in between.
 * With the query client, also the screen's first data (FeatureRoute.prefetch) once "who am I" has
 * answered, when the menu allows the screen (the router shows it then): nothing for a session that
 * has ended or a screen the user may not open.
 */
export async function preloadScreen(
  location: { pathname: string; search: string },
  queryClient?: QueryClient,
): Promise<void> {
  for (const [path, Screen] of await loadFeatureScreens()) {
    if (!matchPath({ path, end: true }, location.pathname)) continue;
    const prefetch = prefetches.get(path);
    await Promise.all([
      'preload' in Screen ? (Screen.preload as () => Promise<unknown>)() : undefined,
      prefetch && queryClient ? prefetchFor(location, queryClient, prefetch) : undefined,
    ]);
    return;
  }
}

async function prefetchFor(
  location: { pathname: string; search: string },
  queryClient: QueryClient,
  prefetch: NonNullable<FeatureRoute['prefetch']>,
): Promise<void> {
  const user = await queryClient.ensureQueryData(meQueryOptions);
  if (!user || !isPathPermitted(toMenuViewer(user), location.pathname)) return;
  await prefetch({ queryClient, user, search: new URLSearchParams(location.search) });
}
