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
import { isTimeFrameOpen } from '@noren/domain/orders/intake';
import { receivingMethodIds } from '@noren/domain/receiving-methods';
import { businessDate } from '@noren/domain/restaurant';
import { isWithinShift, type WeekdaySchedule } from '@noren/domain/schedule';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/database.ts';
import { createApiClient } from '../modules/orders/api-clients.ts';

// --- Catalogue as the read API answers it (only the fields used here) ------------------------------

export interface MethodRow {
  id_restaurant_receiving_method: number;
  id_receiving_method: number;
  title: string;
  active: boolean;
  min_order_fee: number | null;
}
export interface MenuRow {
  id_food_menu: number;
  food_menu_name: string;
  food_menu_price: number;
  food_menu_price_discount: number | null;
  food_menu_stock_qty: number;
  quota_per_user: number | null;
  status: string;
  id_food_category: number;
  id_food_sub_category: number;
  receiving_method: { id_restaurant_receiving_method: number; food_menu_price: number; is_applied: boolean }[];
  additional: {
    id_food_menu_additional: number;
    options: { id_food_menu_additional_option: number; additional_cost: number; default: boolean }[];
  }[];
}
export interface SubCategoryRow {
  id_food_sub_category: number;
  status: boolean;
  inactive_data: WeekdaySchedule[];
}
export interface FrameRow {
  id_delivery_time_frame: number;
  date: string;
  start_time: string;
  max_order: number;
  count_order: number;
  closing_time: number;
}
export interface Catalogue {
  id_restaurant: number;
  name: string;
  type: 'by_order' | 'reservation' | 'delivery';
  methods: MethodRow[];
  menus: MenuRow[];
  subCategories: Map<number, SubCategoryRow>;
  activeCategories: Set<number>;
  frames: FrameRow[];
}

export type Random = (max: number) => number;
const pick = <T>(list: readonly T[], random: Random): T => list[random(list.length)] as T;
/** A shuffled copy (Fisher–Yates). */
function shuffled<T>(list: readonly T[], random: Random): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

// --- Customers -------------------------------------------------------------------------------------

const familyNames = [
  ['佐藤', 'サトウ'],
  ['鈴木', 'スズキ'],
  ['高橋', 'タカハシ'],
  ['田中', 'タナカ'],
  ['渡辺', 'ワタナベ'],
  ['山本', 'ヤマモト'],
] as const;
const givenNames = [
  ['太郎', 'タロウ'],
  ['花子', 'ハナコ'],
  ['翔太', 'ショウタ'],
  ['美咲', 'ミサキ'],
  ['健', 'ケン'],
  ['陽菜', 'ヒナ'],
] as const;
// Around the demo store (Tokyo Station): postal code, ward, town, block.
const addresses = [
  ['100-0005', '千代田区', '丸の内', '1-9-1'],
  ['100-0004', '千代田区', '大手町', '2-6-2'],
  ['103-0028', '中央区', '八重洲', '1-5-3'],
  ['103-0027', '中央区', '日本橋', '3-2-14'],
  ['104-0031', '中央区', '京橋', '2-1-3'],
] as const;
const notes = ['箸を2膳ください', '袋は不要です', 'アレルギー：えび', '急ぎでお願いします', 'ソース少なめで'];

export function deliveryAddress(random: Random) {
  const [last, lastKana] = pick(familyNames, random);
  const [first, firstKana] = pick(givenNames, random);
  const [postal, ward, town, block] = pick(addresses, random);
  return {
    postal_code: postal,
    address1: '東京都',
    address2: ward,
    address3: town,
    address4: block,
    address5: random(2) === 0 ? `ノレンハイツ${100 + random(900)}号室` : '',
    address_last_name: last,
    address_first_name: first,
    address_last_name_kana: lastKana,
    address_first_name_kana: firstKana,
    phone_number: `090-${1000 + random(9000)}-${1000 + random(9000)}`,
  };
}

// --- Building an order from what is on sale now ----------------------------------------------------

/** Menus unavailable for a while after a refusal (id → until, ms). */
export type Blocked = Map<number, number>;

/** Menus the restaurant sells now through `method`: active, in stock, category and sub-category open. */
export function orderableMenus(catalogue: Catalogue, method: MethodRow, now: Date, blocked: Blocked): MenuRow[] {
  const open = catalogue.menus.filter((menu) => {
    const sub = catalogue.subCategories.get(menu.id_food_sub_category);
    return (
      menu.status === 'active' &&
      menu.food_menu_stock_qty > 0 &&
      (blocked.get(menu.id_food_menu) ?? 0) <= now.getTime() &&
      catalogue.activeCategories.has(menu.id_food_category) &&
      sub?.status === true &&
      !isWithinShift(sub.inactive_data, now)
    );
  });
  // A menu with per-method prices is sold through those methods; prefer them when there are any.
  const listed = open.filter((menu) =>
    menu.receiving_method.some(
      (entry) => entry.id_restaurant_receiving_method === method.id_restaurant_receiving_method,
    ),
  );
  return listed.length > 0 ? listed : open;
}

