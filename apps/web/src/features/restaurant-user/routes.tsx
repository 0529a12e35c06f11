// The superadmin's Restaurant User screen (spec 1 §2), loaded when first opened.

import type { FeatureRoute } from '../../app/feature-routes.ts';
import { lazyComponent } from '../../lib/lazy-module.ts';

const RestaurantUserPage = lazyComponent(() =>
  import('./restaurant-user-page.tsx').then((module) => module.RestaurantUserPage),
);

export const featureRoutes: FeatureRoute[] = [{ path: '/restaurant-user', Component: RestaurantUserPage }];
