// Starts the real server (embedded PostgreSQL, migrations, demo seed) on free ports, serving the
// built web app, exactly as `npm start` does; the suites drive it with Chromium.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, repoRoot, serverEnv, spawnServer, waitForHealth } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('Build the web app first: npm run build (npm run test:e2e does it).');
  }
  await fs.mkdir(path.join(repoRoot, 'test-results/e2e'), { recursive: true });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'noren-e2e-'));
  const port = await freePort();
  const pgPort = await freePort();
  const server = spawnServer(serverEnv(port, pgPort, dataDir));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);

  return async () => {
    const { child } = server;
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (child.exitCode !== null) resolve(undefined);
      child.once('exit', resolve);
      setTimeout(resolve, 10_000);
    });
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
