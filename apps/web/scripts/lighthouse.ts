// Runs Lighthouse (performance, mobile preset) on the login page and on /home of a running server with
// the built app, and prints the scores and the main metrics. Target: 95 or more on both.
// /home is opened signed in: the script signs in the demo owner through the API and sends the
// session cookie with every request of the page (extraHeaders).
// Usage: npm start (another terminal), then npm run lighthouse -w apps/web [-- http://host:port]
// Chromium: CHROME_PATH (default /usr/bin/chromium), headless. Beside the score: the JavaScript the
// page really fetched (files, bytes as transferred, and gzipped as in the build's .gz files of
// WEB_DIST, default apps/web/dist — the truth that scripts/bundle-report.ts computes from the
// manifest), and the host's benchmark index (Lighthouse's own CPU measure: the simulated 4× slower
// mobile CPU is applied on top of this machine's speed, so a loaded machine scores TBT worse).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { type Result } from 'lighthouse';

const base = (process.argv[2] ?? process.env.NOREN_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const target = 95;
/** LIGHTHOUSE_RUNS: runs per page (default 3); the median score is the page's. */
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** LIGHTHOUSE_REPORT_DIR: where to keep each page's full report (JSON) for a closer look. */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const dist = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, '../dist'));

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The scripts the page fetched: count, bytes transferred, and gzipped bytes per the build's .gz files. */
function javascriptFetched(requests: NetworkRequest[]): string {
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const transferred = scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  let gzipped = 0;
  for (const { url } of scripts) {
    const file = path.join(dist, new URL(url).pathname);
    // The build leaves files under 1 KB uncompressed: gzip those here.
    if (existsSync(`${file}.gz`)) gzipped += readFileSync(`${file}.gz`).length;
    else if (existsSync(file)) gzipped += gzipSync(readFileSync(file), { level: 9 }).length;
    else gzipped = Number.NaN;
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return `JavaScript fetched: ${scripts.length} files, ${kb(transferred)} transferred, ${kb(gzipped)} gzipped`;
}
const metrics = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** Starts headless Chromium with a DevTools port; resolves with the port and a way to stop it. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'noren-lighthouse-'));
  const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--remote-debugging-port=0'];
  const chrome = spawn(chromePath, [...flags, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  // The profile is removed once Chromium has exited (it writes into it until then).
  const stop = async () => {
    chrome.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  };
  return new Promise((resolve, reject) => {
    let output = '';
    chrome.stderr.on('data', (data: Buffer) => {
      output += data.toString();
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (port) resolve({ port: Number(port), stop });
    });
    chrome.on('exit', (code) => reject(new Error(`${chromePath} exited (${code}): ${output}`)));
  });
}

/** Signs in the demo owner; the session cookie to send with the page's requests. */
async function sessionCookie(): Promise<string> {
  const response = await fetch(`${base}/api/restaurant/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'owner1@noren.example', password: 'noren-demo' }),
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('noren_session='));
  if (!response.ok || !session) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return session.split(';')[0]!;
}

const pages: { name: string; url: string; headers: Record<string, string> }[] = [
  { name: 'login', url: `${base}/`, headers: {} },
  { name: '/home', url: `${base}/home`, headers: { cookie: await sessionCookie() } },
];
const chromium = await startChromium();
let failed = false;
try {
  for (const page of pages) {
    // Several runs, the median reported (Lighthouse's own advice: one run varies by several points);
    // a run whose trace Chromium failed to record (NO_NAVSTART and the like) is taken again.
    const results: Result[] = [];
    for (let attempt = 0; results.length < runs && attempt < runs + 3; attempt++) {
      const result = await lighthouse(page.url, {
        port: chromium.port,
        onlyCategories: ['performance'],
        extraHeaders: page.headers,
        logLevel: 'error',
      });
      if (!result) throw new Error(`no Lighthouse result for ${page.url}`);
      if (result.lhr.runtimeError) console.log(`  (${page.name}: run discarded, ${result.lhr.runtimeError.code})`);
      else results.push(result.lhr);
    }
    if (results.length === 0) throw new Error(`Lighthouse could not measure ${page.url}`);
    const scoreOf = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const sorted = [...results].sort((a, b) => scoreOf(a) - scoreOf(b));
    const lhr = sorted[Math.floor((sorted.length - 1) / 2)]!;
    if (reportDir)
      writeFileSync(path.join(reportDir, `${page.name.replace(/\W/g, '') || 'page'}.json`), JSON.stringify(lhr));
    const score = scoreOf(lhr);
    failed ||= score < target;
    const figures = metrics.map((id) => `${id} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ');
    const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items;
    const all = results.map(scoreOf).join(', ');
    console.log(`${page.name}: performance ${score} (median of ${all}; target ${target}) — ${figures}`);
    console.log(`  ${javascriptFetched(requests ?? [])}; host benchmark index ${lhr.environment.benchmarkIndex}`);
  }
} finally {
  await chromium.stop();
}
if (failed) process.exitCode = 1;
