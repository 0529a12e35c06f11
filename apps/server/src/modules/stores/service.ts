// Stores and the store master (spec 1 §3, §7): list, create, edit, delete, and the live restaurants
// of a store. A store's code is unique (the database's unique index decides races); a store with
// live restaurants is not deleted; its code does not change while any restaurant names it.
import type {
  CreateStoreInput,
  DeliveryArea,
  DeliveryAreaInput,
  Store,
  UpdateStoreInput,
} from '@noren/domain/platform/stores';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { refusing } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { lockedRow } from '../../lib/transaction.ts';
import { refuseWhileRestaurantsUse } from '../restaurants/in-use.ts';

export const storeCodeTaken = () => new AppError(400, 'STORE_CODE_TAKEN', {}, 'code_store');

export function createStoresService(db: Db) {
  async function areasOf(executor: Db, storeIds: number[]): Promise<Map<number, DeliveryArea[]>> {
    const byStore = new Map<number, DeliveryArea[]>();
    if (storeIds.length === 0) return byStore;
    const rows = await executor
      .selectFrom('store_delivery_areas')
      .select(['id_delivery_area', 'id_store', 'address1', 'address2', 'address3', 'address4', 'postal_code'])
      .where('id_store', 'in', storeIds)
      .orderBy('id_store')
      .orderBy('position')
      .orderBy('id_delivery_area')
      .execute();
    for (const { id_store, ...area } of rows) {
      const list = byStore.get(id_store) ?? [];
      list.push(area);
      byStore.set(id_store, list);
    }
    return byStore;
  }

  const baseQuery = (executor: Db) =>
    executor
      .selectFrom('stores as s')
      .select([
        's.id_store',
        's.store_name',
        's.code_store',
        's.instore_code',
        's.code_company',
        's.latitude',
        's.longitude',
        's.placeid',
        (eb) =>
          eb
            .selectFrom('restaurants as r')
            .select(eb.fn.countAll<number>().as('count'))
            .whereRef('r.code_store', '=', 's.code_store')
            .where('r.deleted_at', 'is', null)
            .as('restaurant_count'),
      ]);

  async function read(executor: Db, filter?: number): Promise<Store[]> {
    let query = baseQuery(executor).orderBy('s.code_store');
    if (filter !== undefined) query = query.where('s.id_store', '=', filter);
    const rows = await query.execute();
    const areas = await areasOf(
      executor,
      rows.map((row) => row.id_store),
    );
    return rows.map((row) => ({
      ...row,
      store_code: row.code_store,
      restaurant_count: Number(row.restaurant_count ?? 0),
      delivery_area_list: areas.get(row.id_store) ?? [],
    }));
  }

  async function findOne(executor: Db, idStore: number): Promise<Store> {
    const [store] = await read(executor, idStore);
    if (!store) throw notFound();
    return store;
  }

  async function writeAreas(executor: Db, idStore: number, areas: readonly DeliveryAreaInput[]): Promise<void> {
    await executor.deleteFrom('store_delivery_areas').where('id_store', '=', idStore).execute();
    if (areas.length === 0) return;
    await executor
      .insertInto('store_delivery_areas')
      .values(
        areas.map((area, position) => ({
          id_store: idStore,
          address1: area.address1,
          address2: area.address2 ?? '',
          address3: area.address3 ?? '',
          address4: area.address4 ?? '',
          postal_code: area.postal_code,
          position,
        })),
      )
      .execute();
  }

  return {
    list: () => read(db),

    async create(input: CreateStoreInput): Promise<Store> {
      // The database's unique index decides two racing saves of one code.
      return refusing({ unique: storeCodeTaken }, () =>
        db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('stores')
            .values({
              code_store: input.code_store,
              store_name: input.store_name,
              instore_code: input.instore_code ?? '',
              code_company: input.code_company,
              latitude: input.latitude,
              longitude: input.longitude,
              placeid: input.placeid,
            })
            .returning('id_store')
            .executeTakeFirstOrThrow();
          await writeAreas(trx, inserted.id_store, input.delivery_area_list ?? []);
          return findOne(trx, inserted.id_store);
        }),
      );
    },

    async update(input: UpdateStoreInput): Promise<Store> {
      // The database's unique index decides two racing saves of one code.
      return refusing({ unique: storeCodeTaken }, () =>
        db.transaction().execute(async (trx) => {
          const stored = await lockedRow(
            trx.selectFrom('stores').select(['code_store', 'code_company']).where('id_store', '=', input.id_store),
          );
          const codeChanges = input.code_store !== undefined && input.code_store !== stored.code_store;
          const companyChanges = input.code_company !== undefined && input.code_company !== stored.code_company;
          if (codeChanges || companyChanges) {
            // Restaurants (deleted ones too: their orders) name the store by code and company.
            const used = await trx
              .selectFrom('restaurants')
              .select('id_restaurant')
              .where('code_store', '=', stored.code_store)
              .limit(1)
              .executeTakeFirst();
            if (used) throw new AppError(400, 'STORE_CODE_IN_USE', {}, codeChanges ? 'code_store' : 'code_company');
          }
          await trx
            .updateTable('stores')
            .set({
              // Kysely leaves undefined values out: a field not sent keeps its value.
              store_name: input.store_name,
              code_store: input.code_store,
              ...(input.instore_code === undefined ? {} : { instore_code: input.instore_code ?? '' }),
              code_company: input.code_company,
              latitude: input.latitude,
              longitude: input.longitude,
              placeid: input.placeid,
              updated_at: sql<Date>`now()`,
            })
            .where('id_store', '=', input.id_store)
            .execute();
          if (input.delivery_area_list !== undefined) await writeAreas(trx, input.id_store, input.delivery_area_list);
          return findOne(trx, input.id_store);
        }),
      );
    },

    async remove(idStore: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const stored = await lockedRow(trx.selectFrom('stores').select('code_store').where('id_store', '=', idStore));
        // Restaurant writes lock the store row too (restaurants/service.ts), so none lands meanwhile.
        await refuseWhileRestaurantsUse(trx, (eb) => eb('code_store', '=', stored.code_store), {
          status: 409,
          code: 'STORE_HAS_RESTAURANTS',
          field: 'id_store',
        });
        await trx.deleteFrom('stores').where('id_store', '=', idStore).execute();
      });
    },
  };
}

export type StoresService = ReturnType<typeof createStoresService>;
