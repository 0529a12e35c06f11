// The home dashboard (spec 3 §2.1), the kitchen's live order screen, loaded when first opened.

import type { FeatureRoute } from '../../app/feature-routes.ts';
import { lazyComponent } from '../../lib/lazy-module.ts';

const HomePage = lazyComponent(() => import('./home-page.tsx').then((module) => module.HomePage));

export const featureRoutes: FeatureRoute[] = [
  {
    path: '/home',
    Component: HomePage,
    // The same module the screen imports: preloaded with it, no request of its own.
    prefetch: (context) => import('./first-data.ts').then((module) => module.prefetchDashboard(context)),
  },
];
