// What the log says: no per-request lines at the default level, one line per request at debug,
// never an error line for a client's mistake, a pretty log only in a development terminal.
import { afterAll, describe, expect, it } from 'vitest';
import { seedTenants, setupTestApp, testPassword } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { loggerOptions } from './logging.ts';

const ctx = await setupTestApp();
await seedTenants(ctx.db);

type Line = { level: number; msg: string; [key: string]: unknown };

/** An app on the test database whose log lines are collected. */
async function loggedApp(logLevel: string) {
  const lines: Line[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Line) };
  const { app } = await buildApp({ ...ctx.config, nodeEnv: 'production', logLevel }, ctx.db, { logStream: stream });
  // A fault of the server's own, to compare with (routes outside /api need no access declaration).
  app.get('/test-only/crash', async () => {
    throw new Error('a bug of ours');
  });
  afterAll(() => app.close());
  return { app, lines };
}

const loginUrl = '/api/restaurant/users/login';
const json = { 'content-type': 'application/json' };

describe('at the default level (info), in production', async () => {
  const { app, lines } = await loggedApp('info');

  it('writes no line per request, and no error line for any client mistake', async () => {
    const clientMistakes = [
      { method: 'POST', url: loginUrl, payload: { email: 'staff-a@test.example', password: 'wrong' } }, // 401
      { method: 'POST', url: loginUrl, payload: { email: 'not-an-email', password: 'x' } }, // 400
      { method: 'POST', url: loginUrl, headers: json, payload: '{"email": ' }, // 400 malformed
      { method: 'POST', url: loginUrl, headers: { 'content-type': 'text/plain' }, payload: 'x' }, // 415
      { method: 'POST', url: loginUrl, headers: json, payload: `{"x":"${'y'.repeat(2_000_000)}"}` }, // 413
      { method: 'GET', url: '/api/no-such-route' }, // 404
      { method: 'GET', url: '/api/restaurant/users/me' }, // 401
      { method: 'POST', url: '/api/restaurant/users/logout', headers: { origin: 'https://evil.example' } }, // 403
      { method: 'GET', url: '/api/files/..%2f..%2fetc/passwd' }, // 404
      { method: 'GET', url: '/api/%' }, // 400 bad URL
    ] as const;
    const statuses: number[] = [];
    for (const request of clientMistakes) statuses.push((await app.inject({ ...request })).statusCode);
    // And a guesser who runs into the login delay (429).
    for (let i = 0; i < ctx.config.loginFreeFailures + 1; i++) {
      const answer = await app.inject({
        method: 'POST',
        url: loginUrl,
        remoteAddress: '203.0.113.77',
        payload: { email: 'owner-b@test.example', password: `guess-${i}` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.every((status) => status >= 400 && status < 500)).toBe(true);
    expect(statuses).toContain(429);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.filter((line) => /request/.test(line.msg))).toEqual([]);
  });

  it('still logs a fault of the server as an error', async () => {
    const answer = await app.inject({ method: 'GET', url: '/test-only/crash' });
    expect(answer.statusCode).toBe(500);
    expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual(['unhandled error']);
  });

  it('tells the operator once that X-Forwarded-For is ignored without TRUST_PROXY', async () => {
    for (let i = 0; i < 3; i++) {
      await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': `100.64.0.${i}` } });
    }
    const warnings = lines.filter((line) => line.level === 40 && /TRUST_PROXY/.test(line.msg));
    expect(warnings).toHaveLength(1);
  });
});

describe('at debug', async () => {
  const { app, lines } = await loggedApp('debug');

  it('writes one line per request: method, path, status and milliseconds', async () => {
    await app.inject({ method: 'GET', url: '/api/health?signature=do-not-log' });
    await app.inject({
      method: 'POST',
      url: loginUrl,
      payload: { email: 'staff-b@test.example', password: testPassword },
    });
    await app.inject({ method: 'GET', url: '/api/no-such-route' });
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests.map(({ method, url, status }) => ({ method, url, status }))).toEqual([
      { method: 'GET', url: '/api/health', status: 200 },
      { method: 'POST', url: loginUrl, status: 200 },
      { method: 'GET', url: '/api/no-such-route', status: 404 },
    ]);
    for (const line of requests) {
      expect(typeof line.ms).toBe('number');
      expect(typeof line.reqId).toBe('string');
    }
    expect(JSON.stringify(lines)).not.toContain('do-not-log');
    expect(lines.filter((line) => /incoming request|request completed/.test(line.msg))).toEqual([]);
  });
});

describe('loggerOptions', () => {
  it('pretty-prints only in a development terminal', () => {
    const pretty = loggerOptions({ logLevel: 'info', nodeEnv: 'development' }, undefined, true);
    expect(pretty.transport).toMatchObject({ target: 'pino-pretty' });
    expect(loggerOptions({ logLevel: 'info', nodeEnv: 'development' }, undefined, false).transport).toBeUndefined();
    expect(loggerOptions({ logLevel: 'info', nodeEnv: 'production' }, undefined, true).transport).toBeUndefined();
    expect(loggerOptions({ logLevel: 'warn', nodeEnv: 'production' }).level).toBe('warn');
  });
});
