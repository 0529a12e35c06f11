// Sign-in, server-side sessions (opaque tokens, idle and absolute expiry) and the login limits.
//
// Login limits (all in PostgreSQL, so every API node counts the same failures):
// - a pair (one account tried from one address, or from one known device) gets a few free
//   failures, then each further try waits 2, 4, 8 … seconds (capped): a guesser is slowed to a
//   crawl, while a wrong guess from elsewhere never delays the owner's own device;
// - an account (over all addresses) and an address (over all accounts) get a higher limit per
//   window, after which only known devices may try: a botnet cannot guess on, and a shared
//   food-court connection with a noisy neighbour still lets each shop's own tablet in;
// - a known device is a browser that signed in to that account before (an HttpOnly cookie whose
//   hash is stored), or a request that still carries a live session of that account.
import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { normalizePermissions, ownerPermissions, type PermissionEntry } from '@noren/domain/permissions';
import type { AuthUser, LoginInput } from '@noren/domain/users';
import { type RawBuilder, sql } from 'kysely';
import type { AppConfig } from '../../config.ts';
import { type Db, poolOf, runCompiled } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { RetryLaterError } from '../../plugins/error-handler.ts';
import { accountColumns } from '../users/columns.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import { createSessionCache, type SessionChange, sessionsChannel } from './session-cache.ts';

export interface SessionUser {
  id_session: string;
  id_restaurant_user: number;
  id_restaurant: number | null;
  level: 1 | 2;
  is_superadmin: boolean;
  /** As stored; the access guard reads it through the domain's hasPermission. */
  access_permission: PermissionEntry[];
}

export const sessionCookieName = 'noren_session';
/** The known-device cookie: a random token; only its SHA-256 is stored (known_devices). */
export const deviceCookieName = 'noren_device';

/** How long a pair's failures count towards its delay: a quiet day starts it afresh. */
const pairMemoryMs = 24 * 3_600_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The address a limit counts by. An IPv6 client usually owns a whole /64 and can pick any
 * address in it, so IPv6 addresses count as their /64 network; IPv4-mapped ones as IPv4.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const address = ip.split('%')[0] ?? ip;
  if (isIP(address) !== 6) return address;
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = address.split('::');
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** Seconds a pair waits after `failures` failures: none while free, then 2, 4, 8 … up to the cap. */
export function pairDelaySeconds(failures: number, freeFailures: number, maxDelaySeconds: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(2 ** Math.min(failures - freeFailures + 1, 30), maxDelaySeconds);
}

export interface LoginMeta {
  /** request.ip: the peer, or the client named by a trusted proxy (TRUST_PROXY). */
  ip: string;
  userAgent: string | undefined;
  /** The known-device cookie, when the browser sent one. */
  deviceToken?: string | undefined;
  /** The live session the request already carries, if any. */
  session?: SessionUser | null | undefined;
}

/** Who is told that sessions ended: the realtime layer drops their sockets at once. */
export type SessionsEndedListener = (ended: { sessionIds: string[]; survivor: string | undefined }) => void;

