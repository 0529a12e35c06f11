// Paths of spec 2 §7 "Sub-categories" (CSV / Excel import and export come later): the list, the
// options of a category, create, update by PUT or PATCH (the list's status switch and the modal),
// delete.
import { withFileAlias } from '@noren/domain/catalogue/categories';
import {
  createSubCategorySchema,
  deleteSubCategorySchema,
  updateSubCategorySchema,
} from '@noren/domain/catalogue/sub-categories';
import { unwrapData } from '@noren/domain/users';
import { idParam } from '@noren/domain/zod-blocks';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { access, restaurantOf } from '../../plugins/access.ts';
import type { ModuleRoutes } from '../module.ts';
import { createFoodSubCategoriesService } from './service.ts';

const tags = ['food-sub-categories'];
/** Who may call these routes: the sub-category screen writes; the menu and banner forms read. */
const can = {
  read: access.restaurant('food-subcategory', 'food-menu', 'food-banner'),
  write: access.restaurant('food-subcategory'),
};
const readBody = (body: unknown) => withFileAlias('image', 'image_name')(unwrapData(body));

export const foodSubCategoriesRoutes: ModuleRoutes = (deps) => async (app) => {
  const subCategories = createFoodSubCategoriesService(deps.db, deps.storage);

  app.get(
    '/restaurant/food/sub-category/category/:id_restaurant/:id_food_category?',
    {
      config: { access: can.read },
      schema: {
        tags,
        summary: "A category's sub-categories (all of the restaurant's without a category): the menu form's options",
        params: z.object({ id_restaurant: idParam, id_food_category: idParam.optional() }),
      },
    },
    async (request) => {
      const { id_restaurant, id_food_category } = request.params;
      const list = await subCategories.options(restaurantOf(request, id_restaurant), id_food_category);
      return ok(list, { totalData: list.length });
    },
  );

  app.get(
    '/restaurant/food/sub-category/:id_restaurant',
    {
      config: { access: can.read },
      schema: {
        tags,
        summary: "The restaurant's food sub-categories with their category and weekly sales restriction",
        params: z.object({ id_restaurant: idParam }),
      },
    },
    async (request) => {
      const list = await subCategories.list(restaurantOf(request, request.params.id_restaurant));
      return ok(list, { totalData: list.length });
    },
  );

  app.post(
    '/restaurant/food/sub-category',
    {
      config: { access: can.write },
      schema: { tags, summary: 'Create a food sub-category', body: z.preprocess(readBody, createSubCategorySchema) },
    },
    async (request, reply) => {
      const body = request.body as z.output<typeof createSubCategorySchema>;
      const created = await subCategories.create(restaurantOf(request, body.id_restaurant), body);
      reply.status(201);
      return ok(created, { code: 'SUB_CATEGORY_CREATED', status: 201 });
    },
  );

  const update = async (request: FastifyRequest) => {
    const body = request.body as z.output<typeof updateSubCategorySchema>;
    return ok(await subCategories.update(restaurantOf(request, body.id_restaurant), body), {
      code: 'SUB_CATEGORY_UPDATED',
    });
  };
  const updateSchema = { tags, body: z.preprocess(readBody, updateSubCategorySchema) };
  app.put(
    '/restaurant/food/sub-category',
    {
      config: { access: can.write },
      schema: { ...updateSchema, summary: 'Update a food sub-category (the list: status switch)' },
    },
    update,
  );
  app.patch(
    '/restaurant/food/sub-category',
    {
      config: { access: can.write },
      schema: { ...updateSchema, summary: 'Update a food sub-category (the Add/Edit modal)' },
    },
    update,
  );

  app.delete(
    '/restaurant/food/sub-category',
    {
      config: { access: can.write },
      schema: {
        tags,
        summary: 'Delete a food sub-category; refused (409) while menus or banners use it',
        body: z.preprocess(unwrapData, deleteSubCategorySchema),
      },
    },
    async (request) => {
      const body = request.body as z.output<typeof deleteSubCategorySchema>;
      await subCategories.remove(restaurantOf(request, body.id_restaurant), body.id_food_sub_category);
      return ok(null, { code: 'SUB_CATEGORY_DELETED' });
    },
  );
};
