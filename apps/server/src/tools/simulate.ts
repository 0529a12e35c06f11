// `npm run simulate`: a stand-in for the customer ordering app, so the demo dashboard comes alive.
// It places realistic orders for the demo restaurants through the PUBLIC intake API
// (POST /api/restaurant/order with an `api-key` header) of a running server, at a chosen rate,
// until Ctrl-C or --count orders. The catalogue is read the way the back office reads it (those
// reads need a session: it signs in as each restaurant's owner, for reads only), and every order
// is built only from what is on sale now; a refusal (a sub-category that just closed, stock run
// out, a full delivery slot) marks what was refused and tries another order.
//
//   npm run simulate -- [--url http://localhost:8080] [--per-minute 4] [--count N]
//                       [--api-key KEY | env NOREN_API_KEY] [--login owner1@noren.example ...]
//                       [--password noren-demo]
//
// The api key: --api-key, else NOREN_API_KEY, else the key this tool saved earlier in
// DATA_DIR/simulator-api-key, else (only when --url is a loopback address and the server's
// database answers: DATABASE_URL, or the embedded one at 127.0.0.1:EMBEDDED_PG_PORT) a new API
// client "simulator" is created with the same function as src/cli/create-api-client.ts and its key
// saved there (mode 600) for the next runs. Otherwise it says how to create one and exits with 2.
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { receivingMethodIds } from '@noren/domain/receiving-methods';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/database.ts';
import { createApiClient } from '../modules/orders/api-clients.ts';
import { type OpenOrder, runKitchenTurn } from './simulate-kitchen.ts';

import {
  type Blocked,
  type Catalogue,
  composeOrder,
  type FrameRow,
  type MenuRow,
  type MethodRow,
  pick,
  type Random,
  type SubCategoryRow,
} from './simulate-orders.ts';

// --- HTTP ------------------------------------------------------------------------------------------

interface Answer {
  status: number;
  body: {
    data?: unknown;
    message?: string;
    code?: string;
    field?: string;
  };
}

async function call(url: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let body: Answer['body'] = {};
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    body = { message: text.slice(0, 200) };
  }
  return { status: response.status, body } satisfies Answer;
}

interface Session {
  email: string;
  password?: string;
  token: string;
  id_restaurant: number;
  name: string;
  type: Catalogue['type'];
}

async function login(api: string, email: string, password: string): Promise<Session> {
  const answer = await call(`${api}/restaurant/users/login`, { method: 'POST', body: { email, password } });
  const data = answer.body.data as
    | {
        token: string;
        id_restaurant: number | null;
        restaurant_detail: { restaurant_name: string; restaurant_type: Catalogue['type'] } | null;
      }
    | undefined;
  if (answer.status !== 200 || !data?.token || data.id_restaurant === null || !data.restaurant_detail) {
    throw new Error(`could not sign in as ${email}: ${answer.status} ${answer.body.message ?? ''}`.trim());
  }
  return {
    email,
    token: data.token,
    id_restaurant: data.id_restaurant,
    name: data.restaurant_detail.restaurant_name,
    type: data.restaurant_detail.restaurant_type,
  };
}

/** A read with the owner's session; a session that ended (idle for days) is opened again once. */
async function read<T>(api: string, session: Session, pathAndQuery: string): Promise<T> {
  const get = () => call(`${api}${pathAndQuery}`, { headers: { authorization: `Bearer ${session.token}` } });
  let answer = await get();
  if (answer.status === 401 && session.password) {
    session.token = (await login(api, session.email, session.password)).token;
    answer = await get();
  }
  if (answer.status !== 200) {
    throw new Error(`GET ${pathAndQuery} answered ${answer.status} ${answer.body.message ?? ''}`);
  }
  return answer.body.data as T;
}

