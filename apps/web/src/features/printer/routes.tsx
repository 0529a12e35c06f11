// Printer settings (/printer), loaded when first opened; /printer?view=virtual is the virtual
// printer (a view of the same screen: the same menu permission, no route of its own).

import type { FeatureRoute } from '../../app/feature-routes.ts';
import { lazyComponent } from '../../lib/lazy-module.ts';

const PrinterPage = lazyComponent(() => import('./printer-page.tsx').then((module) => module.PrinterPage));

export const featureRoutes: FeatureRoute[] = [{ path: '/printer', Component: PrinterPage }];