export function createAuthService(db: Db, config: AppConfig) {
  const listeners = new Set<SessionsEndedListener>();
  // Resolved sessions kept briefly; every node forgets what a NOTIFY names (session-cache.ts).
  const cache = createSessionCache<SessionUser>();
  const notifyEnded = (sessionIds: string[], survivor?: string) => {
    if (sessionIds.length === 0) return;
    for (const listener of listeners) listener({ sessionIds, survivor });
  };

  /**
   * Runs `change` (an UPDATE … RETURNING id_session, or a bare SELECT) and the NOTIFY that tells every
   * node's session cache in ONE statement — the NOTIFY leaves only if the change commits — and
   * waits for it to be delivered. This node forgets at once. Answers the changed session ids.
   */
  async function tellNodes(change: SessionChange, statement: RawBuilder<unknown>): Promise<string[]> {
    const { payload, delivered } = cache.forget(change);
    let committed = false;
    try {
      const { rows } = await sql<{ ended: string[] | null }>`
        WITH changed AS (${statement})
        SELECT (SELECT json_agg(id_session) FROM changed) AS ended, pg_notify(${sessionsChannel}, ${payload})`.execute(
        db,
      );
      committed = true;
      return rows[0]?.ended ?? [];
    } finally {
      await delivered(committed);
    }
  }

  /** Sessions that still live: not revoked, not past their absolute or idle expiry, the user active. */
  function liveSessions() {
    return (
      db
        .selectFrom('sessions as s')
        .innerJoin('restaurant_users as u', 'u.id_restaurant_user', 's.id_restaurant_user')
        // A deleted restaurant's accounts are deactivated in its delete; this is the second guard.
        .leftJoin('restaurants as live_r', 'live_r.id_restaurant', 'u.id_restaurant')
        .where('live_r.deleted_at', 'is', null)
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', new Date())
        .where('s.last_seen_at', '>', new Date(Date.now() - config.sessionIdleMs))
        .where('u.status_active', '=', 'active')
    );
  }

  /** Is this browser's device token known for this account (and used recently enough)? */
  async function isKnownDevice(tokenHash: string, idRestaurantUser: number): Promise<boolean> {
    const row = await db
      .selectFrom('known_devices')
      .select('id_restaurant_user')
      .where('token_hash', '=', tokenHash)
      .where('id_restaurant_user', '=', idRestaurantUser)
      .where('last_used_at', '>', new Date(Date.now() - config.knownDeviceMs))
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Checks the limits and, when the try may go ahead, records it as a failure before the password
   * is checked (a success deletes it again). Under the pair's advisory lock, so parallel tries of
   * one pair queue behind each other and each sees the ones before: firing many at once gains
   * nothing. Answers the row to delete on success.
   */
  async function admitAttempt(attempt: {
    email: string;
    address: string;
    pair: string;
    known: boolean;
  }): Promise<number> {
    return inTransaction(db, async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`login\n${attempt.email}\n${attempt.pair}`}, 0))`.execute(
        trx,
      );
      const windowSeconds = config.loginWindowMs / 1000;
      // The n-th newest failure inside the window: present only when there are at least n, and
      // the limit lifts when it leaves the window.
      const { rows } = await sql<{
        pair_failures: number;
        pair_last_failed_at: Date | null;
        account_full_since: Date | null;
        address_full_since: Date | null;
        now: Date;
      }>`
        SELECT
          now() AS now,
          (SELECT count(*) FROM login_failed_attempts
            WHERE email = ${attempt.email} AND pair = ${attempt.pair}
              AND failed_at > now() - ${pairMemoryMs / 1000} * interval '1 second')::int AS pair_failures,
          (SELECT max(failed_at) FROM login_failed_attempts
            WHERE email = ${attempt.email} AND pair = ${attempt.pair}
              AND failed_at > now() - ${pairMemoryMs / 1000} * interval '1 second') AS pair_last_failed_at,
          (SELECT failed_at FROM login_failed_attempts
            WHERE email = ${attempt.email} AND failed_at > now() - ${windowSeconds} * interval '1 second'
            ORDER BY failed_at DESC OFFSET ${config.loginMaxFailures - 1} LIMIT 1) AS account_full_since,
          (SELECT failed_at FROM login_failed_attempts
            WHERE address = ${attempt.address} AND failed_at > now() - ${windowSeconds} * interval '1 second'
            ORDER BY failed_at DESC OFFSET ${config.loginAddressMaxFailures - 1} LIMIT 1) AS address_full_since`.execute(
        trx,
      );
      const state = rows[0];
      if (!state) throw new Error('login limit state missing');
      const now = state.now.getTime();
      const delay = pairDelaySeconds(state.pair_failures, config.loginFreeFailures, config.loginMaxDelayMs / 1000);
      if (delay > 0 && state.pair_last_failed_at) {
        const waitMs = state.pair_last_failed_at.getTime() + delay * 1000 - now;
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw seconds < 120
            ? new RetryLaterError('LOGIN_DELAY_SECONDS', seconds, { seconds })
            : new RetryLaterError('LOGIN_DELAY_MINUTES', seconds, { minutes: Math.ceil(seconds / 60) });
        }
      }
      // A known device is spared the account and address limits: they exist against strangers.
      if (!attempt.known) {
        const liftsAt = (since: Date) => Math.ceil((since.getTime() + config.loginWindowMs - now) / 1000);
        if (state.account_full_since) {
          throw new RetryLaterError('LOGIN_ACCOUNT_LIMIT', liftsAt(state.account_full_since));
        }
        if (state.address_full_since) {
          throw new RetryLaterError('LOGIN_ADDRESS_LIMIT', liftsAt(state.address_full_since));
        }
      }
      const row = await trx
        .insertInto('login_failed_attempts')
        .values({ email: attempt.email, address: attempt.address, pair: attempt.pair })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  }

  /** Remembers this browser as a known device of the account; answers the cookie value. */
  async function rememberDevice(idRestaurantUser: number, presented: string | undefined): Promise<string> {
    // A presented token is kept only if the server issued it (it is known for some account):
    // a value chosen by someone else never becomes a device.
    let token: string | undefined;
    if (presented && /^[\w-]{43}$/.test(presented)) {
      const issued = await db
        .selectFrom('known_devices')
        .select('token_hash')
        .where('token_hash', '=', hashToken(presented))
        .executeTakeFirst();
      if (issued) token = presented;
    }
    token ??= randomBytes(32).toString('base64url');
    await db
      .insertInto('known_devices')
      .values({ token_hash: hashToken(token), id_restaurant_user: idRestaurantUser })
      .onConflict((conflict) =>
        conflict.columns(['token_hash', 'id_restaurant_user']).doUpdateSet({ last_used_at: new Date() }),
      )
      .execute();
    await db
      .deleteFrom('known_devices')
      .where('last_used_at', '<', new Date(Date.now() - config.knownDeviceMs))
      .execute();
    return token;
  }

  async function authUserRecord(idRestaurantUser: number, idSession: string): Promise<AuthUser> {
    const row = await db
      .selectFrom('restaurant_users as u')
      .leftJoin('restaurants as r', 'r.id_restaurant', 'u.id_restaurant')
      .select([
        ...accountColumns,
        'r.restaurant_name',
        'r.restaurant_type',
        'r.status as restaurant_status',
        'r.code_company',
        'r.code_store',
        'r.logo_name',
      ])
      .where('u.id_restaurant_user', '=', idRestaurantUser)
      .executeTakeFirstOrThrow();
    const isOwner = row.level === 1 && !row.is_superadmin;
    return {
      id_restaurant_user: row.id_restaurant_user,
      id_restaurant: row.id_restaurant,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      level: row.level,
      is_superadmin: row.is_superadmin,
      access_permission: row.is_superadmin
        ? []
        : isOwner
          ? ownerPermissions()
          : normalizePermissions(row.access_permission),
      status_active: row.status_active,
      restaurant_detail:
        row.id_restaurant !== null && row.restaurant_name !== null
          ? {
              id_restaurant: row.id_restaurant,
              restaurant_name: row.restaurant_name,
              restaurant_type: row.restaurant_type as NonNullable<typeof row.restaurant_type>,
              status: row.restaurant_status as 'active' | 'inactive',
              code_company: row.code_company as number,
              code_store: row.code_store as number,
              logo_url: row.logo_name ? `/api/files/${row.logo_name}` : null,
            }
          : null,
      session_uuid: idSession,
    };
  }

  return {
    authUserRecord,

    /**
     * Checks the credentials and opens a session; one answer for unknown email, wrong password and
     * inactive account. Also answers the known-device cookie to set.
     */
    async login(input: LoginInput, meta: LoginMeta) {
      const email = input.email;
      const address = clientAddressKey(meta.ip);
      const user = await db
        .selectFrom('restaurant_users as u')
        .leftJoin('restaurants as r', 'r.id_restaurant', 'u.id_restaurant')
        .select(['u.id_restaurant_user', 'u.password_hash', 'u.status_active', 'r.deleted_at'])
        .where(sql<string>`lower(u.email)`, '=', email)
        .executeTakeFirst();
      const deviceHash = meta.deviceToken && meta.deviceToken.length <= 100 ? hashToken(meta.deviceToken) : undefined;
      // A known device forms its own pair, so strangers' failures from its address never delay it.
      let pair = `a:${address}`;
      if (user && meta.session?.id_restaurant_user === user.id_restaurant_user) {
        pair = `s:${meta.session.id_session}`;
      } else if (user && deviceHash && (await isKnownDevice(deviceHash, user.id_restaurant_user))) {
        pair = `d:${deviceHash}`;
      }
      const attemptId = await admitAttempt({ email, address, pair, known: !pair.startsWith('a:') });
      const valid = user
        ? await verifyPassword(user.password_hash, input.password)
        : await burnPasswordCheck(input.password);
      // An inactive account gets the same answer: no hint whether the email exists.
      if (!user || !valid || user.status_active !== 'active' || user.deleted_at) {
        // The try stays recorded as a failure. Rows no limit reads any more go.
        await db
          .deleteFrom('login_failed_attempts')
          .where('failed_at', '<', new Date(Date.now() - Math.max(pairMemoryMs, config.loginWindowMs)))
          .execute();
        throw new AppError(401, 'LOGIN_FAILED');
      }
      // The pair's earlier mistakes were the user's own: forgiven, with this try.
      await db
        .deleteFrom('login_failed_attempts')
        .where((eb) => eb.or([eb('id', '=', attemptId), eb.and([eb('email', '=', email), eb('pair', '=', pair)])]))
        .execute();
      const token = randomBytes(32).toString('base64url');
      const session = await db
        .insertInto('sessions')
        .values({
          token_hash: hashToken(token),
          id_restaurant_user: user.id_restaurant_user,
          expires_at: new Date(Date.now() + config.sessionAbsoluteMs),
          user_agent: meta.userAgent?.slice(0, 300) ?? null,
        })
        .returning('id_session')
        .executeTakeFirstOrThrow();
      const deviceToken = await rememberDevice(user.id_restaurant_user, meta.deviceToken);
      const record = await authUserRecord(user.id_restaurant_user, session.id_session);
      return { token, deviceToken, user: { ...record, token } };
    },

    /** The live session of a token, or undefined when it is unknown, revoked, idle or expired. */
    async resolveSession(token: string): Promise<SessionUser | undefined> {
      const tokenHash = hashToken(token);
      const kept = cache.get(tokenHash);
      if (kept) return kept;
      const since = cache.generation();
      const query = liveSessions()
        .select([
          's.id_session',
          's.last_seen_at',
          's.expires_at',
          'u.id_restaurant_user',
          'u.id_restaurant',
          'u.level',
          'u.is_superadmin',
          'u.access_permission',
        ])
        .where('s.token_hash', '=', tokenHash)
        .compile();
      // Every signed-in request runs this: prepared, so each connection plans it once.
      const [row] = await runCompiled(db, 'auth.session', query);
      if (!row) return undefined;
      // Touch at most once a minute: the idle clock needs no finer grain.
      let lastSeen = row.last_seen_at.getTime();
      if (Date.now() - lastSeen > 60_000) {
        lastSeen = Date.now();
        await db
          .updateTable('sessions')
          .set({ last_seen_at: new Date(lastSeen) })
          .where('id_session', '=', row.id_session)
          .execute();
      }
      const session: SessionUser = {
        id_session: row.id_session,
        id_restaurant_user: row.id_restaurant_user,
        id_restaurant: row.id_restaurant,
        level: row.level,
        is_superadmin: row.is_superadmin,
        access_permission: row.access_permission,
      };
      // Kept no longer than the session lives: its absolute expiry, its idle deadline.
      cache.set(tokenHash, session, Math.min(row.expires_at.getTime(), lastSeen + config.sessionIdleMs), since);
      return session;
    },

    /**
     * Starts telling and hearing session changes between the API nodes (a LISTEN connection of
     * its own); without it the cache stays off. Answers the stop.
     */
    shareSessions(log?: { warn(details: object, message: string): void }): () => Promise<void> {
      const pool = poolOf(db);
      return pool ? cache.listen(pool.options, log) : async () => {};
    },

    /**
     * For a change made elsewhere that ends sessions or changes what they carry (permissions,
     * level, a deleted restaurant or account): every node forgets them before this answers.
     */
    async sessionsChanged(change: SessionChange): Promise<void> {
      await tellNodes(change, sql`SELECT NULL::uuid AS id_session WHERE false`);
    },

    /** Which of these sessions still live (not revoked, expired or idle; the user still active). */
    async liveSessionIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await liveSessions()
        .select('s.id_session')
        .where('s.id_session', 'in', [...ids])
        .execute();
      return new Set(rows.map((row) => row.id_session));
    },

    /** Called with the ids of every session that ends (logout, password change, deactivation). */
    onSessionsEnded(listener: SessionsEndedListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async revokeSession(idSession: string): Promise<void> {
      await tellNodes(
        { sessions: [idSession] },
        sql`UPDATE sessions SET revoked_at = ${new Date()} WHERE id_session = ${idSession} AND revoked_at IS NULL
          RETURNING id_session`,
      );
      notifyEnded([idSession]);
    },

    /** Ends every session of a user except `keep`; answers the ended session ids. */
    async revokeUserSessions(idRestaurantUser: number, keep?: string): Promise<string[]> {
      const ended = await tellNodes(
        { users: [idRestaurantUser], ...(keep ? { except: keep } : {}) },
        sql`UPDATE sessions SET revoked_at = ${new Date()}
          WHERE id_restaurant_user = ${idRestaurantUser} AND revoked_at IS NULL ${keep ? sql`AND id_session <> ${keep}` : sql``}
          RETURNING id_session`,
      );
      notifyEnded(ended, keep);
      return ended;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
