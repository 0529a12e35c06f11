// Sessions off the database on the hot path (issue 14): a token's resolved session is kept in
// this process for a short while, so a tablet's requests cost no session lookup. What ends a
// session or changes what it carries is told to every API node on the database by a NOTIFY on
// `noren_sessions` (sent in the statement that revokes, so only when it commits), and each node's
// listener forgets those sessions. The cache serves only while its listener is listening: after a
// lost connection it is emptied and bypassed until LISTEN works again (nothing told meanwhile can
// be missed). See README.md here ("Session cache").
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export const sessionsChannel = 'noren_sessions';
/** How long a resolved session is kept (also bounded by its own expiry and idle deadline). */
export const sessionCacheTtlMs = 30_000;
const maxEntries = 10_000;
/** A lost listener tries again after 1 s, doubling up to 30 s. */
const retryMs = { first: 1000, max: 30_000 };
/** How long an ending waits for PostgreSQL to hand its NOTIFY to the listeners (`forget`). */
const echoWaitMs = 1000;

/** What changed: these sessions, every session of these users (but `except`), or anything (`all`). */
export interface SessionChange {
  sessions?: string[];
  users?: number[];
  except?: string;
  all?: boolean;
}

interface Cached<S> {
  session: S;
  user: number;
  until: number;
}

interface Log {
  warn(details: object, message: string): void;
}

export function createSessionCache<S extends { id_session: string; id_restaurant_user: number }>() {
  const entries = new Map<string, Cached<S>>();
  /** Bumped by every forgetting: a lookup that started before one must not store what it read. */
  let generation = 0;
  let listening = false;
  /** This node's NOTIFYs waiting to come back through its own listener. */
  const echoes = new Map<string, () => void>();
  const node = randomUUID();

  const forget = (change: SessionChange) => {
    generation += 1;
    if (change.all) entries.clear();
    const sessions = new Set(change.sessions ?? []);
    const users = new Set(change.users ?? []);
    for (const [hash, entry] of entries) {
      const id = entry.session.id_session;
      if (sessions.has(id) || (users.has(entry.user) && id !== change.except)) entries.delete(hash);
    }
  };
  const clear = () => {
    generation += 1;
    entries.clear();
  };

  return {
    /** The kept session of a token hash, while the listener listens and the entry lives. */
    get(hash: string): S | undefined {
      if (!listening) return undefined;
      const entry = entries.get(hash);
      if (!entry) return undefined;
      entries.delete(hash);
      if (entry.until <= Date.now()) return undefined;
      entries.set(hash, entry);
      return { ...entry.session };
    },
    /** Whether the cache serves: its listener listens. */
    get listening() {
      return listening;
    },
    /** Where a lookup starts: give it back to `set`. */
    generation: () => generation,
    /** Keeps a session read from the database, unless something was forgotten since `since`. */
    set(hash: string, session: S, deadline: number, since: number): void {
      if (!listening || since !== generation) return;
      entries.delete(hash);
      entries.set(hash, {
        session: { ...session },
        user: session.id_restaurant_user,
        until: Math.min(Date.now() + sessionCacheTtlMs, deadline),
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },
    /**
     * Forgets at once on this node; answers the NOTIFY payload that tells the other nodes, and
     * `delivered`, to await once the NOTIFY committed (with `false` when it did not): it waits (at
     * most a second) until the NOTIFY came back through this node's listener. PostgreSQL signals
     * every listening connection at the commit, so by then the other nodes' listeners have it too;
     * one more turn of the event loop lets this process read what arrived with it (a second app
     * instance in the same process, as in the tests). The waiter is set before the statement
     * runs: the echo may arrive before the statement's own answer.
     */
    forget(change: SessionChange): { payload: string; delivered(committed: boolean): Promise<void> } {
      forget(change);
      const nonce = randomUUID();
      const echo = listening ? new Promise<void>((resolve) => echoes.set(nonce, resolve)) : undefined;
      return {
        payload: JSON.stringify({ ...change, node, nonce }),
        async delivered(committed) {
          if (echo && committed) {
            let timer: NodeJS.Timeout | undefined;
            await Promise.race([echo, new Promise((resolve) => (timer = setTimeout(resolve, echoWaitMs)))]);
            clearTimeout(timer);
            await new Promise((resolve) => setImmediate(resolve));
          }
          echoes.delete(nonce);
        },
      };
    },

    /**
     * Listens on a dedicated connection (the pool's settings). Reconnects after an error; the cache
     * is emptied and bypassed while it is not listening. Answers the stop.
     */
    listen(options: pg.PoolOptions, log?: Log): () => Promise<void> {
      let client: pg.Client | null = null;
      let stopped = false;
      let delay = retryMs.first;
      let timer: NodeJS.Timeout | undefined;
      /** Stops serving from memory and closes the connection, if any. */
      const drop = async () => {
        listening = false;
        clear();
        const gone = client;
        client = null;
        gone?.removeAllListeners();
        gone?.on('error', () => {});
        await gone?.end().catch(() => {});
      };
      const lost = (error: unknown) => {
        void drop();
        if (stopped) return;
        log?.warn({ err: error }, 'session cache listener lost; sessions read from the database until it is back');
        timer = setTimeout(connect, delay);
        delay = Math.min(delay * 2, retryMs.max);
      };
      const connect = async () => {
        const next = new pg.Client({ ...options, application_name: 'noren-sessions' });
        client = next;
        next.on('error', lost);
        next.on('end', () => client === next && lost(new Error('connection ended')));
        next.on('notification', (message) => {
          if (message.channel !== sessionsChannel || !message.payload) return;
          const change = JSON.parse(message.payload) as SessionChange & { node: string; nonce: string };
          forget(change);
          if (change.node === node) echoes.get(change.nonce)?.();
          echoes.delete(change.nonce);
        });
        try {
          await next.connect();
          await next.query(`LISTEN ${sessionsChannel}`);
          if (stopped || client !== next) return void next.end().catch(() => {});
          clear();
          listening = true;
          delay = retryMs.first;
        } catch (error) {
          if (client === next) lost(error);
        }
      };
      void connect();
      return async () => {
        stopped = true;
        clearTimeout(timer);
        await drop();
      };
    },
  };
}

export type SessionCache<S extends { id_session: string; id_restaurant_user: number }> = ReturnType<
  typeof createSessionCache<S>
>;
