// Sign-in, server-side sessions (opaque tokens, idle and absolute expiry) and the login limit.
import { createHash, randomBytes } from 'node:crypto';
import { normalizePermissions, ownerPermissions, type PermissionEntry } from '@noren/domain/permissions';
import type { AuthUser, LoginInput } from '@noren/domain/users';
import { sql } from 'kysely';
import type { AppConfig } from '../../config.ts';
import { type Db, runCompiled } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';

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

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createAuthService(db: Db, config: AppConfig) {
  async function tooManyFailures(keys: string[]): Promise<boolean> {
    const since = new Date(Date.now() - config.loginWindowMs);
    const rows = await db
      .selectFrom('login_failures')
      .select(['key', db.fn.countAll<number>().as('failures')])
      .where('key', 'in', keys)
      .where('failed_at', '>', since)
      .groupBy('key')
      .execute();
    return rows.some((row) => {
      const limit = row.key.startsWith('ip:') ? config.loginMaxFailures * 5 : config.loginMaxFailures;
      return Number(row.failures) >= limit;
    });
  }

  async function recordFailure(keys: string[]): Promise<void> {
    await db
      .insertInto('login_failures')
      .values(keys.map((key) => ({ key })))
      .execute();
    // Old rows are of no use to the limiter.
    await db
      .deleteFrom('login_failures')
      .where('failed_at', '<', new Date(Date.now() - 2 * config.loginWindowMs))
      .execute();
  }

  async function authUserRecord(idRestaurantUser: number, idSession: string): Promise<AuthUser> {
    const row = await db
      .selectFrom('restaurant_users as u')
      .leftJoin('restaurants as r', 'r.id_restaurant', 'u.id_restaurant')
      .select([
        'u.id_restaurant_user',
        'u.id_restaurant',
        'u.email',
        'u.first_name',
        'u.last_name',
        'u.level',
        'u.is_superadmin',
        'u.access_permission',
        'u.status_active',
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

    /** Checks the credentials and opens a session; one answer for unknown email and wrong password. */
    async login(input: LoginInput, meta: { ip: string; userAgent: string | undefined }) {
      const keys = [`email:${input.email}`, `ip:${meta.ip}`];
      if (await tooManyFailures(keys)) throw new AppError(429, 'TOO_MANY_ATTEMPTS');
      const user = await db
        .selectFrom('restaurant_users')
        .select(['id_restaurant_user', 'password_hash', 'status_active'])
        .where(sql<string>`lower(email)`, '=', input.email)
        .executeTakeFirst();
      const valid = user
        ? await verifyPassword(user.password_hash, input.password)
        : await burnPasswordCheck(input.password);
      // An inactive account gets the same answer: no hint whether the email exists.
      if (!user || !valid || user.status_active !== 'active') {
        await recordFailure(keys);
        throw new AppError(401, 'LOGIN_FAILED');
      }
      await db
        .deleteFrom('login_failures')
        .where('key', '=', keys[0] as string)
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
      const record = await authUserRecord(user.id_restaurant_user, session.id_session);
      return { token, user: { ...record, token } };
    },

    /** The live session of a token, or undefined when it is unknown, revoked, idle or expired. */
    async resolveSession(token: string): Promise<SessionUser | undefined> {
      const idleSince = new Date(Date.now() - config.sessionIdleMs);
      const query = db
        .selectFrom('sessions as s')
        .innerJoin('restaurant_users as u', 'u.id_restaurant_user', 's.id_restaurant_user')
        .select([
          's.id_session',
          's.last_seen_at',
          'u.id_restaurant_user',
          'u.id_restaurant',
          'u.level',
          'u.is_superadmin',
          'u.access_permission',
        ])
        .where('s.token_hash', '=', hashToken(token))
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', new Date())
        .where('s.last_seen_at', '>', idleSince)
        .where('u.status_active', '=', 'active')
        .compile();
      // Every signed-in request runs this: prepared, so each connection plans it once.
      const [row] = await runCompiled(db, 'auth.session', query);
      if (!row) return undefined;
      // Touch at most once a minute: the idle clock needs no finer grain.
      if (Date.now() - row.last_seen_at.getTime() > 60_000) {
        await db
          .updateTable('sessions')
          .set({ last_seen_at: new Date() })
          .where('id_session', '=', row.id_session)
          .execute();
      }
      return {
        id_session: row.id_session,
        id_restaurant_user: row.id_restaurant_user,
        id_restaurant: row.id_restaurant,
        level: row.level,
        is_superadmin: row.is_superadmin,
        access_permission: row.access_permission,
      };
    },

    async revokeSession(idSession: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('id_session', '=', idSession)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Ends every session of a user except `keep`; answers the ended session ids. */
    async revokeUserSessions(idRestaurantUser: number, keep?: string): Promise<string[]> {
      let query = db
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('id_restaurant_user', '=', idRestaurantUser)
        .where('revoked_at', 'is', null);
      if (keep) query = query.where('id_session', '!=', keep);
      const rows = await query.returning('id_session').execute();
      return rows.map((row) => row.id_session);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
