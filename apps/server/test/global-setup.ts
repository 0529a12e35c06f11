// One PostgreSQL per test run: Debian's (or any) via DATABASE_URL, else an embedded one.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';

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
