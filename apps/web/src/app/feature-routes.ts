// Screens are contributed by features: each features/<name>/routes.tsx exports `featureRoutes`.
// A path of the menu tree without a screen shows "coming soon".
import type { ComponentType } from 'react';
import type { LazyComponent } from '../lib/lazy-module.ts';

export interface FeatureRoute {
  /** A path of the menu tree (/food/category) or below one (/food/food/:id). */
  path: string;
  /**
   * Usually lazyComponent(...) (lib/lazy-module.ts), so a screen's code loads only when it is opened
   * — or with the page, when the page opens on it (feature-screens.ts, preloadScreen).
   */
  Component: ComponentType | LazyComponent<object>;
}

const modules = import.meta.glob<{ featureRoutes: FeatureRoute[] }>('../features/*/routes.tsx', { eager: true });

export const featureRoutes: FeatureRoute[] = Object.values(modules).flatMap((module) => module.featureRoutes);
