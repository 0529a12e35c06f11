// The home dashboard (spec 3 §2.1), the kitchen's live order screen, loaded when first opened.
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/feature-routes.ts';

const HomePage = lazy(() => import('./home-page.tsx').then((module) => ({ default: module.HomePage })));

export const featureRoutes: FeatureRoute[] = [{ path: '/home', Component: HomePage }];
