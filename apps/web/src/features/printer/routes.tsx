// Printer settings (/printer), loaded when first opened; /printer?view=virtual is the virtual
// printer (a view of the same screen: the same menu permission, no route of its own).
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/feature-routes.ts';

const PrinterPage = lazy(() => import('./printer-page.tsx').then((module) => ({ default: module.PrinterPage })));

export const featureRoutes: FeatureRoute[] = [{ path: '/printer', Component: PrinterPage }];
