// The bench's load generator and percentiles against a tiny local server: every answer is counted
// once, failures are kept apart, an open loop keeps its rate, and percentiles are nearest-rank.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { runLoad } from './load.ts';
import { percentile, summarize } from './stats.ts';

const server = http.createServer((request, response) => {
  response.statusCode = request.url === '/fail' ? 500 : 200;
  response.end('{"ok":true}');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** `runLoad` against the local server with four workers. */
const loadLocal = (options: Omit<Parameters<typeof runLoad>[0], 'origin' | 'concurrency'>) =>
  runLoad({ origin, concurrency: 4, ...options });

describe('runLoad', () => {
  it('counts measured answers after the warm-up, with their latencies, and failures apart', async () => {
    const result = await loadLocal({
      durationMs: 300,
      warmupMs: 100,
      next: (index) => ({ method: 'GET', path: index % 5 === 0 ? '/fail' : '/ok' }),
    });
    expect(result.ok).toBeGreaterThan(0);
    expect(result.latencies).toHaveLength(result.ok);
    expect(result.failed[500]).toBeGreaterThan(0);
    expect(result.answered).toBeGreaterThanOrEqual(result.ok + (result.failed[500] ?? 0));
    expect(result.samples[0]).toMatch(/^500 /);
  });

  it('keeps a steady rate in an open loop', async () => {
    const result = await loadLocal({
      durationMs: 1000,
      warmupMs: 0,
      ratePerSecond: 40,
      next: () => ({ method: 'POST', path: '/ok', body: '{"a":1}' }),
    });
    expect(result.ok).toBeGreaterThanOrEqual(20);
    expect(result.ok).toBeLessThanOrEqual(42);
  });
});

describe('percentiles', () => {
  it('are nearest-rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(Number.isNaN(percentile([], 50))).toBe(true);
    expect(summarize([3, 1, 2])).toMatchObject({ count: 3, p50: 2, max: 3, mean: 2 });
  });
});
