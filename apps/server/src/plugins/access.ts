// Who may call what. Every route under /api declares its access in its options
// (`config: { access: access.restaurant('food-menu') }`); one onRequest hook (registerAuth, right
// after the session is read) checks it before anything else runs, and refuses a route that
// declares nothing. Menu permissions come from the domain's permission tree, so the side menu and
// the server can never disagree about what a staff member may do.
import { hasPermission, type PermissionId, permissionName, permissionNamesJp } from '@noren/domain/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError, forbidden, unauthorized } from '../lib/errors.ts';
import { type ApiClient, resolveApiClient } from '../modules/orders/api-clients.ts';

export type Access =
  /** Anyone; `reason` says why that is safe (read in reviews and the route-declaration test). */
  | { readonly kind: 'public'; readonly reason: string }
  /** Any live session, whoever it belongs to (who am I, sign out). */
  | { readonly kind: 'signed-in' }
  | { readonly kind: 'superadmin' }
  /**
   * A restaurant user holding any of `permissions`; with `superadmin`, the platform administrator
   * too (the service then decides which restaurant it acts on); with `apiKey`, the ordering app
   * with a valid `api-key` header.
   */
  | {
      readonly kind: 'restaurant';
      readonly permissions: readonly [PermissionId, ...PermissionId[]];
      readonly superadmin: boolean;
      readonly apiKey: boolean;
    };

type Permissions = [PermissionId, ...PermissionId[]];

export const access = {
  public: (reason: string): Access => ({ kind: 'public', reason }),
  signedIn: (): Access => ({ kind: 'signed-in' }),
  superadmin: (): Access => ({ kind: 'superadmin' }),
  /** A restaurant user holding any of these screens' permissions (owners hold them all). */
  restaurant: (...permissions: Permissions): Access => ({
    kind: 'restaurant',
    permissions,
    superadmin: false,
    apiKey: false,
  }),
  /** As restaurant(), or the platform administrator. */
  restaurantOrSuperadmin: (...permissions: Permissions): Access => ({
    kind: 'restaurant',
    permissions,
    superadmin: true,
    apiKey: false,
  }),
  /** The ordering app with its api-key, or a restaurant user holding any of these permissions. */
  apiKeyOrRestaurant: (...permissions: Permissions): Access => ({
    kind: 'restaurant',
    permissions,
    superadmin: false,
    apiKey: true,
  }),
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The ordering app's client when the route allows an api-key and the request sent one. */
    apiClient: ApiClient | null;
  }
  interface FastifyInstance {
    /** Every route as registered, with its declared access: read by the route-declaration test. */
    declaredRoutes: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access | undefined;
}

/** Swagger UI's own routes (static pages of the API documentation) are public by nature. */
const docsAccess = access.public('the API documentation pages');
const docsPrefix = '/api/docs';

function accessOf(url: string | undefined, config: { access?: Access } | undefined): Access | undefined {
  if (config?.access) return config.access;
  if (url === docsPrefix || url?.startsWith(`${docsPrefix}/`)) return docsAccess;
  return undefined;
}

/**
 * Records every route as it is registered. Call first in buildApp, before any plugin adds routes.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', routes);
  app.decorateRequest('apiClient', null);
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      routes.push({ method, url: options.url, access: accessOf(options.url, options.config) });
    }
  });
}

/** The check itself; runs once the session of the request is known. */
export function createAccessGuard(db: Db) {
  return async function checkAccess(request: FastifyRequest): Promise<void> {
    if (request.is404) return;
    const declared = accessOf(request.routeOptions.url, request.routeOptions.config);
    if (!declared) {
      // A programming mistake, not the client's: refuse, and say so loudly in the log.
      request.log.error({ url: request.routeOptions.url }, 'route declares no access: refused');
      throw new AppError(403, 'ROUTE_ACCESS_UNDECLARED');
    }
    if (declared.kind === 'public') return;
    if (declared.kind === 'restaurant' && declared.apiKey && request.headers['api-key'] !== undefined) {
      const header = request.headers['api-key'];
      const client = await resolveApiClient(db, Array.isArray(header) ? header[0] : header);
      if (!client) throw new AppError(401, 'ORDER_API_KEY_INVALID');
      request.apiClient = client;
      return;
    }
    const session = request.session;
    if (!session) throw unauthorized();
    if (declared.kind === 'signed-in') return;
    if (declared.kind === 'superadmin') {
      if (!session.is_superadmin) throw new AppError(403, 'SUPERADMIN_REQUIRED');
      return;
    }
    if (session.is_superadmin) {
      if (declared.superadmin) return;
      throw forbidden();
    }
    if (session.id_restaurant === null) throw forbidden();
    if (declared.permissions.some((permission) => hasPermission(session, permission))) return;
    const [screen] = declared.permissions;
    throw new AppError(403, 'PERMISSION_REQUIRED', {
      screen: permissionName(screen),
      screen_jp: permissionNamesJp[screen],
    });
  };
}

/**
 * The restaurant a call acts on: always the session's. An id_restaurant the client sends in the
 * path, query or body must be that same one, else 404 (never 403), like any other tenant's id.
 */
export function restaurantOf(request: FastifyRequest, given?: number | null): number {
  const id = request.session?.id_restaurant;
  if (id === null || id === undefined) throw request.session ? forbidden() : unauthorized();
  if (given !== undefined && given !== null && given !== id) throw new AppError(404, 'NOT_FOUND', {}, 'id_restaurant');
  return id;
}
