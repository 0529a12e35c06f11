// The superadmin's Restaurant User screen (spec 1 §2), loaded when first opened.
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/feature-routes.ts';

const RestaurantUserPage = lazy(() =>
  import('./restaurant-user-page.tsx').then((module) => ({ default: module.RestaurantUserPage })),
);

export const featureRoutes: FeatureRoute[] = [{ path: '/restaurant-user', Component: RestaurantUserPage }];
