// Routes of the free-menus area (to be built).
import type { ModuleRoutes } from '../module.ts';

export const freeMenusRoutes: ModuleRoutes = () => async () => {};
