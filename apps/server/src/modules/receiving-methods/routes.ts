// Routes of the receiving-methods area (to be built).
import type { ModuleRoutes } from '../module.ts';

export const receivingMethodsRoutes: ModuleRoutes = () => async () => {};
