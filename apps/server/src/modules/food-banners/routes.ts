// Paths of spec 2 §7 "Banners" (the restaurant's food banners). The list path is a constant the
// spec does not show; it is GET restaurant/banner/{id_restaurant}, beside the other verbs' path.
import {
  type CreateBannerInput,
  createBannerSchema,
  type DeleteBannerInput,
  deleteBannerSchema,
  type UpdateBannerInput,
  updateBannerSchema,
} from '@noren/domain/catalogue/banners';
import { unwrapData } from '@noren/domain/users';
import { idParam } from '@noren/domain/zod-blocks';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { access, restaurantOf } from '../../plugins/access.ts';
import type { ModuleRoutes } from '../module.ts';
import { createFoodBannersService } from './service.ts';

const wrapped = <T extends z.ZodType>(schema: T) => z.preprocess(unwrapData, schema);
const tags = ['food-banners'];
/** Who may call these routes: the food banner screen. */
const can = { use: access.restaurant('food-banner') };

export const foodBannersRoutes: ModuleRoutes = (deps) => async (app) => {
  const banners = createFoodBannersService(deps.db, deps.storage);

  app.get(
    '/restaurant/banner/:id_restaurant',
    {
      config: { access: can.use },
      schema: {
        tags,
        summary: "The restaurant's food banners, newest first",
        params: z.object({ id_restaurant: idParam }),
      },
    },
    async (request) => {
      const rows = await banners.list(restaurantOf(request, request.params.id_restaurant));
      return ok(rows, { totalData: rows.length });
    },
  );

  app.post(
    '/restaurant/banner',
    {
      config: { access: can.use },
      schema: {
        tags,
        summary: 'Create a food banner (always with slide_show false)',
        body: wrapped(createBannerSchema),
      },
    },
    async (request, reply) => {
      const body = request.body as CreateBannerInput;
      const created = await banners.create(restaurantOf(request, body.id_restaurant), body);
      reply.status(201);
      return ok(created, { code: 'BANNER_CREATED', status: 201 });
    },
  );

  // The modal saves with PATCH, the list's switches with PUT (spec 2 §7): one behaviour for both.
  for (const method of ['patch', 'put'] as const) {
    app[method](
      '/restaurant/banner',
      {
        config: { access: can.use },
        schema: {
          tags,
          summary: 'Update a food banner: the form, or the Active / WEB Display switch',
          body: wrapped(updateBannerSchema),
        },
      },
      async (request) => {
        const body = request.body as UpdateBannerInput;
        const updated = await banners.update(restaurantOf(request, body.id_restaurant), body);
        return ok(updated, { code: 'BANNER_UPDATED' });
      },
    );
  }

  app.delete(
    '/restaurant/banner',
    {
      config: { access: can.use },
      schema: {
        tags,
        summary: 'Delete a food banner (body: id_banner, banner_name)',
        body: wrapped(deleteBannerSchema),
      },
    },
    async (request) => {
      await banners.remove(restaurantOf(request), (request.body as DeleteBannerInput).id_banner);
      return ok(null, { code: 'BANNER_DELETED' });
    },
  );
};
