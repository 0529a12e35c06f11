// Routes of the food-categories area (to be built).
import type { ModuleRoutes } from '../module.ts';

export const foodCategoriesRoutes: ModuleRoutes = () => async () => {};
