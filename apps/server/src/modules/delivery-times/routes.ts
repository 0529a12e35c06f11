// Routes of the delivery-times area (to be built).
import type { ModuleRoutes } from '../module.ts';

export const deliveryTimesRoutes: ModuleRoutes = () => async () => {};
