// The free-menu list screen (/food/food-free), loaded when opened.

import type { FeatureRoute } from '../../app/feature-routes.ts';
import { lazyComponent } from '../../lib/lazy-module.ts';

const FoodFreePage = lazyComponent(() => import('./food-free-page.tsx').then((module) => module.FoodFreePage));

export const featureRoutes: FeatureRoute[] = [{ path: '/food/food-free', Component: FoodFreePage }];
