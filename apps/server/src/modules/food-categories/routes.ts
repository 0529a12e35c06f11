// Paths of spec 2 §7 "Categories" (CSV / Excel / image-zip import and export come later): the
// list, create, update by PATCH (the modal) or PUT (the list: status switch and edits), delete.
import {
  createCategorySchema,
  deleteCategorySchema,
  updateCategorySchema,
  withFileAlias,
} from '@noren/domain/catalogue/categories';
import { unwrapData } from '@noren/domain/users';
import { crudRoutes } from '../../lib/crud-routes.ts';
import { routesOf } from '../../lib/route.ts';
import { access } from '../../plugins/access.ts';
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
  crudRoutes(routesOf(app, ['food-categories']), '/restaurant/food/category', {
    access: can.write,
    readBody,
    list: {
      access: can.read,
      summary: "The restaurant's food categories",
      run: (idRestaurant) => categories.list(idRestaurant),
    },
    create: {
      summary: 'Create a food category',
      body: createCategorySchema,
      created: 'CATEGORY_CREATED',
      run: (idRestaurant, body) => categories.create(idRestaurant, body),
    },
    update: {
      summary: {
        patch: 'Update a food category (the Add/Edit modal)',
        put: 'Update a food category (the list: status switch)',
      },
      body: updateCategorySchema,
      code: 'CATEGORY_UPDATED',
      run: (idRestaurant, body) => categories.update(idRestaurant, body),
    },
    remove: {
      summary: 'Delete a food category; refused (409) while sub-categories or menus use it',
      body: deleteCategorySchema,
      code: 'CATEGORY_DELETED',
      run: (idRestaurant, body) => categories.remove(idRestaurant, body.id_food_category),
    },
  });
};
