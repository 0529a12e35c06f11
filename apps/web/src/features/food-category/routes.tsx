// The Food Category screen (spec 2 §2), loaded when first opened.
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/feature-routes.ts';

const FoodCategoryPage = lazy(() =>
  import('./food-category-page.tsx').then((module) => ({ default: module.FoodCategoryPage })),
);

export const featureRoutes: FeatureRoute[] = [{ path: '/food/category', Component: FoodCategoryPage }];
