// `npm run bench`: the performance figures of issue 5, measured end to end on this machine.
//   1. a temporary embedded PostgreSQL (or a fresh database at a loopback DATABASE_URL), migrated;
//   2. synthetic data by SQL: 50 restaurants with catalogues, 100 000 orders, sessions, API keys;
//   3. the Noren server (src/main.ts, a process of its own) and a bare Fastify hello-world;
//   4. the phases (run.ts), then a Markdown report with PASS/MISS per target (report.ts).
// Everything listens on 127.0.0.1; everything started is stopped at the end, on an error, or on
// Ctrl-C. `--quick` for a short run, `--profile` for where the server's CPU goes, `--nodes 2` for
// several servers on one database instead (nodes.ts), `--help`.

import { renderNodesReport, runNodesBench } from './nodes.ts';
import { parseOptions, usage } from './options.ts';
import { exitWith } from './processes.ts';
import { renderReport } from './report.ts';
import { runBench } from './run.ts';

const log = (line: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  if (options === 'help' || options === null) {
    console.error(usage);
    return options === 'help' ? 0 : 2;
  }
  // Everything started is stopped in reverse order, once, whatever happens; something started
  // while that is under way (an interrupted start-up) is stopped at once.
  const steps: (() => Promise<void>)[] = [];
  let cleaning: Promise<void> | null = null;
  const cleanups = {
    push(step: () => Promise<void>) {
      if (cleaning) void step().catch(() => undefined);
      else steps.push(step);
    },
  };
  const cleanup = () => {
    cleaning ??= (async () => {
      for (const step of steps.reverse()) await step().catch(() => undefined);
    })();
    return cleaning;
  };
  const interrupted = new AbortController();
  // Ctrl-C reaches this process more than once (the terminal, then tsx relaying it): every signal
  // is handled, the first one starts the stop.
  const onSignal = (signal: string) => {
    if (interrupted.signal.aborted) return;
    log(`${signal}: stopping everything`);
    interrupted.abort();
    void cleanup().then(() => process.exit(130));
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));

  try {
    if (options.nodes > 1) {
      console.log(renderNodesReport(await runNodesBench(options, cleanups, interrupted.signal, log)));
      return 0;
    }
    const run = await runBench(options, cleanups, interrupted.signal, log);
    console.log(renderReport(run));
    return 0;
  } catch (error) {
    if (interrupted.signal.aborted) return 130;
    throw error;
  } finally {
    log('stopping the servers and the database');
    await cleanup();
  }
}

exitWith(main);
