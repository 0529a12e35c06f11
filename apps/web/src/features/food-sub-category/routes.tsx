// The Food Sub Category screen (spec 2 §2), loaded when first opened.

import type { FeatureRoute } from '../../app/feature-routes.ts';
import { lazyComponent } from '../../lib/lazy-module.ts';

const FoodSubCategoryPage = lazyComponent(() =>
  import('./food-subcategory-page.tsx').then((module) => module.FoodSubCategoryPage),
);

export const featureRoutes: FeatureRoute[] = [{ path: '/food/subcategory', Component: FoodSubCategoryPage }];
