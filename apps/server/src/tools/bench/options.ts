// The bench's flags, checked; `--quick` shortens every phase for a first look.
import { parseArgs } from 'node:util';

export const usage = `Usage: npm run bench -- [--quick] [--profile] [--duration S] [--warmup S] [--concurrency 20]
                      [--sockets 500] [--rooms 50] [--restaurants 50] [--orders 100000]
                      [--event-rate N] [--log-level warn] [--nodes 2] [--idle-sockets 2000]
  --quick        4 s phases (default 15 s) and 1 s warm-ups (default 2 s)
  --profile      sample the server's CPU during intake and list, and say where it goes
  --event-rate   post orders at N a second during the realtime phase (default 400, the intake target;
                 0 = closed loop with --concurrency connections, as intake)
  --log-level    the server's LOG_LEVEL (default warn: request logging off)
  --nodes        2 or more: run only the several-nodes phases (nodes.ts) — orders posted to the first
                 server, sockets on the second: cross-node order → dashboard latency; then the memory
                 of --idle-sockets idle sockets on the second server`;

export interface BenchOptions {
  quick: boolean;
  profile: boolean;
  durationMs: number;
  /** The bare server's phases are shorter: its figures settle fast. */
  baselineMs: number;
  warmupMs: number;
  concurrency: number;
  sockets: number;
  rooms: number;
  restaurants: number;
  orders: number;
  /**
   * Orders a second during the realtime phase; 0 = closed loop. Default: the intake target, so the
   * latency is the one a kitchen sees at the specified load, not the queue of a saturated server.
   */
  eventRate: number;
  logLevel: string;
  /** Server processes on the one database; 1 = the usual run, more = the several-nodes run. */
  nodes: number;
  /** Idle sockets whose memory the several-nodes run measures. */
  idleSockets: number;
  /** The flags as given (for the report). */
  given: string[];
}

/** The options, null when a flag is invalid, 'help' for --help. */
export function parseOptions(argv: string[]): BenchOptions | null | 'help' {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: argv,
      options: {
        quick: { type: 'boolean', default: false },
        profile: { type: 'boolean', default: false },
        duration: { type: 'string' },
        warmup: { type: 'string' },
        concurrency: { type: 'string', default: '20' },
        sockets: { type: 'string', default: '500' },
        rooms: { type: 'string', default: '50' },
        restaurants: { type: 'string', default: '50' },
        orders: { type: 'string', default: '100000' },
        'event-rate': { type: 'string', default: '400' },
        'log-level': { type: 'string', default: 'warn' },
        nodes: { type: 'string', default: '1' },
        'idle-sockets': { type: 'string', default: '2000' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch {
    return null;
  }
  if (values.help) return 'help';
  const quick = values.quick === true;
  const number = (key: string, fallback: number) => (typeof values[key] === 'string' ? Number(values[key]) : fallback);
  const duration = number('duration', quick ? 4 : 15);
  const options: BenchOptions = {
    quick,
    profile: values.profile === true,
    durationMs: duration * 1000,
    baselineMs: Math.min(duration, quick ? 3 : 6) * 1000,
    warmupMs: number('warmup', quick ? 1 : 2) * 1000,
    concurrency: number('concurrency', 20),
    sockets: number('sockets', 500),
    rooms: number('rooms', 50),
    restaurants: number('restaurants', 50),
    orders: number('orders', 100_000),
    eventRate: number('event-rate', 400),
    logLevel: String(values['log-level']),
    nodes: number('nodes', 1),
    idleSockets: number('idle-sockets', 2000),
    given: argv,
  };
  const whole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;
  const valid =
    whole(duration, 1, 120) &&
    whole(options.warmupMs, 0, 30_000) &&
    whole(options.concurrency, 1, 200) &&
    whole(options.restaurants, 1, 1000) &&
    whole(options.rooms, 1, options.restaurants) &&
    whole(options.sockets, options.rooms, 5000) &&
    options.sockets % options.rooms === 0 &&
    whole(options.orders, options.restaurants, 2_000_000) &&
    whole(options.eventRate, 0, 10_000) &&
    whole(options.nodes, 1, 4) &&
    whole(options.idleSockets, 1, 10_000) &&
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(options.logLevel);
  return valid ? options : null;
}
