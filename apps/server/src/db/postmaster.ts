// What is running on an embedded PostgreSQL data folder, and who started it. PostgreSQL writes
// DATA_DIR/pg/postmaster.pid while it runs; the Noren process that starts it writes
// DATA_DIR/embedded-pg-owner.json. A PostgreSQL whose starter is gone (the server was killed with
// SIGKILL, or crashed) keeps running on its own and holds the folder and the port: it is an orphan
// and must be stopped before a new start. One whose starter lives belongs to a running Noren.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

export interface PostmasterFile {
  pid: number;
  dataDir: string;
  port: number;
  /** 'starting', 'ready', 'stopping' or 'standby' (older servers may leave it empty). */
  status: string;
}

/** Lines of postmaster.pid: pid, data folder, start time, port, socket folder, listen address, shared memory key, status. */
export async function readPostmasterFile(databaseDir: string): Promise<PostmasterFile | null> {
  let text: string;
  try {
    text = await fs.readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const lines = text.split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  return {
    pid: Number.isInteger(pid) && pid > 0 ? pid : 0,
    dataDir: lines[1]?.trim() ?? '',
    port: Number.parseInt(lines[3] ?? '', 10) || 0,
    status: lines[7]?.trim() ?? '',
  };
}

export interface ProcessInfo {
  alive: boolean;
  /** Short command name ('postgres', 'node'); undefined when it cannot be read. */
  name?: string;
  ppid?: number;
  /** Command line; undefined when it cannot be read. */
  args?: string[];
}

const execFileAsync = promisify(execFile);
const hasProc = existsSync('/proc/self/stat');

/** Whether a process lives (a zombie does not: it has exited and only waits to be reaped). */
export async function processInfo(pid: number): Promise<ProcessInfo> {
  if (!Number.isInteger(pid) || pid <= 0) return { alive: false };
  if (hasProc) {
    let stat: string;
    try {
      stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    } catch {
      return { alive: false };
    }
    // "pid (comm) state ppid ...": comm may itself contain spaces and parentheses.
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    const [state, ppid] = stat
      .slice(close + 2)
      .split(' ')
      .slice(0, 2);
    if (state === 'Z' || state === 'X') return { alive: false };
    const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    return {
      alive: true,
      name,
      ppid: Number(ppid),
      args: cmdline ? cmdline.split('\0').filter(Boolean) : undefined,
    };
  }
  // No /proc (macOS): ask ps.
  try {
    const { stdout } = await execFileAsync('ps', ['-o', 'stat=,ppid=,comm=', '-p', String(pid)]);
    const match = /^\s*(\S+)\s+(\d+)\s+(.+)$/.exec(stdout.trim());
    if (!match) return { alive: false };
    if (match[1]?.startsWith('Z')) return { alive: false };
    return { alive: true, ppid: Number(match[2]), name: path.basename(match[3]?.trim() ?? '') };
  } catch {
    return { alive: signalable(pid) };
  }
}

/** kill(pid, 0): ESRCH = gone; EPERM = alive, another user's. */
function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether `info` is the PostgreSQL of `databaseDir`: a process named postgres whose `-D` is this
 * folder. After a reboot or in a new container, the pid in a stale postmaster.pid often belongs
 * to an unrelated process; PostgreSQL itself would then refuse to start ("lock file already
 * exists"), so it matters to tell them apart.
 */
export function isPostgresOf(info: ProcessInfo, databaseDir: string): boolean {
  if (!info.alive) return false;
  const program = info.args?.[0] ? path.basename(info.args[0]) : info.name;
  if (program !== undefined && program !== 'postgres' && info.name !== 'postgres') return false;
  const flag = info.args?.indexOf('-D') ?? -1;
  const folder = flag >= 0 ? info.args?.[flag + 1] : undefined;
  return folder === undefined || path.resolve(folder) === path.resolve(databaseDir);
}

export type OwnerRole = 'server' | 'cli';

export interface OwnerFile {
  pid: number;
  role: OwnerRole;
  port: number;
  started_at: string;
}

export const ownerFilePath = (dataDir: string) => path.join(dataDir, 'embedded-pg-owner.json');

export async function readOwnerFile(dataDir: string): Promise<OwnerFile | null> {
  try {
    const parsed = JSON.parse(await fs.readFile(ownerFilePath(dataDir), 'utf8')) as Partial<OwnerFile>;
    if (typeof parsed.pid !== 'number' || (parsed.role !== 'server' && parsed.role !== 'cli')) return null;
    return parsed as OwnerFile;
  } catch {
    return null;
  }
}

/** Written before PostgreSQL starts, so that no one sees it running without its owner. */
export async function writeOwnerFile(dataDir: string, owner: OwnerFile): Promise<void> {
  const file = ownerFilePath(dataDir);
  await fs.writeFile(`${file}.tmp`, `${JSON.stringify(owner)}\n`);
  await fs.rename(`${file}.tmp`, file);
}

/** Removes the owner file if it is still this process's (a later owner keeps its own). */
export async function removeOwnerFile(dataDir: string): Promise<void> {
  const owner = await readOwnerFile(dataDir);
  if (owner?.pid === process.pid) await fs.rm(ownerFilePath(dataDir), { force: true });
}

/**
 * The live Noren process a running PostgreSQL belongs to, or null for an orphan. The process
 * that starts PostgreSQL is its parent; when that process dies, the kernel re-parents PostgreSQL
 * (to pid 1 or a subreaper), so "my parent is the owner written in the owner file" stays true
 * exactly as long as the owner lives, even when its pid is later reused by another program.
 */
export async function liveOwner(postmaster: ProcessInfo, dataDir: string): Promise<OwnerFile | null> {
  const owner = await readOwnerFile(dataDir);
  if (postmaster.ppid === undefined) {
    // Parent unknown (no /proc, no ps): trust the owner file if its process lives.
    return owner && (await processInfo(owner.pid)).alive ? owner : null;
  }
  if (owner && owner.pid === postmaster.ppid) return owner;
  // No owner file (written by Noren versions before it existed): a node parent that is not the
  // re-parenting init is taken as a running server, so its database is never stopped under it.
  if (postmaster.ppid > 1) {
    const parent = await processInfo(postmaster.ppid);
    if (parent.alive && parent.name?.startsWith('node')) {
      return { pid: postmaster.ppid, role: 'server', port: 0, started_at: '' };
    }
  }
  return null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves true once `pid` has exited (or is a zombie), false after `timeoutMs`. */
export async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!(await processInfo(pid)).alive) return true;
    if (Date.now() >= deadline) return false;
    await sleep(100);
  }
}

/**
 * Stops a PostgreSQL by its postmaster pid. SIGINT is PostgreSQL's "fast" shutdown (what
 * `pg_ctl stop -m fast` sends: running transactions roll back, everything committed is kept);
 * signalling directly also works as root, where pg_ctl refuses to run. SIGQUIT (immediate:
 * crash recovery at the next start) and SIGKILL only if it does not stop in time.
 */
export async function stopPostmaster(pid: number, log: (line: string) => void): Promise<void> {
  const steps: [NodeJS.Signals, number][] = [
    ['SIGINT', 30_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ];
  for (const [signal, waitMs] of steps) {
    try {
      process.kill(pid, signal);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ESRCH') return;
      throw error;
    }
    if (await waitUntilGone(pid, waitMs)) return;
    log(`PostgreSQL (pid ${pid}) did not stop after ${signal}`);
  }
  throw new Error(`PostgreSQL (pid ${pid}) does not stop, even after SIGKILL`);
}

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function portAnswers(port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
