// `npm run bench:files`: the file figures of issue 12, measured end to end on this machine.
//   1. a temporary database with the bench's synthetic data (tools/bench/seed.ts): one restaurant
//      with its catalogue and 100 000 orders (the order search reaches the caller's restaurant);
//   2. the Noren server as a child process (src/main.ts), its resident memory sampled from /proc;
//   3. a generated 10 000-row menu CSV in Shift_JIS: dry run, then apply (one transaction);
//   4. the Excel export of all 100 000 orders (POST restaurant/order/search/export, streamed).
// Each with its wall time and the server's peak RSS during it; targets on 2 cores: import ≤ 3 s,
// export ≤ 10 s and ≤ 200 MB. Everything started is stopped at the end, on an error or on Ctrl-C.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startBenchDatabase } from '../bench/database.ts';
import { type Child, exitWith, freePort, spawnNode, waitForHttp } from '../bench/processes.ts';
import { norenEnv } from '../bench/run.ts';
import { seedBench } from '../bench/seed.ts';
import { benchMenuCsv, imageKey } from './csv-gen.ts';
import { rssSampler, treeCpuSecondsWithReaped } from './rss.ts';

const log = (line: string) => console.error(`[bench:files ${new Date().toISOString().slice(11, 19)}] ${line}`);

const orders = 100_000;
interface Measure {
  name: string;
  seconds: number;
  cpu: number;
  peakMb: number;
  /** The server's RSS when the step started: the steps before it leave their heap resident. */
  startMb: number;
  target: string;
  pass: boolean;
  note: string;
}

async function main(): Promise<number> {
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    log(
      `load average ${os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(', ')} on ${os.cpus().length} cores`,
    );
    const database = await startBenchDatabase(log);
    stops.push(() => database.stop());
    log(`seeding 1 restaurant and ${orders.toLocaleString('en-US')} orders`);
    const data = await seedBench(database.db, { restaurants: 1, orders, socketsPerRestaurant: 1, apiClients: 0 });
    const restaurant = data.restaurants[0];
    if (!restaurant) throw new Error('the bench seed made no restaurant');
    const env = norenEnv(database, 'warn');
    // The add-on image the rows name: a picture of the restaurant's own folder.
    const picture = path.join(env.DATA_DIR as string, 'files', imageKey(restaurant.id_restaurant));
    await fs.mkdir(path.dirname(picture), { recursive: true });
    await fs.writeFile(picture, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 0xff, 0xd9]));

    const port = await freePort();
    const server: Child = spawnNode('noren-server', 'src/main.ts', {
      env: { ...env, PORT: String(port) },
      logDir: database.tempDir,
    });
    stops.push(() => server.stop());
    const origin = `http://127.0.0.1:${port}`;
    await waitForHttp(`${origin}/api/health`, server, 180_000);
    log(`Noren server pid ${server.pid} at ${origin}`);
    const headers = { authorization: `Bearer ${restaurant.ownerToken}` };
    const rss = rssSampler(server.pid);
    // The server as it idles after start (tsx compiles the TypeScript in the process: part of its RSS).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleMb = rss.peakMb();
    log(`idle server RSS ${idleMb.toFixed(0)} MB`);

    const measure = async (name: string, work: () => Promise<string>) => {
      rss.reset();
      // CPU time of the server and of the database (its backends): what the step costs whatever
      // else the machine is doing, beside the wall time that other load stretches.
      const cpu = () =>
        treeCpuSecondsWithReaped(server.pid) +
        (database.postmasterPid ? treeCpuSecondsWithReaped(database.postmasterPid) : 0);
      const cpuBefore = cpu();
      const started = performance.now();
      const note = await work();
      const seconds = (performance.now() - started) / 1000;
      const cpuUsed = cpu() - cpuBefore;
      const [peakMb, startMb] = [rss.peakMb(), rss.startMb()];
      log(
        `${name}: ${seconds.toFixed(2)} s (CPU ${cpuUsed.toFixed(2)} s), peak RSS ${peakMb.toFixed(0)} MB, ${startMb.toFixed(0)} MB at its start (${note})`,
      );
      return { seconds, cpu: cpuUsed, peakMb, startMb, note };
    };
    const csv = benchMenuCsv(restaurant.id_restaurant);
    const upload = async (mode: string) => {
      const url = `${origin}/api/restaurant/food/menu/bulk-insert?id_restaurant=${restaurant.id_restaurant}&file_name=bench.csv&mode=${mode}`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'text/csv' },
        body: csv,
      });
      const answer = (await response.json()) as { data: { count_modified: number; refused: unknown[] } };
      if (response.status !== 200 || answer.data.refused.length > 0) {
        throw new Error(`${mode} answered ${response.status}: ${JSON.stringify(answer).slice(0, 400)}`);
      }
      return `${answer.data.count_modified} rows`;
    };
    const dry = await measure('menu CSV dry run', () => upload('dry_run'));
    const apply = await measure('menu CSV apply', () => upload('apply'));
    const exported = await measure('order Excel export', async () => {
      const response = await fetch(`${origin}/api/restaurant/order/search/export`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      });
      if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
      let bytes = 0;
      for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
      return `${(bytes / 1_048_576).toFixed(1)} MB xlsx`;
    });
    rss.stop();

    const importSeconds = dry.seconds + apply.seconds;
    const rows: Measure[] = [
      { name: 'menu CSV dry run (10,000 rows, Shift_JIS)', ...dry, target: '', pass: true },
      { name: 'menu CSV apply (10,000 rows, one transaction)', ...apply, target: '', pass: true },
      {
        name: 'menu CSV import = dry run + apply',
        seconds: importSeconds,
        cpu: dry.cpu + apply.cpu,
        peakMb: Math.max(dry.peakMb, apply.peakMb),
        startMb: dry.startMb,
        note: '',
        target: '≤ 3 s',
        pass: importSeconds <= 3,
      },
      {
        name: `order Excel export (${orders.toLocaleString('en-US')} orders)`,
        ...exported,
        target: '≤ 10 s, ≤ 200 MB',
        pass: exported.seconds <= 10 && exported.peakMb <= 200,
      },
    ];
    // The verdict is on the absolute peak, as the issue states its target; under tsx the idle server
    // alone is ~250 MB, so the increase over idle and over the step's start are printed beside it.
    console.log(
      `\n| measure | wall time | CPU (server + db) | server peak RSS | over idle | over the step's start | target | result | note |\n|---|---|---|---|---|---|---|---|---|`,
    );
    const plus = (mb: number) => `+${mb.toFixed(0)} MB`;
    for (const row of rows) {
      const verdict = row.target === '' ? '' : row.pass ? 'PASS' : 'MISS';
      console.log(
        `| ${row.name} | ${row.seconds.toFixed(2)} s | ${row.cpu.toFixed(2)} s | ${row.peakMb.toFixed(0)} MB | ${plus(row.peakMb - idleMb)} | ${plus(row.peakMb - row.startMb)} | ${row.target} | ${verdict} | ${row.note} |`,
      );
    }
    console.log(
      `\nServer process VmHWM (lifetime peak): ${rss.lifetimePeakMb().toFixed(0)} MB; ${os.cpus().length} cores.`,
    );
    return 0;
  } finally {
    log('stopping the server and the database');
    await stopAll();
  }
}

exitWith(main);
