// `npm run bench -- --nodes 2`: several Noren servers on one database (issue 14). Two figures:
//   1. cross-node order → dashboard: orders posted to the first server at --event-rate, the
//      dashboard sockets on the other servers; each (order, socket) pair is one latency, from just
//      before the POST to new_order_notify on a socket of another node (target p99 ≤ 150 ms), and
//      the same load with the sockets on the first server as the run's own baseline;
//   2. memory per idle socket: --idle-sockets sockets connected to one server and left idle;
//      (RSS after − RSS before) / sockets, each RSS read after a full garbage collection asked
//      through the server's inspector (target ≤ 15 KB).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { BenchOptions } from './options.ts';
import { type EventPhase, eventPhase } from './phases.ts';
import { type Child, freePort, spawnNode, waitForHttp } from './processes.ts';
import { connectInspector } from './profile.ts';
import { beginRun, type Cleanups, loadAverage, norenEnv } from './run.ts';
import { intakeRequests, socketAuths } from './scenarios.ts';
import { seedBench } from './seed.ts';
import { ms, summarize } from './stats.ts';
import { startSwarm } from './swarm.ts';

export interface NodesRun {
  options: BenchOptions;
  databaseLabel: string;
  loadAtStart: string;
  loadAtEnd: string;
  crossNode: EventPhase;
  /** The same load with the sockets on the node the orders are posted to. */
  sameNode: EventPhase;
  memory: {
    sockets: number;
    connected: number;
    rssBefore: number;
    rssAfter: number;
    heapBefore: number;
    heapAfter: number;
  };
}

/** Resident set size of a process in bytes (0 when /proc is not there). */
function rssBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

const pause = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

export async function runNodesBench(
  opts: BenchOptions,
  cleanups: Cleanups,
  signal: AbortSignal,
  log: (line: string) => void,
): Promise<NodesRun> {
  const { step, loadAtStart, database } = await beginRun(cleanups, signal, log);
  const perRoom = opts.sockets / opts.rooms;
  const idlePerRestaurant = Math.ceil(opts.idleSockets / opts.restaurants);
  step(`${database.label}; seeding ${opts.restaurants} restaurants and ${opts.orders.toLocaleString('en-US')} orders`);
  const data = await seedBench(database.db, {
    restaurants: opts.restaurants,
    orders: opts.orders,
    socketsPerRestaurant: Math.max(perRoom, idlePerRestaurant),
    apiClients: 4,
  });

  step(`starting ${opts.nodes} Noren servers on the one database`);
  const nodes: { child: Child; origin: string; inspector: number }[] = [];
  for (let index = 0; index < opts.nodes; index += 1) {
    const [port, inspector] = [await freePort(), await freePort()];
    const child = spawnNode(`noren-node-${index + 1}`, 'src/main.ts', {
      env: { ...norenEnv(database, opts.logLevel), PORT: String(port) },
      logDir: database.tempDir,
      nodeArgs: [`--inspect=127.0.0.1:${inspector}`],
    });
    cleanups.push(() => child.stop());
    nodes.push({ child, origin: `http://127.0.0.1:${port}`, inspector });
  }
  await Promise.all(nodes.map((node) => waitForHttp(`${node.origin}/api/health`, node.child, 180_000)));
  const [poster, ...listeners] = nodes as [(typeof nodes)[number], ...typeof nodes];
  step(`servers ${nodes.map((node) => `pid ${node.child.pid} at ${node.origin}`).join(', ')}`);

  // Orders to node 1; the dashboard sockets on node 2, then (the same run's baseline) on node 1.
  const rooms = { ...data, restaurants: data.restaurants.slice(0, opts.rooms) };
  const auths = socketAuths({ ...data, restaurants: data.restaurants.map(limitTokens(perRoom)) }, opts.rooms);
  const rate = opts.eventRate ? { ratePerSecond: opts.eventRate } : {};
  const ordersTo = (socketNode: (typeof nodes)[number]) =>
    eventPhase(
      { server: poster.child.pid, postmaster: database.postmasterPid },
      socketNode.origin,
      auths,
      perRoom,
      database.tempDir,
      {
        origin: poster.origin,
        concurrency: opts.concurrency,
        warmupMs: opts.warmupMs,
        durationMs: opts.durationMs,
        signal,
        next: intakeRequests(rooms, 7),
        ...rate,
      },
    );
  const pace = opts.eventRate ? `${opts.eventRate}/s` : 'closed loop';
  step(`cross-node order → dashboard: ${opts.sockets} sockets on node 2, orders to node 1 at ${pace}`);
  const crossNode = await ordersTo(listeners[0] as (typeof nodes)[number]);
  step(`same-node baseline: the sockets on node 1, orders to node 1 at ${pace}`);
  const sameNode = await ordersTo(poster);

  const idleNode = listeners[0] as (typeof nodes)[number];
  step(`memory: ${opts.idleSockets} idle sockets on node 2 (pid ${idleNode.child.pid})`);
  const inspector = await connectInspector(idleNode.inspector);
  cleanups.push(async () => inspector.close());
  const settled = async () => {
    await pause(1500);
    await inspector.call('HeapProfiler.collectGarbage');
    await pause(500);
    const heap = (await inspector.call('Runtime.getHeapUsage')) as { usedSize: number };
    return { rss: rssBytes(idleNode.child.pid), heap: heap.usedSize };
  };
  const before = await settled();
  const idleAuths = data.restaurants.flatMap((restaurant) =>
    restaurant.socketTokens.slice(0, idlePerRestaurant).map((token) => ({ token })),
  );
  const swarm = await startSwarm(idleNode.origin, idleAuths.slice(0, opts.idleSockets), database.tempDir);
  let after: Awaited<ReturnType<typeof settled>>;
  try {
    after = await settled();
  } finally {
    await swarm.close();
  }

  return {
    options: opts,
    databaseLabel: database.label,
    loadAtStart,
    loadAtEnd: loadAverage(),
    crossNode,
    sameNode,
    memory: {
      sockets: opts.idleSockets,
      connected: swarm.connected,
      rssBefore: before.rss,
      rssAfter: after.rss,
      heapBefore: before.heap,
      heapAfter: after.heap,
    },
  };
}

