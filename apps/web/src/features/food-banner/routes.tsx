// The Food Banner screen (/food/banner), loaded when opened.

import type { FeatureRoute } from '../../app/feature-routes.ts';
import { lazyComponent } from '../../lib/lazy-module.ts';

const FoodBannerPage = lazyComponent(() => import('./food-banner-page.tsx').then((module) => module.FoodBannerPage));

export const featureRoutes: FeatureRoute[] = [{ path: '/food/banner', Component: FoodBannerPage }];
