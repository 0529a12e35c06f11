// Serves the built web app (apps/web/dist): every file in its precompressed form when the browser
// accepts it (the build writes .br and .gz beside each file: brotli first, then gzip, else the file
// itself; always Vary: Accept-Encoding), hashed assets cached for a year, the pages revalidated on
// every load. Any other GET is a route of a page: board.html for the TV board, index.html otherwise,
// telling the app whether the request carried a session, with a signed-in screen's files (appPages).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../lib/envelope.ts';
import { sessionCookieName } from '../modules/auth/service.ts';

/** Folders of content-hashed files: a new build writes new names, so a copy never goes stale. */
const hashedFolders = ['assets', 'board-assets'];
export const immutableCache = 'public, max-age=31536000, immutable';
/**
 * Pages and unhashed files (favicon, manifest.webmanifest, service-worker.js): kept, but checked with
 * the server (ETag) before each use. The service worker above all: a cached copy would hold the
 * tablets on an old release (the browser checks it for updates at each page load).
 */
export const revalidateCache = 'no-cache';

const underAny = (pathname: string, folders: readonly string[]) =>
  folders.some((folder) => pathname === `/${folder}` || pathname.startsWith(`/${folder}/`));

/** dist/.vite/route-preloads.json, written by the web build (apps/web/vite.config.ts, routePreloads). */
interface RoutePreloads {
  frame: string[];
  screens: { path: string; files: string[] }[];
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the browser accepts (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * index.html as a page request finds it, by whether it carries a session cookie:
 * - with one, on a screen of the signed-in app (or the root): the same page with the signed-in
 *   frame's files and the screen's announced at the end of its head (rel=modulepreload, after the
 *   entry's own) and a meta element `noren-signed-in` after its charset (for the inline script that
 *   preloads the features' texts, and the app, which starts loading frame and screen beside "who am
 *   I"). The browser fetches them right after the entry's own files, not one round trip after
 *   another as each module is found (issue 14: /home on store Wi-Fi). The page still checks the
 *   session: a stale cookie costs a few unused preloads, never a screen.
 * - without one: a meta element `noren-signed-out`: nobody is signed in on this page, so the app
 *   shows the login page without first asking "who am I" (a round trip on store Wi-Fi before the
 *   login page could render). The service worker's offline copy of index.html has neither element.
 * Each variant is built once (per path pattern); null (the static page) for a signed-in request on
 * another path, or when the build has no route map.
 */
export function appPages(
  webDist: string,
): ((pathname: string, withSession: boolean) => { key: string; html: string } | null) | null {
  const mapFile = path.join(webDist, '.vite', 'route-preloads.json');
  const pageFile = path.join(webDist, 'index.html');
  if (!existsSync(mapFile) || !existsSync(pageFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as RoutePreloads;
  const page = readFileSync(pageFile, 'utf8');
  const charset = /<meta charset[^>]*>/i.exec(page);
  if (!charset) return null;
  const asset = /^\/assets\/[\w~.-]+\.js$/;
  const screens = map.screens.map(({ path: screenPath, files }) => ({
    key: screenPath,
    pattern: new RegExp(
      `^${screenPath
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')}/?$`,
    ),
    files,
  }));
  const headEnd = page.toLowerCase().lastIndexOf('</head>');
  if (headEnd < charset.index) return null;
  const built = new Map<string, string>();
  /**
   * The page with `marker` right after its charset (which must stay in the first 1,024 bytes; the
   * inline script of the head reads it) and `tail` at the end of the head: after the entry and its
   * own preloads, so that the browser asks for the scripts every page runs first (the frame's and
   * the screen's come with the same low priority, and a browser takes equal ones in document order).
   */
  const variant = (key: string, marker: string, tail = ''): string => {
    let html = built.get(key);
    if (html === undefined) {
      const at = charset.index + charset[0].length;
      html = `${page.slice(0, at)}${marker}${page.slice(at, headEnd)}${tail}${page.slice(headEnd)}`;
      built.set(key, html);
    }
    return html;
  };
  const signedIn = (key: string, files: string[]) => {
    const links = [...new Set([...map.frame, ...files])]
      .filter((file) => asset.test(file))
      .map((file) => `  <link rel="modulepreload" fetchpriority="low" crossorigin href="${file}">\n  `)
      .join('');
    return variant(key, '\n    <meta name="noren-signed-in" content="1">', links);
  };
  return (pathname, withSession) => {
    if (!withSession) {
      return {
        key: 'signed-out',
        html: variant('signed-out', '\n    <meta name="noren-signed-out" content="1">'),
      };
    }
    // The root redirects a signed-in user to the first screen the menu allows: the frame only.
    if (pathname === '/') return { key: '/', html: signedIn('/', []) };
    const screen = screens.find(({ pattern }) => pattern.test(pathname));
    return screen ? { key: screen.key, html: signedIn(screen.key, screen.files) } : null;
  };
}

const hasSession = (request: FastifyRequest) =>
  new RegExp(`(?:^|;\\s*)${sessionCookieName}=[^;\\s]`).test(request.headers.cookie ?? '');

/** Sends a page built in memory: compressed once per variant and encoding, with its ETag. */
function pageSender() {
  const encoded = new Map<string, { body: Buffer; etag: string }>();
  return (request: FastifyRequest, reply: FastifyReply, key: string, html: string) => {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const cacheKey = `${key}\n${encoding}`;
    let entry = encoded.get(cacheKey);
    if (!entry) {
      const raw = Buffer.from(html);
      const body =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
          : encoding === 'gzip'
            ? gzipSync(raw, { level: 9 })
            : raw;
      const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}-${encoding}"`;
      entry = { body, etag };
      encoded.set(cacheKey, entry);
    }
    reply
      .header('cache-control', revalidateCache)
      .header('vary', 'Accept-Encoding, Cookie')
      .header('etag', entry.etag)
      .type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(entry.body);
  };
}

/**
 * Registers the static files of webDist and the not-found handler: API and Socket.IO paths answer
 * the JSON 404, a missing hashed asset a plain 404 (never a page in its place), other GETs a page.
 */
export async function registerWebDelivery(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const hasBoard = existsSync(path.join(webDist, 'board.html'));
  const pageFor = hasWeb ? appPages(webDist) : null;
  const sendPage = pageSender();
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const relative = `/${path.relative(webDist, filePath).split(path.sep).join('/')}`;
        reply.header('cache-control', underAny(relative, hashedFolders) ? immutableCache : revalidateCache);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (underAny(pathname, ['api']) || pathname.startsWith('/socket.io')) {
      return reply.status(404).send(failure(404, 'ROUTE_NOT_FOUND'));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(failure(404, 'ROUTE_NOT_FOUND'));
    }
    if (!hasWeb) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build` (npm start does it).');
    }
    // An old page asking for a file of a former build: a 404 lets it fail (and reload), where the
    // index.html in its place would be run as JavaScript.
    if (underAny(pathname, hashedFolders)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    // The public TV board is a page of its own, with no sign-in (apps/web/src/board).
    if ((pathname === '/order-list' || pathname.startsWith('/order-list/')) && hasBoard) {
      return reply.sendFile('board.html');
    }
    // Any other path is a route of the single-page app.
    const variant = pageFor?.(pathname, hasSession(request));
    if (variant) return sendPage(request, reply, variant.key, variant.html);
    return reply.sendFile('index.html');
  });
}
