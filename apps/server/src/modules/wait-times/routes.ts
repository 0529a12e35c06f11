// Routes of the wait-times area (to be built).
import type { ModuleRoutes } from '../module.ts';

export const waitTimesRoutes: ModuleRoutes = () => async () => {};
