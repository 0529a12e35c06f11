// Paths of spec 2 §7 "Free menus": the paged list (1-based pages; ?status=true for the active
// ones only, with totalPage, as the counter-order flow reads it), one menu, create, update, delete.
import {
  type CreateFreeMenuInput,
  createFreeMenuSchema,
  freeMenuIdParamsSchema,
  freeMenuListQuerySchema,
  type UpdateFreeMenuInput,
  updateFreeMenuSchema,
} from '@noren/domain/catalogue/free-menus';
import { pageParamsSchema, unwrapData } from '@noren/domain/users';
import { idParam } from '@noren/domain/zod-blocks';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { access, restaurantOf } from '../../plugins/access.ts';
import type { ModuleRoutes } from '../module.ts';
import { createFreeMenusService } from './service.ts';

const wrapped = <T extends z.ZodType>(schema: T) => z.preprocess(unwrapData, schema);
const tags = ['free-menus'];
/** Who may call these routes: the free-menu screen. */
const can = { use: access.restaurant('food-menu-free') };

export const freeMenusRoutes: ModuleRoutes = (deps) => async (app) => {
  const freeMenus = createFreeMenusService(deps.db);

  app.get(
    '/restaurant/free-food-menu/list/:restaurantId/:page/:size',
    {
      config: { access: can.use },
      schema: {
        tags,
        summary: "A page of the restaurant's free menus, newest first (answer: data, totalData, totalPage)",
        params: pageParamsSchema.extend({ restaurantId: idParam }),
        querystring: freeMenuListQuerySchema,
      },
    },
    async (request) => {
      const { restaurantId, page, size } = request.params;
      const { rows, total, totalPage } = await freeMenus.list(restaurantOf(request, restaurantId), {
        page,
        size,
        onlyActive: request.query.status === 'true',
      });
      return { ...ok(rows, { totalData: total }), totalPage };
    },
  );

  app.get(
    '/restaurant/free-food-menu/:id',
    { config: { access: can.use }, schema: { tags, summary: 'One free menu', params: freeMenuIdParamsSchema } },
    async (request) => {
      return ok(await freeMenus.detail(restaurantOf(request), request.params.id));
    },
  );

  app.post(
    '/restaurant/free-food-menu',
    {
      config: { access: can.use },
      schema: { tags, summary: 'Create a free menu', body: wrapped(createFreeMenuSchema) },
    },
    async (request, reply) => {
      const body = request.body as CreateFreeMenuInput;
      const created = await freeMenus.create(restaurantOf(request, body.id_restaurant), body);
      reply.status(201);
      return ok(created, { code: 'FREE_MENU_CREATED', status: 201 });
    },
  );

  app.put(
    '/restaurant/free-food-menu/:id',
    {
      config: { access: can.use },
      schema: {
        tags,
        summary: "Update a free menu's name and/or status",
        params: freeMenuIdParamsSchema,
        body: wrapped(updateFreeMenuSchema),
      },
    },
    async (request) => {
      const body = request.body as UpdateFreeMenuInput;
      const updated = await freeMenus.update(restaurantOf(request, body.id_restaurant), request.params.id, body);
      return ok(updated, { code: 'FREE_MENU_UPDATED' });
    },
  );

  app.delete(
    '/restaurant/free-food-menu/:id',
    { config: { access: can.use }, schema: { tags, summary: 'Delete a free menu', params: freeMenuIdParamsSchema } },
    async (request) => {
      await freeMenus.remove(restaurantOf(request), request.params.id);
      return ok(null, { code: 'FREE_MENU_DELETED' });
    },
  );
};
