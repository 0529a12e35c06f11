// The route × role matrix. Every operation of the OpenAPI document is called as anonymous, as staff
// holding exactly one menu permission (each in turn), as another restaurant's owner on this
// restaurant's data, and as a non-superadmin on superadmin routes; any 2xx that should not be
// fails. Also: every registered API route declares its access, and an undeclared one is refused.
import { defaultStaffPermissions, type PermissionEntry, permissionIds } from '@noren/domain/permissions';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import {
  category,
  freeMenu,
  menu,
  receivingMethod,
  subCategory,
  timeFrame,
} from '../src/modules/orders/test-fixtures.ts';
import type { Access } from '../src/plugins/access.ts';
import { expectAnswer, login, seedTenants, setupTestApp, testPassword } from './harness.ts';

const ctx = await setupTestApp();
let ids: Awaited<ReturnType<typeof seedTenants>>;

interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/restaurant/food/category/{id_restaurant} */
  path: string;
  pathParams: string[];
  bodySchema: JsonSchema | undefined;
  access: Access;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
}

/** Fastify's `:name` / `:name?` path to OpenAPI's `{name}`. */
const toOpenApiPath = (url: string) => url.replace(/:(\w+)\??/g, '{$1}');

let operations: Operation[] = [];

beforeAll(async () => {
  ids = await seedTenants(ctx.db);
  await ctx.app.ready();
  const document = ctx.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        }
      >
    >;
  };
  const declared = new Map(
    ctx.app.declaredRoutes.map((route) => [`${route.method} ${toOpenApiPath(route.url)}`, route.access]),
  );
  operations = [];
  for (const [documentedPath, methods] of Object.entries(document.paths)) {
    // An optional last segment is documented as `{name}?`.
    const path = documentedPath.replace(/\?$/, '');
    for (const [method, operation] of Object.entries(methods)) {
      const access = declared.get(`${method.toUpperCase()} ${path}`);
      if (!access) throw new Error(`OpenAPI operation without a registered route: ${method} ${path}`);
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        bodySchema: operation.requestBody?.content?.['application/json']?.schema,
        access,
      });
    }
  }
});

describe('route declarations', () => {
  it('every API route declares its access (public, signed-in, superadmin, restaurant + permission)', () => {
    const api = ctx.app.declaredRoutes.filter((route) => route.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(60);
    const undeclared = api.filter((route) => !route.access).map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
    // Public routes say why they are public.
    for (const route of api) {
      if (route.access?.kind === 'public') expect(route.access.reason.length).toBeGreaterThan(5);
    }
  });

  it('the OpenAPI document lists every declared API route but the docs pages', () => {
    const documented = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
    const missing = ctx.app.declaredRoutes
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${toOpenApiPath(route.url)}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
  });

  it('refuses a route that declares nothing, whoever calls it', async () => {
    const app = await setupTestApp();
    await seedTenants(app.db);
    app.app.get('/api/undeclared-probe', async () => ({ leaked: true }));
    const owner = await login(app.app, 'owner-a@test.example');
    const admin = await login(app.app, 'admin@test.example');
    for (const headers of [{}, owner.headers, admin.headers]) {
      const response = await app.app.inject({ method: 'GET', url: '/api/undeclared-probe', headers });
      expectAnswer(response, 403, { code: 'ROUTE_ACCESS_UNDECLARED', data: null });
    }
  });
});

/** Path values: a restaurant's id where the path names one, else an id that exists nowhere. */
function pathFor(operation: Operation, values: (name: string) => string | number): string {
  return operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => String(values(name)));
}

const pageParams = new Set(['page']);
const sizeParams = new Set(['size', 'limit', 'total_data']);

function call(operation: Operation, headers: Record<string, string>, url: string, payload?: unknown) {
  const withBody = operation.method !== 'GET' && operation.method !== 'HEAD';
  return ctx.app.inject({
    method: operation.method as 'GET',
    url,
    // A printing device names itself (the print queue's paths refuse a call that does not).
    headers: { ...headers, 'x-print-device': 'route-access' },
    ...(withBody ? { payload: (payload ?? {}) as object } : {}),
  });
}

