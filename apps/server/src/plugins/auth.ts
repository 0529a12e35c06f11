// Reads the session from the Bearer header or the HttpOnly cookie; guards for routes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { type AuthService, type SessionUser, sessionCookieName } from '../modules/auth/service.ts';
import { createAccessGuard } from './access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionUser | null;
  }
}

export function tokenFromRequest(
  headers: { authorization?: string | undefined },
  cookies: Record<string, string | undefined>,
): string | undefined {
  const header = headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return cookies[sessionCookieName] || undefined;
}

/** Reads the session of every API request, then checks the route's declared access (access.ts). */
export function registerAuth(app: FastifyInstance, auth: AuthService, db: Db): void {
  app.decorateRequest('session', null);
  const checkAccess = createAccessGuard(db);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = tokenFromRequest(request.headers, request.cookies);
    if (token && token.length <= 200) request.session = (await auth.resolveSession(token)) ?? null;
    await checkAccess(request);
  });
}

/** The signed-in user, or a 401 that makes the web app log out. */
export function requireSession(request: FastifyRequest): SessionUser {
  if (!request.session) throw unauthorized();
  return request.session;
}

export function requireSuperadmin(request: FastifyRequest): SessionUser {
  const session = requireSession(request);
  if (!session.is_superadmin) throw forbidden();
  return session;
}

/** A restaurant user's own restaurant id: tenant queries take it from here, never from the body. */
export function requireRestaurant(request: FastifyRequest): SessionUser & { id_restaurant: number } {
  const session = requireSession(request);
  if (session.id_restaurant === null) throw forbidden();
  return session as SessionUser & { id_restaurant: number };
}
