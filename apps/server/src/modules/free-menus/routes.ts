// Paths of spec 2 §7 "Free menus": the paged list (1-based pages; ?status=true for the active
// ones only, with totalPage, as the counter-order flow reads it), one menu, create, update, delete.
import {
  createFreeMenuSchema,
  freeMenuIdParamsSchema,
  freeMenuListQuerySchema,
  updateFreeMenuSchema,
} from '@noren/domain/catalogue/free-menus';
import { pageParamsSchema } from '@noren/domain/users';
import { idParam } from '@noren/domain/zod-blocks';
import { page, routesOf } from '../../lib/route.ts';
import { access, restaurantOf } from '../../plugins/access.ts';
import type { ModuleRoutes } from '../module.ts';
import { createFreeMenusService } from './service.ts';

/** Who may call these routes: the free-menu screen. */
const can = { use: access.restaurant('food-menu-free') };

export const freeMenusRoutes: ModuleRoutes = (deps) => async (app) => {
  const freeMenus = createFreeMenusService(deps.db);
  const route = routesOf(app, ['free-menus']);

  route.get(
    '/restaurant/free-food-menu/list/:restaurantId/:page/:size',
    {
      access: can.use,
      summary: "A page of the restaurant's free menus, newest first (answer: data, totalData, totalPage)",
      params: pageParamsSchema.extend({ restaurantId: idParam }),
      query: freeMenuListQuerySchema,
    },
    async ({ params, query, request }) => {
      const { rows, total, totalPage } = await freeMenus.list(restaurantOf(request, params.restaurantId), {
        page: params.page,
        size: params.size,
        onlyActive: query.status === 'true',
      });
      return page(rows, total, { totalPage });
    },
  );

  route.get(
    '/restaurant/free-food-menu/:id',
    { access: can.use, summary: 'One free menu', params: freeMenuIdParamsSchema },
    ({ params, request }) => freeMenus.detail(restaurantOf(request), params.id),
  );

  route.post(
    '/restaurant/free-food-menu',
    { access: can.use, summary: 'Create a free menu', body: createFreeMenuSchema, created: 'FREE_MENU_CREATED' },
    ({ body, request }) => freeMenus.create(restaurantOf(request, body.id_restaurant), body),
  );

  route.put(
    '/restaurant/free-food-menu/:id',
    {
      access: can.use,
      summary: "Update a free menu's name and/or status",
      params: freeMenuIdParamsSchema,
      body: updateFreeMenuSchema,
      code: 'FREE_MENU_UPDATED',
    },
    ({ body, params, request }) => freeMenus.update(restaurantOf(request, body.id_restaurant), params.id, body),
  );

  route.delete(
    '/restaurant/free-food-menu/:id',
    {
      access: can.use,
      summary: 'Delete a free menu',
      params: freeMenuIdParamsSchema,
      code: 'FREE_MENU_DELETED',
      noData: true,
    },
    ({ params, request }) => freeMenus.remove(restaurantOf(request), params.id),
  );
};
