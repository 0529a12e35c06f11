// Search Order and Detail Order (spec 3 §2.7), loaded when first opened.
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/feature-routes.ts';

const SearchOrderPage = lazy(() =>
  import('./search-order-page.tsx').then((module) => ({ default: module.SearchOrderPage })),
);
const DetailOrderPage = lazy(() =>
  import('./detail-order-page.tsx').then((module) => ({ default: module.DetailOrderPage })),
);

export const featureRoutes: FeatureRoute[] = [
  { path: '/search-order', Component: SearchOrderPage },
  { path: '/detail-order', Component: DetailOrderPage },
];
