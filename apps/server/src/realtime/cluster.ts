// What lets several API nodes serve one restaurant's screens (README.md here): the Socket.IO
// adapter that carries every room message, socket drop and server-side message to the other
// nodes — PostgreSQL LISTEN/NOTIFY by default (the database every node already shares), Redis
// streams when REDIS_URL is set — and the secrets every node must hold alike.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { Adapter, ClusterAdapterWithHeartbeat, MessageType } from 'socket.io-adapter';
import { type Db, poolOf } from '../db/database.ts';
import { PlainError } from '../lib/fatal.ts';
import { batchNotifies, type NotifyClient } from './notify-batch.ts';

/** A Socket.IO adapter factory and what it holds open (a pool, a Redis client). */
export interface ClusterBus {
  kind: 'postgres' | 'redis';
  // biome-ignore lint/suspicious/noExplicitAny: Socket.IO types the adapter factory's namespace as any
  adapter: (nsp: any) => ClusterAdapterWithHeartbeat;
  /** After the adapter itself was closed: ends the bus's connections. */
  close(): Promise<void>;
}

interface Log {
  warn(details: object, message: string): void;
}

/** The PostgreSQL notification channel prefix (one channel per namespace: `noren.socket.io#/`). */
const channelPrefix = 'noren.socket.io';
/** The table of payloads over NOTIFY's 8,000-byte limit (migration 0014). */
export const attachmentsTable = 'socket_io_attachments';

/**
 * The stock cluster adapters publish a room message to the other nodes and wait for that round
 * trip (a NOTIFY, an XADD) before they write to this node's own sockets: every local delivery
 * would queue behind the bus. Here the message is serialised and handed to the bus first (the
 * order between nodes is unchanged), then this node's sockets get it at once.
 */
function localFirst(adapter: ClusterAdapterWithHeartbeat): ClusterAdapterWithHeartbeat {
  if (!(adapter instanceof ClusterAdapterWithHeartbeat)) throw new Error('not a Socket.IO cluster adapter');
  const clusterBroadcast = adapter.broadcast.bind(adapter);
  adapter.broadcast = async (packet, opts) => {
    if (opts.flags?.local) return clusterBroadcast(packet, opts);
    adapter.publish({
      type: MessageType.BROADCAST,
      data: { packet, opts: { rooms: [...opts.rooms], except: [...(opts.except ?? [])], flags: opts.flags ?? {} } },
    });
    Adapter.prototype.broadcast.call(adapter, packet, opts);
  };
  return adapter;
}

async function postgresBus(db: Db, log: Log): Promise<ClusterBus> {
  const { createAdapter } = await import('@socket.io/postgres-adapter');
  const appPool = poolOf(db);
  if (!appPool) throw new Error('the Socket.IO PostgreSQL adapter needs a handle made by createDb');
  // A pool of its own: NOTIFYs must not queue behind the API's queries (nor hold them up). Two
  // connections: one stays checked out for LISTEN, the other sends, so this node's messages leave
  // in the order they were sent (force_logout before the drop of the same sockets), batched while
  // one is on its way (notify-batch.ts).
  const pool = new pg.Pool({ ...appPool.options, max: 2, application_name: 'noren-socket-io' });
  pool.on('error', (error) => log.warn({ err: error }, 'socket.io adapter connection lost'));
  const create = createAdapter(pool, {
    channelPrefix,
    tableName: attachmentsTable,
    // Each node deletes attachments older than this, this often; a message is read within ms.
    cleanupInterval: 60_000,
    errorHandler: (error) => log.warn({ err: error }, 'socket.io adapter error'),
  });
  // The adapter's LISTEN client (one for every namespace of this node).
  let listener: ListenClient | undefined;
  return {
    kind: 'postgres',
    adapter: clusterAdapter((nsp) => {
      const adapter = create(nsp);
      const client = (adapter as unknown as { client: NotifyClient & ListenClient }).client;
      listener = client;
      batchNotifies(client);
      return adapter;
    }),
    close: async () => {
      // The adapter's goodbye to the other nodes is a NOTIFY still on its way: let it go first.
      // The adapter gives its LISTEN connection back only if it holds it: one still being set up
      // when the adapter closed (a node stopped right after it started) is taken later and kept,
      // and the pool's end would wait for it for ever. Closing the listener again gives it back.
      for (let wait = 0; wait < closeWaits && pool.idleCount < pool.totalCount; wait += 1) {
        listener?.close();
        await new Promise((resolve) => setTimeout(resolve, closeWaitMs));
      }
      listener?.close();
      // A connection that is still out (a LISTEN that never answered) must not hold the node's
      // stop: the pool is left to end on its own.
      const ending = pool.end().then(
        () => true,
        (error: unknown) => {
          log.warn({ err: error }, 'socket.io adapter pool not ended');
          return true;
        },
      );
      const ended = await Promise.race([
        ending,
        new Promise<false>((resolve) => setTimeout(resolve, poolEndMs, false).unref()),
      ]);
      if (!ended)
        log.warn({ out: pool.totalCount - pool.idleCount }, 'socket.io adapter connections still out at close');
    },
  };
}

