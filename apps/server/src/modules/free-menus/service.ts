// Free (call-number) menus of the session's restaurant: a paged list (optionally only the active
// ones), one menu, create, update (name and/or status) and delete.
import {
  type CreateFreeMenuInput,
  type FreeMenu,
  totalPages,
  type UpdateFreeMenuInput,
} from '@noren/domain/catalogue/free-menus';
import { sql } from 'kysely';
import { foundOr } from '../../lib/errors.ts';
import { deleteOwnRow } from '../../lib/tenant-rows.ts';
import type { Executor } from '../../lib/transaction.ts';

/**
 * `db` is where the service runs: the database, or a transaction the caller opened with
 * inTransaction (lib/transaction.ts) to write with other services all or nothing.
 */
export function createFreeMenusService(db: Executor) {
  const columns = [
    'id_free_food_menu',
    'id_restaurant',
    'free_food_menu_name',
    'status',
    'created_at',
    'updated_at',
  ] as const;

  type Row = {
    id_free_food_menu: number;
    id_restaurant: number;
    free_food_menu_name: string;
    status: boolean;
    created_at: Date;
    updated_at: Date;
  };
  const toFreeMenu = (row: Row): FreeMenu => ({
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });

  return {
    async list(idRestaurant: number, query: { page: number; size: number; onlyActive: boolean }) {
      let base = db.selectFrom('free_food_menus').where('id_restaurant', '=', idRestaurant);
      if (query.onlyActive) base = base.where('status', '=', true);
      const counted = await base.select(db.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      const total = Number(counted.count);
      // Newest first, so a menu just added shows on the first page.
      const rows = await base
        .select(columns)
        .orderBy('id_free_food_menu', 'desc')
        .limit(query.size)
        .offset((query.page - 1) * query.size)
        .execute();
      return { rows: rows.map(toFreeMenu), total, totalPage: totalPages(total, query.size) };
    },

    async detail(idRestaurant: number, id: number): Promise<FreeMenu> {
      const row = foundOr(
        await db
          .selectFrom('free_food_menus')
          .select(columns)
          .where('id_free_food_menu', '=', id)
          .where('id_restaurant', '=', idRestaurant)
          .executeTakeFirst(),
      );
      return toFreeMenu(row);
    },

    async create(idRestaurant: number, input: CreateFreeMenuInput): Promise<FreeMenu> {
      const row = await db
        .insertInto('free_food_menus')
        .values({
          id_restaurant: idRestaurant,
          free_food_menu_name: input.free_food_menu_name,
          status: input.status ?? true,
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
      return toFreeMenu(row);
    },

    async update(idRestaurant: number, id: number, input: UpdateFreeMenuInput): Promise<FreeMenu> {
      const row = foundOr(
        await db
          .updateTable('free_food_menus')
          .set({
            // Kysely leaves undefined values out: a field not sent keeps its value.
            free_food_menu_name: input.free_food_menu_name,
            status: input.status,
            updated_at: sql<Date>`now()`,
          })
          .where('id_free_food_menu', '=', id)
          .where('id_restaurant', '=', idRestaurant)
          .returning(columns)
          .executeTakeFirst(),
      );
      return toFreeMenu(row);
    },

    async remove(idRestaurant: number, id: number): Promise<void> {
      await deleteOwnRow(db, { table: 'free_food_menus', idColumn: 'id_free_food_menu', id, idRestaurant });
    },
  };
}

export type FreeMenusService = ReturnType<typeof createFreeMenusService>;
