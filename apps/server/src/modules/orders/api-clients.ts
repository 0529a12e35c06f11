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

/** Revokes a client: its key stops working. */
export async function revokeApiClient(db: Kysely<Database>, idApiClient: number): Promise<boolean> {
  const result = await db
    .updateTable('api_clients')
    .set({ revoked_at: new Date() })
    .where('id_api_client', '=', idApiClient)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The client of a key, or null for an unknown, malformed or revoked one. */
export async function resolveApiClient(db: Kysely<Database>, key: string | undefined): Promise<ApiClient | null> {
  if (!key || !keyPattern.test(key)) return null;
  const row = await db
    .selectFrom('api_clients')
    .select(['id_api_client', 'name', 'last_used_at'])
    .where('key_hash', '=', hashApiKey(key))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  // last_used_at is for people, not for security: touched at most once a minute, off the request path.
  if (!row.last_used_at || Date.now() - row.last_used_at.getTime() > 60_000) {
    void db
      .updateTable('api_clients')
      .set({ last_used_at: new Date() })
      .where('id_api_client', '=', row.id_api_client)
      .execute()
      .catch(() => undefined);
  }
  return { id_api_client: row.id_api_client, name: row.name };
}
