// Routes of the food-sub-categories area (to be built).
import type { ModuleRoutes } from '../module.ts';

export const foodSubCategoriesRoutes: ModuleRoutes = () => async () => {};
