// The server comes back after any crash (issue 13). Real processes throughout: the server is
// started as `npm start` does (tsx wrapper + Node child + embedded PostgreSQL), orders are posted
// through the public intake API while it is killed with SIGKILL, and the next start on the same
// DATA_DIR must come up with every acknowledged order. Two kinds of crash:
// - only the Node processes die (kill -9 of the server): PostgreSQL survives as an orphan that
//   holds the data folder and the port, and the next start must stop it first;
// - the whole process group dies, PostgreSQL included: the next start finds a postmaster.pid of
//   a dead process and PostgreSQL replays its WAL.
// Also: the CLI works next to the running server (its database is reused, not stopped) and
// alone; a stale postmaster.pid does not block a start; a taken port is said in plain words.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/database.ts';
import { embeddedUrl, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { isPostgresOf, processInfo, readOwnerFile, readPostmasterFile, waitUntilGone } from '../src/db/postmaster.ts';
import { describeError } from '../src/lib/fatal.ts';
import { category, menu, receivingMethod, subCategory } from '../src/modules/orders/test-fixtures.ts';
import { seedTenants } from './harness.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
// tsx's command line run by the pinned Node, exactly like node_modules/.bin/tsx: a wrapper
// process that runs the script in a Node child.
const tsxCli = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');

// Everything started here, stopped in afterAll whatever happened.
const groups = new Set<ChildProcess>();
const tempDirs: string[] = [];

afterAll(async () => {
  for (const child of groups) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        sigkill(-(child.pid ?? 0));
      } catch {
        // already gone
      }
    }
  }
  for (const dir of tempDirs) {
    // An orphaned PostgreSQL of a failed run (its group was not ours any more).
    const file = await readPostmasterFile(path.join(dir, 'pg')).catch(() => null);
    if (file && isPostgresOf(await processInfo(file.pid), path.join(dir, 'pg'))) {
      sigkill(file.pid);
      await waitUntilGone(file.pid, 5000);
    }
    await fs.rm(dir, { recursive: true, force: true });
  }
});

/** SIGKILL to a pid (negative: a process group). Never 0 or ±1: those mean "my own group" or "everyone". */
function sigkill(pid: number | undefined) {
  if (!pid || Math.abs(pid) <= 1) throw new Error(`refusing to SIGKILL pid ${pid}`);
  process.kill(pid, 'SIGKILL');
}

async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'noren-crash-'));
  tempDirs.push(dir);
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function serverEnv(dataDir: string, port: number, pgPort: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    DEMO_SEED: 'false',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  return env;
}

interface Spawned {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** Runs a TypeScript file through tsx in its own process group (so the group can be killed). */
function run(script: string, args: string[], env: NodeJS.ProcessEnv): Spawned {
  const child = spawn(process.execPath, [tsxCli, script, ...args], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  groups.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function startServer(env: NodeJS.ProcessEnv): Promise<Spawned> {
  const server = run('apps/server/src/main.ts', [], env);
  const url = `http://127.0.0.1:${env.PORT}/api/health`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited at start:\n${server.output()}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy:\n${server.output()}`);
}

async function runToEnd(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const spawned = run(script, args, env);
  const code = await spawned.exited;
  return { code, output: spawned.output() };
}

interface Intake {
  base: string;
  key: string;
  body: object;
}

/**
 * Posts orders from four loops until the server dies; `kill` is called once enough orders were
 * acknowledged, while requests are still in flight. Answers the ids of the orders answered 201:
 * those must survive. A request cut by the kill may or may not have been written; it was never
 * acknowledged, so nothing is promised about it.
 */
async function ordersAcrossKill(intake: Intake, kill: () => Promise<void>): Promise<number[]> {
  const acknowledged: number[] = [];
  const refused: string[] = [];
  let killed = false;
  let down = false;
  const loop = async () => {
    while (!down) {
      let response: Response;
      try {
        response = await fetch(`${intake.base}/api/restaurant/order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'api-key': intake.key },
          body: JSON.stringify(intake.body),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        // Connection refused or cut: the server is gone (only expected once it was killed).
        if (killed) down = true;
        else refused.push('network error before the kill');
        continue;
      }
      const text = await response.text().catch(() => '');
      if (response.status === 201) {
        acknowledged.push((JSON.parse(text) as { data: { id_food_order: number } }).data.id_food_order);
      } else if (!killed) {
        refused.push(`${response.status} ${text.slice(0, 300)}`);
        down = true;
      }
    }
  };
  const loops = [loop(), loop(), loop(), loop()];
  const start = Date.now();
  while (acknowledged.length < 40 && Date.now() - start < 10_000 && !down) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  killed = true;
  await kill();
  await Promise.all(loops);
  expect(refused).toEqual([]);
  expect(acknowledged.length).toBeGreaterThan(0);
  return acknowledged;
}

