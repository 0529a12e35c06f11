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
import { crudRoutes } from '../../lib/crud-routes.ts';
import { routesOf } from '../../lib/route.ts';
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

  crudRoutes(route, '/restaurant/food/sub-category', {
    access: can.write,
    readBody,
    list: {
      access: can.read,
      summary: "The restaurant's food sub-categories with their category and weekly sales restriction",
      run: (idRestaurant) => subCategories.list(idRestaurant),
    },
    create: {
      summary: 'Create a food sub-category',
      body: createSubCategorySchema,
      created: 'SUB_CATEGORY_CREATED',
      run: (idRestaurant, body) => subCategories.create(idRestaurant, body),
    },
    update: {
      summary: {
        patch: 'Update a food sub-category (the Add/Edit modal)',
        put: 'Update a food sub-category (the list: status switch)',
      },
      body: updateSubCategorySchema,
      code: 'SUB_CATEGORY_UPDATED',
      run: (idRestaurant, body) => subCategories.update(idRestaurant, body),
    },
    remove: {
      summary: 'Delete a food sub-category; refused (409) while menus or banners use it',
      body: deleteSubCategorySchema,
      code: 'SUB_CATEGORY_DELETED',
      run: (idRestaurant, body) => subCategories.remove(idRestaurant, body.id_food_sub_category),
    },
  });
};
