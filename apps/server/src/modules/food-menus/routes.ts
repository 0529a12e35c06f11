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
import { formatMessage } from '@noren/domain/messages';
import { unwrapData } from '@noren/domain/users';
import { idParam } from '@noren/domain/zod-blocks';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { access, restaurantOf } from '../../plugins/access.ts';
import type { ModuleRoutes } from '../module.ts';
import { createFoodMenusService } from './service.ts';

const tags = ['food-menus'];
/** Who may call these routes: the menu screens; the banner form reads the menu list to link one. */
const can = {
  read: access.restaurant('food-menu'),
  readAll: access.restaurant('food-menu', 'food-banner'),
  write: access.restaurant('food-menu'),
};
const wrapped = <T extends z.ZodType>(schema: T) => z.preprocess(unwrapData, schema);
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

  app.get(
    '/restaurant/food/menu/search',
    {
      config: { access: can.read },
      schema: {
        tags,
        summary: 'Search menus by name, JAN code or keyword, optionally in one category (1-based pages)',
        querystring: menuSearchQuerySchema,
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await menus.search(restaurantOf(request, query.id_restaurant), query);
      return ok(rows, { totalData: total });
    },
  );

  app.get(
    '/restaurant/food/menu/detail/:id',
    {
      config: { access: can.read },
      schema: { tags, summary: 'One menu with add-ons and per-method prices', params: idParams },
    },
    async (request) => ok(await menus.detail(restaurantOf(request), request.params.id)),
  );

  app.get(
    '/restaurant/food/menu/all/list/:id_restaurant',
    {
      config: { access: can.readAll },
      schema: {
        tags,
        summary: 'Every menu of the restaurant in display order',
        params: z.object({ id_restaurant: idParam }),
      },
    },
    async (request) => {
      const list = await menus.all(restaurantOf(request, request.params.id_restaurant));
      return ok(list, { totalData: list.length });
    },
  );

  app.get(
    '/restaurant/food/menu/:id_restaurant/:page/:total_data',
    {
      config: { access: can.read },
      schema: { tags, summary: 'A page of menus, newest first (1-based pages)', params: menuListParamsSchema },
    },
    async (request) => {
      const { id_restaurant, page, total_data } = request.params;
      const { rows, total } = await menus.list(restaurantOf(request, id_restaurant), page, total_data);
      return ok(rows, { totalData: total });
    },
  );

  app.post(
    '/restaurant/food/menu',
    {
      config: { access: can.write },
      schema: {
        tags,
        summary: 'Create a menu with its add-on groups and per-method prices (created with slide_show false)',
        body: wrapped(menuDraftSchema),
      },
    },
    async (request, reply) => {
      const body = request.body as MenuBody;
      const idRestaurant = restaurantOf(request, body.id_restaurant);
      const created = await menus.create(idRestaurant, payloadOf(body, 'create'));
      reply.status(201);
      return ok(created, { code: 'MENU_CREATED', status: 201 });
    },
  );

  const update = async (request: FastifyRequest) => {
    const body = request.body as MenuBody;
    const idRestaurant = restaurantOf(request, body.id_restaurant);
    return ok(await menus.update(idRestaurant, payloadOf(body, 'update')), { code: 'MENU_UPDATED' });
  };
  const updateSchema = {
    tags,
    summary: 'Update a whole menu (id_food_menu): add-ons and options with an id are kept, others added or removed',
    body: wrapped(menuDraftSchema),
  };
  app.patch('/restaurant/food/menu', { config: { access: can.write }, schema: updateSchema }, update);
  app.put('/restaurant/food/menu', { config: { access: can.write }, schema: updateSchema }, update);

  app.delete(
    '/restaurant/food/menu',
    { config: { access: can.write }, schema: { tags, summary: 'Delete a menu', body: wrapped(menuIdSchema) } },
    async (request) => {
      const body = request.body as z.output<typeof menuIdSchema>;
      await menus.remove(restaurantOf(request), body.id_food_menu);
      return ok(null, { code: 'MENU_DELETED' });
    },
  );

  app.patch(
    '/restaurant/food/menu/update/status',
    {
      config: { access: can.write },
      schema: { tags, summary: 'The Status switch', body: wrapped(menuStatusUpdateSchema) },
    },
    async (request) => {
      const body = request.body as z.output<typeof menuStatusUpdateSchema>;
      return ok(await menus.setStatus(restaurantOf(request), body.id_food_menu, body.status), { code: 'MENU_UPDATED' });
    },
  );

  app.patch(
    '/restaurant/food/menu/slideshow-update',
    {
      config: { access: can.write },
      schema: { tags, summary: 'The WEB Display switch', body: wrapped(menuSlideShowUpdateSchema) },
    },
    async (request) => {
      const body = request.body as z.output<typeof menuSlideShowUpdateSchema>;
      return ok(await menus.setSlideShow(restaurantOf(request), body.id_food_menu, body.slide_show), {
        code: 'MENU_UPDATED',
      });
    },
  );

  app.patch(
    '/restaurant/food/menu/limited-update',
    {
      config: { access: can.write },
      schema: { tags, summary: 'The Restriction switch (limited)', body: wrapped(menuLimitedUpdateSchema) },
    },
    async (request) => {
      const body = request.body as z.output<typeof menuLimitedUpdateSchema>;
      return ok(await menus.setLimited(restaurantOf(request), body.id_food_menu, body.limited), {
        code: 'MENU_UPDATED',
      });
    },
  );

  app.patch(
    '/restaurant/food/menu/stock',
    {
      config: { access: can.write },
      schema: {
        tags,
        summary: 'One click of the stock minus / plus button: +1 or -1, atomically; minus stops at 0 (409)',
        body: wrapped(menuStockStepSchema),
      },
    },
    async (request) => {
      const body = request.body as z.output<typeof menuStockStepSchema>;
      return ok(await menus.stepStock(restaurantOf(request), body.id_food_menu, body.delta));
    },
  );

  const batch = async (request: FastifyRequest) => {
    const body = request.body as z.output<typeof menuBatchSchema>;
    const result = await menus.batch(restaurantOf(request), body);
    const text = formatMessage('MENU_BATCH_UPDATED', { count: result.count });
    return { ...ok(result), message: text.en, message_jp: text.jp };
  };
  const batchSchema = {
    tags,
    summary: 'Delete, set the stock of, or show / hide the selected menus (all or nothing)',
    body: wrapped(menuBatchSchema),
  };
  app.post('/restaurant/food/menu/batch-update', { config: { access: can.write }, schema: batchSchema }, batch);
  app.patch('/restaurant/food/menu/batch-update', { config: { access: can.write }, schema: batchSchema }, batch);

  app.post(
    '/restaurant/food/menu/copy/:id',
    {
      config: { access: can.write },
      schema: {
        tags,
        summary: 'Copy a menu with its add-ons and prices under a new JAN code; the copy starts inactive',
        params: idParams,
        body: wrapped(menuCopySchema),
      },
    },
    async (request, reply) => {
      const copy = await menus.copy(
        restaurantOf(request),
        request.params.id,
        request.body as z.output<typeof menuCopySchema>,
      );
      reply.status(201);
      return ok(copy, { code: 'MENU_COPIED', status: 201 });
    },
  );
};
