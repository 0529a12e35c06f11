// Routes of the food-menus area (to be built).
import type { ModuleRoutes } from '../module.ts';

export const foodMenusRoutes: ModuleRoutes = () => async () => {};
