// Paths of spec 2 §7 "Menus" (CSV / Excel / image-zip import and export come later), plus three
// this product decides because the spec shows the buttons but not their calls:
//   PATCH restaurant/food/menu/limited-update {id_food_menu, limited}  (the Restriction switch)
//   PATCH restaurant/food/menu/stock {id_food_menu, delta: 1 | -1}     (the stock minus/plus buttons)
//   POST  restaurant/food/menu/copy/{id} {jancode, food_menu_name?}     (a copy under a new JAN code)
import {
  menuBatchSchema,
  menuCopySchema,
  menuIdSchema,
  menuLimitedUpdateSchema,
  menuListParamsSchema,
  menuSearchQuerySchema,
  menuSlideShowUpdateSchema,
  menuStatusUpdateSchema,
  menuStockStepSchema,
} from '@noren/domain/catalogue/menu-batch';
import { type MenuBody, menuDraftSchema } from '@noren/domain/catalogue/menus/draft';
import { toMenuPayload } from '@noren/domain/catalogue/menus/payload';
import { type MenuFormMode, type MenuIssue, menuIssues } from '@noren/domain/catalogue/menus/rules';
import { idParam } from '@noren/domain/zod-blocks';
import { z } from 'zod';
import { crudRoutes, restaurantListRoute } from '../../lib/crud-routes.ts';
import { AppError } from '../../lib/errors.ts';
import { pageOf, routesOf, said } from '../../lib/route.ts';
import { access, restaurantOf } from '../../plugins/access.ts';
import type { ModuleRoutes } from '../module.ts';
import { createFoodMenusService } from './service.ts';

/** Who may call these routes: the menu screens; the banner form reads the menu list to link one. */
const can = {
  read: access.restaurant('food-menu'),
  readAll: access.restaurant('food-menu', 'food-banner'),
  write: access.restaurant('food-menu'),
};
const idParams = z.object({ id: idParam });

/** The domain's first issue as the answer: 400 with its bilingual text, naming the field. */
function issueError(issue: MenuIssue): AppError {
  if (issue.code === 'REQUIRED') return new AppError(400, 'REQUIRED_FIELD', { field: issue.field }, issue.field);
  return new AppError(400, issue.code, issue.params ?? {}, issue.field);
}

/** The menu rules of spec 2 §5, exactly as the form applies them. */
function payloadOf(body: MenuBody, mode: MenuFormMode) {
  const [first] = menuIssues(body, mode);
  if (first) throw issueError(first);
  return toMenuPayload(body);
}

export const foodMenusRoutes: ModuleRoutes = (deps) => async (app) => {
  const menus = createFoodMenusService(deps.db, deps.storage, deps.realtime);
  const route = routesOf(app, ['food-menus']);

  route.get(
    '/restaurant/food/menu/search',
    {
      access: can.read,
      summary: 'Search menus by name, JAN code or keyword, optionally in one category (1-based pages)',
      query: menuSearchQuerySchema,
    },
    ({ query, request }) => pageOf(menus.search(restaurantOf(request, query.id_restaurant), query)),
  );

  route.get(
    '/restaurant/food/menu/detail/:id',
    { access: can.read, summary: 'One menu with add-ons and per-method prices', params: idParams },
    ({ params, request }) => menus.detail(restaurantOf(request), params.id),
  );

  restaurantListRoute(route, '/restaurant/food/menu/all/list', {
    access: can.readAll,
    summary: 'Every menu of the restaurant in display order',
    run: (idRestaurant) => menus.all(idRestaurant),
  });

  route.get(
    '/restaurant/food/menu/:id_restaurant/:page/:total_data',
    { access: can.read, summary: 'A page of menus, newest first (1-based pages)', params: menuListParamsSchema },
    ({ params, request }) =>
      pageOf(menus.list(restaurantOf(request, params.id_restaurant), params.page, params.total_data)),
  );

  crudRoutes(route, '/restaurant/food/menu', {
    access: can.write,
    create: {
      summary: 'Create a menu with its add-on groups and per-method prices (created with slide_show false)',
      body: menuDraftSchema,
      created: 'MENU_CREATED',
      run: (idRestaurant, body) => menus.create(idRestaurant, payloadOf(body as MenuBody, 'create')),
    },
    update: {
      summary: 'Update a whole menu (id_food_menu): add-ons and options with an id are kept, others added or removed',
      body: menuDraftSchema,
      code: 'MENU_UPDATED',
      run: (idRestaurant, body) => menus.update(idRestaurant, payloadOf(body as MenuBody, 'update')),
    },
    remove: {
      summary: 'Delete a menu',
      body: menuIdSchema,
      code: 'MENU_DELETED',
      run: (idRestaurant, body) => menus.remove(idRestaurant, body.id_food_menu),
    },
  });

  route.patch(
    '/restaurant/food/menu/update/status',
    { access: can.write, summary: 'The Status switch', body: menuStatusUpdateSchema, code: 'MENU_UPDATED' },
    ({ body, request }) => menus.setStatus(restaurantOf(request), body.id_food_menu, body.status),
  );

  route.patch(
    '/restaurant/food/menu/slideshow-update',
    { access: can.write, summary: 'The WEB Display switch', body: menuSlideShowUpdateSchema, code: 'MENU_UPDATED' },
    ({ body, request }) => menus.setSlideShow(restaurantOf(request), body.id_food_menu, body.slide_show),
  );

  route.patch(
    '/restaurant/food/menu/limited-update',
    {
      access: can.write,
      summary: 'The Restriction switch (limited)',
      body: menuLimitedUpdateSchema,
      code: 'MENU_UPDATED',
    },
    ({ body, request }) => menus.setLimited(restaurantOf(request), body.id_food_menu, body.limited),
  );

  route.patch(
    '/restaurant/food/menu/stock',
    {
      access: can.write,
      summary: 'One click of the stock minus / plus button: +1 or -1, atomically; minus stops at 0 (409)',
      body: menuStockStepSchema,
    },
    ({ body, request }) => menus.stepStock(restaurantOf(request), body.id_food_menu, body.delta),
  );

  route.on(['post', 'patch'])(
    '/restaurant/food/menu/batch-update',
    {
      access: can.write,
      summary: 'Delete, set the stock of, or show / hide the selected menus (all or nothing)',
      body: menuBatchSchema,
    },
    async ({ body, request }) => {
      const result = await menus.batch(restaurantOf(request), body);
      return said(result, 'MENU_BATCH_UPDATED', { count: result.count });
    },
  );

  route.post(
    '/restaurant/food/menu/copy/:id',
    {
      access: can.write,
      summary: 'Copy a menu with its add-ons and prices under a new JAN code; the copy starts inactive',
      params: idParams,
      body: menuCopySchema,
      created: 'MENU_COPIED',
    },
    ({ body, params, request }) => menus.copy(restaurantOf(request), params.id, body),
  );
};
