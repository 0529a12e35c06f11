// Serves the built web app (apps/web/dist): every file in its precompressed form when the browser
// accepts it (the build writes .br and .gz beside each file: brotli first, then gzip, else the file
// itself; always Vary: Accept-Encoding), hashed assets cached for a year, the pages revalidated on
// every load. Any other GET is a route of a page: board.html for the TV board, index.html otherwise.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from '../lib/envelope.ts';

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

/**
 * Registers the static files of webDist and the not-found handler: API and Socket.IO paths answer
 * the JSON 404, a missing hashed asset a plain 404 (never a page in its place), other GETs a page.
 */
export async function registerWebDelivery(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const hasBoard = existsSync(path.join(webDist, 'board.html'));
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
    return reply.sendFile('index.html');
  });
}
