// The superadmin's Restaurant Category screen (spec 1 §2), loaded when first opened.
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/feature-routes.ts';

const RestaurantCategoryPage = lazy(() =>
  import('./restaurant-category-page.tsx').then((module) => ({ default: module.RestaurantCategoryPage })),
);

export const featureRoutes: FeatureRoute[] = [{ path: '/restaurant-category', Component: RestaurantCategoryPage }];
