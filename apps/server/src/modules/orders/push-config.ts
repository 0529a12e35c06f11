// Configuration of customer push delivery, read from the environment until it moves into
// config.ts: PUSH_ENDPOINT (base URL of the push service; unset = pushes are recorded as skipped),
// PUSH_TOKEN (bearer token), PUSH_TIMEOUT_MS (default 5000), PUSH_MAX_ATTEMPTS (default 12, about
// six hours of retries with the backoff below).
import { z } from 'zod';

export interface PushConfig {
  endpoint: string | undefined;
  token: string | undefined;
  timeoutMs: number;
  maxAttempts: number;
  /** First retry delay; doubles per attempt up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

const envSchema = z.object({
  PUSH_ENDPOINT: z.string().url().optional(),
  PUSH_TOKEN: z.string().min(1).optional(),
  PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  PUSH_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
});

export function pushConfig(env: NodeJS.ProcessEnv = process.env): PushConfig {
  const parsed = envSchema.safeParse({
    PUSH_ENDPOINT: env.PUSH_ENDPOINT || undefined,
    PUSH_TOKEN: env.PUSH_TOKEN || undefined,
    PUSH_TIMEOUT_MS: env.PUSH_TIMEOUT_MS || undefined,
    PUSH_MAX_ATTEMPTS: env.PUSH_MAX_ATTEMPTS || undefined,
  });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${issues.join('; ')}`);
  }
  return {
    endpoint: parsed.data.PUSH_ENDPOINT?.replace(/\/+$/, ''),
    token: parsed.data.PUSH_TOKEN,
    timeoutMs: parsed.data.PUSH_TIMEOUT_MS,
    maxAttempts: parsed.data.PUSH_MAX_ATTEMPTS,
    baseDelayMs: 30_000,
    maxDelayMs: 3_600_000,
  };
}
