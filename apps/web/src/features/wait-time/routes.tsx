// The Wait Time screen (spec 3 §2.4), loaded when first opened.

import type { FeatureRoute } from '../../app/feature-routes.ts';
import { lazyComponent } from '../../lib/lazy-module.ts';

const WaitTimePage = lazyComponent(() => import('./wait-time-page.tsx').then((module) => module.WaitTimePage));

export const featureRoutes: FeatureRoute[] = [{ path: '/wait-time', Component: WaitTimePage }];
