// File jobs: the work runs after the answer, its progress is read while it runs, its result or
// bilingual error once it ends; only the job's restaurant reads it; a job whose node died is failed
// with the 'interrupted' message at the next start (and when read).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectAnswer, setupTenantsTest } from '../../../test/harness.ts';
import { FileRefusal } from './refusal.ts';
import { interruptOwnFileJobs, progressEveryMs, settleFileJobs, startFileJob } from './runner.ts';
import { createFileJobsService } from './service.ts';

const { ctx, ids, ownerA, ownerB } = await setupTenantsTest();
const get = (id: number, headers = ownerA.headers, suffix = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/restaurant/file-job/${id}${suffix}`, headers });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('file jobs', () => {
  it('runs in the background: progress while running, the result when done, for its restaurant only', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started = await startFileJob(
      { db: ctx.db, restaurantId: ids.restaurantA, kind: 'category-import', total: 10 },
      async (progress) => {
        for (let done = 1; done <= 4; done += 1) progress(done);
        await gate;
        progress(10);
        return { count_success: 10 };
      },
    );
    expect(started).toMatchObject({ kind: 'category-import', status: 'queued', done: 0, total: 10 });
    await sleep(progressEveryMs * 2);
    expectAnswer(await get(started.id_file_job), 200, {
      data: { status: 'running', done: 4, total: 10, result: null, error: null },
    });
    // Another restaurant's owner, and an id that does not exist: no such job.
    expectAnswer(await get(started.id_file_job, ownerB.headers), 404, { code: 'NOT_FOUND' });
    expectAnswer(await get(999_999), 404, { code: 'NOT_FOUND' });
    release();
    await settleFileJobs();
    expectAnswer(await get(started.id_file_job), 200, {
      data: { status: 'done', done: 10, total: 10, result: { count_success: 10 }, error: null },
    });
  });

  it('stores a refusal as the bilingual error the client shows, with its data', async () => {
    const started = await startFileJob({ db: ctx.db, restaurantId: ids.restaurantA, kind: 'menu-images' }, async () => {
      throw new FileRefusal(
        { en: 'Entry "../x.jpg" leaves the folder', jp: '「../x.jpg」はフォルダーの外を指しています' },
        {
          entry: '../x.jpg',
        },
      );
    });
    await settleFileJobs();
    expectAnswer(await get(started.id_file_job), 200, {
      data: {
        status: 'failed',
        result: null,
        error: {
          status: 400,
          code: 'FILE_REFUSED',
          message: 'Entry "../x.jpg" leaves the folder',
          message_jp: '「../x.jpg」はフォルダーの外を指しています',
          data: { entry: '../x.jpg' },
        },
      },
    });
  });

  it('a job left running by a node that died is failed at the next start, and when read', async () => {
    const left = async () => {
      const row = await ctx.db
        .insertInto('file_jobs')
        .values({ id_restaurant: ids.restaurantA, kind: 'menu-import', total: 100, status: 'running', done: 40 })
        .returning('id_file_job')
        .executeTakeFirstOrThrow();
      await sql`UPDATE file_jobs SET updated_at = now() - interval '5 minutes' WHERE id_file_job = ${row.id_file_job}`.execute(
        ctx.db,
      );
      return row.id_file_job;
    };
    const interrupted = {
      status: 'failed',
      done: 40,
      error: {
        code: 'FILE_JOB_INTERRUPTED',
        message: 'The job was interrupted (the server restarted). Please start it again.',
        message_jp: 'サーバーの再起動により処理が中断されました。もう一度実行してください。',
      },
    };
    // A job of a live node (touched just now) is left alone by a starting node.
    const live = await startFileJob({ db: ctx.db, restaurantId: ids.restaurantA, kind: 'menu-import' }, () =>
      sleep(300).then(() => 'ok'),
    );
    const beforeRestart = await left();
    // What the module does when a node starts (routes.ts registers it before its routes).
    await createFileJobsService(ctx).recoverAtStart();
    const row = await ctx.db
      .selectFrom('file_jobs')
      .select(['status'])
      .where('id_file_job', '=', beforeRestart)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expectAnswer(await get(beforeRestart), 200, { data: interrupted });
    // No restart: reading the job finds its heartbeat stopped.
    expectAnswer(await get(await left()), 200, { data: interrupted });
    await settleFileJobs();
    expectAnswer(await get(live.id_file_job), 200, { data: { status: 'done', result: 'ok' } });
  });

  it('a node that shuts down fails its unfinished jobs at once; their late end changes nothing', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started = await startFileJob({ db: ctx.db, restaurantId: ids.restaurantA, kind: 'menu-import' }, async () => {
      await gate;
      return 'finished late';
    });
    // What the module runs when the app closes.
    expect(await interruptOwnFileJobs(ctx.db)).toBe(1);
    release();
    await settleFileJobs();
    expectAnswer(await get(started.id_file_job), 200, {
      data: { status: 'failed', result: null, error: { code: 'FILE_JOB_INTERRUPTED' } },
    });
  });
});
