// `npm run bench`: the performance figures of issue 5, measured end to end on this machine.
//   1. a temporary embedded PostgreSQL (or a fresh database at a loopback DATABASE_URL), migrated;
//   2. synthetic data by SQL: N restaurants with catalogues, 100 000 orders, sessions, API keys;
//   3. the Noren server (src/main.ts, its own process) and a bare Fastify hello-world (the baseline);
//   4. baseline phases, then intake, the dashboard list, and order → dashboard over sockets;
//   5. a Markdown table with PASS/MISS, CPU per process, and the database's view when a target is
//      missed (statements per request, slowest statements and their plans).
// Everything listens on 127.0.0.1 and everything started is stopped at the end, on an error, or on
// Ctrl-C. `--quick` for a short run; `--help` for the flags.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type BenchDatabase, startBenchDatabase } from './database.ts';
import { genericPlan, perRequest, readStatements, resetStatements, statementTable, tableSizes } from './diagnose.ts';
import { eventPhase, httpPhase, type Watched } from './phases.ts';
import { type Child, freePort, spawnNode, waitForHttp } from './processes.ts';
import { type BenchResults, cpuTable, resultsTable } from './report.ts';
import {
  helloOrderRequests,
  helloPostRequests,
  helloSocketAuths,
  intakeRequests,
  listRequests,
  socketAuths,
} from './scenarios.ts';
import { seedBench } from './seed.ts';
import { summarize } from './stats.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const usage = `Usage: npm run bench -- [--quick] [--duration S] [--warmup S] [--concurrency 20]
                      [--sockets 500] [--rooms 50] [--restaurants 50] [--orders 100000] [--log-level warn]`;

function options() {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      concurrency: { type: 'string', default: '20' },
      sockets: { type: 'string', default: '500' },
      rooms: { type: 'string', default: '50' },
      restaurants: { type: 'string', default: '50' },
      orders: { type: 'string', default: '100000' },
      'log-level': { type: 'string', default: 'warn' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const number = (value: string | undefined, fallback: number) => (value === undefined ? fallback : Number(value));
  const duration = number(values.duration, values.quick ? 4 : 15);
  const parsed = {
    help: values.help,
    durationMs: duration * 1000,
    /** The baseline phases take less: the bare server's figures settle fast. */
    baselineMs: Math.min(duration, values.quick ? 3 : 6) * 1000,
    warmupMs: number(values.warmup, values.quick ? 1 : 2) * 1000,
    concurrency: number(values.concurrency, 20),
    sockets: number(values.sockets, 500),
    rooms: number(values.rooms, 50),
    restaurants: number(values.restaurants, 50),
    orders: number(values.orders, 100_000),
    logLevel: values['log-level'],
  };
  const whole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;
  const valid =
    whole(duration, 1, 120) &&
    parsed.warmupMs >= 0 &&
    parsed.warmupMs <= 30_000 &&
    whole(parsed.concurrency, 1, 200) &&
    whole(parsed.restaurants, 1, 1000) &&
    whole(parsed.rooms, 1, parsed.restaurants) &&
    whole(parsed.sockets, parsed.rooms, 5000) &&
    parsed.sockets % parsed.rooms === 0 &&
    whole(parsed.orders, parsed.restaurants, 2_000_000) &&
    ['fatal', 'error', 'warn', 'info', 'debug', 'silent'].includes(parsed.logLevel);
  return valid ? parsed : null;
}

const log = (line: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

async function main(): Promise<number> {
  const opts = options();
  if (!opts || opts.help) {
    console.error(usage);
    return opts ? 0 : 2;
  }
  const perRoom = opts.sockets / opts.rooms;
  const loadAtStart = load();
  log(`load average ${loadAtStart} on ${os.cpus().length} cores; starting a temporary database`);

  // Everything started is stopped in reverse order, whatever happens.
  const cleanups: (() => Promise<void>)[] = [];
  let cleaning: Promise<void> | null = null;
  const cleanup = () => {
    cleaning ??= (async () => {
      for (const step of cleanups.reverse()) await step().catch(() => undefined);
    })();
    return cleaning;
  };
  const interrupted = new AbortController();
  const onSignal = (signal: string) => {
    log(`${signal}: stopping everything`);
    interrupted.abort();
    void cleanup().then(() => process.exit(130));
  };
  process.once('SIGINT', () => onSignal('SIGINT'));
  process.once('SIGTERM', () => onSignal('SIGTERM'));

  try {
    const database: BenchDatabase = await startBenchDatabase(log);
    cleanups.push(() => database.stop());
    log(`${database.label}; seeding ${opts.restaurants} restaurants and ${opts.orders.toLocaleString('en-US')} orders`);
    const seedStart = Date.now();
    const data = await seedBench(database.db, {
      restaurants: opts.restaurants,
      orders: opts.orders,
      socketsPerRestaurant: perRoom,
      apiClients: 4,
    });
    const seedSeconds = (Date.now() - seedStart) / 1000;
    log(
      `seeded in ${seedSeconds.toFixed(1)} s: ${data.orders.toLocaleString('en-US')} orders, ${data.lines.toLocaleString('en-US')} lines`,
    );

    const start = async (name: string, script: string, env: Record<string, string>, health: string) => {
      const port = await freePort();
      const child: Child = spawnNode(name, script, { env: { ...env, PORT: String(port) }, logDir: database.tempDir });
      cleanups.push(() => child.stop());
      const origin = `http://127.0.0.1:${port}`;
      await waitForHttp(`${origin}${health}`, child, 180_000);
      return { child, origin };
    };
    const hello = await start('bare-fastify', path.join(here, 'hello-server.ts'), {}, '/hello');
    const noren = await start(
      'noren-server',
      'src/main.ts',
      {
        DATABASE_URL: database.url,
        DEMO_SEED: 'false',
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: opts.logLevel,
        DATA_DIR: path.join(database.tempDir, 'data'),
        WEB_DIST: path.join(database.tempDir, 'no-web'),
      },
      '/api/health',
    );
    log(
      `Noren server pid ${noren.child.pid} at ${noren.origin}; bare Fastify pid ${hello.child.pid} at ${hello.origin}`,
    );
    const watched: Watched = { server: noren.child.pid, hello: hello.child.pid, postmaster: database.postmasterPid };
    const base = {
      concurrency: opts.concurrency,
      warmupMs: opts.warmupMs,
      signal: interrupted.signal,
    };

    log('baseline: bare Fastify GET, POST, and Socket.IO emit');
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
        next: helloOrderRequests({ ...data, restaurants: data.restaurants.slice(0, opts.rooms) }),
      },
    );
    await hello.child.stop();
    watched.hello = undefined;

    const statements = database.statements;
    if (statements) await resetStatements(database.db);
    log(`order intake: ${opts.concurrency} connections for ${opts.durationMs / 1000} s`);
    const intake = await httpPhase(watched, {
      ...base,
      origin: noren.origin,
      durationMs: opts.durationMs,
      next: intakeRequests(data),
    });
    const intakeStats = statements ? await readStatements(database.db) : [];
    // pg_stat_statements saw the warm-up too: per-request figures divide by every answered request.
    const intakeRequestsTotal = intake.load.answered;

    if (statements) await resetStatements(database.db);
    log(`dashboard list: ${opts.concurrency} connections for ${opts.durationMs / 1000} s`);
    const list = await httpPhase(watched, {
      ...base,
      origin: noren.origin,
      durationMs: opts.durationMs,
      next: listRequests(data),
    });
    const listStats = statements ? await readStatements(database.db) : [];
    const listRequestsTotal = list.load.answered;

    log(`order → dashboard: ${opts.sockets} sockets in ${opts.rooms} rooms while intake runs`);
    const events = await eventPhase(watched, noren.origin, socketAuths(data, opts.rooms), perRoom, database.tempDir, {
      ...base,
      origin: noren.origin,
      durationMs: opts.durationMs,
      next: intakeRequests({ ...data, restaurants: data.restaurants.slice(0, opts.rooms) }, 7),
    });
    const sizes = await tableSizes(database.db);
    const loadAtEnd = load();

    // --- Report ---------------------------------------------------------------------------------
    const results: BenchResults = { helloGet, helloPost, helloEvents, intake, list, events };
    const { table, notes, verdicts } = resultsTable(results, opts.concurrency, opts.sockets, opts.rooms);
    const out: string[] = [];
    out.push(`### Benchmark (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`, '', table, '');
    out.push(
      `Measured by \`npm run bench${process.argv.slice(2).length ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\` on ` +
        `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, load average ${loadAtStart} at the start and ` +
        `${loadAtEnd} at the end (1, 5, 15 min); Node ${process.version}; ${database.label}; server LOG_LEVEL=${opts.logLevel}. ` +
        `Data: ${opts.restaurants} restaurants, ${data.orders.toLocaleString('en-US')} orders before the run (${sizes}). ` +
        `Closed loop, ${opts.durationMs / 1000} s per Noren phase and ${opts.baselineMs / 1000} s per baseline phase after ${opts.warmupMs / 1000} s of warm-up. ` +
        'The bare server is Fastify without logger or database (GET and POST /hello with the same bodies, and a Socket.IO emit to the same rooms); ' +
        'load generator, sockets, server and PostgreSQL share the machine.',
      '',
    );
    for (const note of notes) out.push(`- ${note}`);
    out.push(
      '',
      cpuTable([
        ['bare GET', helloGet.cpu, helloGet.load.ok],
        ['bare POST', helloPost.cpu, helloPost.load.ok],
        ['bare emit', helloEvents.cpu, helloEvents.load.ok],
        ['intake', intake.cpu, intake.load.ok],
        ['list', list.cpu, list.load.ok],
        ['intake + sockets', events.cpu, events.load.ok],
      ]),
      '',
      `(CPU as % of one core over each phase; ${os.cpus().length} cores = ${os.cpus().length * 100} %.)`,
    );

    if (statements) {
      const intakeDb = perRequest(intakeStats, intakeRequestsTotal);
      const listDb = perRequest(listStats, listRequestsTotal);
      out.push(
        '',
        `#### The database's view (pg_stat_statements)`,
        '',
        `Intake: ${intakeDb.statements.toFixed(1)} statements (round trips) and ${intakeDb.dbMs.toFixed(2)} ms of execution per order.`,
        '',
        statementTable(intakeStats, intakeRequestsTotal),
        '',
        `Dashboard list: ${listDb.statements.toFixed(1)} statements and ${listDb.dbMs.toFixed(2)} ms of execution per request.`,
        '',
        statementTable(listStats, listRequestsTotal),
      );
      if (!verdicts.every((verdict) => verdict.pass)) {
        out.push('', 'Plans of the heaviest list statements (generic plans):');
        for (const stat of listStats.slice(0, 3)) {
          const plan = await genericPlan(database.db, stat.query);
          if (plan) out.push('', '```', plan, '```');
        }
      }
    }
    const event = summarize(events.latencies);
    out.push(
      '',
      ...verdicts.map((verdict) => `${verdict.pass ? 'PASS' : 'MISS'}  ${verdict.name}`),
      `(realtime p99 ${event.p99.toFixed(1)} ms over ${events.delivered} deliveries; sockets connected ${events.sockets.connected}/${opts.sockets} in ${(events.sockets.connectMs / 1000).toFixed(1)} s)`,
    );
    console.log(out.join('\n'));
    return 0;
  } finally {
    log('stopping the servers and the database');
    await cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
