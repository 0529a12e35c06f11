// Starts the real server (embedded PostgreSQL, migrations, demo seed) on free ports, serving the
// built web app, exactly as `npm start` does; the suites drive it with Chromium.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

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

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('Build the web app first: npm run build (npm run test:e2e does it).');
  }
  await fs.mkdir(path.join(repoRoot, 'test-results/e2e'), { recursive: true });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'noren-e2e-'));
  const port = await freePort();
  const pgPort = await freePort();
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
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (child.exitCode !== null) resolve(undefined);
      child.once('exit', resolve);
      setTimeout(resolve, 10_000);
    });
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
