// The Order Time Frame screens (spec 3 §2.6): the frames grouped by date, and the holiday calendar.
import { lazy } from 'react';
import type { FeatureRoute } from '../../app/feature-routes.ts';

const OrderTimeFramePage = lazy(() =>
  import('./order-time-frame-page.tsx').then((module) => ({ default: module.OrderTimeFramePage })),
);
const HolidayPage = lazy(() => import('./holiday-page.tsx').then((module) => ({ default: module.HolidayPage })));

export const featureRoutes: FeatureRoute[] = [
  { path: '/order-time-frame', Component: OrderTimeFramePage },
  { path: '/order-time-frame/holiday', Component: HolidayPage },
];
