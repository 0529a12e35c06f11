// Builds the whole server (HTTP API, OpenAPI docs, Socket.IO, SPA) from a typed config and a
// database handle, so each test suite can build its own.
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { JobSender } from './jobs/queue.ts';
import { ok } from './lib/envelope.ts';
import { appVersionsRoutes } from './modules/app-versions/routes.ts';
import { createAppVersionsService } from './modules/app-versions/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { moduleRoutes } from './modules/registry.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { createUsersService } from './modules/users/service.ts';
import { access, recordRoutes } from './plugins/access.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { loggerOptions, quietLogController, registerRequestLog } from './plugins/logging.ts';
import { fastifyTrustProxy, registerSecurity, trustedOrigins } from './plugins/security.ts';
import { registerWebDelivery } from './plugins/web-delivery.ts';
import { createClusterBus } from './realtime/cluster.ts';
import { attachRealtime, type Realtime } from './realtime/socket.ts';
import { createStorage } from './storage/create-storage.ts';
import type { Storage } from './storage/storage.ts';

export interface BuiltApp {
  app: FastifyInstance;
  realtime: Realtime;
  storage: Storage;
}

export async function buildApp(
  config: AppConfig,
  db: Db,
  options: { storage?: Storage; jobs?: JobSender; logStream?: DestinationStream } = {},
): Promise<BuiltApp> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // Fastify's own request lines off; one debug line per request instead (registerRequestLog).
    logController: quietLogController(),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: config.bodyLimitBytes,
    // Keep-alive and upgraded sockets must not hold up shutdown.
    forceCloseConnections: true,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  // First, so that every route registered after it is recorded with its declared access.
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  registerRequestLog(app);
  // Background jobs: routes send them through app.jobs. main.ts starts and stops the queue; an app
  // built without one (most tests) has null here.
  app.decorate('jobs', options.jobs ?? null);

  await app.register(fastifyCookie);
  await registerSecurity(app, config);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Noren API',
        version: '1.1.3',
        description: 'Restaurant back office API. Every answer is {status, data, totalData?, message, message_jp}.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'noren_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const auth = createAuthService(db, config);
  // Realtime before the routes: every service can publish from its first request on. Its messages
  // reach the sockets of every API node on this database (realtime/README.md).
  const realtime: Realtime = attachRealtime(app.server, auth, {
    allowedOrigins: trustedOrigins(config),
    sessionCheckMs: config.socketSessionCheckMs,
    bus: await createClusterBus(db, config.redisUrl, app.log),
    log: app.log,
  });
  app.addHook('preClose', async () => {
    await realtime.close();
  });
  const users = createUsersService(db, auth, () => realtime);
  const storage = options.storage ?? createStorage(config);
  const appVersions = createAppVersionsService(db, storage);
  const deps = { db, config, storage, realtime: () => realtime };
  registerAuth(app, auth, db);

  await app.register(
    async (api) => {
      api.get(
        '/health',
        {
          schema: { tags: ['health'], summary: 'Liveness and database check' },
          config: { access: access.public('liveness probe: answers only ok and the time') },
        },
        async () => {
          await db.selectFrom('app_versions').select('id').limit(1).execute();
          return ok({ ok: true, time: new Date().toISOString() });
        },
      );
      await api.register(authRoutes({ auth, users, config }));
      await api.register(usersRoutes(users));
      await api.register(appVersionsRoutes(appVersions));
      for (const routes of moduleRoutes) await api.register(routes(deps));
    },
    { prefix: '/api' },
  );

  await registerWebDelivery(app, config.webDist);

  return { app, realtime, storage };
}
