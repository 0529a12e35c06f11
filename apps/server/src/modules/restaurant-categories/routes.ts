// Paths of spec 1 §7 restaurant/category (superadmin, the /restaurant-category screen). Not to be
// confused with restaurant/food/category (a restaurant's own menu categories).
import {
  createRestaurantCategorySchema,
  deleteRestaurantCategorySchema,
  updateRestaurantCategorySchema,
} from '@noren/domain/platform/restaurant-categories';
import { routesOf } from '../../lib/route.ts';
import { access } from '../../plugins/access.ts';
import type { ModuleRoutes } from '../module.ts';
import { createRestaurantCategoriesService } from './service.ts';

const can = { manage: access.superadmin() };

export const restaurantCategoriesRoutes: ModuleRoutes = (deps) => async (app) => {
  const categories = createRestaurantCategoriesService(deps.db, deps.storage);
  const route = routesOf(app, ['restaurant-categories']);

  route.get(
    '/restaurant/category',
    { access: can.manage, summary: 'Every restaurant category, in display order', list: true },
    () => categories.list(),
  );

  route.post(
    '/restaurant/category',
    {
      access: can.manage,
      summary: 'Create a restaurant category (title, numeric code and image required)',
      body: createRestaurantCategorySchema,
      created: 'RESTAURANT_CATEGORY_CREATED',
    },
    ({ body }) => categories.create(body),
  );

  route.put(
    '/restaurant/category',
    {
      access: can.manage,
      summary: 'Edit a restaurant category (a missing image keeps the current one)',
      body: updateRestaurantCategorySchema,
      code: 'RESTAURANT_CATEGORY_UPDATED',
    },
    ({ body }) => categories.update(body),
  );

  route.delete(
    '/restaurant/category',
    {
      access: can.manage,
      summary: 'Delete a restaurant category (refused while a live restaurant lists it)',
      body: deleteRestaurantCategorySchema,
      code: 'RESTAURANT_CATEGORY_DELETED',
      noData: true,
    },
    ({ body }) => categories.remove(body.id_category),
  );
};
