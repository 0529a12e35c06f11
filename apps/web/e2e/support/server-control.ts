// An extra server of its own for a suite that must stop and restart the server (the offline banner),
// started exactly as global-setup.ts starts the shared one (embedded PostgreSQL, migrations, demo
// seed, the built web app) but on its own ports and a fresh data directory, so the shared server of
// the other suites is never disturbed. stop() and start() keep the port and the data directory, so a
// restarted server has the same accounts, sessions and orders.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, serverEnv, spawnServer, waitForHealth } from './server-process.ts';

export interface ExtraServer {
  baseUrl: string;
  /** Stops the server (and its database) and waits until the process has gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data directory; resolves once it answers /api/health. */
  start(): Promise<void>;
  /** Stops it and deletes its data directory. */
  dispose(): Promise<void>;
}

export async function startExtraServer(): Promise<ExtraServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'noren-e2e-extra-'));
  const port = await freePort();
  const pgPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = serverEnv(port, pgPort, dataDir);
  let child: ChildProcess | null = null;

  async function start(): Promise<void> {
    if (child) return;
    const running = spawnServer(env);
    child = running.child;
    await waitForHealth(baseUrl, running, { label: 'extra server', intervalMs: 200 });
  }

  /** True while something still listens on the port (the database may outlive its server briefly). */
  async function listening(onPort: number): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = net.connect(onPort, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  }

  async function stop(): Promise<void> {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        running.kill('SIGKILL');
        resolve();
      }, 20_000);
      running.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      running.kill('SIGTERM');
    });
    // The next start reuses the data directory: wait until the old database has let go of it.
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && ((await listening(pgPort)) || (await listening(port)))) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  await start();
  return {
    baseUrl,
    stop,
    start,
    dispose: async () => {
      await stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
