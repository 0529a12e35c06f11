// The bench's Markdown: the results table (each figure with the bare-Fastify baseline of the same
// run, their ratio, the target and PASS/MISS), the conditions it was measured in, the CPU use per
// phase, and the database's and the profiler's view of where the time went. Ready to paste into
// the README.
import os from 'node:os';
import { perRequest, statementTable } from './diagnose.ts';
import { renderListScenarios } from './list-phases.ts';
import type { LoadResult } from './load.ts';
import type { CpuUse, EventPhase, HttpPhase } from './phases.ts';
import { profileSummary } from './profile.ts';
import type { BenchRun } from './run.ts';
import { ms, perSecond, ratio, type Summary, summarize } from './stats.ts';

export interface BenchResults {
  helloGet: HttpPhase;
  helloPost: HttpPhase;
  helloEvents: EventPhase;
  intake: HttpPhase;
  list: HttpPhase;
  events: EventPhase;
}

export interface Verdict {
  name: string;
  pass: boolean;
}

const latency = (load: LoadResult) => summarize(load.latencies);
const failures = (load: LoadResult) => Object.values(load.failed).reduce((sum, count) => sum + count, 0);

interface Row {
  measure: string;
  noren: string;
  bare: string;
  ratio: string;
  target: string;
  result: string;
}

function row(
  measure: string,
  noren: number,
  bare: number,
  format: (v: number) => string,
  target?: { text: string; pass: boolean },
): Row {
  return {
    measure,
    noren: format(noren),
    bare: format(bare),
    ratio: ratio(noren / bare),
    target: target?.text ?? '',
    result: target ? (target.pass ? 'PASS' : '**MISS**') : '',
  };
}

export function resultsTable(results: BenchResults, concurrency: number, sockets: number, rooms: number) {
  const intake = latency(results.intake.load);
  const helloPost = latency(results.helloPost.load);
  const list = latency(results.list.load);
  const helloGet = latency(results.helloGet.load);
  const events: Summary = summarize(results.events.latencies);
  const helloEvents: Summary = summarize(results.helloEvents.latencies);
  const intakeRate = results.intake.load.throughput;
  const verdicts: Verdict[] = [
    { name: 'intake throughput ≥ 400 orders/s', pass: intakeRate >= 400 },
    { name: 'intake p99 ≤ 50 ms', pass: intake.p99 <= 50 },
    { name: 'list p99 ≤ 25 ms', pass: list.p99 <= 25 },
    { name: 'event p99 ≤ 50 ms', pass: events.p99 <= 50 && results.events.delivered === results.events.expected },
  ];
  const [rate, intakeP99, listP99, eventP99] = verdicts as [Verdict, Verdict, Verdict, Verdict];
  const rows: Row[] = [
    row(
      `Order intake throughput (${concurrency} connections)`,
      intakeRate,
      results.helloPost.load.throughput,
      perSecond,
      {
        text: '≥ 400/s',
        pass: rate.pass,
      },
    ),
    row('Order intake p50', intake.p50, helloPost.p50, ms),
    row('Order intake p99', intake.p99, helloPost.p99, ms, { text: '≤ 50 ms', pass: intakeP99.pass }),
    row(
      `Dashboard list throughput (${concurrency} connections)`,
      results.list.load.throughput,
      results.helloGet.load.throughput,
      perSecond,
    ),
    row('Dashboard list p50', list.p50, helloGet.p50, ms),
    row('Dashboard list p99', list.p99, helloGet.p99, ms, { text: '≤ 25 ms', pass: listP99.pass }),
    row(`Order → dashboard p50 (${sockets} sockets, ${rooms} rooms)`, events.p50, helloEvents.p50, ms),
    row('Order → dashboard p99', events.p99, helloEvents.p99, ms, { text: '≤ 50 ms', pass: eventP99.pass }),
    row(
      'Orders/s during the realtime run',
      results.events.load.throughput,
      results.helloEvents.load.throughput,
      perSecond,
    ),
  ];
  const realtimeIntake = latency(results.events.load);
  const afterAnswer = summarize(results.events.afterAnswer);
  const lines = [
    '| measure | Noren | bare Fastify | ratio | target | result |',
    '|---|---:|---:|---:|---|---|',
    ...rows.map((r) => `| ${r.measure} | ${r.noren} | ${r.bare} | ${r.ratio} | ${r.target} | ${r.result} |`),
  ];
  const delivered = `${results.events.delivered.toLocaleString('en-US')} of ${results.events.expected.toLocaleString('en-US')}`;
  const notes = [
    `Realtime messages delivered: ${delivered} (order × socket pairs; bare: ${results.helloEvents.delivered} of ${results.helloEvents.expected}).`,
    `During the realtime run the POSTs themselves took p50 ${ms(realtimeIntake.p50)} / p99 ${ms(realtimeIntake.p99)}; ` +
      `a socket had the event p50 ${ms(afterAnswer.p50)} / p99 ${ms(afterAnswer.p99)} after the POST's answer (negative: before it).`,
    `Failed requests: intake ${failures(results.intake.load)}, list ${failures(results.list.load)}, realtime intake ${failures(results.events.load)}.`,
  ];
  for (const [name, load] of [
    ['intake', results.intake.load],
    ['list', results.list.load],
    ['realtime intake', results.events.load],
  ] as const) {
    if (load.samples.length) notes.push(`First ${name} failure: ${load.samples[0]}`);
  }
  return { table: lines.join('\n'), notes, verdicts };
}