async function loadCatalogue(api: string, session: Session): Promise<Catalogue> {
  const id = session.id_restaurant;
  const [methods, menus, subCategories, categories] = await Promise.all([
    read<MethodRow[]>(api, session, '/restaurant/receiving-method?active=true'),
    read<MenuRow[]>(api, session, `/restaurant/food/menu/all/list/${id}`),
    read<SubCategoryRow[]>(api, session, `/restaurant/food/sub-category/${id}`),
    read<{ id_food_category: number; status: string }[]>(api, session, `/restaurant/food/category/${id}`),
  ]);
  const frames = methods.some((method) => method.id_receiving_method === receivingMethodIds.delivery)
    ? (
        await read<{ holiday: boolean; list: FrameRow[] }[]>(
          api,
          session,
          `/restaurant/delivery-time?id_restaurant=${id}`,
        )
      ).flatMap((day) => (day.holiday ? [] : day.list))
    : [];
  return {
    id_restaurant: id,
    name: session.name,
    type: session.type,
    methods,
    menus,
    subCategories: new Map(subCategories.map((row) => [row.id_food_sub_category, row])),
    activeCategories: new Set(categories.filter((row) => row.status === 'active').map((row) => row.id_food_category)),
    frames,
  };
}

// --- The api key -----------------------------------------------------------------------------------

const createHint = (dataDir: string) =>
  [
    'The simulator needs an API client key (sent in the api-key header of POST /api/restaurant/order).',
    'Create one against the same database as the server (same DATA_DIR / EMBEDDED_PG_PORT or DATABASE_URL):',
    '  npx tsx apps/server/src/cli/create-api-client.ts --name simulator',
    'then run: npm run simulate -- --api-key <key>   (or export NOREN_API_KEY=<key>)',
    `(With a server on localhost whose database is reachable, the simulator creates one itself and keeps it in ${path.join(dataDir, 'simulator-api-key')}.)`,
  ].join('\n');

const isLoopback = (url: URL) =>
  ['localhost', '[::1]'].includes(url.hostname) || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);

/** Creates an API client "simulator" in the server's own database, when that database answers. */
async function createKeyLocally(): Promise<string | null> {
  const config = loadConfig();
  // The embedded database's credentials are those of src/db/embedded.ts.
  const url = config.databaseUrl ?? `postgres://noren:noren-local@127.0.0.1:${config.embeddedPgPort}/noren`;
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await probe.connect();
    const { rows } = await probe.query<{ table: string | null }>("SELECT to_regclass('api_clients')::text AS table");
    if (!rows[0]?.table) return null;
  } catch {
    return null;
  } finally {
    await probe.end().catch(() => undefined);
  }
  const db = createDb(url, 1);
  try {
    const client = await createApiClient(db, 'simulator');
    log(`Created API client ${client.id_api_client} "simulator" in the server's database.`);
    return client.key;
  } finally {
    await db.destroy();
  }
}

async function resolveApiKey(given: string | undefined, base: URL, keyFile: string, fresh: boolean) {
  if (given) return { key: given, saved: false };
  if (!fresh && existsSync(keyFile)) return { key: (await fs.readFile(keyFile, 'utf8')).trim(), saved: true };
  if (!isLoopback(base)) return null;
  const key = await createKeyLocally();
  if (!key) return null;
  await fs.mkdir(path.dirname(keyFile), { recursive: true });
  await fs.writeFile(keyFile, `${key}\n`, { mode: 0o600 });
  return { key, saved: true };
}

// --- The loop --------------------------------------------------------------------------------------

const clock = () => new Date().toLocaleTimeString('en-GB', { hour12: false });
const log = (line: string) => console.log(`${clock()}  ${line}`);
const yen = (value: number) => `¥${value.toLocaleString('en-US')}`;
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** A failure that ends the run with this exit code (2: no usable api key). */
export class SimulatorError extends Error {
  constructor(
    readonly exitCode: number,
    message: string,
  ) {
    super(message);
  }
}

