// Paths of spec 2 §7 "Banners" (the restaurant's food banners). The list path is a constant the
// spec does not show; it is GET restaurant/banner/{id_restaurant}, beside the other verbs' path.
//
// Spec 1 §7 sends the superadmin's restaurant-wide (platform) banner writes to the same POST / PUT
// / DELETE restaurant/banner. The caller decides which: a superadmin session writes platform
// banners (platform-banners/service.ts), a restaurant session its food banners, as before. The
// body is read with the contract of the caller's kind: before validation, `banner_scope` is set
// from the session (whatever a client sent in it), and the body is one of two contracts chosen
// by it, so a refusal still names the field of the right contract.
import { createBannerSchema, deleteBannerSchema, updateBannerSchema } from '@noren/domain/catalogue/banners';
import { createPlatformBannerSchema, updatePlatformBannerSchema } from '@noren/domain/platform/platform-banners';
import { unwrapData } from '@noren/domain/users';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { restaurantListRoute } from '../../lib/crud-routes.ts';
import { routesOf } from '../../lib/route.ts';
import { access, restaurantOf } from '../../plugins/access.ts';
import type { ModuleRoutes } from '../module.ts';
import { createPlatformBannersService } from '../platform-banners/service.ts';
import { createFoodBannersService } from './service.ts';

/** Who may call these routes: the food banner screen; the writes also the superadmin's /banner screen. */
const can = {
  use: access.restaurant('food-banner'),
  write: access.restaurantOrSuperadmin('food-banner'),
};

/** Set by the server from the session, never taken from the client. */
const scopeNote = "Set by the server from the session ('platform' for the superadmin); a sent value is ignored";
const scopes = {
  restaurant: z.literal('restaurant').describe(scopeNote),
  platform: z.literal('platform').describe(scopeNote),
};

const createBody = z.discriminatedUnion('banner_scope', [
  createBannerSchema.safeExtend({ banner_scope: scopes.restaurant }),
  createPlatformBannerSchema.safeExtend({ banner_scope: scopes.platform }),
]);
const updateBody = z.discriminatedUnion('banner_scope', [
  updateBannerSchema.safeExtend({ banner_scope: scopes.restaurant }),
  updatePlatformBannerSchema.safeExtend({ banner_scope: scopes.platform }),
]);

/** Unwraps `{data}` and marks whose banner the body is about, from the session. */
async function markScope(request: FastifyRequest): Promise<void> {
  const body = unwrapData(request.body);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  request.body = { ...body, banner_scope: request.session?.is_superadmin ? 'platform' : 'restaurant' };
}

const isPlatform = (request: FastifyRequest) => request.session?.is_superadmin === true;

export const foodBannersRoutes: ModuleRoutes = (deps) => async (app) => {
  const banners = createFoodBannersService(deps.db, deps.storage);
  const platformBanners = createPlatformBannersService(deps.db, deps.storage);
  const route = routesOf(app, ['food-banners']);
  const asMarked = (body: unknown) => body;

  restaurantListRoute(route, '/restaurant/banner', {
    access: can.use,
    summary: "The restaurant's food banners, newest first",
    run: (idRestaurant) => banners.list(idRestaurant),
  });

  route.post(
    '/restaurant/banner',
    {
      access: can.write,
      summary:
        'Create a food banner (always with slide_show false); as the superadmin, a restaurant-wide banner (banner_scope is set by the server)',
      preValidation: markScope,
      readBody: asMarked,
      body: createBody,
      created: 'BANNER_CREATED',
    },
    ({ body, request }) =>
      body.banner_scope === 'platform'
        ? platformBanners.create(body)
        : banners.create(restaurantOf(request, body.id_restaurant), body),
  );

  // The modal saves with PATCH, the list's switches with PUT (spec 2 §7): one behaviour for both.
  route.on(['patch', 'put'])(
    '/restaurant/banner',
    {
      access: can.write,
      summary:
        'Update a food banner (the form, or the Active / WEB Display switch); as the superadmin, a restaurant-wide banner',
      preValidation: markScope,
      readBody: asMarked,
      body: updateBody,
      code: 'BANNER_UPDATED',
    },
    ({ body, request }) =>
      body.banner_scope === 'platform'
        ? platformBanners.update(body)
        : banners.update(restaurantOf(request, body.id_restaurant), body),
  );

  route.delete(
    '/restaurant/banner',
    {
      access: can.write,
      summary: 'Delete a food banner, or as the superadmin a restaurant-wide banner (body: id_banner, banner_name)',
      body: deleteBannerSchema,
      code: 'BANNER_DELETED',
      noData: true,
    },
    ({ body, request }) =>
      isPlatform(request)
        ? platformBanners.remove(body.id_banner)
        : banners.remove(restaurantOf(request), body.id_banner),
  );
};
