// A small HTTP load generator (no autocannon): `concurrency` workers, each with its own keep-alive
// connection from one http.Agent, send the next request as soon as the previous answer is complete
// (closed loop), or when its turn of a steady rate comes (open loop, `ratePerSecond`), for a fixed
// time (and at most a count). Requests sent during the warm-up are
// answered but not measured. Latency is from just before the request is written to the last byte
// of the answer.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** A JSON text, sent as is. */
  body?: string;
  /** Anything the caller wants back in onAnswer (e.g. which restaurant). */
  tag?: unknown;
}

export interface Answer {
  spec: RequestSpec;
  status: number;
  /** The answer's ETag, if any (the list phases send it back as If-None-Match). */
  etag?: string | undefined;
  /** The answer's text, only when `keepBodies` is set. */
  text: string;
  /** performance.now() before the write and at the last byte. */
  sentAt: number;
  doneAt: number;
  measured: boolean;
}

export interface LoadOptions {
  origin: string;
  concurrency: number;
  durationMs: number;
  warmupMs: number;
  /** Stop after this many measured requests (default no limit). */
  maxRequests?: number;
  /** Open loop: start requests at this steady rate (per second) instead of as fast as answers come. */
  ratePerSecond?: number;
  /** The i-th request (i counts from 0 over all workers). */
  next(index: number): RequestSpec;
  keepBodies?: boolean;
  onAnswer?(answer: Answer): void;
  signal?: AbortSignal;
}

export interface LoadResult {
  /** Every request answered, warm-up included (what the server did during the whole phase). */
  answered: number;
  /** Measured requests answered with 2xx. */
  ok: number;
  /** Measured requests answered otherwise (or failed), by status (0: no answer). */
  failed: Record<number, number>;
  /** Latencies (ms) of the measured 2xx answers. */
  latencies: number[];
  /** Measured wall time (ms): from the end of the warm-up to the last measured answer. */
  elapsedMs: number;
  /** 2xx answers per second over the measured time. */
  throughput: number;
  /** A few failure bodies, to tell what went wrong. */
  samples: string[];
}

function send(agent: http.Agent, origin: URL, spec: RequestSpec, keepBody: boolean) {
  return new Promise<{ status: number; text: string; etag?: string | undefined }>((resolve) => {
    const headers: Record<string, string> = { accept: 'application/json', ...spec.headers };
    if (spec.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(spec.body));
    }
    const request = http.request(
      { agent, host: origin.hostname, port: origin.port, method: spec.method, path: spec.path, headers },
      (response) => {
        const chunks: Buffer[] = [];
        const wanted = keepBody || (response.statusCode ?? 0) >= 300;
        response.on('data', (chunk: Buffer) => {
          if (wanted) chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: wanted ? Buffer.concat(chunks).toString('utf8') : '',
            etag: response.headers.etag,
          }),
        );
        response.on('error', (error) => resolve({ status: 0, text: String(error) }));
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error('timeout after 30 s')));
    request.on('error', (error) => resolve({ status: 0, text: String(error) }));
    request.end(spec.body);
  });
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const origin = new URL(options.origin);
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: options.concurrency,
    maxFreeSockets: options.concurrency,
  });
  const start = performance.now();
  const warmEnd = start + options.warmupMs;
  const end = warmEnd + options.durationMs;
  const result: LoadResult = {
    answered: 0,
    ok: 0,
    failed: {},
    latencies: [],
    elapsedMs: 0,
    throughput: 0,
    samples: [],
  };
  let index = 0;
  let measured = 0;
  let lastDone = warmEnd;
  // Open loop: the k-th request is due at start + k / rate (a worker that is late sends at once).
  const interval = options.ratePerSecond ? 1000 / options.ratePerSecond : 0;
  let nextSlot = start;

  const worker = async () => {
    while (!options.signal?.aborted) {
      if (interval) {
        const slot = nextSlot;
        nextSlot += interval;
        const wait = slot - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      const now = performance.now();
      if (now >= end || (options.maxRequests !== undefined && measured >= options.maxRequests)) return;
      const spec = options.next(index++);
      const sentAt = performance.now();
      const isMeasured = sentAt >= warmEnd;
      if (isMeasured) measured += 1;
      const { status, text, etag } = await send(agent, origin, spec, options.keepBodies === true);
      const doneAt = performance.now();
      result.answered += 1;
      options.onAnswer?.({ spec, status, etag, text, sentAt, doneAt, measured: isMeasured });
      if (!isMeasured) continue;
      lastDone = Math.max(lastDone, doneAt);
      // 304: a conditional request answered "still the same" (the list phases' If-None-Match).
      if ((status >= 200 && status < 300) || (status === 304 && spec.headers?.['if-none-match'])) {
        result.ok += 1;
        result.latencies.push(doneAt - sentAt);
      } else {
        result.failed[status] = (result.failed[status] ?? 0) + 1;
        if (result.samples.length < 3) result.samples.push(`${status} ${text.slice(0, 300)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  agent.destroy();
  result.elapsedMs = Math.max(1, lastDone - warmEnd);
  result.throughput = (result.ok * 1000) / result.elapsedMs;
  return result;
}