/** Every acknowledged order is there, and stock was taken exactly for the orders written. */
async function expectOrders(pgPort: number, acknowledged: number[], menuId: number, initialStock: number) {
  const client = new pg.Client({ connectionString: embeddedUrl(pgPort, 'noren') });
  await client.connect();
  try {
    const found = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM food_orders WHERE id_food_order = ANY($1::int[])',
      [acknowledged],
    );
    expect(found.rows[0]?.n).toBe(acknowledged.length);
    const stock = await client.query<{ left: number; sold: number }>(
      `SELECT m.food_menu_stock_qty AS left,
              (SELECT coalesce(sum(l.qty), 0)::int FROM food_order_lines l WHERE l.id_food_menu = m.id_food_menu) AS sold
         FROM food_menus m WHERE m.id_food_menu = $1`,
      [menuId],
    );
    expect((stock.rows[0]?.left ?? 0) + (stock.rows[0]?.sold ?? 0)).toBe(initialStock);
  } finally {
    await client.end();
  }
}

describe('crash restart', () => {
  it('comes back after SIGKILL (orphaned PostgreSQL, then the whole group) with every acknowledged order', async () => {
    const dataDir = await tempDir();
    const databaseDir = path.join(dataDir, 'pg');
    const pgPort = await freePort();
    const env = serverEnv(dataDir, await freePort(), pgPort);
    let server = await startServer(env);

    // The CLI while the server runs: it uses the server's PostgreSQL and leaves it running.
    const before = await readPostmasterFile(databaseDir);
    const cli = await runToEnd('apps/server/src/cli/create-api-client.ts', ['--name', 'crash test'], env);
    expect(cli.code, cli.output).toBe(0);
    const key = /nrn_[A-Za-z0-9_-]{43}/.exec(cli.output)?.[0] ?? '';
    expect(key).not.toBe('');
    expect((await readPostmasterFile(databaseDir))?.pid).toBe(before?.pid);
    expect((await processInfo(before?.pid ?? 0)).alive).toBe(true);
    // A second server on the same DATA_DIR refuses in plain words instead of fighting over it.
    const rival = run('apps/server/src/main.ts', [], { ...env, PORT: String(await freePort()) });
    expect(await rival.exited).toBe(1);
    expect(rival.output()).toContain('Noren could not start: Another Noren server');
    expect((await readPostmasterFile(databaseDir))?.pid).toBe(before?.pid);

    // A minimal catalogue: restaurant A sells one menu for take-out (receiving method 1).
    const initialStock = 1_000_000;
    const db = createDb(embeddedUrl(pgPort, 'noren'), 2);
    let menuId: number;
    let restaurant: number;
    try {
      restaurant = (await seedTenants(db)).restaurantA;
      await receivingMethod(db, restaurant, 1);
      const cat = await category(db, restaurant);
      const sub = await subCategory(db, restaurant, cat);
      menuId = await menu(
        db,
        { id_restaurant: restaurant, id_food_category: cat, id_food_sub_category: sub },
        { stock: initialStock },
      );
    } finally {
      await db.destroy();
    }
    const intake: Intake = {
      base: `http://127.0.0.1:${env.PORT}`,
      key,
      body: {
        id_restaurant: restaurant,
        id_user: 'crash-test',
        id_receiving_method: 1,
        order_list: [{ id_food_menu: menuId, qty: 1 }],
      },
    };

    // 1. kill -9 of the server's Node processes only (tsx wrapper and main.ts).
    const owner = await readOwnerFile(dataDir);
    const orphan = (await readPostmasterFile(databaseDir))?.pid ?? 0;
    expect(owner?.role).toBe('server');
    const first = await ordersAcrossKill(intake, async () => {
      sigkill(owner?.pid);
      sigkill(server.child.pid);
      await server.exited;
      await waitUntilGone(owner?.pid ?? 0, 5000);
    });
    // The situation of the issue: PostgreSQL still runs on its own.
    expect((await processInfo(orphan)).alive).toBe(true);
    server = await startServer(env);
    expect((await processInfo(orphan)).alive).toBe(false);
    expect((await readPostmasterFile(databaseDir))?.pid).not.toBe(orphan);
    await expectOrders(pgPort, first, menuId, initialStock);

    // 2. SIGKILL to the whole process group: PostgreSQL dies with the server.
    const postmaster = (await readPostmasterFile(databaseDir))?.pid ?? 0;
    const second = await ordersAcrossKill(intake, async () => {
      sigkill(-(server.child.pid ?? 0));
      await server.exited;
      await waitUntilGone(postmaster, 5000);
    });
    expect((await processInfo(postmaster)).alive).toBe(false);
    server = await startServer(env);
    await expectOrders(pgPort, [...first, ...second], menuId, initialStock);

    // A clean stop leaves nothing running; the CLI then starts and stops its own PostgreSQL.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(await readPostmasterFile(databaseDir)).toBeNull();
    const alone = await runToEnd('apps/server/src/cli/create-api-client.ts', ['--name', 'after stop'], env);
    expect(alone.code, alone.output).toBe(0);
    expect(await readPostmasterFile(databaseDir)).toBeNull();
  }, 120_000);

  it('starts over a stale postmaster.pid: a dead pid, or a pid now used by another program', async () => {
    const dataDir = await tempDir();
    const databaseDir = path.join(dataDir, 'pg');
    const port = await freePort();
    const first = await startEmbeddedPostgres({ dataDir, port });
    await first.stop();
    const finished = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => finished.once('exit', resolve));
    // PostgreSQL itself refuses a lock file whose pid is alive ("Is another postmaster running?").
    for (const pid of [finished.pid ?? 0, process.pid]) {
      await fs.writeFile(
        path.join(databaseDir, 'postmaster.pid'),
        `${pid}\n${databaseDir}\n${Math.floor(Date.now() / 1000)}\n${port}\n\n127.0.0.1\n  0  0\nready   \n`,
      );
      const again = await startEmbeddedPostgres({ dataDir, port });
      try {
        const client = new pg.Client({ connectionString: again.adminUrl });
        await client.connect();
        expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
        await client.end();
      } finally {
        await again.stop();
      }
    }
  }, 60_000);

  it('says in plain words that the PostgreSQL port is taken by another program', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as net.AddressInfo).port;
    try {
      const env = serverEnv(await tempDir(), await freePort(), taken);
      const server = run('apps/server/src/main.ts', [], env);
      expect(await server.exited).toBe(1);
      const output = server.output();
      expect(output).toContain(`Noren could not start: Port ${taken} on 127.0.0.1 is already used by another program`);
      expect(output).toContain('EMBEDDED_PG_PORT');
      expect(output).not.toMatch(/^undefined$/m);
    } finally {
      blocker.close();
    }
  }, 30_000);

  it('says a data folder of another PostgreSQL major version cannot be opened', async () => {
    const dataDir = await tempDir();
    await fs.mkdir(path.join(dataDir, 'pg'), { recursive: true });
    await fs.writeFile(path.join(dataDir, 'pg', 'PG_VERSION'), '9\n');
    const failure = await startEmbeddedPostgres({ dataDir, port: await freePort() }).then(
      () => 'started',
      (error: unknown) => describeError(error),
    );
    expect(failure).toMatch(/was made by PostgreSQL 9, but this Noren runs PostgreSQL \d+/);
  });

  it('describes any thrown value, never as undefined', () => {
    expect(describeError(undefined)).toBe('an unknown error (the failing part gave no details)');
    expect(describeError('disk on fire')).toBe('disk on fire');
    expect(describeError(new Error('boom', { cause: new Error('root') }))).toBe('boom (cause: root)');
    expect(describeError({ reason: 'x' })).toBe('{"reason":"x"}');
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(describeError(new AggregateError([refused, refused], ''))).toBe('connect ECONNREFUSED 127.0.0.1:1');
  });
});
