// Routes of the uploads area (to be built).
import type { ModuleRoutes } from '../module.ts';

export const uploadsRoutes: ModuleRoutes = () => async () => {};
