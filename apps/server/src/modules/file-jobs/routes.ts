// File jobs (issue 12), under /api:
//   GET restaurant/file-job/{id_file_job}        {status, done, total, result, error} of a job
//   GET restaurant/file-job/{id_file_job}/file   the file a finished export job wrote (until it expires)
// Only the job's restaurant reads it, and only a user holding the permission of the job's kind;
// anyone else is told there is no such job (404), as for another tenant's ids. At every start the
// jobs left unfinished by a dead node are failed, and the files of expired exports are removed.
import { hasPermission, type PermissionId } from '@noren/domain/permissions';
import { intParam } from '@noren/domain/zod-blocks';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { routesOf } from '../../lib/route.ts';
import { access } from '../../plugins/access.ts';
import { requireRestaurant } from '../../plugins/auth.ts';
import type { ModuleRoutes } from '../module.ts';
import { type FileJobKind, interruptOwnFileJobs } from './runner.ts';
import { createFileJobsService } from './service.ts';

/** Who may read a job: the permission of the screen that starts jobs of that kind. */
export const fileJobPermissions: Record<FileJobKind, readonly PermissionId[]> = {
  'menu-import': ['food-menu'],
  'menu-images': ['food-menu'],
  'category-import': ['food-category'],
  'category-images': ['food-category'],
  'sub-category-import': ['food-subcategory'],
  'sub-category-images': ['food-subcategory'],
  'order-export': ['search-order', 'detail-order'],
};

const can = {
  read: access.restaurant('food-menu', 'food-category', 'food-subcategory', 'search-order', 'detail-order'),
};
const params = z.object({ id_file_job: intParam(1, Number.MAX_SAFE_INTEGER) });
const cleanupEveryMs = 10 * 60_000;

export const fileJobsRoutes: ModuleRoutes = (deps) => async (app) => {
  const route = routesOf(app, ['file-jobs']);
  const jobs = createFileJobsService(deps);

  // The start of a node: jobs whose node died are failed, expired export files removed; then
  // expired files again every few minutes.
  await jobs.recoverAtStart();
  const cleanup = setInterval(() => {
    jobs.removeExpiredFiles().catch((error: unknown) => app.log.error({ err: error }, 'file job cleanup failed'));
  }, cleanupEveryMs);
  cleanup.unref();
  app.addHook('onClose', async () => {
    clearInterval(cleanup);
    // This node stops: its unfinished jobs are told as interrupted now (their work stops with it).
    await interruptOwnFileJobs(deps.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'file jobs not failed'),
    );
  });

  /** The job of the caller's restaurant that the caller's permissions reach, else 404. */
  const visibleJob = async (request: Parameters<typeof requireRestaurant>[0], id: number) => {
    const session = requireRestaurant(request);
    const job = await jobs.find(session.id_restaurant, id);
    const kindPermissions = job ? (fileJobPermissions[job.kind as FileJobKind] ?? []) : [];
    if (!job || !kindPermissions.some((permission) => hasPermission(session, permission))) throw notFound();
    return job;
  };

  route.get(
    '/restaurant/file-job/:id_file_job',
    { access: can.read, summary: "A file job's state: status, done of total, result or bilingual error", params },
    async ({ params, request }) => jobs.answerOf(await visibleJob(request, params.id_file_job)),
  );

  route.get(
    '/restaurant/file-job/:id_file_job/file',
    { access: can.read, summary: 'The file a finished export job wrote (until it expires)', params },
    async ({ params, request, reply }) => {
      const file = await jobs.fileOf(await visibleJob(request, params.id_file_job));
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );
};