/** CPU per phase: % of one core for each process group, and CPU milliseconds per request. */
export function cpuTable(phases: [string, CpuUse, number, 'server' | 'hello'][]): string {
  const percent = (cpu: CpuUse, key: string) => {
    const share = (100 * (cpu.used[key] ?? 0)) / cpu.wall;
    return share >= 0.5 ? `${Math.round(share)} %` : '–';
  };
  const perRequest = (cpu: CpuUse, key: string, requests: number) => {
    const used = cpu.used[key] ?? 0;
    return used > 0.005 && requests ? `${((1000 * used) / requests).toFixed(2)} ms` : '–';
  };
  return [
    '| phase | requests | Noren server | PostgreSQL | bare server | bench + sockets | server CPU / request | PostgreSQL CPU / request |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...phases.map(([name, cpu, requests, own]) => {
      return (
        `| ${name} | ${requests.toLocaleString('en-US')} | ${percent(cpu, 'server')} | ${percent(cpu, 'postgres')} | ` +
        `${percent(cpu, 'hello')} | ${percent(cpu, 'bench')} | ${perRequest(cpu, own, requests)} | ${perRequest(cpu, 'postgres', requests)} |`
      );
    }),
  ].join('\n');
}

const count = (value: number) => value.toLocaleString('en-US');

/** The whole report of a run, as Markdown. */
export function renderReport(run: BenchRun): string {
  const { options: opts, results } = run;
  const { table, notes, verdicts } = resultsTable(results, opts.concurrency, opts.sockets, opts.rooms);
  const cpus = os.cpus();
  const flags = opts.given.length ? ` -- ${opts.given.join(' ')}` : '';
  const realtime = opts.eventRate
    ? `an open loop of ${opts.eventRate} orders/s`
    : `${opts.concurrency} connections (closed loop, as intake)`;
  const out = [`### Benchmark (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`, '', table, ''];
  out.push(
    `Measured by \`npm run bench${flags}\` on ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, load average ` +
      `${run.loadAtStart} at the start and ${run.loadAtEnd} at the end (1, 5, 15 min); Node ${process.version}; ` +
      `${run.databaseLabel}; server LOG_LEVEL=${opts.logLevel}${opts.profile ? ', CPU profiler on during intake and list (slower)' : ''}. ` +
      `Data: ${opts.restaurants} restaurants, ${count(run.orders)} orders before the run (${run.sizes}), written in ${run.seedSeconds.toFixed(0)} s. ` +
      `${opts.durationMs / 1000} s per Noren phase and ${opts.baselineMs / 1000} s per baseline phase after ${opts.warmupMs / 1000} s of warm-up; ` +
      `intake and list closed loop with ${opts.concurrency} connections; the realtime run posts with ${realtime}. ` +
      'The bare server is Fastify without logger or database: GET and POST /hello with the same bodies, and a Socket.IO emit ' +
      'to the same rooms at the order rate Noren reached. Load generator, sockets, servers and PostgreSQL share the machine.',
    '',
    ...notes.map((note) => `- ${note}`),
    '',
    renderListScenarios(run.listScenarios, opts.concurrency),
    '',
    cpuTable([
      ['bare GET', results.helloGet.cpu, results.helloGet.load.answered, 'hello'],
      ['bare POST', results.helloPost.cpu, results.helloPost.load.answered, 'hello'],
      ['intake', results.intake.cpu, results.intake.load.answered, 'server'],
      ['list', results.list.cpu, results.list.load.answered, 'server'],
      ['intake + sockets', results.events.cpu, results.events.load.answered, 'server'],
      ['bare emit', results.helloEvents.cpu, results.helloEvents.load.answered, 'hello'],
    ]),
    '',
    `(CPU as % of one core over each phase, warm-up included; ${cpus.length} cores = ${cpus.length * 100} %. ` +
      'What these processes leave of the machine went to other processes.)',
    '',
    "#### The database's view",
    '',
    `Busy connections on average, by what they waited for (pg_stat_activity every 50 ms): intake — ${run.waits.intake}; ` +
      `list — ${run.waits.list}; realtime — ${run.waits.events}.`,
  );
  if (run.statements) {
    const intake = perRequest(run.statements.intake, results.intake.load.answered);
    const list = perRequest(run.statements.list, results.list.load.answered);
    out.push(
      '',
      `Intake: ${intake.statements.toFixed(1)} statements (round trips) and ${intake.dbMs.toFixed(2)} ms of execution per order (pg_stat_statements).`,
      '',
      statementTable(run.statements.intake, results.intake.load.answered, Number(process.env.BENCH_TOP ?? 14)),
      '',
      `Dashboard list: ${list.statements.toFixed(1)} statements and ${list.dbMs.toFixed(2)} ms of execution per request.`,
      '',
      statementTable(run.statements.list, results.list.load.answered),
    );
  }
  if (!verdicts.every((verdict) => verdict.pass) && run.plans.length) {
    out.push('', 'Plans of the heaviest list statements (generic plans):');
    for (const plan of run.plans) out.push('', '```', plan, '```');
  }
  for (const [name, profile] of run.profiles) {
    out.push('', `#### Where the server's CPU goes: ${name} (--profile)`, '', profileSummary(profile));
  }
  out.push('', ...verdicts.map((verdict) => `${verdict.pass ? 'PASS' : 'MISS'}  ${verdict.name}`));
  return out.join('\n');
}
