// Two server processes (src/main.ts, as production runs them) on one database behind Debian's
// nginx, as the README's production example sets them up (issue 14): screens connected through
// nginx land on both nodes, and one on node B hears an order posted to node A; then node A dies,
// its screens reconnect through nginx to node B and catch up from the events path, so that no
// order is missing — those posted while they were away included.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { poolOf } from '../src/db/database.ts';
import { menu, menuPlace, receivingMethod, setupOrdersTest } from '../src/modules/orders/test-fixtures.ts';
import { type Child, freePort, spawnNode, waitForHttp } from '../src/tools/bench/processes.ts';
import { type Nginx, nginxBinary, startNginx } from './nginx.ts';

const binary = nginxBinary();
if (!binary) console.warn('nginx-two-nodes: skipped, nginx is not installed (apt-get install nginx; CI installs it)');

interface Created {
  id_food_order: number;
  seq: number;
}

/** A screen connected through nginx: every order it heard live, and its last sequence number. */
interface Screen {
  socket: Socket;
  heard: Set<number>;
  lastSeq: number;
  reconnects: number;
}

describe.skipIf(!binary)('two nodes behind nginx', () => {
  let children: Child[] = [];
  let nginx: Nginx | undefined;
  let dir = '';
  const screens: Screen[] = [];
  let setup: Awaited<ReturnType<typeof setupOrdersTest<readonly ['staff-a', 'owner-a']>>>;
  let menuId = 0;
  let proxy = '';
  const origins: string[] = [];

  beforeAll(async () => {
    setup = await setupOrdersTest('staff-a', 'owner-a');
    const { ctx, A } = setup;
    await receivingMethod(ctx.db, A, 2, { initials: 'C' });
    menuId = await menu(ctx.db, await menuPlace(ctx.db, A));
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'noren-nginx-'));
    const url = poolOf(ctx.db)?.options.connectionString as string;
    const ports = [await freePort(), await freePort()];
    children = ports.map((port, index) =>
      spawnNode(`node-${'AB'[index]}`, 'src/main.ts', {
        env: {
          DATABASE_URL: url,
          DEMO_SEED: 'false',
          HOST: '127.0.0.1',
          PORT: String(port),
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          DATA_DIR: path.join(dir, `data-${index}`),
          WEB_DIST: path.join(dir, 'no-web'),
        },
        logDir: dir,
      }),
    );
    for (const port of ports) origins.push(`http://127.0.0.1:${port}`);
    await Promise.all(children.map((child, index) => waitForHttp(`${origins[index]}/api/health`, child, 25_000)));
    const proxyPort = await freePort();
    nginx = await startNginx(
      binary as string,
      dir,
      proxyPort,
      ports.map((port) => `127.0.0.1:${port}`),
    );
    proxy = `http://127.0.0.1:${proxyPort}`;
  }, 60_000);

  afterAll(async () => {
    for (const screen of screens) screen.socket.close();
    await nginx?.stop();
    await Promise.all(children.map((child) => child.stop(3000)));
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  /** Posts an order straight to one node (not through nginx). */
  const order = async (origin: string): Promise<number> => {
    const res = await fetch(`${origin}/api/restaurant/order`, {
      method: 'POST',
      headers: { ...setup.app, 'content-type': 'application/json' },
      body: JSON.stringify({
        id_restaurant: setup.A,
        id_user: 'customer',
        id_receiving_method: 2,
        order_list: [{ id_food_menu: menuId, qty: 1 }],
      }),
    });
    const body = await res.text();
    expect(res.status, body).toBe(201);
    return (JSON.parse(body) as { data: { id_food_order: number } }).data.id_food_order;
  };

  /** What the events path (through nginx) says happened after `since`: the ids of created orders. */
  const catchUp = async (screen: Screen, token: string) => {
    const res = await fetch(`${proxy}/api/restaurant/order/events?since=${screen.lastSeq}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const data = ((await res.json()) as { data: { events: (Created & { type: string })[]; last_seq: number } }).data;
    for (const event of data.events) if (event.type === 'created') screen.heard.add(event.id_food_order);
    screen.lastSeq = Math.max(screen.lastSeq, data.last_seq);
  };

  /** A screen through nginx that reconnects on its own and catches up each time it is back. */
  const openScreen = (token: string) =>
    new Promise<Screen>((resolve, reject) => {
      const socket = connect(proxy, {
        transports: ['websocket'],
        auth: { token },
        // Back after a second: the orders posted meanwhile are missed live, caught up after.
        reconnectionDelay: 1000,
        reconnectionDelayMax: 1000,
        randomizationFactor: 0,
      });
      const screen: Screen = { socket, heard: new Set(), lastSeq: 0, reconnects: 0 };
      screens.push(screen);
      socket.on('new_order_notify', (payload: Created) => {
        screen.heard.add(payload.id_food_order);
        screen.lastSeq = Math.max(screen.lastSeq, payload.seq);
      });
      socket.io.on('reconnect', () => {
        screen.reconnects += 1;
        void catchUp(screen, token);
      });
      socket.once('connect', () => resolve(screen));
      socket.once('connect_error', reject);
    });

  const waitFor = (check: () => boolean, timeout = 8000) =>
    vi.waitFor(() => expect(check()).toBe(true), { timeout, interval: 25 });

  it('a screen on node B hears an order posted to node A; after node A dies its screens catch up on B', async () => {
    const tokens = [setup.sessions[0].user.token, setup.sessions[1].user.token];
    // nginx deals connections round robin: four screens, two on each node.
    const all: Screen[] = [];
    for (let index = 0; index < 4; index += 1) all.push(await openScreen(tokens[index % 2] as string));

    const first = await order(origins[0] as string);
    await waitFor(() => all.every((screen) => screen.heard.has(first)));

    // Node A dies without a goodbye; the screens that were on it lose their connection.
    const [nodeA] = children as [Child, Child];
    const dropped = all.map(
      (screen) =>
        new Promise<boolean>((resolve) => {
          screen.socket.once('disconnect', () => resolve(true));
          setTimeout(() => resolve(false), 2000);
        }),
    );
    nodeA.process.kill('SIGKILL');
    const wasOnA = await Promise.all(dropped);
    const onA = all.filter((_, index) => wasOnA[index]);
    const onB = all.filter((_, index) => !wasOnA[index]);
    // Both nodes had screens: the ones on B heard node A's order through the cluster bus.
    expect(onA.length).toBeGreaterThan(0);
    expect(onB.length).toBeGreaterThan(0);
    for (const screen of onB) expect(screen.heard.has(first)).toBe(true);

    // Orders arrive on node B while A's screens are away; they come back through nginx to B.
    const duringGap = [await order(origins[1] as string), await order(origins[1] as string)];
    await waitFor(() => onA.every((screen) => screen.reconnects > 0 && screen.socket.connected));
    const after = await order(origins[1] as string);

    const expected = [first, ...duringGap, after];
    await waitFor(() => all.every((screen) => expected.every((id) => screen.heard.has(id))));
    for (const screen of all) expect([...screen.heard].sort((a, b) => a - b)).toEqual(expected);
    // nginx names the node it could not reach, and nothing else went wrong.
    expect(await nginx?.errorLog()).not.toMatch(/\[(emerg|crit|alert)\]/);
  });
});
