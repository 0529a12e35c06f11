// Server configuration, read once from the environment and checked by zod.
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** OpenStreetMap's own tile server (its usage policy allows light use such as a back office's map). */
export const defaultTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** An http(s) tile URL template on one fixed host (its origin goes into the CSP's img-src). */
function isTileUrlTemplate(value: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !/[{}]/.test(url.host);
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(8),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DEMO_SEED: booleanText.optional(),
  WEB_DIST: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  ALLOWED_ORIGINS: z.string().default(''),
  COOKIE_SECURE: booleanText.optional(),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(72),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
  TRUST_PROXY: z.string().default(''),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(20),
  LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  LOGIN_ADDRESS_MAX_FAILURES: z.coerce.number().int().positive().default(100),
  LOGIN_FREE_FAILURES: z.coerce.number().int().min(0).default(5),
  LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().positive().default(900),
  KNOWN_DEVICE_DAYS: z.coerce.number().positive().default(90),
  SOCKET_SESSION_CHECK_SECONDS: z.coerce.number().positive().default(60),
  /** Several API nodes: Redis streams carry Socket.IO between them; unset: PostgreSQL does. */
  REDIS_URL: z.string().url().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-northeast-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  UPLOAD_SIGNING_SECRET: z.string().min(16).optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  /** Largest image zip (catalogue image import): read whole, so kept well below the APK limit. */
  IMAGE_ZIP_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(100 * 1024 * 1024),
  /** Largest APK (Upload App): streamed to storage, never held in memory. */
  APK_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(200 * 1024 * 1024),
  /** Address search of the Store screen: a Nominatim-compatible service (its base URL) … */
  NOMINATIM_URL: z.string().url().optional(),
  /** … or Google Places (its API key). Neither: manual address and a map pin. */
  GOOGLE_PLACES_KEY: z.string().min(1).optional(),
  /** The supermarket chain's API (register prices, user ranks); unset: those lookups are skipped. */
  SUPERMARKET_API_URL: z.string().url().optional(),
  SUPERMARKET_API_KEY: z.string().min(1).optional(),
  /**
   * The Add/Edit Store map's tiles: a Leaflet URL template ({z}/{x}/{y}; one host, no {s}), or
   * empty for no tiles (the pin on a grey map still fills the coordinates).
   */
  MAP_TILE_URL: z
    .string()
    .trim()
    .refine((value) => value === '' || isTileUrlTemplate(value), {
      message: 'an http(s) URL template holding {z}, {x} and {y} on one host (no {s}), or empty',
    })
    .default(defaultTileUrl),
  MAP_TILE_ATTRIBUTION: z.string().trim().max(300).default('© OpenStreetMap contributors'),
  /**
   * Where the browser may send slips (CSP connect-src): the tablets post ePOS-Print XML to LAN
   * printers whose addresses only each browser knows. Space-separated CSP sources; 'none' to allow
   * no printer (cloud printers and the Android bridge still print).
   */
  PRINTER_CONNECT_SRC: z
    .string()
    .trim()
    .regex(/^('none'|none|[A-Za-z0-9*.:/[\]-]+( [A-Za-z0-9*.:/[\]-]+)*)$/, {
      message: "space-separated CSP sources (e.g. 'http: https:' or 'http://192.168.1.50'), or none",
    })
    .default('http: https:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections the server keeps to PostgreSQL (the job queue has its own few). */
  databasePoolSize: number;
  embeddedPgPort: number;
  demoSeed: boolean;
  webDist: string;
  publicUrl: string | undefined;
  /** Origins allowed for the Socket.IO handshake besides the server's own host. */
  allowedOrigins: string[];
  cookieSecure: boolean;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /**
   * Who may name the client in X-Forwarded-For / -Proto / -Host (Fastify's `trustProxy`): false
   * (nobody, the default), a hop count, or proxy addresses and CIDRs. Trusting everybody would let
   * any client pick its own address and so slip past the per-address login limits.
   */
  trustProxy: false | number | string[];
  /** Failed sign-ins of one account (all addresses) within the window before only known devices may try. */
  loginMaxFailures: number;
  /** Window of the account and address login limits. */
  loginWindowMs: number;
  /** Failed sign-ins from one address (all accounts) within the window before only known devices may try. */
  loginAddressMaxFailures: number;
  /** Failures of one account from one address (or known device) before each try waits 2, 4, 8 … s. */
  loginFreeFailures: number;
  /** The longest of those waits. */
  loginMaxDelayMs: number;
  /** A device unused this long is no longer known (its cookie lives as long). */
  knownDeviceMs: number;
  /** How often open sockets check that their session still lives (expiry, revocation on another node). */
  socketSessionCheckMs: number;
  /** Redis for the Socket.IO cluster bus (src/realtime/cluster.ts); undefined: PostgreSQL LISTEN/NOTIFY. */
  redisUrl: string | undefined;
  bodyLimitBytes: number;
  logLevel: string;
  storage: {
    driver: 'local' | 's3';
    /** Local driver: files live here (DATA_DIR/files). */
    localRoot: string;
    s3Bucket: string | undefined;
    s3Region: string;
    s3Endpoint: string | undefined;
    /** Base URL files are read from (a CDN or the bucket's public URL). */
    s3PublicUrl: string | undefined;
    /** Signs local upload URLs; random per process when unset (URLs then die with a restart). */
    signingSecret: string | undefined;
    maxUploadBytes: number;
    /** Largest .apk upload (streamed to storage; other kinds keep maxUploadBytes). */
    maxApkBytes: number;
    /** Largest .zip upload (image import; read whole, checked entry by entry by image-zips). */
    maxZipBytes: number;
  };
  /** Address search for stores (NOMINATIM_URL wins when both are set); none set: no provider. */
  geocoder: {
    nominatimUrl: string | undefined;
    googlePlacesKey: string | undefined;
  };
  /** The supermarket API (integrations/supermarket.ts); no url: not configured, lookups answer null. */
  supermarket: {
    url: string | undefined;
    apiKey: string | undefined;
  };
  /** CSP connect-src sources for LAN printers (PRINTER_CONNECT_SRC); empty: none. */
  printerConnectSrc: string[];
  /** The Add/Edit Store map (told to the web app by GET restaurant/geocode/settings). */
  map: {
    /** Leaflet tile URL template, or null: no tiles (a grey map; the pin still works). */
    tileUrl: string | null;
    tileAttribution: string;
  };
}

/** proxy-addr's names for address ranges, accepted besides addresses and CIDRs. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: empty = trust no proxy; a whole number = that many hops in front of the server;
 * otherwise comma-separated addresses / CIDRs (or loopback, linklocal, uniquelocal). `true` is
 * refused on purpose: it would believe any client's X-Forwarded-For.
 */
export function parseTrustProxy(text: string): false | number | string[] {
  const value = text.trim();
  if (value === '' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const validBits =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32) && rest.length === 0);
    if (!proxyRangeNames.has(entry) && (family === 0 || !validBits)) {
      throw new Error(
        `Invalid configuration: TRUST_PROXY: "${entry}" is not an address, a CIDR or a hop count (use the proxies' addresses)`,
      );
    }
  }
  return entries;
}

