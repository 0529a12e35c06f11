// The superadmin's restaurant-wide banner screen (spec 1 §2), loaded when first opened.
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/feature-routes.ts';

const PlatformBannerPage = lazy(() =>
  import('./platform-banner-page.tsx').then((module) => ({ default: module.PlatformBannerPage })),
);

export const featureRoutes: FeatureRoute[] = [{ path: '/banner', Component: PlatformBannerPage }];