/** The adapter's LISTEN client (PubSubClient of @socket.io/postgres-adapter 0.5): close() is repeatable. */
interface ListenClient {
  close(): void;
}
/** How long a closing bus waits for its connections to be given back: 40 × 25 ms. */
const closeWaits = 40;
const closeWaitMs = 25;
/** Then how long the pool's end may take before the node stops without it. */
const poolEndMs = 2_000;

/**
 * Socket.IO calls the factory with `new`: a plain function (not an arrow) whose returned object
 * is the adapter.
 */
function clusterAdapter(create: (nsp: unknown) => ClusterAdapterWithHeartbeat): ClusterBus['adapter'] {
  return function adapterOf(nsp: unknown) {
    return localFirst(create(nsp));
  };
}

/** The packages the Redis bus needs; not installed by default (README "Several nodes"). */
const redisPackages = ['redis', '@socket.io/redis-streams-adapter'] as const;

async function redisBus(url: string): Promise<ClusterBus> {
  // Module names in variables: the packages are optional and TypeScript must not resolve them.
  const [redisName, adapterName] = redisPackages;
  let redis: { createClient(options: { url: string }): RedisClient };
  let streams: { createAdapter(client: RedisClient): (nsp: unknown) => ClusterAdapterWithHeartbeat };
  try {
    redis = await import(redisName);
    streams = await import(adapterName);
  } catch {
    throw new PlainError(
      `REDIS_URL is set but the packages ${redisPackages.join(' and ')} are not installed: install them in apps/server (npm install -w apps/server ${redisPackages.join(' ')}) or unset REDIS_URL to use PostgreSQL`,
    );
  }
  const client = redis.createClient({ url });
  await client.connect();
  const create = streams.createAdapter(client);
  return {
    kind: 'redis',
    adapter: clusterAdapter(create),
    close: async () => {
      await client.quit();
    },
  };
}

interface RedisClient {
  connect(): Promise<unknown>;
  quit(): Promise<unknown>;
}

/** Redis streams when `redisUrl` is given, else PostgreSQL LISTEN/NOTIFY on the app's database. */
export function createClusterBus(db: Db, redisUrl: string | undefined, log: Log): Promise<ClusterBus> {
  return redisUrl ? redisBus(redisUrl) : postgresBus(db, log);
}

/**
 * A secret every node of one database shares (a row of shared_secrets, made by whichever node
 * asks first): used where the configuration leaves a secret unset, so that what one node signs
 * another accepts.
 */
export async function sharedSecret(db: Db, name: string): Promise<string> {
  // Two nodes starting together: the second one's INSERT waits for the first and does nothing,
  // and its statement's snapshot predates the first's row; a second try reads it.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const { rows } = await sql<{ value: string }>`
      WITH made AS (
        INSERT INTO shared_secrets (name, value) VALUES (${name}, ${randomBytes(32).toString('base64url')})
        ON CONFLICT (name) DO NOTHING RETURNING value)
      SELECT value FROM made UNION ALL SELECT value FROM shared_secrets WHERE name = ${name}`.execute(db);
    if (rows[0]) return rows[0].value;
  }
  throw new Error(`the shared secret ${name} could not be read`);
}
