// The Food Category screen (spec 2 §2), loaded when first opened.

import type { FeatureRoute } from '../../app/feature-routes.ts';
import { lazyComponent } from '../../lib/lazy-module.ts';

const FoodCategoryPage = lazyComponent(() =>
  import('./food-category-page.tsx').then((module) => module.FoodCategoryPage),
);

export const featureRoutes: FeatureRoute[] = [{ path: '/food/category', Component: FoodCategoryPage }];
