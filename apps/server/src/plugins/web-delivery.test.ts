// Web delivery (issue 14): the build's precompressed files sent by Accept-Encoding (brotli, gzip, else
// the file itself, always Vary: Accept-Encoding), hashed assets cached for a year, pages and SPA
// routes revalidated, a missing asset a 404 rather than a page. A tiny fake dist, no database.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { failure } from '../lib/envelope.ts';
import { immutableCache, pickEncoding, registerWebDelivery, revalidateCache } from './web-delivery.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'noren-web-delivery-'));
const script = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
const page = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>\n`;
/** Writes a file with its .br and .gz, as the web build does. */
function writePrecompressed(file: string, content: string) {
  const full = path.join(dist, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
  writeFileSync(`${full}.br`, brotliCompressSync(content));
  writeFileSync(`${full}.gz`, gzipSync(content));
}
writePrecompressed('index.html', page);
writePrecompressed('assets/a-HASH1234.js', script);
writePrecompressed('board-assets/board-HASH5678.js', script);
writeFileSync(path.join(dist, 'board.html'), '<!doctype html><title>board</title>\n');
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
writeFileSync(path.join(dist, 'service-worker.js'), 'self.addEventListener("fetch", () => {});\n');
writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Noren","start_url":"/home"}\n');

const app = Fastify();
await registerWebDelivery(app, dist);
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('precompressed files by Accept-Encoding', () => {
  it.each([
    ['br, gzip, deflate', 'br', brotliCompressSync(script)],
    ['gzip, deflate', 'gzip', gzipSync(script)],
    [undefined, undefined, Buffer.from(script)],
    ['identity', undefined, Buffer.from(script)],
  ])('Accept-Encoding %s → Content-Encoding %s', async (acceptEncoding, encoding, body) => {
    const response = await get('/assets/a-HASH1234.js', acceptEncoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(body)).toBe(true);
  });

  it('sends index.html compressed too, for a route of the app', async () => {
    const response = await get('/home', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });
});

describe('cache policy', () => {
  it.each(['/assets/a-HASH1234.js', '/board-assets/board-HASH5678.js'])('%s is immutable for a year', async (url) => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      const response = await get(url, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(immutableCache);
    }
    expect(immutableCache).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['/index.html', /<div id="root">/],
    ['/', /<div id="root">/],
    ['/home', /<div id="root">/],
    ['/food/food/12?tab=2', /<div id="root">/],
    ['/order-list/1001', /<title>board<\/title>/],
    ['/favicon.svg', /<svg/],
  ])('%s is revalidated (no-cache)', async (url, content) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(revalidateCache);
    expect(response.body).toMatch(content);
    expect(revalidateCache).toBe('no-cache');
  });
});

describe('the installable app', () => {
  it('serves the service worker as JavaScript, checked with the server on every update check', async () => {
    // A cached worker would keep an old release on the tablets for as long as the cache lives.
    const response = await get('/service-worker.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe(revalidateCache);
    expect(response.body).toMatch(/addEventListener\("fetch"/);
  });

  it('serves the web app manifest as application/manifest+json, revalidated', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe(revalidateCache);
    expect(response.json()).toEqual({ name: 'Noren', start_url: '/home' });
  });
});

describe('not found', () => {
  it.each(['/assets/gone-OLDHASH.js', '/board-assets/gone-OLDHASH.js', '/assets/'])(
    'a missing hashed file %s is a 404, not index.html',
    async (url) => {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toMatch(/<div id="root">/);
      expect(response.headers['cache-control']).not.toBe(immutableCache);
    },
  );

  it('answers the JSON 404 under /api and for other methods', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/nothing' },
      { method: 'POST' as const, url: '/home' },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(failure(404, 'ROUTE_NOT_FOUND'));
    }
  });
});

describe('a page says whether it opens signed in, and a signed-in screen announces its files', () => {
  // A dist with the build's route map (apps/web/vite.config.ts, routePreloads).
  const signedInDist = mkdtempSync(path.join(tmpdir(), 'noren-web-preloads-'));
  const head = '<!doctype html><html lang="ja"><head><meta charset="UTF-8" /><title>Noren</title>';
  writeFileSync(path.join(signedInDist, 'index.html'), `${head}</head><body><div id="root"></div></body></html>\n`);
  mkdirSync(path.join(signedInDist, '.vite'));
  writeFileSync(
    path.join(signedInDist, '.vite', 'route-preloads.json'),
    JSON.stringify({
      frame: ['/assets/signed-in-AAAA.js', '/assets/feature-routes-BBBB.js'],
      screens: [
        { path: '/home', files: ['/assets/home-page-CCCC.js', '/assets/mui~home~x-DDDD.js'] },
        { path: '/food/food/:id', files: ['/assets/menu-detail-EEEE.js', '"><script>alert(1)</script>'] },
      ],
    }),
  );
  const signedInApp = Fastify();
  const registered = registerWebDelivery(signedInApp, signedInDist);
  afterAll(async () => {
    await signedInApp.close();
    rmSync(signedInDist, { recursive: true, force: true });
  });
  const page = async (url: string, headers: Record<string, string> = {}) => {
    await registered;
    return signedInApp.inject({ method: 'GET', url, headers });
  };
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1],
    );
  const session = { cookie: 'lang=ja; noren_session=token123' };

  it('/home with a session: the marker after the charset, the frame and the screen at the end of the head', async () => {
    const response = await page('/home', session);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe(revalidateCache);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(preloads(response.body)).toEqual([
      '/assets/signed-in-AAAA.js',
      '/assets/feature-routes-BBBB.js',
      '/assets/home-page-CCCC.js',
      '/assets/mui~home~x-DDDD.js',
    ]);
    expect(response.body.indexOf('<meta charset')).toBeLessThan(response.body.indexOf('noren-signed-in'));
    expect(response.body).toMatch(/<meta name="noren-signed-in" content="1">/);
    // After what the page had in its head (the entry and its own preloads are asked for first).
    expect(response.body.indexOf('<title>Noren</title>')).toBeLessThan(response.body.indexOf('modulepreload'));
    expect(response.body.lastIndexOf('modulepreload')).toBeLessThan(response.body.indexOf('</head>'));
    expect(response.body).toMatch(/<div id="root"><\/div>/);
  });

  it('a path with a parameter matches its screen; a name that is not an asset is never written', async () => {
    const response = await page('/food/food/42', session);
    expect(preloads(response.body)).toEqual([
      '/assets/signed-in-AAAA.js',
      '/assets/feature-routes-BBBB.js',
      '/assets/menu-detail-EEEE.js',
    ]);
    expect(response.body).not.toMatch(/alert/);
  });

  it("the root with a session: the frame only (the first permitted screen is the app's to choose)", async () => {
    const response = await page('/', session);
    expect(preloads(response.body)).toEqual(['/assets/signed-in-AAAA.js', '/assets/feature-routes-BBBB.js']);
  });

  it.each([
    ['/home', {}],
    ['/home', { cookie: 'noren_session=' }],
    ['/home', { cookie: 'other_noren_session=x' }],
    ['/', {}],
    ['/download-app', { cookie: 'lang=en' }],
  ])(
    '%s with %o: no session, said so (the app shows the login page without asking), nothing preloaded',
    async (url, headers) => {
      const response = await page(url, headers as Record<string, string>);
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<div id="root">/);
      expect(response.body).toMatch(/<meta name="noren-signed-out" content="1">/);
      expect(response.body.indexOf('<meta charset')).toBeLessThan(response.body.indexOf('noren-signed-out'));
      expect(response.body).not.toMatch(/noren-signed-in|modulepreload/);
      expect(response.headers.vary).toMatch(/cookie/i);
    },
  );

  it.each(['/unknown/path', '/home/extra'])(
    '%s with a session: the static page (no screen of that path)',
    async (url) => {
      const response = await page(url, session);
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<div id="root">/);
      expect(response.body).not.toMatch(/noren-signed-in|noren-signed-out|modulepreload/);
    },
  );

  it('compressed by Accept-Encoding, with an ETag answered by 304', async () => {
    const first = await page('/home', { ...session, 'accept-encoding': 'gzip;q=0, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toMatch(/home-page-CCCC/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await page('/home', { ...session, 'accept-encoding': 'gzip;q=0, br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const plain = await page('/home', { ...session, 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).not.toBe(etag);
    expect(plain.body).toMatch(/home-page-CCCC/);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
    [undefined, 'identity'],
  ])('Accept-Encoding %s → %s', (header, encoding) => {
    expect(pickEncoding(header)).toBe(encoding);
  });
});
