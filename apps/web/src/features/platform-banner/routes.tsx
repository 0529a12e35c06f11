// The superadmin's restaurant-wide banner screen (spec 1 §2), loaded when first opened.

import type { FeatureRoute } from '../../app/feature-routes.ts';
import { lazyComponent } from '../../lib/lazy-module.ts';

const PlatformBannerPage = lazyComponent(() =>
  import('./platform-banner-page.tsx').then((module) => module.PlatformBannerPage),
);

export const featureRoutes: FeatureRoute[] = [{ path: '/banner', Component: PlatformBannerPage }];
