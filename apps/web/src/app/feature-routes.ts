// Screens are contributed by features: each features/<name>/routes.tsx exports `featureRoutes`.
// A path of the menu tree without a screen shows "coming soon".
import type { AuthUser } from '@noren/domain/users';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LazyComponent } from '../lib/lazy-module.ts';

export interface FeatureRoute {
  /** A path of the menu tree (/food/category) or below one (/food/food/:id). */
  path: string;
  /**
   * Usually lazyComponent(...) (lib/lazy-module.ts), so a screen's code loads only when it is opened
   * — or with the page, when the page opens on it (feature-screens.ts, preloadScreen).
   */
  Component: ComponentType | LazyComponent<object>;
  /**
   * The screen's first data, asked for when the page opens on it signed in (feature-screens.ts,
   * preloadScreen): as soon as "who am I" has answered and the menu allows the screen, beside its
   * code, rather than once the frame and the screen have rendered. The queries must be the ones the
   * screen then reads (same keys), fresh long enough not to be asked again when it mounts.
   */
  prefetch?: (context: ScreenPrefetchContext) => Promise<unknown>;
}

export interface ScreenPrefetchContext {
  queryClient: QueryClient;
  user: AuthUser;
  /** The page's query string (URLSearchParams of the address). */
  search: URLSearchParams;
}

const modules = import.meta.glob<{ featureRoutes: FeatureRoute[] }>('../features/*/routes.tsx', { eager: true });

export const featureRoutes: FeatureRoute[] = Object.values(modules).flatMap((module) => module.featureRoutes);
