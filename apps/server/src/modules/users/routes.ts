// Paths of spec 1 §7 "Auth and accounts" beyond sign-in.
import {
  createUserSchema,
  deleteUserSchema,
  pageParamsSchema,
  resetPasswordSchema,
  updateBioSchema,
  updateStatusSchema,
} from '@noren/domain/users';
import { idParam } from '@noren/domain/zod-blocks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf, routesOf } from '../../lib/route.ts';
import { access } from '../../plugins/access.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { UsersService } from './service.ts';

/**
 * Who may call these routes: a superadmin (every account) and owners (the owner-only Staff screen:
 * their own staff); the Profile screen reads and edits its own account. The service then decides
 * which accounts each caller may touch.
 */
const can = {
  manage: access.restaurantOrSuperadmin('staff'),
  profile: access.restaurantOrSuperadmin('staff', 'profile'),
};

export function usersRoutes(users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, ['users']);

    route.post(
      '/restaurant/users',
      { access: can.manage, summary: 'Create an account', body: createUserSchema, created: 'USER_CREATED' },
      ({ body, request }) => users.create(requireSession(request), body),
    );

    route.put(
      '/restaurant/users/update/bio',
      {
        access: can.profile,
        summary: 'Edit names, level and permissions',
        body: updateBioSchema,
        code: 'USER_UPDATED',
      },
      ({ body, request }) => users.updateBio(requireSession(request), body),
    );

    route.put(
      '/restaurant/users/update/status',
      {
        access: can.manage,
        summary: 'Activate or deactivate an account',
        body: updateStatusSchema,
        code: 'USER_UPDATED',
      },
      ({ body, request }) => users.updateStatus(requireSession(request), body.id_restaurant_user, body.status_active),
    );

    route.put(
      '/restaurant/users/reset',
      {
        access: can.manage,
        summary: "Reset another account's password",
        body: resetPasswordSchema,
        code: 'PASSWORD_CHANGED',
        noData: true,
      },
      ({ body, request }) => users.resetPassword(requireSession(request), body),
    );

    route.delete(
      '/restaurant/users',
      { access: can.manage, summary: 'Delete an account', body: deleteUserSchema, code: 'USER_DELETED', noData: true },
      ({ body, request }) => users.remove(requireSession(request), body.id_restaurant_user),
    );

    route.get(
      '/restaurant/users/filter/:restaurantId/:page/:size',
      {
        access: can.manage,
        summary: "List a restaurant's accounts",
        params: pageParamsSchema.extend({ restaurantId: idParam }),
      },
      ({ params, request }) =>
        pageOf(users.list(requireSession(request), params.page, params.size, params.restaurantId)),
    );

    route.get(
      '/restaurant/users/detail/:userId',
      { access: can.profile, summary: 'One account', params: z.object({ userId: idParam }) },
      ({ params, request }) => users.detail(requireSession(request), params.userId),
    );

    route.get(
      '/restaurant/users/:page/:size',
      { access: can.manage, summary: 'List accounts (all for a superadmin)', params: pageParamsSchema },
      ({ params, request }) => pageOf(users.list(requireSession(request), params.page, params.size)),
    );
  };
}