export interface SimulatorOptions {
  /** Server origin, e.g. http://localhost:8080. */
  origin: string;
  perMinute: number;
  /** Stop after this many orders (Infinity: until the signal). */
  count: number;
  apiKey: string;
  /** Called once when the server refuses the key; a new key, or null. */
  renewKey?: () => Promise<string | null>;
  /** Owners whose restaurants get orders (their sessions are used for catalogue reads only). */
  logins: readonly string[];
  password: string;
  signal: AbortSignal;
  print?: (line: string) => void;
  random?: Random;
  /** Also play the kitchen of the by_order restaurants (simulate-kitchen.ts); default on. */
  kitchen?: boolean;
}

export async function runSimulator(options: SimulatorOptions): Promise<{ placed: number; refused: number }> {
  const print = options.print ?? log;
  const random = options.random ?? ((max: number) => randomInt(max));
  const api = `${options.origin}/api`;
  let apiKey = options.apiKey;
  let renewKey = options.renewKey;

  const sessions: Session[] = [];
  try {
    for (const email of options.logins) {
      sessions.push({ ...(await login(api, email, options.password)), password: options.password });
    }
  } catch (error) {
    throw new SimulatorError(1, `${(error as Error).message}\nIs the server running at ${options.origin}? (npm start)`);
  }
  const catalogues = new Map<number, Catalogue>();
  let loadedAt = 0;
  const refresh = async () => {
    for (const session of sessions) catalogues.set(session.id_restaurant, await loadCatalogue(api, session));
    loadedAt = Date.now();
  };

  const blocked: Blocked = new Map();
  const kitchenTurn = () =>
    runKitchenTurn(
      sessions
        .filter((session) => session.type === 'by_order')
        .map((s) => ({ id_restaurant: s.id_restaurant, name: s.name })),
      {
        random,
        print,
        openOrders: async (id) => {
          const query = 'cooking_status=stop,cooking,done&order_date=asc&order_time=asc';
          const session = sessions.find((s) => s.id_restaurant === id) as Session;
          return (await read<{ data_list: OpenOrder[] }>(api, session, `/restaurant/order/${id}/1/50?${query}`))
            .data_list;
        },
        move: async (id, step) => {
          const session = sessions.find((s) => s.id_restaurant === id) as Session;
          const answer = await call(`${api}/restaurant/order/update/cooking/status`, {
            method: 'PATCH',
            headers: { authorization: `Bearer ${session.token}` },
            body: { id_food_order: step.id_food_order, cooking_status: step.to, waiting_time: 10 },
          });
          return answer.status;
        },
      },
    );
  let placed = 0;
  let refused = 0;
  try {
    await refresh();
    print(
      `Ordering for ${sessions.map((s) => s.name).join(', ')} at ${options.origin}, ${options.perMinute} a minute.`,
    );
    while (!options.signal.aborted && placed < options.count) {
      // Catalogue changes made in the back office are picked up every two minutes.
      if (Date.now() - loadedAt > 120_000) {
        await refresh().catch((error: Error) => print(`Catalogue refresh failed: ${error.message}`));
      }
      const session = pick(sessions, random);
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const catalogue = catalogues.get(session.id_restaurant) as Catalogue;
        const draft = composeOrder(catalogue, new Date(), random, blocked);
        if (!draft) {
          print(`${catalogue.name}: nothing on sale right now; skipped.`);
          break;
        }
        const answer = await call(`${api}/restaurant/order`, {
          method: 'POST',
          headers: { 'api-key': apiKey },
          body: draft.body,
        }).catch((error: Error) => ({ status: 0, body: { message: error.message } }) as Answer);
        if (answer.status === 201) {
          const order = answer.body.data as { order_number: string; total_price: number };
          placed += 1;
          print(
            `${catalogue.name.padEnd(14)} ${order.order_number.padEnd(6)} ${yen(order.total_price).padStart(8)}  ` +
              `${draft.items} item(s), ${draft.method.title}`,
          );
          break;
        }
        if (answer.status === 401) {
          const renewed = renewKey ? await renewKey() : null;
          renewKey = undefined;
          if (!renewed)
            throw new SimulatorError(2, `The server refused the API key (${answer.body.message ?? '401'}).`);
          print('The saved API key was refused (another database?); using a new one.');
          apiKey = renewed;
          continue;
        }
        refused += 1;
        print(
          `${catalogue.name}: refused (${answer.status} ${answer.body.code ?? ''} ${answer.body.field ?? ''}); trying another order.`,
        );
        // Block what was refused for ten minutes, re-read the catalogue, and try again.
        const until = Date.now() + 600_000;
        const out = (answer.body.data as { list_food_menu_out_of_stock?: { id_food_menu: number }[] } | null)
          ?.list_food_menu_out_of_stock;
        for (const item of out ?? []) blocked.set(item.id_food_menu, until);
        const line = /^order_list\.(\d+)/.exec(answer.body.field ?? '');
        const menuId = line
          ? (draft.body.order_list as { id_food_menu: number }[])[Number(line[1])]?.id_food_menu
          : undefined;
        if (menuId !== undefined) blocked.set(menuId, until);
        catalogues.set(session.id_restaurant, await loadCatalogue(api, session).catch(() => catalogue));
      }
      if (options.kitchen !== false) await kitchenTurn();
      if (placed < options.count) await sleep(((0.5 + Math.random()) * 60_000) / options.perMinute, options.signal);
    }
  } finally {
    for (const session of sessions) {
      await call(`${api}/restaurant/users/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.token}` },
      }).catch(() => undefined);
    }
  }
  return { placed, refused };
}

