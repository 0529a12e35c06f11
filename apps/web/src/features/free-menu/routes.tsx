// The free-menu list screen (/food/food-free), loaded when opened.
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/feature-routes.ts';

const FoodFreePage = lazy(() => import('./food-free-page.tsx').then((module) => ({ default: module.FoodFreePage })));

export const featureRoutes: FeatureRoute[] = [{ path: '/food/food-free', Component: FoodFreePage }];
