// The menu screens (spec 2 §2): List Food Menu and the menu detail, each loaded when first opened.
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/feature-routes.ts';

const MenuListPage = lazy(() => import('./menu-list-page.tsx').then((module) => ({ default: module.MenuListPage })));
const MenuDetailPage = lazy(() =>
  import('./menu-detail-page.tsx').then((module) => ({ default: module.MenuDetailPage })),
);

export const featureRoutes: FeatureRoute[] = [
  { path: '/food/food', Component: MenuListPage },
  { path: '/food/food/:id', Component: MenuDetailPage },
];