/** Parses the environment; throws a readable error naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${issues.join('; ')}`);
  }
  const e = parsed.data;
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) {
    throw new Error('Invalid configuration: S3_BUCKET is required when STORAGE_DRIVER=s3');
  }
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    // npm runs workspace scripts inside the workspace; relative paths mean the caller's folder.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    // The demo platform is seeded by default only on the embedded database.
    demoSeed: e.DEMO_SEED ?? e.DATABASE_URL === undefined,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    publicUrl: e.PUBLIC_URL,
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    cookieSecure: e.COOKIE_SECURE ?? e.PUBLIC_URL?.startsWith('https://') ?? false,
    sessionIdleMs: e.SESSION_IDLE_HOURS * 3_600_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_DAYS * 86_400_000,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    loginAddressMaxFailures: e.LOGIN_ADDRESS_MAX_FAILURES,
    loginFreeFailures: e.LOGIN_FREE_FAILURES,
    loginMaxDelayMs: e.LOGIN_MAX_DELAY_SECONDS * 1000,
    knownDeviceMs: e.KNOWN_DEVICE_DAYS * 86_400_000,
    socketSessionCheckMs: e.SOCKET_SESSION_CHECK_SECONDS * 1000,
    redisUrl: e.REDIS_URL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    storage: {
      driver: e.STORAGE_DRIVER,
      localRoot: path.join(path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR), 'files'),
      s3Bucket: e.S3_BUCKET,
      s3Region: e.S3_REGION,
      s3Endpoint: e.S3_ENDPOINT,
      s3PublicUrl: e.S3_PUBLIC_URL,
      signingSecret: e.UPLOAD_SIGNING_SECRET,
      maxUploadBytes: e.UPLOAD_MAX_BYTES,
      maxApkBytes: e.APK_MAX_BYTES,
      maxZipBytes: e.IMAGE_ZIP_MAX_BYTES,
    },
    geocoder: { nominatimUrl: e.NOMINATIM_URL, googlePlacesKey: e.GOOGLE_PLACES_KEY },
    supermarket: { url: e.SUPERMARKET_API_URL, apiKey: e.SUPERMARKET_API_KEY },
    printerConnectSrc: /^'?none'?$/.test(e.PRINTER_CONNECT_SRC) ? [] : e.PRINTER_CONNECT_SRC.split(' '),
    map: { tileUrl: e.MAP_TILE_URL === '' ? null : e.MAP_TILE_URL, tileAttribution: e.MAP_TILE_ATTRIBUTION },
  };
}
