// Paths of spec 2 §7 "Banners" (the restaurant's food banners). The list path is a constant the
// spec does not show; it is GET restaurant/banner/{id_restaurant}, beside the other verbs' path.
import { createBannerSchema, deleteBannerSchema, updateBannerSchema } from '@noren/domain/catalogue/banners';
import { idParam } from '@noren/domain/zod-blocks';
import { z } from 'zod';
import { routesOf } from '../../lib/route.ts';
import { access, restaurantOf } from '../../plugins/access.ts';
import type { ModuleRoutes } from '../module.ts';
import { createFoodBannersService } from './service.ts';

/** Who may call these routes: the food banner screen. */
const can = { use: access.restaurant('food-banner') };

export const foodBannersRoutes: ModuleRoutes = (deps) => async (app) => {
  const banners = createFoodBannersService(deps.db, deps.storage);
  const route = routesOf(app, ['food-banners']);

  route.get(
    '/restaurant/banner/:id_restaurant',
    {
      access: can.use,
      summary: "The restaurant's food banners, newest first",
      params: z.object({ id_restaurant: idParam }),
      list: true,
    },
    ({ params, request }) => banners.list(restaurantOf(request, params.id_restaurant)),
  );

  route.post(
    '/restaurant/banner',
    {
      access: can.use,
      summary: 'Create a food banner (always with slide_show false)',
      body: createBannerSchema,
      created: 'BANNER_CREATED',
    },
    ({ body, request }) => banners.create(restaurantOf(request, body.id_restaurant), body),
  );

  // The modal saves with PATCH, the list's switches with PUT (spec 2 §7): one behaviour for both.
  route.on(['patch', 'put'])(
    '/restaurant/banner',
    {
      access: can.use,
      summary: 'Update a food banner: the form, or the Active / WEB Display switch',
      body: updateBannerSchema,
      code: 'BANNER_UPDATED',
    },
    ({ body, request }) => banners.update(restaurantOf(request, body.id_restaurant), body),
  );

  route.delete(
    '/restaurant/banner',
    {
      access: can.use,
      summary: 'Delete a food banner (body: id_banner, banner_name)',
      body: deleteBannerSchema,
      code: 'BANNER_DELETED',
    },
    async ({ body, request }) => {
      await banners.remove(restaurantOf(request), body.id_banner);
      return null;
    },
  );
};
