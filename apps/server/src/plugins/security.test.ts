// Security headers on every answer, cross-site writes refused, and no body read as JSON by accident.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { login, seedTenants, setupTestApp, testPassword } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import { contentSecurityDirectives, isTrustedOrigin } from './security.ts';

// A built web app like Vite's: its index.html sets the language in an inline script.
const inlineScript = "\n      try { document.documentElement.lang = 'ja'; } catch {}\n    ";
const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'noren-web-'));
await fs.writeFile(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head><script>${inlineScript}</script><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`,
);
afterAll(() => fs.rm(webDist, { recursive: true, force: true }));

const publicUrl = 'https://noren.example';
const kiosk = 'https://kiosk.example';
const ctx = await setupTestApp({ webDist, publicUrl, allowedOrigins: [kiosk] });
await seedTenants(ctx.db);

const logoutUrl = '/api/restaurant/users/logout';
const meUrl = '/api/restaurant/users/me';
const sessionCookie = async (email = 'staff-a@test.example') =>
  (await login(ctx.app, email)).cookie.split(';')[0] as string;
const isSignedIn = async (cookie: string) =>
  (await ctx.app.inject({ method: 'GET', url: meUrl, headers: { cookie } })).statusCode === 200;

function cspOf(header: unknown): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

describe('security headers', () => {
  it('come with every kind of answer: API, errors, the web app and the API docs', async () => {
    const answers = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/health' }),
      ctx.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      ctx.app.inject({ method: 'GET', url: '/home' }),
      ctx.app.inject({ method: 'GET', url: '/api/docs' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 200, 200]);
    for (const answer of answers) {
      const csp = cspOf(answer.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      // emotion (MUI) injects <style> elements.
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['referrer-policy']).toBe('same-origin');
      // PUBLIC_URL is https: browsers are told to stay on https, for this host only.
      expect(answer.headers['strict-transport-security']).toBe('max-age=15552000');
      expect(csp.has('upgrade-insecure-requests')).toBe(true);
    }
  });

  it("allow exactly the web app's inline script, by its hash", async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/home' });
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    expect(cspOf(page.headers['content-security-policy']).get('script-src')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('keep the sandbox policy of stored files, and let public pictures be shown elsewhere', async () => {
    const key = `platform/${randomUUID()}.png`;
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    await ctx.storage.write(key, png, 'image/png');
    const file = await ctx.app.inject({ method: 'GET', url: `/api/files/${key}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('name the S3 origins pictures come from and uploads go to; plain http gets no upgrade', () => {
    const directives = contentSecurityDirectives({
      webDist: '/nonexistent',
      publicUrl: undefined,
      storage: {
        ...ctx.config.storage,
        driver: 's3',
        s3Bucket: 'menus',
        s3Region: 'ap-northeast-1',
        s3Endpoint: undefined,
        s3PublicUrl: 'https://cdn.noren.example/files',
      },
    });
    expect(directives['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.noren.example',
      'https://menus.s3.ap-northeast-1.amazonaws.com',
    ]);
    expect(directives['connect-src']).toEqual(["'self'", 'https://menus.s3.ap-northeast-1.amazonaws.com']);
    expect(directives['upgrade-insecure-requests']).toBeUndefined();
    expect(directives['script-src']).toEqual(["'self'"]);
  });
  it('let the tablets post slips to LAN printers (PRINTER_CONNECT_SRC), or to none', () => {
    const base = loadConfig({ NODE_ENV: 'test' });
    expect(contentSecurityDirectives(base)['connect-src']).toEqual(["'self'", 'http:', 'https:']);
    const one = loadConfig({ NODE_ENV: 'test', PRINTER_CONNECT_SRC: 'http://192.168.1.50' });
    expect(contentSecurityDirectives(one)['connect-src']).toEqual(["'self'", 'http://192.168.1.50']);
    const none = loadConfig({ NODE_ENV: 'test', PRINTER_CONNECT_SRC: "'none'" });
    expect(contentSecurityDirectives(none)['connect-src']).toEqual(["'self'"]);
    expect(() => loadConfig({ NODE_ENV: 'test', PRINTER_CONNECT_SRC: "http: 'unsafe-eval'; script-src *" })).toThrow();
  });
});

