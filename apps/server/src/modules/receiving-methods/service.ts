// A restaurant's receiving methods (spec 3 §3, §5, §7): the master of types, the list with its
// wait time and fee tiers, create / update (method and tiers in one transaction, after the same
// tier and shift rules the modal runs), the active / wait-time patch, and delete.
import {
  type CreateReceivingMethodInput,
  type DeleteReceivingMethodInput,
  type FeeTierInput,
  isShiftIssue,
  type PatchReceivingMethodInput,
  type ReceivingMethod,
  type ReceivingMethodMaster,
  receivingMethodIssues,
  type UpdateReceivingMethodInput,
} from '@noren/domain/receiving-methods';
import { emptyWeek, type WeekdaySchedule } from '@noren/domain/schedule';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, foundOr } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { publishAfterCommit } from '../../realtime/publish.ts';
import type { ModuleDeps } from '../module.ts';
import { assertFilesUsable, type FileField } from '../uploads/ownership.ts';

type Executor = Db | Transaction<Database>;

/** What the service needs of the session: the restaurant it acts for. */
export interface Tenant {
  id_restaurant: number;
}

/** A stored week may be partial or empty (older rows): answer all seven days, Monday first. */
export function fullWeek(stored: unknown): WeekdaySchedule[] {
  const days = Array.isArray(stored) ? (stored as WeekdaySchedule[]) : [];
  const byDay = new Map(days.map((day) => [day.day_of_week, day]));
  return emptyWeek().map((empty) => ({ ...empty, ...byDay.get(empty.day_of_week) }));
}

/** The method's two pictures, named by their fields. */
function methodFiles(input: CreateReceivingMethodInput | UpdateReceivingMethodInput): FileField[] {
  return [
    { field: 'method_image_name', key: input.method_image_name },
    { field: 'service_image_name', key: input.service_image_name },
  ];
}

/** The first broken rule as a 400 naming its field (service_shipping_fees.1.min_order_fee). */
function assertRules(
  method: {
    id_receiving_method: number;
    min_order_fee: number;
    min_free_order_fee?: number | null | undefined;
    service_shipping_fees: readonly FeeTierInput[];
    inactive_data: readonly WeekdaySchedule[];
  },
  codeCompany: number,
): void {
  const [first] = receivingMethodIssues(method, codeCompany);
  if (!first) return;
  if (isShiftIssue(first)) throw new AppError(400, 'VALIDATION_FAILED', { field: first.field }, first.field);
  throw new AppError(400, first.code, { ...first.params }, first.field);
}

/** Tiers that passed the rules have every field; null jancode for company 100 without one. */
function completeTiers(tiers: readonly FeeTierInput[]) {
  return tiers.map((tier, position) => ({
    position,
    name: (tier.name ?? '').trim(),
    min_order_fee: tier.min_order_fee ?? 0,
    max_order_fee: tier.max_order_fee ?? 0,
    cost: tier.cost ?? 0,
    jancode: tier.jancode?.trim() ? tier.jancode.trim() : null,
  }));
}

