// Starting the real server as `npm start` does (embedded PostgreSQL, migrations, demo seed, the built
// web app) on free ports: shared by the suites' one server (global-setup.ts) and a suite's own
// (server-control.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The environment of a server on `port` with its database on `pgPort` in `dataDir`. */
export function serverEnv(port: number, pgPort: number, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    DEMO_SEED: 'true',
    LOG_LEVEL: 'warn',
  };
  // The end-to-end run always uses its own embedded database.
  delete env.DATABASE_URL;
  return env;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process has written so far (stdout and stderr), for error messages. */
  output: () => string;
}

export function spawnServer(env: NodeJS.ProcessEnv): ServerProcess {
  let output = '';
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

/** Resolves once `url` answers /api/health; throws with the server's output if it exits or takes 90 s. */
export async function waitForHealth(
  url: string,
  { child, output }: ServerProcess,
  { label = 'server', intervalMs = 250 } = {},
): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${label} did not become healthy:\n${output()}`);
}
