// The Receiving Method screen (spec 3 §2.5), loaded when first opened.

import type { FeatureRoute } from '../../app/feature-routes.ts';
import { lazyComponent } from '../../lib/lazy-module.ts';

const ReceivingMethodPage = lazyComponent(() =>
  import('./receiving-method-page.tsx').then((module) => module.ReceivingMethodPage),
);

export const featureRoutes: FeatureRoute[] = [{ path: '/receiving-method', Component: ReceivingMethodPage }];
