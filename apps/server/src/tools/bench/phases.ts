// One measured phase of the bench: an HTTP load (see load.ts) with the CPU time each process used
// meanwhile, or the realtime phase: sockets of the swarm sit in their restaurants' rooms while
// orders are posted, and each (order, socket) pair gives one latency, from just before the POST is
// written to the moment the socket got new_order_notify for that order.
import { performance } from 'node:perf_hooks';
import { type LoadOptions, type LoadResult, runLoad } from './load.ts';
import { cpuSeconds, treeCpuSeconds } from './processes.ts';
import { startSwarm } from './swarm.ts';

export interface Watched {
  server?: number | undefined;
  hello?: number | undefined;
  postmaster?: number | null | undefined;
}

/** CPU seconds each process group used during a phase, and the phase's wall time in seconds. */
export interface CpuUse {
  wall: number;
  used: Record<string, number>;
}

function snapshot(watched: Watched, extra: number[]): Record<string, number> {
  const self = process.cpuUsage();
  return {
    server: watched.server ? cpuSeconds(watched.server) : 0,
    hello: watched.hello ? cpuSeconds(watched.hello) : 0,
    postgres: watched.postmaster ? treeCpuSeconds(watched.postmaster) : 0,
    bench: (self.user + self.system) / 1e6 + extra.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
  };
}

/** Measures the CPU time `work` costs each process group. */
export async function withCpu<T>(watched: Watched, extra: () => number[], work: () => Promise<T>) {
  const before = snapshot(watched, extra());
  const started = performance.now();
  const result = await work();
  const wall = (performance.now() - started) / 1000;
  const after = snapshot(watched, extra());
  const used: Record<string, number> = {};
  for (const key of Object.keys(after)) used[key] = Math.max(0, (after[key] ?? 0) - (before[key] ?? 0));
  return { result, cpu: { wall, used } satisfies CpuUse };
}

export interface HttpPhase {
  load: LoadResult;
  cpu: CpuUse;
}

export async function httpPhase(watched: Watched, options: LoadOptions): Promise<HttpPhase> {
  const { result, cpu } = await withCpu(
    watched,
    () => [],
    () => runLoad(options),
  );
  return { load: result, cpu };
}

export interface EventPhase extends HttpPhase {
  /** Latency of every (order, socket) delivery of the measured orders. */
  latencies: number[];
  /** Arrival minus the POST's answer, per delivery (negative: the socket was first). */
  afterAnswer: number[];
  expected: number;
  delivered: number;
  sockets: { connected: number; failed: number; connectMs: number };
}

/**
 * Connects the sockets, posts orders with `load` (answers must carry data.id_food_order), waits a
 * second for the last messages, and pairs each measured order with its arrivals.
 */
export async function eventPhase(
  watched: Watched,
  socketOrigin: string,
  auths: Record<string, string>[],
  perRoom: number,
  logDir: string,
  load: Omit<LoadOptions, 'keepBodies' | 'onAnswer'>,
): Promise<EventPhase> {
  const swarm = await startSwarm(socketOrigin, auths, logDir);
  try {
    const sentAt = new Map<number, { sent: number; done: number }>();
    const { result, cpu } = await withCpu(
      watched,
      () => [swarm.child.pid],
      async () => {
        const answered = await runLoad({
          ...load,
          keepBodies: true,
          onAnswer: (answer) => {
            if (!answer.measured || answer.status !== 201) return;
            const id = (JSON.parse(answer.text) as { data?: { id_food_order?: number } }).data?.id_food_order;
            if (typeof id === 'number') sentAt.set(id, { sent: answer.sentAt, done: answer.doneAt });
          },
        });
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await swarm.flush();
        return answered;
      },
    );
    const latencies: number[] = [];
    const afterAnswer: number[] = [];
    for (const [id, { sent, done }] of sentAt) {
      for (const arrived of swarm.arrivals.get(id) ?? []) {
        latencies.push(arrived - sent);
        afterAnswer.push(arrived - done);
      }
    }
    return {
      load: result,
      cpu,
      latencies,
      afterAnswer,
      expected: sentAt.size * perRoom,
      delivered: latencies.length,
      sockets: { connected: swarm.connected, failed: swarm.failed, connectMs: swarm.connectMs },
    };
  } finally {
    await swarm.close();
  }
}