const usage = `Usage: npm run simulate -- [--url http://localhost:8080] [--per-minute 4] [--count N]
                         [--api-key KEY] [--login owner1@noren.example ...] [--password noren-demo]`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://localhost:8080' },
      'per-minute': { type: 'string', default: '4' },
      count: { type: 'string' },
      'api-key': { type: 'string' },
      login: { type: 'string', multiple: true },
      password: { type: 'string', default: process.env.NOREN_DEMO_PASSWORD ?? 'noren-demo' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const perMinute = Number(values['per-minute']);
  const count = values.count === undefined ? Number.POSITIVE_INFINITY : Number(values.count);
  const base = URL.canParse(values.url) ? new URL(values.url) : null;
  if (!base || !(perMinute > 0 && perMinute <= 6000) || !(count >= 1)) {
    console.error(usage);
    return 2;
  }
  const dataDir = loadConfig().dataDir;
  const keyFile = path.join(dataDir, 'simulator-api-key');
  const given = values['api-key'] ?? process.env.NOREN_API_KEY;
  const apiKey = await resolveApiKey(given, base, keyFile, false);
  if (!apiKey) {
    console.error(createHint(dataDir));
    return 2;
  }

  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  process.once('SIGTERM', () => stop.abort());
  try {
    const result = await runSimulator({
      origin: base.origin,
      perMinute,
      count,
      apiKey: apiKey.key,
      // A saved key may belong to an earlier database (a fresh DATA_DIR): make a new one once.
      ...(apiKey.saved && !given
        ? { renewKey: async () => (await resolveApiKey(undefined, base, keyFile, true))?.key ?? null }
        : {}),
      logins: values.login ?? ['owner1@noren.example', 'owner2@noren.example', 'owner3@noren.example'],
      password: values.password,
      signal: stop.signal,
    });
    log(`Stopped: ${result.placed} order(s) placed, ${result.refused} refused.`);
    return 0;
  } catch (error) {
    if (!(error instanceof SimulatorError)) throw error;
    console.error(error.exitCode === 2 ? `${error.message}\n${createHint(dataDir)}` : error.message);
    return error.exitCode;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