/** A restaurant with only its first `count` socket sessions (the others are the idle sockets'). */
const limitTokens =
  (count: number) =>
  <R extends { socketTokens: string[] }>(restaurant: R): R => ({
    ...restaurant,
    socketTokens: restaurant.socketTokens.slice(0, count),
  });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The several-nodes report, as Markdown. */
export function renderNodesReport(run: NodesRun): string {
  const { options: opts, crossNode, sameNode, memory } = run;
  const latency = summarize(crossNode.latencies);
  const baseline = summarize(sameNode.latencies);
  const baselineAfter = summarize(sameNode.afterAnswer);
  const afterAnswer = summarize(crossNode.afterAnswer);
  const intake = summarize(crossNode.load.latencies);
  const complete = crossNode.delivered === crossNode.expected;
  const perSocket = memory.connected ? (memory.rssAfter - memory.rssBefore) / memory.connected : Number.NaN;
  const heapPerSocket = memory.connected ? (memory.heapAfter - memory.heapBefore) / memory.connected : Number.NaN;
  const verdicts = [
    { name: 'cross-node order → dashboard p99 ≤ 150 ms', pass: latency.p99 <= 150 && complete },
    {
      name: 'memory per idle socket ≤ 15 KB',
      pass: perSocket <= 15 * 1024 && memory.connected === memory.sockets,
    },
  ];
  const [latencyVerdict, memoryVerdict] = verdicts as [(typeof verdicts)[0], (typeof verdicts)[0]];
  const result = (pass: boolean) => (pass ? 'PASS' : '**MISS**');
  const flags = opts.given.length ? ` -- ${opts.given.join(' ')}` : '';
  const cpus = os.cpus();
  const rate = opts.eventRate
    ? `${opts.eventRate} orders/s (open loop)`
    : `${opts.concurrency} connections (closed loop)`;
  return [
    `### Several nodes (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    '',
    '| measure | value | same node (baseline) | target | result |',
    '|---|---:|---:|---|---|',
    `| Cross-node order → dashboard p50 (${opts.sockets} sockets on node 2, ${opts.rooms} rooms) | ${ms(latency.p50)} | ${ms(baseline.p50)} | | |`,
    `| Cross-node order → dashboard p99 | ${ms(latency.p99)} | ${ms(baseline.p99)} | ≤ 150 ms | ${result(latencyVerdict.pass)} |`,
    `| Event after the POST's answer p50 / p99 | ${ms(afterAnswer.p50)} / ${ms(afterAnswer.p99)} | ${ms(baselineAfter.p50)} / ${ms(baselineAfter.p99)} | | |`,
    `| Memory per idle socket (${memory.connected.toLocaleString('en-US')} sockets, RSS) | ${kb(perSocket)} | | ≤ 15 KB | ${result(memoryVerdict.pass)} |`,
    '',
    `Measured by \`npm run bench${flags}\` on ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, load average ` +
      `${run.loadAtStart} at the start and ${run.loadAtEnd} at the end; Node ${process.version}; ${run.databaseLabel}; ` +
      `${opts.nodes} Noren servers (src/main.ts) on one database, the Socket.IO PostgreSQL adapter between them. ` +
      `Orders posted to node 1 at ${rate} for ${opts.durationMs / 1000} s after ${opts.warmupMs / 1000} s of warm-up; ` +
      'each latency runs from just before the POST to new_order_notify on a socket of node 2; the baseline runs the ' +
      `same load with the sockets on node 1 (orders/s reached ${Math.round(sameNode.load.throughput)}, ` +
      `delivered ${sameNode.delivered.toLocaleString('en-US')} of ${sameNode.expected.toLocaleString('en-US')}).`,
    '',
    `- Delivered: ${crossNode.delivered.toLocaleString('en-US')} of ${crossNode.expected.toLocaleString('en-US')} (order × socket pairs); ` +
      `orders/s reached ${Math.round(crossNode.load.throughput)}; p90 ${ms(latency.p90)}, max ${ms(latency.max)}; ` +
      `sockets connected ${crossNode.sockets.connected}, refused ${crossNode.sockets.failed}.`,
    `- The POSTs to node 1 took p50 ${ms(intake.p50)} / p99 ${ms(intake.p99)}; a socket on node 2 had the event ` +
      `p50 ${ms(afterAnswer.p50)} / p99 ${ms(afterAnswer.p99)} after the POST's answer (negative: before it).`,
    `- Idle sockets: RSS of node 2 ${mb(memory.rssBefore)} before and ${mb(memory.rssAfter)} after ` +
      `${memory.connected.toLocaleString('en-US')} sockets (each read after a full GC); JavaScript heap ${kb(heapPerSocket)} a socket.`,
    '',
    ...verdicts.map((verdict) => `${verdict.pass ? 'PASS' : 'MISS'}  ${verdict.name}`),
  ].join('\n');
}
