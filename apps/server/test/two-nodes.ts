// A second API node for a test file: the app built again on the same database, with a pool, an
// HTTP server and a Socket.IO of its own, as a second server process would be (the cluster bus
// between them is the default one, PostgreSQL LISTEN/NOTIFY); closed after the file.
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll } from 'vitest';
import { type BuiltApp, buildApp } from '../src/app.ts';
import { createDb, type Db, poolOf } from '../src/db/database.ts';
import type { Realtime } from '../src/realtime/socket.ts';
import type { TestContext } from './harness.ts';

export interface SecondNode extends BuiltApp {
  /** Its base URL (listening on a port of its own). */
  base: string;
  /** Its own database handle (a pool of its own on the same database). */
  db: Db;
}

export async function secondNode(ctx: TestContext): Promise<SecondNode> {
  const url = poolOf(ctx.db)?.options.connectionString;
  if (!url) throw new Error('the first node has no connection string');
  const db = createDb(url, 10);
  const built = await buildApp(ctx.config, db);
  afterAll(async () => {
    await built.app.close();
    await db.destroy();
  });
  await built.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = built.app.server.address() as AddressInfo;
  return { ...built, db, base: `http://127.0.0.1:${port}` };
}

/**
 * Resolves once a message sent by `from` reaches `to` (a socket of another node): a node's bus
 * starts listening a moment after the node is built.
 */
export async function untilBusCarries(from: Realtime, to: Socket, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let heard = false;
  const onProbe = () => {
    heard = true;
  };
  to.on('bus_probe', onProbe);
  try {
    while (!heard) {
      if (Date.now() > deadline) throw new Error('the cluster bus carried nothing between the nodes');
      from.io.emit('bus_probe');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    to.off('bus_probe', onProbe);
  }
}
