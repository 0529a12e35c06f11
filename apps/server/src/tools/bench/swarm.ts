// The bench's side of the socket swarm (socket-swarm.ts): starts the child, has it connect the
// sockets, measures the clock offset between the two processes (the ping with the shortest round
// trip wins), and collects when each socket received each order's new_order_notify, on the
// bench's performance.now() clock.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type Child, spawnNode } from './processes.ts';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'socket-swarm.ts');

type Reply =
  | { type: 'connected'; ok: number; failed: number; ms: number }
  | { type: 'pong'; id: number; at: number }
  | { type: 'events'; items: [number, number][] }
  | { type: 'flushed' }
  | { type: 'closed' };

export interface Swarm {
  child: Child;
  connected: number;
  failed: number;
  connectMs: number;
  /** Arrival times (bench performance.now() ms) per id_food_order, one per socket that got it. */
  arrivals: Map<number, number[]>;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export async function startSwarm(origin: string, auths: Record<string, string>[], logDir: string): Promise<Swarm> {
  const child = spawnNode('socket-swarm', script, { env: {}, logDir, ipc: true });
  const arrivals = new Map<number, number[]>();
  const waiters = new Map<string, (reply: Reply) => void>();
  let offset = 0; // swarm clock − bench clock (epoch ms)
  child.process.on('message', (reply: Reply) => {
    if (reply.type === 'events') {
      for (const [id, at] of reply.items) {
        const local = at - offset - performance.timeOrigin;
        const list = arrivals.get(id);
        if (list) list.push(local);
        else arrivals.set(id, [local]);
      }
      return;
    }
    const key = reply.type === 'pong' ? `pong:${reply.id}` : reply.type;
    waiters.get(key)?.(reply);
    waiters.delete(key);
  });
  const ask = (message: object, key: string, timeoutMs = 120_000) =>
    new Promise<Reply>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`socket swarm: no ${key} within ${timeoutMs} ms`)), timeoutMs);
      waiters.set(key, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      child.process.send(message);
    });

  // Clock offset: the swarm's epoch clock minus ours, from the quickest of 30 pings.
  let best = Number.POSITIVE_INFINITY;
  for (let id = 0; id < 30; id += 1) {
    const sent = performance.timeOrigin + performance.now();
    const pong = (await ask({ type: 'ping', id }, `pong:${id}`, 30_000)) as { at: number };
    const back = performance.timeOrigin + performance.now();
    if (back - sent < best) {
      best = back - sent;
      offset = pong.at - (sent + back) / 2;
    }
  }
  const connected = (await ask({ type: 'connect', origin, auths }, 'connected')) as {
    ok: number;
    failed: number;
    ms: number;
  };
  return {
    child,
    connected: connected.ok,
    failed: connected.failed,
    connectMs: connected.ms,
    arrivals,
    flush: async () => {
      await ask({ type: 'flush' }, 'flushed', 30_000);
    },
    close: async () => {
      await ask({ type: 'close' }, 'closed', 10_000).catch(() => undefined);
      await child.stop(3000);
    },
  };
}
