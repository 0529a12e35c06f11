// Server configuration, read once from the environment and checked by zod.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

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
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
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
  loginMaxFailures: number;
  loginWindowMs: number;
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
  };
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
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
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
    },
  };
}
