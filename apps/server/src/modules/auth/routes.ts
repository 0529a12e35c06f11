// Sign-in, sign-out, the current user, and changing one's own password.
import { loginSchema, unwrapData, updatePasswordSchema } from '@noren/domain/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { access } from '../../plugins/access.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { UsersService } from '../users/service.ts';
import { type AuthService, deviceCookieName, sessionCookieName } from './service.ts';

const wrapped = <T extends z.ZodType>(schema: T) => z.preprocess(unwrapData, schema);
/** Who may call these routes: sign-in and sign-out are open; the rest need a session. */
const can = {
  login: access.public('sign-in'),
  logout: access.public('sign-out ends only the session the request carries, if any'),
  me: access.signedIn(),
  password: access.restaurantOrSuperadmin('profile'),
};

export function authRoutes(deps: { auth: AuthService; users: UsersService; config: AppConfig }): FastifyPluginAsyncZod {
  const { auth, users, config } = deps;
  return async (app) => {
    app.post(
      '/restaurant/users/login',
      {
        config: { access: can.login },
        schema: { tags: ['auth'], summary: 'Sign in with email and password', body: wrapped(loginSchema) },
      },
      async (request, reply) => {
        const { token, deviceToken, user } = await auth.login(request.body as z.infer<typeof loginSchema>, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          deviceToken: request.cookies[deviceCookieName],
          session: request.session,
        });
        reply.setCookie(sessionCookieName, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.cookieSecure,
          maxAge: Math.floor(config.sessionAbsoluteMs / 1000),
        });
        // After the session cookie (clients that read the first Set-Cookie get the session).
        // Marks this browser as a known device of the account: spared the account-wide login limit.
        reply.setCookie(deviceCookieName, deviceToken, {
          path: '/api/restaurant/users/login',
          httpOnly: true,
          sameSite: 'strict',
          secure: config.cookieSecure,
          maxAge: Math.floor(config.knownDeviceMs / 1000),
        });
        return ok(user, { code: 'LOGIN_SUCCESS' });
      },
    );

    app.post(
      '/restaurant/users/logout',
      { config: { access: can.logout }, schema: { tags: ['auth'], summary: 'End this session' } },
      async (request, reply) => {
        if (request.session) await auth.revokeSession(request.session.id_session);
        reply.clearCookie(sessionCookieName, { path: '/' });
        return ok(null, { code: 'LOGOUT_SUCCESS' });
      },
    );

    app.get(
      '/restaurant/users/me',
      { config: { access: can.me }, schema: { tags: ['auth'], summary: 'The signed-in user' } },
      async (request) => {
        const session = requireSession(request);
        return ok(await auth.authUserRecord(session.id_restaurant_user, session.id_session));
      },
    );

    app.put(
      '/restaurant/users/update/password',
      {
        config: { access: can.password },
        schema: { tags: ['auth'], summary: 'Change own password', body: wrapped(updatePasswordSchema) },
      },
      async (request) => {
        const session = requireSession(request);
        await users.changeOwnPassword(session, request.body as z.infer<typeof updatePasswordSchema>);
        return ok(null, { code: 'PASSWORD_CHANGED' });
      },
    );
  };
}
