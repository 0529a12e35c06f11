// The menu screens (spec 2 §2): List Food Menu and the menu detail, each loaded when first opened.

import type { FeatureRoute } from '../../app/feature-routes.ts';
import { lazyComponent } from '../../lib/lazy-module.ts';

const MenuListPage = lazyComponent(() => import('./menu-list-page.tsx').then((module) => module.MenuListPage));
const MenuDetailPage = lazyComponent(() => import('./menu-detail-page.tsx').then((module) => module.MenuDetailPage));

export const featureRoutes: FeatureRoute[] = [
  { path: '/food/food', Component: MenuListPage },
  { path: '/food/food/:id', Component: MenuDetailPage },
];
