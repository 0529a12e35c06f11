// The Profile screen (spec 1 §2 Profile), for every signed-in user, loaded when first opened.
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/feature-routes.ts';

const ProfilePage = lazy(() => import('./profile-page.tsx').then((module) => ({ default: module.ProfilePage })));

export const featureRoutes: FeatureRoute[] = [{ path: '/profile', Component: ProfilePage }];
