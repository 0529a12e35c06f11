// The superadmin's List Restaurants screen (spec 1 §2), loaded when first opened.
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/feature-routes.ts';

const RestaurantListPage = lazy(() =>
  import('./restaurant-list-page.tsx').then((module) => ({ default: module.RestaurantListPage })),
);

export const featureRoutes: FeatureRoute[] = [{ path: '/restaurant', Component: RestaurantListPage }];
