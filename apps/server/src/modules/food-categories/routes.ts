// Paths of spec 2 §7 "Categories" (CSV / Excel / image-zip import and export come later): the
// list, create, update by PATCH (the modal) or PUT (the list: status switch and edits), delete.
import {
  createCategorySchema,
  deleteCategorySchema,
  updateCategorySchema,
  withFileAlias,
} from '@noren/domain/catalogue/categories';
import { unwrapData } from '@noren/domain/users';
import { idParam } from '@noren/domain/zod-blocks';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { access, restaurantOf } from '../../plugins/access.ts';
import type { ModuleRoutes } from '../module.ts';
import { createFoodCategoriesService } from './service.ts';

const tags = ['food-categories'];
/** Who may call these routes: the category screen writes; the screens that pick a category read. */
const can = {
  read: access.restaurant('food-category', 'food-subcategory', 'food-menu', 'food-banner', 'home'),
  write: access.restaurant('food-category'),
};
const readBody = (body: unknown) => withFileAlias('banner', 'banner_name')(unwrapData(body));

export const foodCategoriesRoutes: ModuleRoutes = (deps) => async (app) => {
  const categories = createFoodCategoriesService(deps.db, deps.storage);

  app.get(
    '/restaurant/food/category/:id_restaurant',
    {
      config: { access: can.read },
      schema: {
        tags,
        summary: "The restaurant's food categories",
        params: z.object({ id_restaurant: idParam }),
      },
    },
    async (request) => {
      const list = await categories.list(restaurantOf(request, request.params.id_restaurant));
      return ok(list, { totalData: list.length });
    },
  );

  app.post(
    '/restaurant/food/category',
    {
      config: { access: can.write },
      schema: { tags, summary: 'Create a food category', body: z.preprocess(readBody, createCategorySchema) },
    },
    async (request, reply) => {
      const body = request.body as z.output<typeof createCategorySchema>;
      const created = await categories.create(restaurantOf(request, body.id_restaurant), body);
      reply.status(201);
      return ok(created, { code: 'CATEGORY_CREATED', status: 201 });
    },
  );

  const update = async (request: FastifyRequest) => {
    const body = request.body as z.output<typeof updateCategorySchema>;
    return ok(await categories.update(restaurantOf(request, body.id_restaurant), body), { code: 'CATEGORY_UPDATED' });
  };
  const updateSchema = { tags, body: z.preprocess(readBody, updateCategorySchema) };
  app.patch(
    '/restaurant/food/category',
    {
      config: { access: can.write },
      schema: { ...updateSchema, summary: 'Update a food category (the Add/Edit modal)' },
    },
    update,
  );
  app.put(
    '/restaurant/food/category',
    {
      config: { access: can.write },
      schema: { ...updateSchema, summary: 'Update a food category (the list: status switch)' },
    },
    update,
  );

  app.delete(
    '/restaurant/food/category',
    {
      config: { access: can.write },
      schema: {
        tags,
        summary: 'Delete a food category; refused (409) while sub-categories or menus use it',
        body: z.preprocess(unwrapData, deleteCategorySchema),
      },
    },
    async (request) => {
      const body = request.body as z.output<typeof deleteCategorySchema>;
      await categories.remove(restaurantOf(request, body.id_restaurant), body.id_food_category);
      return ok(null, { code: 'CATEGORY_DELETED' });
    },
  );
};
