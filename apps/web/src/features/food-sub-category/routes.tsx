// The Food Sub Category screen (spec 2 §2), loaded when first opened.
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/feature-routes.ts';

const FoodSubCategoryPage = lazy(() =>
  import('./food-subcategory-page.tsx').then((module) => ({ default: module.FoodSubCategoryPage })),
);

export const featureRoutes: FeatureRoute[] = [{ path: '/food/subcategory', Component: FoodSubCategoryPage }];
