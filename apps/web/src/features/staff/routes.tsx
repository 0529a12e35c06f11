// The owner's Staff screen (spec 1 §2), loaded when first opened.

import type { FeatureRoute } from '../../app/feature-routes.ts';
import { lazyComponent } from '../../lib/lazy-module.ts';

const StaffPage = lazyComponent(() => import('./staff-page.tsx').then((module) => module.StaffPage));

export const featureRoutes: FeatureRoute[] = [{ path: '/staff', Component: StaffPage }];