describe('cross-site writes', () => {
  it('refuse the cross-site text/plain POST that signed users out, with both texts', async () => {
    const cookie = await sessionCookie();
    const forged = await ctx.app.inject({
      method: 'POST',
      url: logoutUrl,
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'text/plain' },
      payload: 'x=1',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({
      status: 403,
      code: 'ORIGIN_REJECTED',
      message: 'This origin is not allowed',
      message_jp: 'このアクセス元は許可されていません',
    });
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it('refuse a foreign or opaque Origin, a foreign Referer, and a cookie with neither', async () => {
    const cookie = await sessionCookie();
    const variants: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://noren.example.evil.example' },
      { referer: 'https://evil.example/page' },
      {},
      // X-Forwarded-Host is not believed without TRUST_PROXY.
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    ];
    for (const headers of variants) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: logoutUrl,
        headers: { cookie, 'content-type': 'application/json', ...headers },
        payload: '{}',
      });
      expect({ headers, status: answer.statusCode }).toEqual({ headers, status: 403 });
    }
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it('accept our own origins: the host addressed, PUBLIC_URL, ALLOWED_ORIGINS, or a Referer of ours', async () => {
    const own = [
      { origin: 'http://localhost' },
      { origin: 'https://localhost:80', host: 'localhost:80' },
      { origin: publicUrl },
      { origin: kiosk },
      { referer: 'http://localhost/home?x=1' },
    ];
    for (const headers of own) {
      const cookie = await sessionCookie();
      const answer = await ctx.app.inject({ method: 'POST', url: logoutUrl, headers: { cookie, ...headers } });
      expect({ headers, status: answer.statusCode }).toEqual({ headers, status: 200 });
      expect(await isSignedIn(cookie)).toBe(false);
    }
  });

  it('do not concern Bearer or api-key clients, reads, or sign-in from a script', async () => {
    const session = await login(ctx.app, 'owner-a@test.example');
    const bearer = await ctx.app.inject({
      method: 'POST',
      url: logoutUrl,
      headers: { ...session.headers, origin: 'https://evil.example' },
    });
    expect(bearer.statusCode).toBe(200);
    const apiKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/order',
      headers: { 'api-key': 'not-a-key', origin: 'https://evil.example' },
      payload: {},
    });
    expect(apiKey.json().code).not.toBe('ORIGIN_REJECTED');
    const cookie = await sessionCookie();
    const read = await ctx.app.inject({
      method: 'GET',
      url: meUrl,
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
    const script = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/users/login',
      payload: { email: 'staff-b@test.example', password: testPassword },
    });
    expect(script.statusCode).toBe(200);
    // A sign-in form on another site is refused (login CSRF).
    const foreignLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/users/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'staff-b@test.example', password: testPassword },
    });
    expect(foreignLogin.statusCode).toBe(403);
  });

  it('read no text/plain body as JSON', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/users/login',
      headers: { origin: 'http://localhost', 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: 'staff-b@test.example', password: testPassword }),
    });
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toMatchObject({ message: 'Unsupported content type' });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});

describe('isTrustedOrigin', () => {
  it('compares the host under the origin scheme, and listed origins exactly', () => {
    expect(isTrustedOrigin('https://noren.example', 'noren.example', [])).toBe(true);
    expect(isTrustedOrigin('https://noren.example', 'noren.example:443', [])).toBe(true);
    expect(isTrustedOrigin('http://127.0.0.1:8080', '127.0.0.1:8080', [])).toBe(true);
    expect(isTrustedOrigin('https://noren.example', '10.0.0.5:8080', ['https://noren.example'])).toBe(true);
    expect(isTrustedOrigin('https://noren.example:8443', 'noren.example', [])).toBe(false);
    expect(isTrustedOrigin('https://evil.example', 'noren.example', ['https://noren.example'])).toBe(false);
    expect(isTrustedOrigin('null', 'noren.example', [])).toBe(false);
    expect(isTrustedOrigin('noren.example', 'noren.example', [])).toBe(false);
  });
});
