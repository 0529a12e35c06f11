// Paths of spec 1 §7 "Auth and accounts" beyond sign-in.
import {
  createUserSchema,
  deleteUserSchema,
  pageParamsSchema,
  resetPasswordSchema,
  unwrapData,
  updateBioSchema,
  updateStatusSchema,
} from '@noren/domain/users';
import { idParam } from '@noren/domain/zod-blocks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { access } from '../../plugins/access.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { UsersService } from './service.ts';

const wrapped = <T extends z.ZodType>(schema: T) => z.preprocess(unwrapData, schema);
const tags = ['users'];
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
    app.post(
      '/restaurant/users',
      {
        config: { access: can.manage },
        schema: { tags, summary: 'Create an account', body: wrapped(createUserSchema) },
      },
      async (request, reply) => {
        const created = await users.create(requireSession(request), request.body as z.infer<typeof createUserSchema>);
        reply.status(201);
        return ok(created, { code: 'USER_CREATED', status: 201 });
      },
    );

    app.put(
      '/restaurant/users/update/bio',
      {
        config: { access: can.profile },
        schema: { tags, summary: 'Edit names, level and permissions', body: wrapped(updateBioSchema) },
      },
      async (request) =>
        ok(await users.updateBio(requireSession(request), request.body as z.infer<typeof updateBioSchema>), {
          code: 'USER_UPDATED',
        }),
    );

    app.put(
      '/restaurant/users/update/status',
      {
        config: { access: can.manage },
        schema: { tags, summary: 'Activate or deactivate an account', body: wrapped(updateStatusSchema) },
      },
      async (request) => {
        const body = request.body as z.infer<typeof updateStatusSchema>;
        return ok(await users.updateStatus(requireSession(request), body.id_restaurant_user, body.status_active), {
          code: 'USER_UPDATED',
        });
      },
    );

    app.put(
      '/restaurant/users/reset',
      {
        config: { access: can.manage },
        schema: { tags, summary: "Reset another account's password", body: wrapped(resetPasswordSchema) },
      },
      async (request) => {
        await users.resetPassword(requireSession(request), request.body as z.infer<typeof resetPasswordSchema>);
        return ok(null, { code: 'PASSWORD_CHANGED' });
      },
    );

    app.delete(
      '/restaurant/users',
      {
        config: { access: can.manage },
        schema: { tags, summary: 'Delete an account', body: wrapped(deleteUserSchema) },
      },
      async (request) => {
        const body = request.body as z.infer<typeof deleteUserSchema>;
        await users.remove(requireSession(request), body.id_restaurant_user);
        return ok(null, { code: 'USER_DELETED' });
      },
    );

    app.get(
      '/restaurant/users/filter/:restaurantId/:page/:size',
      {
        config: { access: can.manage },
        schema: {
          tags,
          summary: "List a restaurant's accounts",
          params: pageParamsSchema.extend({ restaurantId: idParam }),
        },
      },
      async (request) => {
        const { restaurantId, page, size } = request.params;
        const { rows, total } = await users.list(requireSession(request), page, size, restaurantId);
        return ok(rows, { totalData: total });
      },
    );

    app.get(
      '/restaurant/users/detail/:userId',
      {
        config: { access: can.profile },
        schema: { tags, summary: 'One account', params: z.object({ userId: idParam }) },
      },
      async (request) => ok(await users.detail(requireSession(request), request.params.userId)),
    );

    app.get(
      '/restaurant/users/:page/:size',
      {
        config: { access: can.manage },
        schema: { tags, summary: 'List accounts (all for a superadmin)', params: pageParamsSchema },
      },
      async (request) => {
        const { rows, total } = await users.list(requireSession(request), request.params.page, request.params.size);
        return ok(rows, { totalData: total });
      },
    );
  };
}
