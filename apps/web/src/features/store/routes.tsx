// The superadmin's Store screen (spec 1 §2), loaded when first opened.
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/feature-routes.ts';

const StorePage = lazy(() => import('./store-page.tsx').then((module) => ({ default: module.StorePage })));

export const featureRoutes: FeatureRoute[] = [{ path: '/store', Component: StorePage }];
