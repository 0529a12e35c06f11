// Sign-in, sign-out, the current user, and changing one's own password.
import { loginSchema, updatePasswordSchema } from '@noren/domain/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { routesOf } from '../../lib/route.ts';
import { access } from '../../plugins/access.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { UsersService } from '../users/service.ts';
import { type AuthService, deviceCookieName, sessionCookieName } from './service.ts';

/** Who may call these routes: sign-in and sign-out are open; the rest need a session. */
const can = {
  login: access.public('sign-in'),
  logout: access.public('sign-out ends only the session the request carries, if any'),
  me: access.signedIn(),
  password: access.restaurantOrSuperadmin('profile'),
};

export function authRoutes(deps: { auth: AuthService; users: UsersService; config: AppConfig }): FastifyPluginAsyncZod {
  const { auth, users, config } = deps;
  /** An HTTP-only cookie of this path, living `lifetimeMs`. */
  const cookie = (path: string, sameSite: 'lax' | 'strict', lifetimeMs: number) => ({
    path,
    httpOnly: true,
    sameSite,
    secure: config.cookieSecure,
    maxAge: Math.floor(lifetimeMs / 1000),
  });
  return async (app) => {
    const route = routesOf(app, ['auth']);

    route.post(
      '/restaurant/users/login',
      { access: can.login, summary: 'Sign in with email and password', body: loginSchema, code: 'LOGIN_SUCCESS' },
      async ({ body, request, reply }) => {
        const { token, deviceToken, user } = await auth.login(body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          deviceToken: request.cookies[deviceCookieName],
          session: request.session,
        });
        reply.setCookie(sessionCookieName, token, cookie('/', 'lax', config.sessionAbsoluteMs));
        // After the session cookie (clients that read the first Set-Cookie get the session).
        // Marks this browser as a known device of the account: spared the account-wide login limit.
        reply.setCookie(
          deviceCookieName,
          deviceToken,
          cookie('/api/restaurant/users/login', 'strict', config.knownDeviceMs),
        );
        return user;
      },
    );

    route.post(
      '/restaurant/users/logout',
      { access: can.logout, summary: 'End this session', code: 'LOGOUT_SUCCESS' },
      async ({ request, reply }) => {
        if (request.session) await auth.revokeSession(request.session.id_session);
        reply.clearCookie(sessionCookieName, { path: '/' });
        return null;
      },
    );

    route.get('/restaurant/users/me', { access: can.me, summary: 'The signed-in user' }, ({ request }) => {
      const session = requireSession(request);
      return auth.authUserRecord(session.id_restaurant_user, session.id_session);
    });

    route.put(
      '/restaurant/users/update/password',
      {
        access: can.password,
        summary: 'Change own password',
        body: updatePasswordSchema,
        code: 'PASSWORD_CHANGED',
        noData: true,
      },
      ({ body, request }) => users.changeOwnPassword(requireSession(request), body),
    );
  };
}