export function createReceivingMethodsService({
  db,
  storage,
  realtime,
}: Pick<ModuleDeps, 'db' | 'storage' | 'realtime'>) {
  const baseQuery = (executor: Executor) =>
    executor
      .selectFrom('restaurant_receiving_methods as m')
      .innerJoin('receiving_method_master as k', 'k.id_receiving_method', 'm.id_receiving_method')
      .leftJoin('wait_times as w', 'w.id_wait_time', 'm.id_wait_time')
      .select([
        'm.id_restaurant_receiving_method',
        'm.id_restaurant',
        'm.id_receiving_method',
        'k.types',
        'k.method_name',
        'k.method_name_jp',
        'm.title',
        'm.text',
        'm.detail',
        'm.active',
        'm.tax',
        'm.service_fee',
        'm.method_image_name',
        'm.service_image_name',
        'm.id_wait_time',
        'w.wait_time',
        'm.min_order_fee',
        'm.min_free_order_fee',
        'm.orderable_distance',
        'm.order_number_initials',
        'm.inactive_data',
      ]);

  async function tiersOf(executor: Executor, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return executor
      .selectFrom('service_shipping_fees')
      .select([
        'id_service_shipping_fee',
        'id_restaurant_receiving_method',
        'name',
        'min_order_fee',
        'max_order_fee',
        'cost',
        'jancode',
      ])
      .where('id_restaurant_receiving_method', 'in', ids)
      .orderBy('position')
      .orderBy('id_service_shipping_fee')
      .execute();
  }

  async function load(
    executor: Executor,
    idRestaurant: number,
    filter: { id?: number; active?: boolean } = {},
  ): Promise<ReceivingMethod[]> {
    let query = baseQuery(executor).where('m.id_restaurant', '=', idRestaurant);
    if (filter.id !== undefined) query = query.where('m.id_restaurant_receiving_method', '=', filter.id);
    if (filter.active !== undefined) query = query.where('m.active', '=', filter.active);
    const rows = await query.orderBy('m.id_receiving_method').orderBy('m.id_restaurant_receiving_method').execute();
    const tiers = await tiersOf(
      executor,
      rows.map((row) => row.id_restaurant_receiving_method),
    );
    return rows.map((row) => ({
      ...row,
      tax: Number(row.tax),
      service_fee: Number(row.service_fee),
      method_image_url: storage.publicUrl(row.method_image_name),
      service_image: storage.publicUrl(row.service_image_name),
      wait_time: row.wait_time ?? null,
      inactive_data: fullWeek(row.inactive_data),
      service_shipping_fees: tiers
        .filter((tier) => tier.id_restaurant_receiving_method === row.id_restaurant_receiving_method)
        .map(({ id_restaurant_receiving_method: _, ...tier }) => tier),
    }));
  }

  async function findOwn(executor: Executor, tenant: Tenant, id: number, field?: string): Promise<ReceivingMethod> {
    const [found] = await load(executor, tenant.id_restaurant, { id });
    if (!found) throw new AppError(404, 'NOT_FOUND', {}, field);
    return found;
  }

  async function assertMasterType(executor: Executor, idReceivingMethod: number) {
    foundOr(
      await executor
        .selectFrom('receiving_method_master')
        .select('id_receiving_method')
        .where('id_receiving_method', '=', idReceivingMethod)
        .executeTakeFirst(),
      () => new AppError(400, 'VALIDATION_FAILED', { field: 'id_receiving_method' }, 'id_receiving_method'),
    );
  }

  /** id_wait_time must be a wait time of this restaurant (else 404) and of this method (else 400). */
  async function assertWaitTimeOfMethod(executor: Executor, tenant: Tenant, idMethod: number, idWaitTime: number) {
    const waitTime = foundOr(
      await executor
        .selectFrom('wait_times')
        .select(['id_wait_time', 'id_restaurant_receiving_method'])
        .where('id_wait_time', '=', idWaitTime)
        .where('id_restaurant', '=', tenant.id_restaurant)
        .executeTakeFirst(),
      () => new AppError(404, 'NOT_FOUND', {}, 'id_wait_time'),
    );
    if (waitTime.id_restaurant_receiving_method !== idMethod) {
      throw new AppError(400, 'WAIT_TIME_NOT_OF_METHOD', {}, 'id_wait_time');
    }
  }

  function assertSameRestaurant(tenant: Tenant, idRestaurant: number | undefined) {
    if (idRestaurant !== undefined && idRestaurant !== tenant.id_restaurant) {
      throw new AppError(404, 'NOT_FOUND', {}, 'id_restaurant');
    }
  }

  async function insertTiers(trx: Transaction<Database>, idMethod: number, tiers: readonly FeeTierInput[]) {
    const rows = completeTiers(tiers).map((tier) => ({ ...tier, id_restaurant_receiving_method: idMethod }));
    if (rows.length > 0) await trx.insertInto('service_shipping_fees').values(rows).execute();
  }

  /** The fields the form always sends, written as sent by a create and an update alike. */
  const formFields = (input: CreateReceivingMethodInput | UpdateReceivingMethodInput) => ({
    id_receiving_method: input.id_receiving_method,
    title: input.title,
    text: input.text,
    detail: input.detail,
    tax: input.tax,
    service_fee: input.service_fee,
    min_order_fee: input.min_order_fee,
    min_free_order_fee: input.min_free_order_fee ?? null,
    orderable_distance: input.orderable_distance,
  });

  function announce(idRestaurant: number) {
    // Screens showing methods or wait times (dashboard, chooser) reload them on this message, once
    // the change has committed (the caller's transaction, when the service runs in one).
    publishAfterCommit(db, realtime, (live) =>
      live.toRestaurant(idRestaurant, 'my_callback', { msg: 'refresh_receiving_method', id_restaurant: idRestaurant }),
    );
  }

  async function codeCompanyOf(idRestaurant: number): Promise<number> {
    const row = await db
      .selectFrom('restaurants')
      .select('code_company')
      .where('id_restaurant', '=', idRestaurant)
      .executeTakeFirstOrThrow();
    return row.code_company;
  }

  return {
    async master(): Promise<ReceivingMethodMaster[]> {
      return db
        .selectFrom('receiving_method_master')
        .select(['id_receiving_method', 'method_name', 'method_name_jp', 'types'])
        .orderBy('id_receiving_method')
        .execute();
    },

    async list(tenant: Tenant, query: { id_restaurant?: number | undefined; active?: boolean | undefined }) {
      assertSameRestaurant(tenant, query.id_restaurant);
      return load(db, tenant.id_restaurant, query.active === undefined ? {} : { active: query.active });
    },

    async create(tenant: Tenant, input: CreateReceivingMethodInput): Promise<ReceivingMethod> {
      assertSameRestaurant(tenant, input.id_restaurant);
      await assertMasterType(db, input.id_receiving_method);
      const inactive_data = input.inactive_data ?? emptyWeek();
      const tiers = input.service_shipping_fees ?? [];
      assertRules({ ...input, service_shipping_fees: tiers, inactive_data }, await codeCompanyOf(tenant.id_restaurant));
      // A new method has no wait times yet, so it cannot point at one.
      if (input.id_wait_time !== undefined && input.id_wait_time !== null) {
        throw new AppError(404, 'NOT_FOUND', {}, 'id_wait_time');
      }

      const created = await inTransaction(db, async (trx) => {
        await assertFilesUsable(trx, tenant.id_restaurant, methodFiles(input), storage);
        const { id_restaurant_receiving_method } = await trx
          .insertInto('restaurant_receiving_methods')
          .values({
            id_restaurant: tenant.id_restaurant,
            ...formFields(input),
            active: input.active ?? true,
            method_image_name: input.method_image_name ?? null,
            service_image_name: input.service_image_name,
            order_number_initials: input.order_number_initials ?? '',
            inactive_data: JSON.stringify(inactive_data),
          })
          .returning('id_restaurant_receiving_method')
          .executeTakeFirstOrThrow();
        await insertTiers(trx, id_restaurant_receiving_method, tiers);
        return findOwn(trx, tenant, id_restaurant_receiving_method);
      });
      announce(tenant.id_restaurant);
      return created;
    },

    async update(tenant: Tenant, input: UpdateReceivingMethodInput): Promise<ReceivingMethod> {
      assertSameRestaurant(tenant, input.id_restaurant);
      const stored = await findOwn(db, tenant, input.id_restaurant_receiving_method, 'id_restaurant_receiving_method');
      await assertMasterType(db, input.id_receiving_method);
      // Absent = keep what is stored; an explicit [] or null clears.
      const inactive_data = input.inactive_data ?? stored.inactive_data;
      const tiers: readonly FeeTierInput[] = input.service_shipping_fees ?? stored.service_shipping_fees;
      assertRules({ ...input, service_shipping_fees: tiers, inactive_data }, await codeCompanyOf(tenant.id_restaurant));
      if (input.id_wait_time !== undefined && input.id_wait_time !== null) {
        await assertWaitTimeOfMethod(db, tenant, stored.id_restaurant_receiving_method, input.id_wait_time);
      }

      const updated = await inTransaction(db, async (trx) => {
        await assertFilesUsable(trx, tenant.id_restaurant, methodFiles(input), storage);
        await trx
          .updateTable('restaurant_receiving_methods')
          .set({
            ...formFields(input),
            inactive_data: JSON.stringify(inactive_data),
            updated_at: new Date(),
            // Kysely leaves undefined values out: a field not sent keeps its value.
            active: input.active,
            method_image_name: input.method_image_name,
            service_image_name: input.service_image_name,
            order_number_initials: input.order_number_initials,
            id_wait_time: input.id_wait_time,
          })
          .where('id_restaurant_receiving_method', '=', stored.id_restaurant_receiving_method)
          .where('id_restaurant', '=', tenant.id_restaurant)
          .execute();
        if (input.service_shipping_fees !== undefined) {
          // The tiers are the list as sent: replaced as a whole, in the same transaction.
          await trx
            .deleteFrom('service_shipping_fees')
            .where('id_restaurant_receiving_method', '=', stored.id_restaurant_receiving_method)
            .execute();
          await insertTiers(trx, stored.id_restaurant_receiving_method, input.service_shipping_fees);
        }
        return findOwn(trx, tenant, stored.id_restaurant_receiving_method);
      });
      announce(tenant.id_restaurant);
      return updated;
    },

    async patch(tenant: Tenant, id: number, input: PatchReceivingMethodInput): Promise<ReceivingMethod> {
      const stored = await findOwn(db, tenant, id);
      if (input.id_wait_time !== undefined && input.id_wait_time !== null) {
        await assertWaitTimeOfMethod(db, tenant, id, input.id_wait_time);
      }
      await db
        .updateTable('restaurant_receiving_methods')
        .set({
          updated_at: new Date(),
          // Kysely leaves undefined values out: a field not sent keeps its value.
          active: input.active,
          id_wait_time: input.id_wait_time,
        })
        .where('id_restaurant_receiving_method', '=', stored.id_restaurant_receiving_method)
        .where('id_restaurant', '=', tenant.id_restaurant)
        .execute();
      announce(tenant.id_restaurant);
      return findOwn(db, tenant, id);
    },

    /**
     * The spec's body is {id_restaurant, id_receiving_method}. id_restaurant_receiving_method (the
     * row) wins when given. Otherwise id_receiving_method may be the row id or the type id (a
     * restaurant may have several methods of a type): it must name exactly one of the restaurant's
     * methods, else 400 (ambiguous) or 404 (none).
     */
    async remove(tenant: Tenant, input: DeleteReceivingMethodInput): Promise<void> {
      assertSameRestaurant(tenant, input.id_restaurant);
      let target: number;
      if (input.id_restaurant_receiving_method !== undefined) {
        await findOwn(db, tenant, input.id_restaurant_receiving_method, 'id_restaurant_receiving_method');
        target = input.id_restaurant_receiving_method;
      } else {
        const given = input.id_receiving_method ?? 0;
        const candidates = await db
          .selectFrom('restaurant_receiving_methods')
          .select('id_restaurant_receiving_method')
          .where('id_restaurant', '=', tenant.id_restaurant)
          .where((where) =>
            where.or([where('id_restaurant_receiving_method', '=', given), where('id_receiving_method', '=', given)]),
          )
          .execute();
        const [only, ...more] = candidates;
        if (!only) throw new AppError(404, 'NOT_FOUND', {}, 'id_receiving_method');
        if (more.length > 0) throw new AppError(400, 'RECEIVING_METHOD_AMBIGUOUS', {}, 'id_receiving_method');
        target = only.id_restaurant_receiving_method;
      }
      // Tiers, wait times and per-method menu prices go with it (ON DELETE CASCADE).
      await db
        .deleteFrom('restaurant_receiving_methods')
        .where('id_restaurant', '=', tenant.id_restaurant)
        .where('id_restaurant_receiving_method', '=', target)
        .execute();
      announce(tenant.id_restaurant);
    },
  };
}

export type ReceivingMethodsService = ReturnType<typeof createReceivingMethodsService>;
