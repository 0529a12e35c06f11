// The Receiving Method screen (spec 3 §2.5), loaded when first opened.
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/feature-routes.ts';

const ReceivingMethodPage = lazy(() =>
  import('./receiving-method-page.tsx').then((module) => ({ default: module.ReceivingMethodPage })),
);

export const featureRoutes: FeatureRoute[] = [{ path: '/receiving-method', Component: ReceivingMethodPage }];
