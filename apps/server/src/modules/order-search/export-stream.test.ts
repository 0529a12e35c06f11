// The export streams: 20,000 orders go out as a chunked response written while it is read, the
// file holds every one of them, and the server's memory does not grow with the orders. Memory is
// compared between two exports in the same process (restaurant A's 5,000 orders, then restaurant
// B's 20,000): the first brings up what any export uses (exceljs, the zip, the heap's working
// size), so what the second adds over it is what the 15,000 more orders cost. An absolute bound
// was flaky: the working size alone is 100–200 MB depending on the machine and the PostgreSQL.
import { describe, expect, it } from 'vitest';
import { setupOrdersTest } from '../orders/test-fixtures.ts';
import { copiedOrders, readWorkbook } from './test-setup.ts';

const { ctx, A, B, app, sessions } = await setupOrdersTest('owner-a', 'owner-b');
const [ownerA, ownerB] = sessions;
const small = 5_000;
const large = 20_000;

/** One export, read to the end, with the peak RSS seen while it ran (sampled every 20 ms). */
async function exportWithPeak(base: string, headers: Record<string, string>) {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    const res = await fetch(`${base}/api/restaurant/order/search/export`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    const chunks: Buffer[] = [];
    for await (const chunk of res.body ?? []) chunks.push(Buffer.from(chunk));
    return { res, chunks, peak: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(sampler);
  }
}

const mb = (bytes: number) => bytes / 1024 / 1024;

describe(`POST restaurant/order/search/export with ${large.toLocaleString('en')} orders`, () => {
  it('is sent chunked, holds every order, and keeps memory flat', { timeout: 180_000 }, async () => {
    await copiedOrders(ctx, app, A, small);
    await copiedOrders(ctx, app, B, large);
    const base = await ctx.listen();

    const before = process.memoryUsage().rss;
    const first = await exportWithPeak(base, ownerA.headers);
    expect(first.res.status).toBe(200);

    const second = await exportWithPeak(base, ownerB.headers);
    expect(second.res.status).toBe(200);
    expect(second.res.headers.get('transfer-encoding')).toBe('chunked');
    expect(second.res.headers.get('content-length')).toBeNull();
    expect(second.chunks.length).toBeGreaterThan(10);

    const growth = mb(first.peak - before);
    const added = mb(second.peak - first.peak);
    console.info(
      `export of ${small + 1} orders: RSS growth ${growth.toFixed(0)} MB; ` +
        `${large + 1} orders: ${second.chunks.length} chunks, ${added.toFixed(0)} MB over that`,
    );
    // Measured on 2 cores: the 15,000 more orders add 15–17 MB (the rows are one line each; holding
    // every batch before writing would add ~25 MB); building the file in memory (exceljs' Workbook
    // instead of its streaming writer) adds ~285 MB.
    expect(added).toBeLessThan(40);
    expect(await readWorkbook(Buffer.concat(first.chunks))).toHaveLength(small + 2);
    expect(await readWorkbook(Buffer.concat(second.chunks))).toHaveLength(large + 2);
  });
});
