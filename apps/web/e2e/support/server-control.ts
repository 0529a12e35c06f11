// An extra server of its own for a suite that must stop and restart the server (the offline banner),
// started exactly as global-setup.ts starts the shared one (embedded PostgreSQL, migrations, demo
// seed, the built web app) but on its own ports and a fresh data directory, so the shared server of
// the other suites is never disturbed. stop() and start() keep the port and the data directory, so a
// restarted server has the same accounts, sessions and orders.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

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
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    DEMO_SEED: 'true',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  let child: ChildProcess | null = null;
  let output = '';

  async function waitForHealth(running: ChildProcess): Promise<void> {
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (running.exitCode !== null) throw new Error(`extra server exited early:\n${output}`);
      try {
        const response = await fetch(`${baseUrl}/api/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`extra server did not become healthy:\n${output}`);
  }

  async function start(): Promise<void> {
    if (child) return;
    output = '';
    const running = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    running.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child = running;
    await waitForHealth(running);
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