describe('route × role matrix', () => {
  it('anonymous: every route but the public ones answers 401', async () => {
    const leaks: string[] = [];
    for (const operation of operations) {
      if (operation.access.kind === 'public') continue;
      const url = pathFor(operation, (name) =>
        pageParams.has(name) ? 1 : sizeParams.has(name) ? 10 : ids.restaurantA,
      );
      const response = await call(operation, {}, url);
      if (response.statusCode !== 401) leaks.push(`${operation.method} ${url} → ${response.statusCode}`);
    }
    expect(leaks).toEqual([]);
  });

  it('staff: each menu permission opens exactly the routes that declare it, and nothing else', async () => {
    const restaurantRoutes = operations.filter((operation) => operation.access.kind === 'restaurant');
    expect(restaurantRoutes.length).toBeGreaterThan(40);
    const linked: Record<string, string> = { 'search-order': 'detail-order', 'detail-order': 'search-order' };
    const grantable = permissionIds.filter((id) => id !== 'staff');
    const password_hash = await hashPassword(testPassword);
    const wrong: string[] = [];
    let allowedCalls = 0;
    for (const permission of [null, ...grantable]) {
      const entries: PermissionEntry[] = defaultStaffPermissions().map((entry) => ({
        ...entry,
        active: entry.id === permission || entry.id === (permission && linked[permission]),
      }));
      const email = `staff-only-${permission ?? 'none'}@test.example`;
      await ctx.db
        .insertInto('restaurant_users')
        .values({
          email,
          id_restaurant: ids.restaurantA,
          level: 2,
          is_superadmin: false,
          password_hash,
          first_name: 'Staff',
          last_name: permission ?? 'none',
          access_permission: JSON.stringify(entries),
        })
        .execute();
      const { headers } = await login(ctx.app, email);
      const held = new Set([permission, permission && linked[permission]].filter(Boolean));
      for (const operation of restaurantRoutes) {
        const access = operation.access as Extract<Access, { kind: 'restaurant' }>;
        const allowed = access.permissions.some((id) => held.has(id));
        // Ids that exist nowhere: an allowed call reaches its handler but changes nothing.
        const url = pathFor(operation, (name) =>
          pageParams.has(name)
            ? 1
            : sizeParams.has(name)
              ? 10
              : name.includes('restaurant')
                ? ids.restaurantA
                : 999_999,
        );
        const response = await call(operation, headers, url);
        // A file (the order search's Excel export) is an answer too; only JSON carries a code.
        const json = String(response.headers['content-type']).includes('json');
        const code = json ? (response.json().code as string | undefined) : undefined;
        const refusedByGuard = response.statusCode === 403 && code === 'PERMISSION_REQUIRED';
        if (allowed) allowedCalls += 1;
        if (allowed === refusedByGuard || response.statusCode === 401) {
          wrong.push(`${permission ?? 'no permission'}: ${operation.method} ${url} → ${response.statusCode} ${code}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(allowedCalls).toBeGreaterThan(40);
  });

  it('superadmin routes refuse restaurant users; restaurant-only routes refuse the superadmin', async () => {
    const owner = await login(ctx.app, 'owner-a@test.example');
    const admin = await login(ctx.app, 'admin@test.example');
    const wrong: string[] = [];
    for (const operation of operations) {
      const url = pathFor(operation, (name) => (pageParams.has(name) ? 1 : sizeParams.has(name) ? 10 : 999_999));
      if (operation.access.kind === 'superadmin') {
        const response = await call(operation, owner.headers, url);
        if (response.statusCode !== 403) wrong.push(`owner: ${operation.method} ${url} → ${response.statusCode}`);
      }
      if (operation.access.kind === 'restaurant' && !operation.access.superadmin) {
        const response = await call(operation, admin.headers, url);
        if (response.statusCode !== 403) wrong.push(`superadmin: ${operation.method} ${url} → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("another restaurant's owner never sees or changes this restaurant's data with the requests its own owner makes", async () => {
    // One of everything in restaurant A, so that each path and body can name A's rows.
    const a = ids.restaurantA;
    const idFoodCategory = await category(ctx.db, a);
    const idFoodSubCategory = await subCategory(ctx.db, a, idFoodCategory);
    const idFoodMenu = await menu(ctx.db, {
      id_restaurant: a,
      id_food_category: idFoodCategory,
      id_food_sub_category: idFoodSubCategory,
    });
    const idFreeMenu = await freeMenu(ctx.db, a, 'Call number');
    const idMethod = await receivingMethod(ctx.db, a, 1, { initials: 'T' });
    const idFrame = await timeFrame(ctx.db, a);
    const waitTime = await ctx.db
      .insertInto('wait_times')
      .values({ id_restaurant: a, id_restaurant_receiving_method: idMethod, wait_time: 10 })
      .returning('id_wait_time')
      .executeTakeFirstOrThrow();
    const banner = await ctx.db
      .insertInto('food_banners')
      .values({ id_restaurant: a, banner_name: 'r1/banner.jpg', promo_type: 'food', promo_id: idFoodMenu })
      .returning('id_banner')
      .executeTakeFirstOrThrow();
    // A's rows carry a marker, so an answer that shows any of them to B is caught.
    const marker = 'ZZ-ONLY-A';
    // A file job of A (issue 12): its state and result reach only A.
    const fileJob = await ctx.db
      .insertInto('file_jobs')
      .values({
        id_restaurant: a,
        kind: 'order-export',
        total: 1,
        status: 'done',
        result: JSON.stringify({ note: marker }),
      })
      .returning('id_file_job')
      .executeTakeFirstOrThrow();
    const markedColumns = [
      ['food_categories', 'category_name', 'category'],
      ['food_sub_categories', 'sub_category_name', 'sub'],
      ['food_menus', 'food_menu_name', 'menu'],
      ['free_food_menus', 'free_food_menu_name', 'free'],
      ['restaurant_receiving_methods', 'title', 'method'],
      ['wait_times', 'description', 'wait'],
    ] as const;
    for (const [table, column, what] of markedColumns) {
      const text = `${marker} ${what}`;
      await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${text} WHERE id_restaurant = ${a}`.execute(ctx.db);
    }
    await ctx.db.updateTable('restaurant_users').set({ first_name: marker }).where('id_restaurant', '=', a).execute();
    /** Everything of A that a route could change. */
    const stateOfA = async () =>
      JSON.stringify(
        await Promise.all(
          (
            [
              'food_categories',
              'food_sub_categories',
              'food_menus',
              'free_food_menus',
              'restaurant_receiving_methods',
              'wait_times',
              'food_banners',
              'delivery_time_frames',
              'holidays',
              'food_orders',
              'restaurant_users',
              'print_jobs',
              'cloud_printers',
              'file_jobs',
              'carts',
            ] as const
          ).map((table) => ctx.db.selectFrom(table).selectAll().where('id_restaurant', '=', a).execute()),
        ),
      );
    const ownerA = await login(ctx.app, 'owner-a@test.example');
    const ownerB = await login(ctx.app, 'owner-b@test.example');
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/order',
      headers: ownerA.headers,
      payload: {
        id_restaurant: a,
        id_receiving_method: 1,
        id_user: 'T1a2b3c4d',
        from_where: 'dashboard',
        order_list: [{ id_food_menu: idFoodMenu, qty: 1 }],
      },
    });
    const idFoodOrder = order.statusCode === 201 ? (order.json().data.id_food_order as number) : 999_999;

    const byName: Record<string, number> = {
      id_restaurant: a,
      restaurantId: a,
      id_food_category: idFoodCategory,
      id_food_sub_category: idFoodSubCategory,
      id_food_menu: idFoodMenu,
      id_free_food_menu: idFreeMenu,
      id_restaurant_receiving_method: idMethod,
      id_receiving_method: 1,
      id_delivery_time_frame: idFrame,
      id_wait_time: waitTime.id_wait_time,
      id_banner: banner.id_banner,
      id_food_order: idFoodOrder,
      id_restaurant_user: ids.staffA,
      userId: ids.staffA,
      id_file_job: fileJob.id_file_job,
    };
    /** A bare `id` in a path: the row of the area the path is about. */
    const idOf = (path: string) =>
      path.includes('free-food-menu')
        ? idFreeMenu
        : path.includes('delivery-time')
          ? idFrame
          : path.includes('/order/')
            ? idFoodOrder
            : idFoodMenu;
    const sample = (schema: JsonSchema | undefined, name: string, path: string, depth = 0): unknown => {
      if (!schema || depth > 6) return undefined;
      if (name in byName) return byName[name];
      if (name === 'id') return idOf(path);
      const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
      if (variants) return sample(variants.find((v) => v.type !== 'null') ?? variants[0], name, path, depth + 1);
      if (schema.enum) return schema.enum[0];
      if (schema.default !== undefined) return schema.default;
      const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
      if (type === 'object') {
        const result: Record<string, unknown> = {};
        for (const [key, child] of Object.entries(schema.properties ?? {})) {
          if (schema.required?.includes(key) || key in byName || key === 'id') {
            result[key] = sample(child, key, path, depth + 1);
          }
        }
        return result;
      }
      if (type === 'array') {
        const item = sample(schema.items, name.replace(/^list_|s$/, ''), path, depth + 1);
        return item === undefined ? [] : [item];
      }
      if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? schema.exclusiveMinimum ?? 1);
      if (type === 'boolean') return true;
      if (type === 'string') {
        if (schema.format === 'date' || /date/.test(name)) return '2030-01-01';
        return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
      }
      return undefined;
    };

    const order_ = ['GET', 'PUT', 'PATCH', 'POST', 'DELETE'];
    const candidates = operations
      .filter((operation) => operation.access.kind === 'restaurant')
      .sort((x, y) => order_.indexOf(x.method) - order_.indexOf(y.method));
    const leaks: string[] = [];
    const exercised: string[] = [];
    for (const operation of candidates) {
      const url = pathFor(operation, (name) =>
        pageParams.has(name)
          ? 1
          : sizeParams.has(name)
            ? 10
            : name === 'id'
              ? idOf(operation.path)
              : (byName[name] ?? 999_999),
      );
      const body = sample(operation.bodySchema, '', operation.path);
      const query =
        // A file import names its restaurant in the query too (its body is the file's bytes).
        (operation.method === 'GET' || operation.path.endsWith('/bulk-insert')) &&
        !operation.path.includes('{id_restaurant}')
          ? `${url.includes('?') ? '&' : '?'}id_restaurant=${a}`
          : '';
      const before = await stateOfA();
      const asB = await call(operation, ownerB.headers, url + query, body);
      // B may get its own data (a list of its own orders is a 2xx), never A's, and changes nothing of A.
      if (asB.body.includes(marker) || (await stateOfA()) !== before) {
        leaks.push(`${operation.method} ${url}${query} → ${asB.statusCode} ${asB.body.slice(0, 160)}`);
      }
      const asA = await call(operation, ownerA.headers, url + query, body);
      if (asA.statusCode < 300) exercised.push(`${operation.method} ${operation.path}`);
    }
    expect(leaks).toEqual([]);
    // The check above means something only where A's own owner succeeds with the same request.
    console.info(`cross-tenant matrix: ${exercised.length} of ${candidates.length} requests succeed for A's owner`);
    expect(exercised.length, exercised.join('\n')).toBeGreaterThanOrEqual(45);
  });
});
