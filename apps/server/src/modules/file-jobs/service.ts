// Reading file jobs for their restaurant, the files export jobs leave behind (kept for a while,
// then removed), and the recovery a node runs when it starts.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { markInterruptedFileJobs, staleAfterMs } from './runner.ts';

/** What an export job's result holds about its file; file_key is the server's and never answered. */
export interface JobFile {
  file_key: string;
  file_name: string;
  content_type: string;
  /** ISO time after which the file is removed. */
  expires_at: string;
}

/** How long an export's file stays downloadable. */
export const jobFileLifetimeMs = 60 * 60_000;

/** Stores an export's file for its job's result (the caller wrote the bytes under `file_key`). */
export function jobFile(file: Omit<JobFile, 'expires_at'>, now = Date.now()): JobFile {
  return { ...file, expires_at: new Date(now + jobFileLifetimeMs).toISOString() };
}

function fileOfResult(result: unknown): JobFile | null {
  if (!result || typeof result !== 'object') return null;
  const { file_key, file_name, content_type, expires_at } = result as Partial<JobFile>;
  if (!file_key || !file_name || !content_type || !expires_at) return null;
  return { file_key, file_name, content_type, expires_at };
}

/** attachment; with an ASCII fallback and the real (possibly Japanese) name in RFC 5987 form. */
export function attachmentOf(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function createFileJobsService({ db, storage }: { db: Db; storage: Storage }) {
  type Job = NonNullable<Awaited<ReturnType<typeof find>>>;

  const jobs = () =>
    db
      .selectFrom('file_jobs')
      .select(['id_file_job', 'id_restaurant', 'kind', 'status', 'done', 'total', 'result', 'error', 'updated_at']);
  const find = (idRestaurant: number, id: number) =>
    jobs().where('id_file_job', '=', id).where('id_restaurant', '=', idRestaurant).executeTakeFirst();

  const removeExpiredFiles = async () => {
    const expired = await db
      .selectFrom('file_jobs')
      .select(['id_file_job', 'result'])
      .where('status', '=', 'done')
      .where(sql<boolean>`result ? 'file_key'`)
      .where(sql<boolean>`(result->>'expires_at')::timestamptz < now()`)
      .execute();
    for (const job of expired) {
      const file = fileOfResult(job.result);
      if (file) await storage.remove(file.file_key).catch(() => undefined);
      await db
        .updateTable('file_jobs')
        .set({ result: sql`(result - 'file_key') || '{"expired": true}'::jsonb` })
        .where('id_file_job', '=', job.id_file_job)
        .execute();
    }
    return expired.length;
  };

  return {
    find,
    removeExpiredFiles,

    async recoverAtStart() {
      await markInterruptedFileJobs(db);
      await removeExpiredFiles();
    },

    /** The answer of GET restaurant/file-job/{id}; a job whose node died is failed first. */
    async answerOf(job: Job) {
      let current = job;
      const stale = Date.now() - job.updated_at.getTime() > staleAfterMs;
      if ((job.status === 'running' || job.status === 'queued') && stale) {
        await markInterruptedFileJobs(db, { id: job.id_file_job });
        current = (await find(job.id_restaurant, job.id_file_job)) ?? job;
      }
      const file = fileOfResult(current.result);
      const result =
        file && current.result && typeof current.result === 'object'
          ? (({ file_key: _key, ...rest }) => ({
              ...rest,
              download_path: `/api/restaurant/file-job/${current.id_file_job}/file`,
            }))(current.result as JobFile)
          : current.result;
      return {
        id_file_job: current.id_file_job,
        kind: current.kind,
        status: current.status,
        done: current.done,
        total: current.total,
        result,
        error: current.error,
      };
    },

    /** The stored file of a finished export job, else 404 (none, expired or removed). */
    async fileOf(job: Job) {
      const file = job.status === 'done' ? fileOfResult(job.result) : null;
      if (!file || Date.parse(file.expires_at) < Date.now()) throw notFound();
      const bytes = await storage.read(file.file_key);
      if (!bytes) throw notFound();
      return { bytes, contentType: file.content_type, disposition: attachmentOf(file.file_name) };
    },
  };
}
