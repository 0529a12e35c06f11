// The Food Banner screen (/food/banner), loaded when opened.
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/feature-routes.ts';

const FoodBannerPage = lazy(() =>
  import('./food-banner-page.tsx').then((module) => ({ default: module.FoodBannerPage })),
);

export const featureRoutes: FeatureRoute[] = [{ path: '/food/banner', Component: FoodBannerPage }];
