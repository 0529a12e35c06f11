// The order export as a file job: the same workbook as the streamed download, written to storage
// with the orders as progress, downloaded from the job by its restaurant only, removed once expired.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectAnswer } from '../../../test/harness.ts';
import { settleFileJobs } from '../file-jobs/runner.ts';
import { createFileJobsService } from '../file-jobs/service.ts';
import { setupOrdersTest } from '../orders/test-fixtures.ts';
import { copiedOrders, readWorkbook } from './test-setup.ts';

const { ctx, A, app, sessions } = await setupOrdersTest('owner-a', 'owner-b');
const [ownerA, ownerB] = sessions;
const copies = 1_200;

describe('POST restaurant/order/search/export?job=1', () => {
  it('writes every order to a file the job serves to its restaurant, with progress, until it expires', {
    timeout: 60_000,
  }, async () => {
    await copiedOrders(ctx, app, A, copies);
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/order/search/export?job=1',
      headers: ownerA.headers,
      payload: {},
    });
    expectAnswer(started, 200, { data: { kind: 'order-export', total: copies + 1 } });
    const id = started.json().data.id_file_job as number;
    await settleFileJobs();
    const job = await ctx.app.inject({ method: 'GET', url: `/api/restaurant/file-job/${id}`, headers: ownerA.headers });
    expectAnswer(job, 200, {
      data: {
        status: 'done',
        done: copies + 1,
        total: copies + 1,
        result: { rows: copies + 1, download_path: `/api/restaurant/file-job/${id}/file` },
      },
    });
    const { result } = job.json().data;
    expect(result.file_name).toMatch(/^OE_\d{8}_\d{6}\.xlsx$/);
    expect(result).not.toHaveProperty('file_key');

    const file = await ctx.app.inject({ method: 'GET', url: result.download_path, headers: ownerA.headers });
    expect(file.statusCode).toBe(200);
    expect(String(file.headers['content-disposition'])).toContain(result.file_name);
    expect(await readWorkbook(file.rawPayload)).toHaveLength(copies + 2);
    // Another restaurant: no such job, no such file.
    for (const url of [`/api/restaurant/file-job/${id}`, result.download_path]) {
      expectAnswer(await ctx.app.inject({ method: 'GET', url, headers: ownerB.headers }), 404, { code: 'NOT_FOUND' });
    }

    // Expired: the file is removed and the path answers 404.
    await sql`UPDATE file_jobs SET result = jsonb_set(result, '{expires_at}', '"2000-01-01T00:00:00.000Z"') WHERE id_file_job = ${id}`.execute(
      ctx.db,
    );
    expect(await createFileJobsService(ctx).removeExpiredFiles()).toBe(1);
    expectAnswer(await ctx.app.inject({ method: 'GET', url: result.download_path, headers: ownerA.headers }), 404, {
      code: 'NOT_FOUND',
    });
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurant/file-job/${id}`,
      headers: ownerA.headers,
    });
    expect(after.json().data.result).toMatchObject({ expired: true });
    expect(after.json().data.result).not.toHaveProperty('download_path');
  });
});
