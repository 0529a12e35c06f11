// Routes of the holidays area (to be built).
import type { ModuleRoutes } from '../module.ts';

export const holidaysRoutes: ModuleRoutes = () => async () => {};
