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
import { z } from 'zod';
import { type RouteInput, routesOf } from '../../lib/route.ts';
import { access, restaurantOf } from '../../plugins/access.ts';
import type { ModuleRoutes } from '../module.ts';
import { createFoodSubCategoriesService } from './service.ts';

/** Who may call these routes: the sub-category screen writes; the menu and banner forms read. */
const can = {
  read: access.restaurant('food-subcategory', 'food-menu', 'food-banner'),
  write: access.restaurant('food-subcategory'),
};
const readBody = (body: unknown) => withFileAlias('image', 'image_name')(unwrapData(body));

export const foodSubCategoriesRoutes: ModuleRoutes = (deps) => async (app) => {
  const subCategories = createFoodSubCategoriesService(deps.db, deps.storage);
  const route = routesOf(app, ['food-sub-categories']);

  route.get(
    '/restaurant/food/sub-category/category/:id_restaurant/:id_food_category?',
    {
      access: can.read,
      summary: "A category's sub-categories (all of the restaurant's without a category): the menu form's options",
      params: z.object({ id_restaurant: idParam, id_food_category: idParam.optional() }),
      list: true,
    },
    ({ params, request }) =>
      subCategories.options(restaurantOf(request, params.id_restaurant), params.id_food_category),
  );

  route.get(
    '/restaurant/food/sub-category/:id_restaurant',
    {
      access: can.read,
      summary: "The restaurant's food sub-categories with their category and weekly sales restriction",
      params: z.object({ id_restaurant: idParam }),
      list: true,
    },
    ({ params, request }) => subCategories.list(restaurantOf(request, params.id_restaurant)),
  );

  route.post(
    '/restaurant/food/sub-category',
    {
      access: can.write,
      summary: 'Create a food sub-category',
      body: createSubCategorySchema,
      readBody,
      created: 'SUB_CATEGORY_CREATED',
    },
    ({ body, request }) => subCategories.create(restaurantOf(request, body.id_restaurant), body),
  );

  const update = ({ body, request }: RouteInput<typeof updateSubCategorySchema, undefined, undefined>) =>
    subCategories.update(restaurantOf(request, body.id_restaurant), body);
  const updating = {
    access: can.write,
    body: updateSubCategorySchema,
    readBody,
    code: 'SUB_CATEGORY_UPDATED',
  } as const;
  route.put(
    '/restaurant/food/sub-category',
    { ...updating, summary: 'Update a food sub-category (the list: status switch)' },
    update,
  );
  route.patch(
    '/restaurant/food/sub-category',
    { ...updating, summary: 'Update a food sub-category (the Add/Edit modal)' },
    update,
  );

  route.delete(
    '/restaurant/food/sub-category',
    {
      access: can.write,
      summary: 'Delete a food sub-category; refused (409) while menus or banners use it',
      body: deleteSubCategorySchema,
      code: 'SUB_CATEGORY_DELETED',
    },
    async ({ body, request }) => {
      await subCategories.remove(restaurantOf(request, body.id_restaurant), body.id_food_sub_category);
      return null;
    },
  );
};
