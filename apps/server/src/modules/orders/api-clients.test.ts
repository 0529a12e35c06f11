// API clients of the ordering app: the key is shown once and only its hash is kept; a revoked or
// unknown key is refused.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/harness.ts';
import { createApiClient, hashApiKey, resolveApiClient, revokeApiClient } from './api-clients.ts';

const ctx = await setupTestApp();

describe('api clients', () => {
  it('stores only the hash and a prefix of the key; the key resolves to its client', async () => {
    const client = await createApiClient(ctx.db, ' Scan&Go app ');
    expect(client.key).toMatch(/^nrn_[A-Za-z0-9_-]{43}$/);
    const row = await ctx.db
      .selectFrom('api_clients')
      .selectAll()
      .where('id_api_client', '=', client.id_api_client)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Scan&Go app',
      key_hash: hashApiKey(client.key),
      key_prefix: client.key.slice(0, 10),
    });
    expect(JSON.stringify(row)).not.toContain(client.key);
    expect(await resolveApiClient(ctx.db, client.key)).toEqual({
      id_api_client: client.id_api_client,
      name: 'Scan&Go app',
    });
  });

  it('refuses unknown, malformed and revoked keys', async () => {
    const client = await createApiClient(ctx.db, 'old app');
    expect(await resolveApiClient(ctx.db, undefined)).toBeNull();
    expect(await resolveApiClient(ctx.db, 'nope')).toBeNull();
    expect(await resolveApiClient(ctx.db, `${client.key.slice(0, -1)}x`)).toBeNull();
    expect(await revokeApiClient(ctx.db, client.id_api_client)).toBe(true);
    expect(await resolveApiClient(ctx.db, client.key)).toBeNull();
    expect(await revokeApiClient(ctx.db, client.id_api_client)).toBe(false);
  });
});
