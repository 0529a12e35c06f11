// What every area module receives, and the shape of its route plugin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Realtime } from '../realtime/socket.ts';
import type { Storage } from '../storage/storage.ts';

export interface ModuleDeps {
  db: Db;
  config: AppConfig;
  storage: Storage;
  /** Socket.IO is attached after the routes; read it when emitting. */
  realtime: () => Realtime | undefined;
}

/** An area's routes: a Fastify plugin registered under /api. */
export type ModuleRoutes = (deps: ModuleDeps) => FastifyPluginAsyncZod;
