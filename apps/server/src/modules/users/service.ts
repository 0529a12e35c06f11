// Restaurant accounts: create, list, read, edit, status, password reset and delete, with the
// authorization rule of domain (superadmin: anyone; owner: its own restaurant's staff).
import { defaultStaffPermissions, normalizePermissions, ownerPermissions } from '@noren/domain/permissions';
import {
  type Actor,
  type CreateUserInput,
  canCreateUser,
  canManageUser,
  canSeeUser,
  type ManagedUser,
  type ResetPasswordInput,
  type RestaurantUser,
  type UpdateBioInput,
  type UpdatePasswordInput,
} from '@noren/domain/users';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { refusing } from '../../lib/db-errors.ts';
import { AppError, forbidden, foundOr, notFound } from '../../lib/errors.ts';
import type { RowOf } from '../../lib/row-of.ts';
import { publishAfterCommit } from '../../realtime/publish.ts';
import type { Realtime } from '../../realtime/socket.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { AuthService, SessionUser } from '../auth/service.ts';
import { isLiveRestaurant } from '../restaurants/in-use.ts';
import { accountColumns } from './columns.ts';

export function createUsersService(db: Db, auth: AuthService, realtime: () => Realtime | undefined) {
  const baseQuery = () =>
    db
      .selectFrom('restaurant_users as u')
      .leftJoin('restaurants as r', 'r.id_restaurant', 'u.id_restaurant')
      // A deleted restaurant's accounts are gone from every list and detail.
      .where('r.deleted_at', 'is', null)
      .select([...accountColumns, 'r.restaurant_name', 'u.created_at']);

  type Row = RowOf<typeof baseQuery>;
  const toRecord = (row: Row): RestaurantUser => ({
    ...row,
    restaurant_name: row.restaurant_name ?? null,
    access_permission: row.is_superadmin
      ? []
      : row.level === 1
        ? ownerPermissions()
        : normalizePermissions(row.access_permission),
    created_at: row.created_at.toISOString(),
  });

  /** The target if the actor may see it; otherwise 404, so other tenants' ids reveal nothing. */
  async function findVisible(actor: Actor, idRestaurantUser: number, mode: 'see' | 'manage'): Promise<Row> {
    const row = foundOr(await baseQuery().where('u.id_restaurant_user', '=', idRestaurantUser).executeTakeFirst());
    const target: ManagedUser = row;
    const allowed = mode === 'see' ? canSeeUser(actor, target) : canManageUser(actor, target);
    if (!allowed) {
      // Inside its own restaurant an owner learns the account exists; elsewhere nothing.
      if (actor.id_restaurant !== null && actor.id_restaurant === row.id_restaurant && !actor.is_superadmin)
        throw forbidden();
      throw notFound();
    }
    return row;
  }

  function assertCanListUsers(actor: Actor): void {
    if (!actor.is_superadmin && actor.level !== 1) throw forbidden();
  }

  /** Ends every session of a user and tells its open screens (force_logout with no surviving UUID). */
  async function endUserSessions(idRestaurantUser: number, keep?: string): Promise<void> {
    await auth.revokeUserSessions(idRestaurantUser, keep);
    publishAfterCommit(db, realtime, (live) => {
      live.toUser(idRestaurantUser, 'force_logout', { uuid: keep ?? '' });
      if (!keep) live.disconnectUser(idRestaurantUser);
    });
  }

  return {
    async create(actor: Actor, input: CreateUserInput): Promise<RestaurantUser> {
      if (!actor.is_superadmin && actor.level !== 1) throw forbidden();
      const live = await isLiveRestaurant(db, input.id_restaurant);
      // An owner naming another restaurant learns nothing about it.
      if (!live || !canCreateUser(actor, input.level, input.id_restaurant)) {
        if (!actor.is_superadmin && input.id_restaurant === actor.id_restaurant) throw forbidden();
        throw new AppError(404, 'NOT_FOUND', {}, 'id_restaurant');
      }
      const permissions =
        input.level === 1
          ? ownerPermissions()
          : normalizePermissions(input.access_permission ?? defaultStaffPermissions());
      return refusing({ unique: () => new AppError(409, 'EMAIL_TAKEN', {}, 'email') }, async () => {
        const inserted = await db
          .insertInto('restaurant_users')
          .values({
            id_restaurant: input.id_restaurant,
            email: input.email,
            password_hash: await hashPassword(input.password),
            level: input.level,
            is_superadmin: false,
            first_name: input.bio?.first_name ?? input.first_name ?? '',
            last_name: input.bio?.last_name ?? input.last_name ?? '',
            access_permission: JSON.stringify(permissions),
          })
          .returning('id_restaurant_user')
          .executeTakeFirstOrThrow();
        return toRecord(
          await baseQuery().where('u.id_restaurant_user', '=', inserted.id_restaurant_user).executeTakeFirstOrThrow(),
        );
      });
    },

    /** Superadmin: every account; owner: its own restaurant's accounts. */
    async list(actor: Actor, page: number, size: number, idRestaurant?: number) {
      assertCanListUsers(actor);
      let query = baseQuery();
      if (!actor.is_superadmin) {
        if (idRestaurant !== undefined && idRestaurant !== actor.id_restaurant) throw notFound();
        query = query.where('u.id_restaurant', '=', actor.id_restaurant as number);
      } else if (idRestaurant !== undefined) {
        query = query.where('u.id_restaurant', '=', idRestaurant);
      }
      const total = await query.clearSelect().select(db.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const rows = await query
        .orderBy('u.level')
        .orderBy('u.id_restaurant_user')
        .limit(size)
        .offset((page - 1) * size)
        .execute();
      return { rows: rows.map(toRecord), total: Number(total.count) };
    },

    async detail(actor: Actor, idRestaurantUser: number): Promise<RestaurantUser> {
      return toRecord(await findVisible(actor, idRestaurantUser, 'see'));
    },

    async updateBio(actor: Actor, input: UpdateBioInput): Promise<RestaurantUser> {
      const isSelf = actor.id_restaurant_user === input.id_restaurant_user;
      const row = await findVisible(actor, input.id_restaurant_user, isSelf ? 'see' : 'manage');
      const firstName = input.bio?.first_name ?? input.first_name;
      const lastName = input.bio?.last_name ?? input.last_name;
      if (firstName === undefined || firstName === '')
        throw new AppError(400, 'REQUIRED_FIELD', { field: 'first_name' }, 'first_name');
      if (lastName === undefined || lastName === '')
        throw new AppError(400, 'REQUIRED_FIELD', { field: 'last_name' }, 'last_name');
      // Only a superadmin changes levels; an owner cannot promote its staff, nor itself.
      if (input.level !== undefined && input.level !== row.level && !actor.is_superadmin) throw forbidden();
      const level = input.level ?? row.level;
      const permissions =
        input.access_permission && !isSelf && level === 2 ? normalizePermissions(input.access_permission) : undefined;
      await db
        .updateTable('restaurant_users')
        .set({
          first_name: firstName,
          last_name: lastName,
          level,
          ...(permissions ? { access_permission: JSON.stringify(permissions) } : {}),
          updated_at: new Date(),
        })
        .where('id_restaurant_user', '=', row.id_restaurant_user)
        .execute();
      const updated = toRecord(
        await baseQuery().where('u.id_restaurant_user', '=', row.id_restaurant_user).executeTakeFirstOrThrow(),
      );
      // Open screens of that user reload their menu.
      publishAfterCommit(db, realtime, (live) =>
        live.toUser(row.id_restaurant_user, 'refresh', { reason: 'user_updated' }),
      );
      return updated;
    },

    async updateStatus(actor: Actor, idRestaurantUser: number, status: 'active' | 'inactive'): Promise<RestaurantUser> {
      const row = await findVisible(actor, idRestaurantUser, 'manage');
      if (row.id_restaurant_user === actor.id_restaurant_user) throw forbidden();
      await db
        .updateTable('restaurant_users')
        .set({ status_active: status, updated_at: new Date() })
        .where('id_restaurant_user', '=', idRestaurantUser)
        .execute();
      if (status === 'inactive') await endUserSessions(idRestaurantUser);
      return toRecord(await baseQuery().where('u.id_restaurant_user', '=', idRestaurantUser).executeTakeFirstOrThrow());
    },

    async resetPassword(actor: Actor, input: ResetPasswordInput): Promise<void> {
      const row = foundOr(
        await db
          .selectFrom('restaurant_users')
          .select('id_restaurant_user')
          .where(sql<string>`lower(email)`, '=', input.email)
          .executeTakeFirst(),
        () => new AppError(404, 'NOT_FOUND', {}, 'email'),
      );
      await findVisible(actor, row.id_restaurant_user, 'manage');
      await db
        .updateTable('restaurant_users')
        .set({ password_hash: await hashPassword(input.password), updated_at: new Date() })
        .where('id_restaurant_user', '=', row.id_restaurant_user)
        .execute();
      await endUserSessions(row.id_restaurant_user);
    },

    async remove(actor: Actor, idRestaurantUser: number): Promise<void> {
      if (actor.id_restaurant_user === idRestaurantUser)
        throw new AppError(400, 'CANNOT_DELETE_SELF', {}, 'id_restaurant_user');
      const row = await findVisible(actor, idRestaurantUser, 'manage');
      if (row.is_superadmin) throw forbidden();
      publishAfterCommit(db, realtime, (live) => {
        live.toUser(idRestaurantUser, 'force_logout', { uuid: '' });
        live.disconnectUser(idRestaurantUser);
      });
      await db.deleteFrom('restaurant_users').where('id_restaurant_user', '=', idRestaurantUser).execute();
    },

    /** Own password: old one checked, other sessions ended, their screens told by force_logout. */
    async changeOwnPassword(session: SessionUser, input: UpdatePasswordInput): Promise<void> {
      if (input.id_restaurant_user !== undefined && input.id_restaurant_user !== session.id_restaurant_user) {
        throw forbidden();
      }
      const row = await db
        .selectFrom('restaurant_users')
        .select('password_hash')
        .where('id_restaurant_user', '=', session.id_restaurant_user)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(row.password_hash, input.old_password))) {
        throw new AppError(400, 'OLD_PASSWORD_WRONG', {}, 'old_password');
      }
      await db
        .updateTable('restaurant_users')
        .set({ password_hash: await hashPassword(input.password), updated_at: new Date() })
        .where('id_restaurant_user', '=', session.id_restaurant_user)
        .execute();
      await endUserSessions(session.id_restaurant_user, session.id_session);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
