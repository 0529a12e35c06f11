// Restaurant-wide (platform) banners, spec 1 §7: GET restaurant/banner-master lists them for the
// superadmin's /banner screen. Their writes share the food banners' path (POST / PUT / DELETE
// restaurant/banner): food-banners/routes.ts sends a superadmin's calls to this module's service.
import { routesOf } from '../../lib/route.ts';
import { access } from '../../plugins/access.ts';
import type { ModuleRoutes } from '../module.ts';
import { createPlatformBannersService } from './service.ts';

/** Who may call these routes: the platform administrator's /banner screen. */
const can = { manage: access.superadmin() };

export const platformBannersRoutes: ModuleRoutes = (deps) => async (app) => {
  const banners = createPlatformBannersService(deps.db, deps.storage);
  const route = routesOf(app, ['platform-banners']);

  route.get(
    '/restaurant/banner-master',
    {
      access: can.manage,
      summary: 'Every restaurant-wide (platform) banner, newest first, with its image URL',
      list: true,
    },
    () => banners.list(),
  );
};
