// The processes the bench starts and measures: free loopback ports, Node children run through tsx
// (the Noren server, the bare Fastify baseline, the socket swarm) with their output in a log file,
// waiting for a health URL, stopping them by their own pid, and reading CPU time from /proc.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server: children run from there so `--import tsx` and the app's imports resolve. */
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const isLoopbackHost = (host: string) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface Child {
  name: string;
  process: ChildProcess;
  pid: number;
  logFile: string;
  /** Sends SIGTERM, then SIGKILL after `graceMs`; resolves when the process has exited. */
  stop(graceMs?: number): Promise<void>;
  /** The last lines of its log (to explain a failed start). */
  tail(lines?: number): Promise<string>;
}

/** Children still running. Whatever way this process ends, they are told to stop (SIGTERM). */
const live = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of live) child.kill('SIGTERM');
});

/** Runs a TypeScript file of apps/server with the same Node, through tsx. */
export function spawnNode(
  name: string,
  script: string,
  options: { env: Record<string, string>; logDir: string; ipc?: boolean; nodeArgs?: string[] },
): Child {
  const logFile = path.join(options.logDir, `${name}.log`);
  const out = createWriteStream(logFile);
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', script], {
    cwd: serverDir,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  live.add(child);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    child.once('exit', () => {
      live.delete(child);
      resolve();
    });
  });
  return {
    name,
    process: child,
    pid: child.pid ?? 0,
    logFile,
    async stop(graceMs = 8000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
    async tail(lines = 20) {
      const text = await fs.readFile(logFile, 'utf8').catch(() => '');
      return text.trim().split('\n').slice(-lines).join('\n');
    },
  };
}

/** Polls `url` until it answers 200; throws after `timeoutMs` or when the child exits. */
export async function waitForHttp(url: string, child: Child, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) break;
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${child.name} did not come up at ${url}:\n${await child.tail()}`);
}

const ticks = 100; // USER_HZ on Linux

/** CPU seconds (user + system) of one process, 0 when it is gone or /proc is not there. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticks;
  } catch {
    return 0;
  }
}

/** CPU seconds of a process and its direct children (a postmaster and its backends). */
export function treeCpuSeconds(rootPid: number): number {
  let total = cpuSeconds(rootPid);
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return total;
  }
  for (const entry of entries) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === rootPid) total += (Number(fields[11]) + Number(fields[12])) / ticks;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** Runs a bench's `main` and exits with the code it answers (1, with the stack, when it throws). */
export function exitWith(main: () => Promise<number>) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
