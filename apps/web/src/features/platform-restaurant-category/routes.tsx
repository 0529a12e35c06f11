// The superadmin's Restaurant Category screen (spec 1 §2), loaded when first opened.

import type { FeatureRoute } from '../../app/feature-routes.ts';
import { lazyComponent } from '../../lib/lazy-module.ts';

const RestaurantCategoryPage = lazyComponent(() =>
  import('./restaurant-category-page.tsx').then((module) => module.RestaurantCategoryPage),
);

export const featureRoutes: FeatureRoute[] = [{ path: '/restaurant-category', Component: RestaurantCategoryPage }];
