// API clients of the customer ordering app: each has its own key, sent in the `api-key` header.
// Keys are 256-bit random strings shown once; only their SHA-256 is stored (a key is not a
// password: it is long and random, so a fast hash is enough), with a short prefix to tell keys
// apart. A revoked client's key stops working at once.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface ApiClient {
  id_api_client: number;
  name: string;
}

const keyPattern = /^nrn_[A-Za-z0-9_-]{43}$/;

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Creates a client and answers its key, which is never shown again. */
export async function createApiClient(
  db: Kysely<Database>,
  name: string,
): Promise<ApiClient & { key: string; key_prefix: string }> {
  const key = `nrn_${randomBytes(32).toString('base64url')}`;
  const key_prefix = key.slice(0, 10);
  const row = await db
    .insertInto('api_clients')
    .values({ name: name.trim() || 'client', key_prefix, key_hash: hashApiKey(key) })
    .returning(['id_api_client', 'name'])
    .executeTakeFirstOrThrow();
  return { ...row, key, key_prefix };
}

/**
 * Resolved keys, briefly: every order of the ordering app carries its key, and a lookup per order
 * is a database round trip. Only known keys are kept (a new key works at once); an entry lives
 * 30 s, and revoking in this process drops its entries at once (a revocation made by another
 * process takes effect within 30 s). One map per database handle, so test databases never share.
 */
const cacheTtlMs = 30_000;
const cacheMaxEntries = 1_000;
interface CachedClient {
  client: ApiClient;
  expiresAt: number;
  lastUsedAt: number;
}
const caches = new WeakMap<Kysely<Database>, Map<string, CachedClient>>();
const cacheOf = (db: Kysely<Database>) => {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
};

/** last_used_at is for people, not for security: touched at most once a minute, off the request path. */
function touch(db: Kysely<Database>, idApiClient: number) {
  void db
    .updateTable('api_clients')
    .set({ last_used_at: new Date() })
    .where('id_api_client', '=', idApiClient)
    .execute()
    .catch(() => undefined);
}

/** Revokes a client: its key stops working. */
export async function revokeApiClient(db: Kysely<Database>, idApiClient: number): Promise<boolean> {
  const result = await db
    .updateTable('api_clients')
    .set({ revoked_at: new Date() })
    .where('id_api_client', '=', idApiClient)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  const cache = caches.get(db);
  for (const [hash, entry] of cache ?? []) {
    if (entry.client.id_api_client === idApiClient) cache?.delete(hash);
  }
  return result.numUpdatedRows > 0n;
}

/** The client of a key, or null for an unknown, malformed or revoked one. */
export async function resolveApiClient(db: Kysely<Database>, key: string | undefined): Promise<ApiClient | null> {
  if (!key || !keyPattern.test(key)) return null;
  const hash = hashApiKey(key);
  const cache = cacheOf(db);
  const now = Date.now();
  const cached = cache.get(hash);
  if (cached && cached.expiresAt > now) {
    if (now - cached.lastUsedAt > 60_000) {
      cached.lastUsedAt = now;
      touch(db, cached.client.id_api_client);
    }
    return cached.client;
  }
  const row = await db
    .selectFrom('api_clients')
    .select(['id_api_client', 'name', 'last_used_at'])
    .where('key_hash', '=', hash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) {
    cache.delete(hash);
    return null;
  }
  let lastUsedAt = row.last_used_at?.getTime() ?? 0;
  if (now - lastUsedAt > 60_000) {
    lastUsedAt = now;
    touch(db, row.id_api_client);
  }
  const client = { id_api_client: row.id_api_client, name: row.name };
  if (cache.size >= cacheMaxEntries) cache.clear();
  cache.set(hash, { client, expiresAt: now + cacheTtlMs, lastUsedAt });
  return client;
}
