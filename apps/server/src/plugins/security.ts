// Browser-facing protections of every answer:
// - security headers (helmet): a Content-Security-Policy the web app and Swagger UI pass, no
//   framing by other sites, nosniff, a Referrer-Policy;
// - cross-site writes refused: a write that a browser would send with the session cookie must come
//   from one of our own origins (Origin, or Referer when Origin is absent). A page on another site
//   can otherwise make the victim's browser POST with its cookie (a text/plain form needs no CORS
//   preflight). Requests carrying `Authorization: Bearer` or `api-key` have no ambient credential a
//   browser adds by itself, so they are not checked;
// - bodies are parsed only as JSON: text/plain is what a cross-site form can send without a
//   preflight, so it is refused (415) rather than read.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { AppError } from '../lib/errors.ts';
import { sessionCookieName } from '../modules/auth/service.ts';
import { bucketUrl } from '../storage/s3.ts';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin of a URL text, or undefined when it is not a URL. */
function originOf(text: string | undefined): string | undefined {
  if (!text) return undefined;
  try {
    const { origin } = new URL(text);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** Origins trusted besides the server's own: PUBLIC_URL and ALLOWED_ORIGINS. */
export function trustedOrigins(config: Pick<AppConfig, 'publicUrl' | 'allowedOrigins'>): string[] {
  return [config.publicUrl, ...config.allowedOrigins].flatMap((text) => originOf(text) ?? []);
}

/**
 * Is `origin` one of ours? Listed origins match exactly; the server's own origin is the Host the
 * browser addressed (X-Forwarded-Host only from a trusted proxy). The Host is compared under the
 * origin's scheme, so a TLS proxy in front (https origin, plain http inside) still matches.
 */
export function isTrustedOrigin(origin: string, host: string | undefined, trusted: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // 'null' (sandboxed frames, file:) and garbage
  }
  if (url.origin === 'null') return false;
  if (trusted.includes(url.origin)) return true;
  if (!host) return false;
  try {
    return new URL(`${url.protocol}//${host}`).host === url.host;
  } catch {
    return false;
  }
}

/** SHA-256 sources of the inline scripts of the built web app's index.html (its language setter). */
export function inlineScriptHashes(webDist: string): string[] {
  let html: string;
  try {
    html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** The Content-Security-Policy directives (helmet's names). */
export function contentSecurityDirectives(
  config: Pick<AppConfig, 'webDist' | 'publicUrl' | 'storage'> & Partial<Pick<AppConfig, 'map' | 'printerConnectSrc'>>,
): Record<string, string[]> {
  const https = config.publicUrl?.startsWith('https://') ?? false;
  // With the S3 driver, pictures are read from S3_PUBLIC_URL (or the bucket) and uploads PUT to
  // the bucket (or the S3-compatible endpoint).
  const { storage } = config;
  const bucket =
    storage.driver === 's3' && storage.s3Bucket
      ? bucketUrl({ bucket: storage.s3Bucket, region: storage.s3Region, endpoint: storage.s3Endpoint })
      : '';
  const fileOrigins = [originOf(storage.s3PublicUrl), originOf(bucket)].flatMap((origin) => origin ?? []);
  const uploadOrigins = [originOf(bucket), originOf(storage.s3Endpoint)].flatMap((origin) => origin ?? []);
  // The Add/Edit Store map's tiles (MAP_TILE_URL, one host).
  const tileOrigin = originOf(config.map?.tileUrl ?? undefined);
  const unique = (list: string[]) => [...new Set(list)];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(config.webDist)],
    'script-src-attr': ["'none'"],
    // MUI's emotion injects <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for Swagger UI's icons and the dashboard's generated chime; blob: for local previews;
    // the tile server for the store map.
    'img-src': unique(["'self'", 'data:', 'blob:', ...fileOrigins, ...(tileOrigin ? [tileOrigin] : [])]),
    'media-src': unique(["'self'", 'data:', 'blob:', ...fileOrigins]),
    'font-src': ["'self'", 'data:'],
    // 'self' covers the same-origin Socket.IO websocket (ws: / wss:) in CSP Level 3 browsers; the
    // LAN printers the tablets post slips to (PRINTER_CONNECT_SRC, addresses only browsers know).
    'connect-src': unique(["'self'", ...uploadOrigins, ...(config.printerConnectSrc ?? [])]),
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  app.removeContentTypeParser('text/plain');

  const https = config.publicUrl?.startsWith('https://') ?? false;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    // Only a site known to be served over https asks browsers to insist on it (and never for
    // other subdomains of the operator's domain, which may not be ours).
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
    // Same-origin requests keep their Referer (and a full Origin on every write, which the check
    // below needs: under 'no-referrer' browsers send `Origin: null`); other sites learn nothing.
    referrerPolicy: { policy: 'same-origin' },
  });

  // Public pictures and sounds under /api/files may be shown by other apps (the TV board, the
  // ordering app's web views); everything else stays same-origin (helmet's default).
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' || !request.url.startsWith('/api/files/')) return;
    const type = String(reply.getHeader('content-type') ?? '');
    if (/^(image|audio|video)\//.test(type)) reply.header('cross-origin-resource-policy', 'cross-origin');
  });

  const trusted = trustedOrigins(config);
  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method)) return;
    if (request.headers.authorization?.startsWith('Bearer ') || request.headers['api-key'] !== undefined) return;
    const origin = request.headers.origin ?? referrerOrigin(request);
    if (origin === undefined) {
      // Browsers send Origin with every write; a request without Origin and Referer comes from
      // another kind of client. Only with the session cookie would it act with a browser's
      // ambient credential: refuse that, let credential-less clients (sign-in from a script) be.
      if (request.cookies?.[sessionCookieName] === undefined) return;
      throw new AppError(403, 'ORIGIN_REJECTED');
    }
    if (!isTrustedOrigin(origin, request.host, trusted)) throw new AppError(403, 'ORIGIN_REJECTED');
  });

  // Without TRUST_PROXY, X-Forwarded-For is ignored: every client behind a proxy then shares the
  // proxy's address in the login limits. Say so once, so an operator notices.
  if (config.trustProxy === false) {
    let warned = false;
    app.addHook('onRequest', async (request) => {
      if (warned || request.headers['x-forwarded-for'] === undefined) return;
      warned = true;
      request.log.warn(
        { peer: request.socket.remoteAddress },
        'X-Forwarded-For is ignored: set TRUST_PROXY to the reverse proxy addresses (or the hop count) so login limits see the real client addresses',
      );
    });
  }
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`: a hop count becomes "the nearest n hops" (what Fastify
 * does with a number at run time, which its types do not admit).
 */
export function fastifyTrustProxy(
  value: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

/** Referer's origin (or the literal text when it is not a URL, which then fails the check). */
function referrerOrigin(request: FastifyRequest): string | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  return originOf(referer) ?? referer;
}
