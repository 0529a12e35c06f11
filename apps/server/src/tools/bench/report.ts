// The bench's Markdown: the results table (each figure with the bare-Fastify baseline of the same
// run, their ratio, the target and PASS/MISS), the conditions it was measured in, and the CPU use
// per phase. Ready to paste into the README.
import type { LoadResult } from './load.ts';
import type { CpuUse, EventPhase, HttpPhase } from './phases.ts';
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
  const lines = [
    '| measure | Noren | bare Fastify | ratio | target | result |',
    '|---|---:|---:|---:|---|---|',
    ...rows.map((r) => `| ${r.measure} | ${r.noren} | ${r.bare} | ${r.ratio} | ${r.target} | ${r.result} |`),
  ];
  const delivered = `${results.events.delivered.toLocaleString('en-US')} of ${results.events.expected.toLocaleString('en-US')}`;
  const notes = [
    `Realtime messages delivered: ${delivered} (order × socket pairs; bare: ${results.helloEvents.delivered} of ${results.helloEvents.expected}).`,
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

export function cpuTable(phases: [string, CpuUse, number][]): string {
  const percent = (value: number | undefined) => (value ? `${Math.round(value)} %` : '–');
  return [
    '| phase | requests | Noren server | PostgreSQL | bare server | bench + sockets |',
    '|---|---:|---:|---:|---:|---:|',
    ...phases.map(
      ([name, cpu, requests]) =>
        `| ${name} | ${requests.toLocaleString('en-US')} | ${percent(cpu.server)} | ${percent(cpu.postgres)} | ${percent(cpu.hello)} | ${percent(cpu.bench)} |`,
    ),
  ].join('\n');
}
