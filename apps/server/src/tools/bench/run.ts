// The bench run itself: database and data, the two servers, then the phases in order —
//   bare GET, bare POST (baselines) → intake → dashboard list → order → dashboard over sockets →
//   bare Socket.IO emit to the same rooms at the order rate Noren reached (baseline)
// — collecting the database's view (statements, waits, plans) and, with --profile, the server's
// CPU profile. Everything it starts is registered in `cleanups` (stopped by main.ts).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BenchDatabase, startBenchDatabase } from './database.ts';
import {
  genericPlan,
  readStatements,
  resetStatements,
  type StatementStat,
  sampleWaits,
  tableSizes,
} from './diagnose.ts';
import { type ListScenario, runListScenarios } from './list-phases.ts';
import type { BenchOptions } from './options.ts';
import { eventPhase, type HttpPhase, httpPhase, type Watched } from './phases.ts';
import { type Child, freePort, spawnNode, waitForHttp } from './processes.ts';
import { attachProfiler, type CpuProfile, type Profiler } from './profile.ts';
import type { BenchResults } from './report.ts';
import {
  helloOrderRequests,
  helloPostRequests,
  helloSocketAuths,
  intakeRequests,
  listRequests,
  socketAuths,
} from './scenarios.ts';
import { seedBench } from './seed.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface BenchRun {
  options: BenchOptions;
  databaseLabel: string;
  orders: number;
  lines: number;
  seedSeconds: number;
  sizes: string;
  loadAtStart: string;
  loadAtEnd: string;
  results: BenchResults;
  /** null when pg_stat_statements is not available. */
  statements: { intake: StatementStat[]; list: StatementStat[] } | null;
  waits: { intake: string; list: string; events: string };
  /** Generic plans of the heaviest list statements. */
  plans: string[];
  profiles: [string, CpuProfile][];
  /** The list while orders arrive: many restaurants × 1 tablet, 1 restaurant × N tablets (list-phases.ts). */
  listScenarios: ListScenario[];
}

/** How the bench runs a Noren server on its database (PORT added per server). */
export const norenEnv = (database: BenchDatabase, logLevel: string): Record<string, string> => ({
  DATABASE_URL: database.url,
  DEMO_SEED: 'false',
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: logLevel,
  DATA_DIR: path.join(database.tempDir, 'data'),
  WEB_DIST: path.join(database.tempDir, 'no-web'),
});

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

export interface Cleanups {
  push(step: () => Promise<void>): void;
}

/**
 * The start of every run: `step` (logs a step; an interrupted run goes no further), the load
 * average at the start, and the bench's database (stopped with the cleanups).
 */
export async function beginRun(cleanups: Cleanups, signal: AbortSignal, log: (line: string) => void) {
  const step = (line: string) => {
    if (signal.aborted) throw new Error('interrupted');
    log(line);
  };
  const loadAtStart = loadAverage();
  log(`load average ${loadAtStart} on ${os.cpus().length} cores; starting a temporary database`);
  const database = await startBenchDatabase(log);
  cleanups.push(() => database.stop());
  return { step, loadAtStart, database };
}

