import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { expectAnswer, login, seedTenants, setupTestApp } from '../test/harness.ts';

const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'noren-web-'));
await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Noren SPA</title>');
await fs.mkdir(path.join(webDist, 'assets'));
await fs.writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
const ctx = await setupTestApp({ webDist });

describe('the HTTP shell', () => {
  it('answers GET /api/health in the envelope with a request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expectAnswer(res, 200, {
      status: 200,
      data: { ok: true },
      message: 'Success.',
      message_jp: '成功しました。',
    });
    expect(res.headers['x-request-id']).toMatch(/[\w-]{8,}/);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const url of ['/api/nope', '/api/restaurant/food/menu/unknown']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({
        status: 404,
        message: 'Page not found',
        message_jp: 'ページが見つかりません',
      });
    }
  });

  it('serves the SPA for any other path, and its assets', async () => {
    for (const url of ['/', '/home', '/food/food/12?x=1', '/download-app']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Noren SPA');
    }
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['content-type']).toMatch(/javascript/);
  });

  it('publishes OpenAPI generated from the route schemas at /api/docs', async () => {
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const spec = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const document = spec.json();
    expect(document.openapi).toMatch(/^3\./);
    const login = document.paths['/api/restaurant/users/login'].post;
    expect(JSON.stringify(login.requestBody)).toContain('password');
    expect(document.paths['/api/restaurant/users/filter/{restaurantId}/{page}/{size}']).toBeDefined();
  });

  it('answers an unsupported content type with 415, not a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/users/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message_jp).toBe('サポートされていないデータ形式です');
  });
});

describe('graceful shutdown', () => {
  it('closes within 2 s even with sockets and keep-alive connections open', async () => {
    const other = await setupTestApp({ webDist });
    const base = await other.listen();
    await seedTenants(other.db);
    const session = await login(other.app, 'owner-a@test.example');
    const socket = connect(base, {
      transports: ['websocket'],
      auth: { token: session.user.token },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    await fetch(`${base}/api/health`, { keepalive: true });
    const started = Date.now();
    await other.app.close();
    expect(Date.now() - started).toBeLessThan(2000);
    socket.close();
  });
});
