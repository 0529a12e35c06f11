// Search Order and Detail Order (spec 3 §2.7), loaded when first opened.

import type { FeatureRoute } from '../../app/feature-routes.ts';
import { lazyComponent } from '../../lib/lazy-module.ts';

const SearchOrderPage = lazyComponent(() => import('./search-order-page.tsx').then((module) => module.SearchOrderPage));
const DetailOrderPage = lazyComponent(() => import('./detail-order-page.tsx').then((module) => module.DetailOrderPage));

export const featureRoutes: FeatureRoute[] = [
  { path: '/search-order', Component: SearchOrderPage },
  { path: '/detail-order', Component: DetailOrderPage },
];