export async function runBench(
  opts: BenchOptions,
  cleanups: Cleanups,
  signal: AbortSignal,
  log: (line: string) => void,
): Promise<BenchRun> {
  const { step, loadAtStart, database } = await beginRun(cleanups, signal, log);
  const perRoom = opts.sockets / opts.rooms;
  const { db } = database;

  step(`${database.label}; seeding ${opts.restaurants} restaurants and ${opts.orders.toLocaleString('en-US')} orders`);
  const seedStart = Date.now();
  const data = await seedBench(db, {
    restaurants: opts.restaurants,
    orders: opts.orders,
    socketsPerRestaurant: perRoom,
    apiClients: 4,
  });
  const seedSeconds = (Date.now() - seedStart) / 1000;
  log(
    `seeded in ${seedSeconds.toFixed(1)} s: ${data.orders.toLocaleString('en-US')} orders, ${data.lines.toLocaleString('en-US')} lines`,
  );

  const start = async (
    name: string,
    script: string,
    env: Record<string, string>,
    health: string,
    nodeArgs: string[] = [],
  ) => {
    const port = await freePort();
    const child: Child = spawnNode(name, script, {
      env: { ...env, PORT: String(port) },
      logDir: database.tempDir,
      nodeArgs,
    });
    cleanups.push(() => child.stop());
    const origin = `http://127.0.0.1:${port}`;
    await waitForHttp(`${origin}${health}`, child, 180_000);
    return { child, origin };
  };
  const inspectorPort = opts.profile ? await freePort() : 0;
  step('starting the Noren server and the bare Fastify server');
  const hello = await start('bare-fastify', path.join(here, 'hello-server.ts'), {}, '/hello');
  const noren = await start(
    'noren-server',
    'src/main.ts',
    norenEnv(database, opts.logLevel),
    '/api/health',
    inspectorPort ? [`--inspect=127.0.0.1:${inspectorPort}`] : [],
  );
  step(
    `Noren server pid ${noren.child.pid} at ${noren.origin}; bare Fastify pid ${hello.child.pid} at ${hello.origin}`,
  );

  let profiler: Profiler | null = null;
  if (inspectorPort) {
    profiler = await attachProfiler(inspectorPort);
    cleanups.push(async () => profiler?.close());
  }
  const profiles: [string, CpuProfile][] = [];
  const watched: Watched = { server: noren.child.pid, hello: hello.child.pid, postmaster: database.postmasterPid };
  const base = { concurrency: opts.concurrency, warmupMs: opts.warmupMs, signal };
  const rooms = { ...data, restaurants: data.restaurants.slice(0, opts.rooms) };

  /** A Noren phase with its statements, waits and (under --profile) CPU profile. */
  const noteworthy = async <T extends HttpPhase>(name: string, run: () => Promise<T>, profile = true) => {
    const sampler = profile ? profiler : null;
    if (database.statements) await resetStatements(db);
    const waits = sampleWaits(db);
    await sampler?.start();
    const phase = await run();
    if (sampler) profiles.push([name, await sampler.stop()]);
    const waited = await waits.stop();
    const statements = database.statements ? await readStatements(db) : [];
    return { phase, waited, statements };
  };

  step('baseline: bare Fastify GET and POST');
  const helloGet = await httpPhase(watched, {
    ...base,
    origin: hello.origin,
    durationMs: opts.baselineMs,
    next: () => ({ method: 'GET', path: '/hello' }),
  });
  const helloPost = await httpPhase(watched, {
    ...base,
    origin: hello.origin,
    durationMs: opts.baselineMs,
    next: helloPostRequests(data),
  });

  step(`order intake: ${opts.concurrency} connections for ${opts.durationMs / 1000} s`);
  const intake = await noteworthy('intake', () =>
    httpPhase(watched, { ...base, origin: noren.origin, durationMs: opts.durationMs, next: intakeRequests(data) }),
  );
  step(`dashboard list: ${opts.concurrency} connections for ${opts.durationMs / 1000} s`);
  const list = await noteworthy('dashboard list', () =>
    httpPhase(watched, { ...base, origin: noren.origin, durationMs: opts.durationMs, next: listRequests(data) }),
  );
  step(`dashboard list while orders arrive: many restaurants × 1 tablet, 1 × ${opts.concurrency} tablets`);
  const listScenarios = await runListScenarios({ ...base, origin: noren.origin, durationMs: opts.durationMs }, data);
  step(`order → dashboard: ${opts.sockets} sockets in ${opts.rooms} rooms while intake runs`);
  const events = await noteworthy(
    'realtime',
    () =>
      eventPhase(watched, noren.origin, socketAuths(data, opts.rooms), perRoom, database.tempDir, {
        ...base,
        origin: noren.origin,
        durationMs: opts.durationMs,
        next: intakeRequests(rooms, 7),
        ...(opts.eventRate ? { ratePerSecond: opts.eventRate } : {}),
      }),
    false,
  );

  const rate = Math.max(1, Math.round(events.phase.load.throughput));
  step(`baseline: bare Socket.IO emit to the same rooms at ${rate} orders a second`);
  const helloEvents = await eventPhase(
    watched,
    hello.origin,
    helloSocketAuths(data, opts.rooms),
    perRoom,
    database.tempDir,
    {
      ...base,
      origin: hello.origin,
      durationMs: opts.baselineMs,
      next: helloOrderRequests(rooms),
      ratePerSecond: rate,
    },
  );

  const plans: string[] = [];
  for (const stat of list.statements.slice(0, 3)) {
    const plan = await genericPlan(db, stat.query);
    if (plan) plans.push(plan);
  }
  return {
    options: opts,
    databaseLabel: database.label,
    orders: data.orders,
    lines: data.lines,
    seedSeconds,
    sizes: await tableSizes(db),
    loadAtStart,
    loadAtEnd: loadAverage(),
    results: {
      helloGet,
      helloPost,
      helloEvents,
      intake: intake.phase,
      list: list.phase,
      events: events.phase,
    },
    statements: database.statements ? { intake: intake.statements, list: list.statements } : null,
    waits: { intake: intake.waited, list: list.waited, events: events.waited },
    plans,
    profiles,
    listScenarios,
  };
}
