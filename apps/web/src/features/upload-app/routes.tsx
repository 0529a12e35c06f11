// The Upload App screen (spec 1 §2, superadmin), loaded when first opened.
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/feature-routes.ts';

const UploadAppPage = lazy(() => import('./upload-app-page.tsx').then((module) => ({ default: module.UploadAppPage })));

export const featureRoutes: FeatureRoute[] = [{ path: '/upload-app', Component: UploadAppPage }];
