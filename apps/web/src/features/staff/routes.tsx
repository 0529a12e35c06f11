// The owner's Staff screen (spec 1 §2), loaded when first opened.
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/feature-routes.ts';

const StaffPage = lazy(() => import('./staff-page.tsx').then((module) => ({ default: module.StaffPage })));

export const featureRoutes: FeatureRoute[] = [{ path: '/staff', Component: StaffPage }];
