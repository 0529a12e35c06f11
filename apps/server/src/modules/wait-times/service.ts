// Wait times (spec 3 §2.4, §7): minutes a restaurant announces per receiving method. Listed with
// their method; created, edited and deleted only inside the session's restaurant. A reservation
// restaurant has no wait times (spec 3 §2.2, §6): creating or editing one there is refused.
import type { CreateWaitTimeInput, DeleteWaitTimeInput, UpdateWaitTimeInput, WaitTime } from '@noren/domain/wait-times';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, foundOr } from '../../lib/errors.ts';
import { assertOwnRow, deleteOwnRow } from '../../lib/tenant-rows.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { publishAfterCommit } from '../../realtime/publish.ts';
import type { ModuleDeps } from '../module.ts';

type Executor = Db | Transaction<Database>;

const waitTimeNotFound = () => new AppError(404, 'NOT_FOUND', {}, 'id_wait_time');

export interface Tenant {
  id_restaurant: number;
}

export function createWaitTimesService({ db, realtime }: Pick<ModuleDeps, 'db' | 'realtime'>) {
  const baseQuery = (executor: Executor, idRestaurant: number) =>
    executor
      .selectFrom('wait_times as w')
      .innerJoin(
        'restaurant_receiving_methods as m',
        'm.id_restaurant_receiving_method',
        'w.id_restaurant_receiving_method',
      )
      .innerJoin('receiving_method_master as k', 'k.id_receiving_method', 'm.id_receiving_method')
      .select([
        'w.id_wait_time',
        'w.id_restaurant',
        'w.wait_time',
        'w.description',
        'w.id_restaurant_receiving_method',
        'm.id_receiving_method',
        'm.title',
        'k.types',
      ])
      .where('w.id_restaurant', '=', idRestaurant)
      .where('m.id_restaurant', '=', idRestaurant);

  /** The path's restaurant must be the session's: another one answers 404. */
  function assertPathRestaurant(tenant: Tenant, idRestaurant: number) {
    if (idRestaurant !== tenant.id_restaurant) throw new AppError(404, 'NOT_FOUND', {}, 'id_restaurant');
  }

  async function assertTakesWaitTimes(executor: Executor, tenant: Tenant) {
    const restaurant = await executor
      .selectFrom('restaurants')
      .select('restaurant_type')
      .where('id_restaurant', '=', tenant.id_restaurant)
      .executeTakeFirstOrThrow();
    if (restaurant.restaurant_type === 'reservation') throw new AppError(400, 'WAIT_TIMES_NOT_FOR_RESERVATION');
  }

  /** The method, locked, so two requests cannot add the same minutes twice. */
  async function lockOwnMethod(trx: Transaction<Database>, tenant: Tenant, idMethod: number) {
    foundOr(
      await trx
        .selectFrom('restaurant_receiving_methods')
        .select('id_restaurant_receiving_method')
        .where('id_restaurant_receiving_method', '=', idMethod)
        .where('id_restaurant', '=', tenant.id_restaurant)
        .forUpdate()
        .executeTakeFirst(),
      () => new AppError(404, 'NOT_FOUND', {}, 'id_restaurant_receiving_method'),
    );
  }

  async function assertNoDuplicate(trx: Transaction<Database>, idMethod: number, minutes: number, except?: number) {
    let query = trx
      .selectFrom('wait_times')
      .select('id_wait_time')
      .where('id_restaurant_receiving_method', '=', idMethod)
      .where('wait_time', '=', minutes);
    if (except !== undefined) query = query.where('id_wait_time', '<>', except);
    if (await query.executeTakeFirst()) throw new AppError(409, 'WAIT_TIME_DUPLICATE', {}, 'wait_time');
  }

  async function findOwn(executor: Executor, tenant: Tenant, idWaitTime: number): Promise<WaitTime> {
    const found = foundOr(
      await baseQuery(executor, tenant.id_restaurant).where('w.id_wait_time', '=', idWaitTime).executeTakeFirst(),
      waitTimeNotFound,
    );
    return found;
  }

  /** After the change commits (the caller's transaction, when the service runs in one). */
  function announce(idRestaurant: number) {
    publishAfterCommit(db, realtime, (live) =>
      live.toRestaurant(idRestaurant, 'my_callback', { msg: 'refresh_wait_time', id_restaurant: idRestaurant }),
    );
  }

  return {
    async list(tenant: Tenant, idRestaurant: number, filter: { id_restaurant_receiving_method?: number | undefined }) {
      assertPathRestaurant(tenant, idRestaurant);
      let query = baseQuery(db, tenant.id_restaurant);
      if (filter.id_restaurant_receiving_method !== undefined) {
        await assertOwnRow(
          db,
          {
            table: 'restaurant_receiving_methods',
            idColumn: 'id_restaurant_receiving_method',
            id: filter.id_restaurant_receiving_method,
            idRestaurant: tenant.id_restaurant,
          },
          () => new AppError(404, 'NOT_FOUND', {}, 'id_restaurant_receiving_method'),
        );
        query = query.where('w.id_restaurant_receiving_method', '=', filter.id_restaurant_receiving_method);
      }
      return query
        .orderBy('m.id_receiving_method')
        .orderBy('w.id_restaurant_receiving_method')
        .orderBy('w.wait_time')
        .orderBy('w.id_wait_time')
        .execute();
    },

    async create(tenant: Tenant, idRestaurant: number, input: CreateWaitTimeInput): Promise<WaitTime> {
      assertPathRestaurant(tenant, idRestaurant);
      const created = await inTransaction(db, async (trx) => {
        await lockOwnMethod(trx, tenant, input.id_restaurant_receiving_method);
        await assertTakesWaitTimes(trx, tenant);
        await assertNoDuplicate(trx, input.id_restaurant_receiving_method, input.wait_time);
        const { id_wait_time } = await trx
          .insertInto('wait_times')
          .values({
            id_restaurant: tenant.id_restaurant,
            id_restaurant_receiving_method: input.id_restaurant_receiving_method,
            wait_time: input.wait_time,
            description: input.description,
          })
          .returning('id_wait_time')
          .executeTakeFirstOrThrow();
        return findOwn(trx, tenant, id_wait_time);
      });
      announce(tenant.id_restaurant);
      return created;
    },

    async update(tenant: Tenant, idRestaurant: number, input: UpdateWaitTimeInput): Promise<WaitTime> {
      assertPathRestaurant(tenant, idRestaurant);
      const stored = await findOwn(db, tenant, input.id_wait_time);
      const updated = await inTransaction(db, async (trx) => {
        await lockOwnMethod(trx, tenant, input.id_restaurant_receiving_method);
        await assertTakesWaitTimes(trx, tenant);
        await assertNoDuplicate(trx, input.id_restaurant_receiving_method, input.wait_time, stored.id_wait_time);
        await trx
          .updateTable('wait_times')
          .set({
            id_restaurant_receiving_method: input.id_restaurant_receiving_method,
            wait_time: input.wait_time,
            description: input.description,
            updated_at: new Date(),
          })
          .where('id_wait_time', '=', stored.id_wait_time)
          .where('id_restaurant', '=', tenant.id_restaurant)
          .execute();
        if (input.id_restaurant_receiving_method !== stored.id_restaurant_receiving_method) {
          // A method may only show one of its own wait times: the old method lets go of this one.
          await trx
            .updateTable('restaurant_receiving_methods')
            .set({ id_wait_time: null })
            .where('id_wait_time', '=', stored.id_wait_time)
            .where('id_restaurant_receiving_method', '<>', input.id_restaurant_receiving_method)
            .execute();
        }
        return findOwn(trx, tenant, stored.id_wait_time);
      });
      announce(tenant.id_restaurant);
      return updated;
    },

    async remove(tenant: Tenant, idRestaurant: number, input: DeleteWaitTimeInput): Promise<void> {
      assertPathRestaurant(tenant, idRestaurant);
      // A method showing this wait time loses it (ON DELETE SET NULL).
      await deleteOwnRow(
        db,
        { table: 'wait_times', idColumn: 'id_wait_time', id: input.id_wait_time, idRestaurant: tenant.id_restaurant },
        waitTimeNotFound,
      );
      announce(tenant.id_restaurant);
    },
  };
}

export type WaitTimesService = ReturnType<typeof createWaitTimesService>;
