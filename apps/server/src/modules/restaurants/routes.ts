// Paths of spec 1 §7 "Restaurants and stores" about restaurants: the superadmin's list, detail,
// create, edit, status, delete and selector; a store's restaurants; notes and questions. The Profile
// screen (any restaurant user with the profile permission) reads its own restaurant's detail, flips
// its status and saves its notes: those paths take the session's restaurant, or any for the
// superadmin (docs/decisions-platform-9s1.md).
import { updateNotesSchema } from '@noren/domain/platform/notes';
import { updateRegistrationNumberSchema } from '@noren/domain/platform/registration-number';
import {
  createRestaurantSchema,
  restaurantListQuerySchema,
  updateRestaurantSchema,
  updateRestaurantStatusSchema,
  withLogoAlias,
} from '@noren/domain/platform/restaurants';
import { codeStoreParamsSchema } from '@noren/domain/platform/stores';
import { pageParamsSchema, unwrapData } from '@noren/domain/users';
import { idParam } from '@noren/domain/zod-blocks';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { pageOf, routesOf } from '../../lib/route.ts';
import { access, restaurantOf } from '../../plugins/access.ts';
import type { ModuleRoutes } from '../module.ts';
import { createRestaurantsService } from './service.ts';

/** Who may call these routes: the superadmin's platform screens, and each restaurant's Profile. */
const can = {
  manage: access.superadmin(),
  profile: access.restaurantOrSuperadmin('profile'),
};

/** The restaurant a Profile call acts on: the session's, or the one the superadmin names. */
function actingOn(request: FastifyRequest, given: number | undefined): number {
  if (request.session?.is_superadmin) {
    if (given === undefined) throw new AppError(400, 'REQUIRED_FIELD', { field: 'id_restaurant' }, 'id_restaurant');
    return given;
  }
  return restaurantOf(request, given);
}

export const restaurantsRoutes: ModuleRoutes = (deps) => async (app) => {
  const restaurants = createRestaurantsService(deps.db, deps.storage, deps.realtime);
  const route = routesOf(app, ['restaurants']);
  const readRestaurant = (body: unknown) => withLogoAlias(unwrapData(body));

  // Static paths (selector, store, category, detail/…, filter/…) win over these parameters in
  // Fastify's router, whatever the registration order: restaurants.test.ts checks it.
  route.get(
    '/restaurant/:page/:size',
    {
      access: can.manage,
      summary: 'Live restaurants, one page (1-based), sorted over all pages by ?sort=…&order=asc|desc',
      params: pageParamsSchema,
      query: restaurantListQuerySchema,
    },
    ({ params, query }) => pageOf(restaurants.list(params.page, params.size, query)),
  );

  route.get(
    '/restaurant/detail/:id',
    {
      access: can.profile,
      summary: "A restaurant's detail (the superadmin: any; a restaurant user: its own)",
      params: z.object({ id: idParam }),
    },
    ({ params, request }) =>
      restaurants.detail(request.session?.is_superadmin ? params.id : restaurantOf(request, params.id)),
  );

  route.get(
    '/restaurant/selector',
    { access: can.manage, summary: 'Live restaurants for pickers (id and name)', list: true },
    () => restaurants.selector(),
  );

  route.get(
    '/restaurant/filter/code-store/:codeStore',
    {
      access: can.profile,
      summary: "A store's live restaurants (the superadmin: any store; a restaurant user: its own store)",
      params: codeStoreParamsSchema,
      list: true,
    },
    async ({ params, request }) => {
      const session = request.session;
      if (session?.is_superadmin) return restaurants.ofStore(params.codeStore);
      const own = restaurantOf(request);
      // Another store's list is none of a restaurant user's business: 404, like any other tenant's id.
      if (!(await restaurants.isInStore(own, params.codeStore))) throw new AppError(404, 'NOT_FOUND', {}, 'codeStore');
      const list = await restaurants.ofStore(params.codeStore);
      // Neighbours in the food court are shown by name only.
      return list.map(({ id_restaurant, restaurant_name, code_store, code_company, status, logo_url }) => ({
        id_restaurant,
        restaurant_name,
        code_store,
        code_company,
        status,
        logo_url,
      }));
    },
  );

  route.post(
    '/restaurant',
    {
      access: can.manage,
      summary: 'Create a restaurant (every field of spec 1 §3; logo and type detail required)',
      body: createRestaurantSchema,
      readBody: readRestaurant,
      created: 'RESTAURANT_CREATED',
    },
    ({ body }) => restaurants.create(body),
  );

  route.put(
    '/restaurant',
    {
      access: can.manage,
      summary: 'Edit a restaurant (the fields sent change; a type change clears the type detail)',
      body: updateRestaurantSchema,
      readBody: readRestaurant,
      code: 'RESTAURANT_UPDATED',
    },
    ({ body }) => restaurants.update(body),
  );

  route.put(
    '/restaurant/update/status',
    {
      access: can.profile,
      summary: "Switch a restaurant active / inactive (the superadmin's list, a restaurant's Profile)",
      body: updateRestaurantStatusSchema,
      code: 'RESTAURANT_UPDATED',
    },
    ({ body, request }) => restaurants.updateStatus(actingOn(request, body.id_restaurant), body.status),
  );

  route.put(
    '/restaurant/update/registration-number',
    {
      access: can.profile,
      summary: "Set a restaurant's invoice registration number, 'T' and 13 digits, printed on its slips",
      body: updateRegistrationNumberSchema,
      code: 'REGISTRATION_NUMBER_UPDATED',
    },
    ({ body, request }) =>
      restaurants.updateRegistrationNumber(actingOn(request, body.id_restaurant), body.registration_number),
  );

  route.delete(
    '/restaurant/delete/:id',
    {
      access: can.manage,
      summary: 'Delete a restaurant: kept for its orders, hidden everywhere, its users signed out',
      params: z.object({ id: idParam }),
      code: 'RESTAURANT_DELETED',
      noData: true,
    },
    ({ params }) => restaurants.remove(params.id),
  );

  route.put(
    '/restaurant/update/question',
    {
      access: can.profile,
      summary: "Save a restaurant's notes and questions (duplicate rules of spec 1 §5)",
      body: updateNotesSchema,
      code: 'NOTES_UPDATED',
    },
    ({ body, request }) => restaurants.updateNotes(actingOn(request, body.id_restaurant), body),
  );
};
