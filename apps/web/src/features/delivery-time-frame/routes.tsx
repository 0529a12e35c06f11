// The Order Time Frame screens (spec 3 §2.6): the frames grouped by date, and the holiday calendar.

import type { FeatureRoute } from '../../app/feature-routes.ts';
import { lazyComponent } from '../../lib/lazy-module.ts';

const OrderTimeFramePage = lazyComponent(() =>
  import('./order-time-frame-page.tsx').then((module) => module.OrderTimeFramePage),
);
const HolidayPage = lazyComponent(() => import('./holiday-page.tsx').then((module) => module.HolidayPage));

export const featureRoutes: FeatureRoute[] = [
  { path: '/order-time-frame', Component: OrderTimeFramePage },
  { path: '/order-time-frame/holiday', Component: HolidayPage },
];
