// The PostgreSQL bus of a node that stops right after it started: the adapter's LISTEN connection
// is still being set up when the adapter closes (the adapter gives it back only if it holds it), so
// it is taken afterwards — and the pool's end used to wait for it for ever (seen once in CI as a
// node's close timing out after 10 s). The bus now gives it back and ends.
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { createDb, poolOf } from '../db/database.ts';
import { createClusterBus } from './cluster.ts';

const ctx = await setupTestApp();
const url = poolOf(ctx.db)?.options.connectionString;
if (!url) throw new Error('the test database has no connection string');
const db = createDb(url, 2);
afterAll(() => db.destroy());

const warnings: string[] = [];
const log = { warn: (_details: object, message: string) => void warnings.push(message) };

/** A namespace as the adapter factory reads it. */
const namespace = () => ({ name: '/', server: { encoder: {}, _opts: {} }, sockets: new Map(), adapter: undefined });

describe('the PostgreSQL cluster bus', () => {
  it('closed while its LISTEN connection is still being set up, gives it back and ends', async () => {
    for (let round = 0; round < 5; round += 1) {
      const bus = await createClusterBus(db, undefined, log);
      const adapter = bus.adapter(namespace());
      // At once, as a node stopped right after its start: the LISTEN is not set up yet.
      adapter.close();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const closed = await Promise.race([
        bus.close().then(() => 'closed'),
        new Promise((resolve) => {
          timer = setTimeout(resolve, 5_000, 'still closing');
        }),
      ]);
      clearTimeout(timer);
      expect(closed).toBe('closed');
    }
    // Every connection was given back: the pool's end was never given up on.
    expect(warnings).toEqual([]);
  });
});
