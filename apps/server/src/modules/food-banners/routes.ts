// Routes of the food-banners area (to be built).
import type { ModuleRoutes } from '../module.ts';

export const foodBannersRoutes: ModuleRoutes = () => async () => {};
