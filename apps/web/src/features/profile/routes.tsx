// The Profile screen (spec 1 §2 Profile), for every signed-in user, loaded when first opened.

import type { FeatureRoute } from '../../app/feature-routes.ts';
import { lazyComponent } from '../../lib/lazy-module.ts';

const ProfilePage = lazyComponent(() => import('./profile-page.tsx').then((module) => module.ProfilePage));

export const featureRoutes: FeatureRoute[] = [{ path: '/profile', Component: ProfilePage }];
