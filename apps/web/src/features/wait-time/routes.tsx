// The Wait Time screen (spec 3 §2.4), loaded when first opened.
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/feature-routes.ts';

const WaitTimePage = lazy(() => import('./wait-time-page.tsx').then((module) => ({ default: module.WaitTimePage })));

export const featureRoutes: FeatureRoute[] = [{ path: '/wait-time', Component: WaitTimePage }];
