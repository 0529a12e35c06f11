// The superadmin's List Restaurants screen (spec 1 §2), loaded when first opened.

import type { FeatureRoute } from '../../app/feature-routes.ts';
import { lazyComponent } from '../../lib/lazy-module.ts';

const RestaurantListPage = lazyComponent(() =>
  import('./restaurant-list-page.tsx').then((module) => module.RestaurantListPage),
);

export const featureRoutes: FeatureRoute[] = [{ path: '/restaurant', Component: RestaurantListPage }];
