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

/** Account routes whose session endings the auth service names exactly (nothing else to forget). */
const exactlyNamed = new Set([
  '/api/restaurant/users/login',
  '/api/restaurant/users/logout',
  '/api/restaurant/users/update/password',
]);

/** Reads the session of every API request, then checks the route's declared access (access.ts). */
export function registerAuth(app: FastifyInstance, auth: AuthService, db: Db): void {
  app.decorateRequest('session', null);
  const checkAccess = createAccessGuard(db);
  // The session cache hears the other nodes' session changes while the app runs.
  const stopSharing = auth.shareSessions(app.log);
  app.addHook('onClose', stopSharing);
  // Account and restaurant management (a superadmin's writes, writes on the account routes) may
  // change who may do what — a deleted restaurant's or account's sessions, a staff member's
  // permissions — in services that do not tell the auth service: every node's session cache
  // forgets everything before such an answer leaves. Rare; the common endings (logout, password,
  // deactivation) name their sessions exactly (modules/auth/README.md).
  app.addHook('onSend', async (request, reply, payload) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400;
    const session = request.session;
    const url = request.routeOptions.url ?? request.url;
    const accounts = url.startsWith('/api/restaurant/users') && !exactlyNamed.has(url);
    if (write && session && (session.is_superadmin || accounts)) {
      await auth.sessionsChanged({ all: true });
    }
    return payload;
  });
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