/** The unit price, counting any discount as on (an estimate on the low side, for the minimum order). */
const unitPriceOf = (menu: MenuRow, method: MethodRow) => {
  const own = menu.receiving_method.find(
    (entry) => entry.id_restaurant_receiving_method === method.id_restaurant_receiving_method && entry.is_applied,
  );
  return Math.max(0, (own?.food_menu_price ?? menu.food_menu_price) - (menu.food_menu_price_discount ?? 0));
};

/** A delivery slot that still takes orders: one of the first few open frames with room left. */
export function openFrame(frames: readonly FrameRow[], now: Date, random: Random): FrameRow | null {
  const open = frames.filter((frame) => frame.count_order < frame.max_order && isTimeFrameOpen(frame, now));
  return open.length === 0 ? null : pick(open.slice(0, 3), random);
}

/** The pick-up time of a reservation: 30 to 90 minutes from now on a quarter hour (Asia/Tokyo). */
export function pickupTime(now: Date, random: Random): { date_reservation: string; delivery_time: string } {
  const at = new Date(now.getTime() + (30 + random(61)) * 60_000);
  const quarter = 15 * 60_000;
  const rounded = new Date(Math.ceil(at.getTime() / quarter) * quarter);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tokyo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(rounded);
  return { date_reservation: businessDate(rounded), delivery_time: `${time}:00` };
}

export interface OrderDraft {
  body: Record<string, unknown>;
  method: MethodRow;
  items: number;
}

/**
 * One customer's order at `now`, or null when nothing can be ordered: an active method, 1–3 menus
 * on sale (more when the method has a minimum order), the default choice of every option group,
 * quantities 1–2 within stock and quota, sometimes a note; a delivery adds a slot and an address.
 */
export function composeOrder(catalogue: Catalogue, now: Date, random: Random, blocked: Blocked): OrderDraft | null {
  const frame = openFrame(catalogue.frames, now, random);
  const methods = catalogue.methods.filter(
    (method) => method.active && (method.id_receiving_method !== receivingMethodIds.delivery || frame),
  );
  for (const method of shuffled(methods, random)) {
    const menus = orderableMenus(catalogue, method, now, blocked);
    if (menus.length === 0) continue;
    const chosen = shuffled(menus, random);
    const lines: Record<string, unknown>[] = [];
    let subtotal = 0;
    const wanted = 1 + random(3);
    for (const menu of chosen) {
      const enough = lines.length >= wanted && subtotal >= (method.min_order_fee ?? 0);
      if (enough || lines.length >= 6) break;
      const qty = Math.min(1 + random(2), menu.food_menu_stock_qty, menu.quota_per_user ?? 99);
      const groups = menu.additional.filter((group) => group.options.length > 0);
      const options = groups.map((group) => group.options.find((option) => option.default) ?? group.options[0]);
      subtotal +=
        (unitPriceOf(menu, method) + options.reduce((sum, option) => sum + (option?.additional_cost ?? 0), 0)) * qty;
      lines.push({
        id_food_menu: menu.id_food_menu,
        qty,
        additional: groups.map((group, index) => ({
          id_food_menu_additional: group.id_food_menu_additional,
          additional: [
            { id_food_menu_additional_option: options[index]?.id_food_menu_additional_option, active: true },
          ],
        })),
      });
    }
    if (subtotal < (method.min_order_fee ?? 0)) continue;
    const body: Record<string, unknown> = {
      id_restaurant: catalogue.id_restaurant,
      id_user: `U${String(10_000_000 + random(90_000_000))}`,
      order_restaurant_type: catalogue.type,
      id_receiving_method: method.id_receiving_method,
      id_restaurant_receiving_method: method.id_restaurant_receiving_method,
      from_where: 'app',
      customer_note: random(4) === 0 ? pick(notes, random) : '',
      order_list: lines,
    };
    if (method.id_receiving_method === receivingMethodIds.delivery && frame) {
      body.id_delivery_time_frame = frame.id_delivery_time_frame;
      body.delivery_address_detail = deliveryAddress(random);
    } else if (catalogue.type === 'reservation') {
      Object.assign(body, pickupTime(now, random));
    }
    return { body, method, items: lines.reduce((sum, line) => sum + Number(line.qty), 0) };
  }
  return null;
}

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
