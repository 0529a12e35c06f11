// Routes of the orders area (to be built).
import type { ModuleRoutes } from '../module.ts';

export const ordersRoutes: ModuleRoutes = () => async () => {};
