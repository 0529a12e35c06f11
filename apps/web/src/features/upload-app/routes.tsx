// The Upload App screen (spec 1 §2, superadmin), loaded when first opened.

import type { FeatureRoute } from '../../app/feature-routes.ts';
import { lazyComponent } from '../../lib/lazy-module.ts';

const UploadAppPage = lazyComponent(() => import('./upload-app-page.tsx').then((module) => module.UploadAppPage));

export const featureRoutes: FeatureRoute[] = [{ path: '/upload-app', Component: UploadAppPage }];
