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
import { z } from 'zod';
import { type RouteInput, routesOf } from '../../lib/route.ts';
import { access, restaurantOf } from '../../plugins/access.ts';
import type { ModuleRoutes } from '../module.ts';
import { createFoodCategoriesService } from './service.ts';

/** Who may call these routes: the category screen writes; the screens that pick a category read. */
const can = {
  read: access.restaurant('food-category', 'food-subcategory', 'food-menu', 'food-banner', 'home'),
  write: access.restaurant('food-category'),
};
const readBody = (body: unknown) => withFileAlias('banner', 'banner_name')(unwrapData(body));

export const foodCategoriesRoutes: ModuleRoutes = (deps) => async (app) => {
  const categories = createFoodCategoriesService(deps.db, deps.storage);
  const route = routesOf(app, ['food-categories']);

  route.get(
    '/restaurant/food/category/:id_restaurant',
    {
      access: can.read,
      summary: "The restaurant's food categories",
      params: z.object({ id_restaurant: idParam }),
      list: true,
    },
    ({ params, request }) => categories.list(restaurantOf(request, params.id_restaurant)),
  );

  route.post(
    '/restaurant/food/category',
    {
      access: can.write,
      summary: 'Create a food category',
      body: createCategorySchema,
      readBody,
      created: 'CATEGORY_CREATED',
    },
    ({ body, request }) => categories.create(restaurantOf(request, body.id_restaurant), body),
  );

  const update = ({ body, request }: RouteInput<typeof updateCategorySchema, undefined, undefined>) =>
    categories.update(restaurantOf(request, body.id_restaurant), body);
  const updating = { access: can.write, body: updateCategorySchema, readBody, code: 'CATEGORY_UPDATED' } as const;
  route.patch(
    '/restaurant/food/category',
    { ...updating, summary: 'Update a food category (the Add/Edit modal)' },
    update,
  );
  route.put(
    '/restaurant/food/category',
    { ...updating, summary: 'Update a food category (the list: status switch)' },
    update,
  );

  route.delete(
    '/restaurant/food/category',
    {
      access: can.write,
      summary: 'Delete a food category; refused (409) while sub-categories or menus use it',
      body: deleteCategorySchema,
      code: 'CATEGORY_DELETED',
    },
    async ({ body, request }) => {
      await categories.remove(restaurantOf(request, body.id_restaurant), body.id_food_category);
      return null;
    },
  );
};
