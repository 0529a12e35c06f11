// The superadmin's Store screen (spec 1 §2), loaded when first opened.

import type { FeatureRoute } from '../../app/feature-routes.ts';
import { lazyComponent } from '../../lib/lazy-module.ts';

const StorePage = lazyComponent(() => import('./store-page.tsx').then((module) => module.StorePage));

export const featureRoutes: FeatureRoute[] = [{ path: '/store', Component: StorePage }];
