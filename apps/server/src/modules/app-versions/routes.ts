// App version lists (public: the Download App page needs no sign-in) and uploads (superadmin).
import { type AppKind, createAppVersionSchema } from '@noren/domain/app-versions';
import { unwrapData } from '@noren/domain/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { access } from '../../plugins/access.ts';
import type { AppVersionsService } from './service.ts';

const paths: Record<AppKind, string> = { app: 'version-app', tablet: 'version-tablet' };

/** Who may call these routes: anyone reads (Download App needs no sign-in); the superadmin publishes. */
const can = {
  read: access.public('the Download App page lists published versions without sign-in'),
  publish: access.superadmin(),
};

export function appVersionsRoutes(versions: AppVersionsService): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [kind, segment] of Object.entries(paths) as [AppKind, string][]) {
      const tags = ['app-versions'];
      app.get(
        `/restaurant/${segment}/list`,
        { config: { access: can.read }, schema: { tags, summary: `All ${kind} versions, newest first` } },
        async () => {
          const list = await versions.list(kind);
          return ok(list, { totalData: list.length });
        },
      );
      app.get(
        `/restaurant/${segment}`,
        { config: { access: can.read }, schema: { tags, summary: `Latest ${kind} version` } },
        async () => ok(await versions.latest(kind)),
      );
      app.post(
        `/restaurant/${segment}`,
        {
          config: { access: can.publish },
          schema: {
            tags,
            summary: `Publish a ${kind} version`,
            body: z.preprocess(unwrapData, createAppVersionSchema),
          },
        },
        async (request) =>
          ok(await versions.create(kind, request.body as z.infer<typeof createAppVersionSchema>), {
            code: 'VERSION_CREATED',
          }),
      );
    }
  };
}
