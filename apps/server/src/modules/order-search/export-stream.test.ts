// The export streams: 20,000 orders go out as a chunked response written while it is read, the
// file holds every one of them, and the server's memory does not grow with the orders. Memory is
// the live memory (heap in use and buffers, after a full collection, less the bytes this test has
// received) sampled while each export runs, compared between two exports in the same process
// (restaurant A's 5,000 orders, then restaurant B's 20,000): what the second holds over the first
// is what the 15,000 more orders cost. RSS was flaky twice: an absolute bound (the working size
// alone is 100–200 MB depending on the machine) and then the growth of the peak RSS (73 MB once in
// CI, 15–17 MB here), because how far the heap runs ahead of its collector is a matter of timing.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { setupOrdersTest } from '../orders/test-fixtures.ts';
import { copiedOrders, readWorkbook } from './test-setup.ts';

const { ctx, A, B, app, sessions } = await setupOrdersTest('owner-a', 'owner-b');
const [ownerA, ownerB] = sessions;
const small = 5_000;
const large = 20_000;

setFlagsFromString('--expose-gc');
/** V8's full collection, reached without a flag on the test runner's command line. */
const collect = runInNewContext('gc') as () => void;

/** One export, read to the end, with the most live memory seen while it ran (every 100 ms). */
async function exportWithPeak(base: string, headers: Record<string, string>) {
  let received = 0;
  const live = () => {
    collect();
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers - received;
  };
  let peak = live();
  let samples = 1;
  const sampler = setInterval(() => {
    peak = Math.max(peak, live());
    samples += 1;
  }, 100);
  try {
    const res = await fetch(`${base}/api/restaurant/order/search/export`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    const chunks: Buffer[] = [];
    for await (const chunk of res.body ?? []) {
      chunks.push(Buffer.from(chunk));
      received += chunk.byteLength;
    }
    return { res, chunks, peak: Math.max(peak, live()), samples };
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

    const first = await exportWithPeak(base, ownerA.headers);
    expect(first.res.status).toBe(200);

    const second = await exportWithPeak(base, ownerB.headers);
    expect(second.res.status).toBe(200);
    expect(second.res.headers.get('transfer-encoding')).toBe('chunked');
    expect(second.res.headers.get('content-length')).toBeNull();
    expect(second.chunks.length).toBeGreaterThan(10);
    // Enough samples that the peak is one seen while the rows were being written.
    expect(second.samples).toBeGreaterThan(5);

    const added = mb(second.peak - first.peak);
    console.info(
      `export of ${small + 1} orders: live peak ${mb(first.peak).toFixed(1)} MB (${first.samples} samples); ` +
        `${large + 1} orders: ${second.chunks.length} chunks, live peak ${mb(second.peak).toFixed(1)} MB ` +
        `(${second.samples} samples), ${added.toFixed(1)} MB over that`,
    );
    // Measured on 2 cores, quiet or with both cores busy elsewhere: 0.9–3.5 MB (a batch, the zip's
    // and the socket's buffers: bounded, whatever the count). Reading every batch before writing
    // adds ~11 MB; building the file in memory (exceljs' Workbook) far more.
    expect(added).toBeLessThan(8);
    expect(await readWorkbook(Buffer.concat(first.chunks))).toHaveLength(small + 2);
    expect(await readWorkbook(Buffer.concat(second.chunks))).toHaveLength(large + 2);
  });
});
