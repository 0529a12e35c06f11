// Restaurant categories (spec 1 §3, §7 restaurant/category): the categories restaurants are listed
// under, managed by the superadmin. A code is unique (the database's unique index decides races);
// a category that a live restaurant's category_list names is not deleted.
import type {
  CreateRestaurantCategoryInput,
  RestaurantCategory,
  UpdateRestaurantCategoryInput,
} from '@noren/domain/platform/restaurant-categories';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { refusing } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { RowOf } from '../../lib/row-of.ts';
import { lockedRow } from '../../lib/transaction.ts';
import type { Storage } from '../../storage/storage.ts';
import { refuseWhileRestaurantsUse } from '../restaurants/in-use.ts';
import { assertPlatformPicture } from '../restaurants/platform-files.ts';

const codeTaken = () => new AppError(400, 'RESTAURANT_CATEGORY_CODE_TAKEN', {}, 'code_category');

export function createRestaurantCategoriesService(db: Db, storage: Storage) {
  const baseQuery = (executor: Db) =>
    executor
      .selectFrom('restaurant_categories')
      .select(['id_category', 'title', 'code_category', 'display_order', 'search_keyword', 'image_name']);
  type Row = RowOf<typeof baseQuery>;
  const toCategory = (row: Row): RestaurantCategory => ({
    ...row,
    image_data: row.image_name,
    image_url: storage.publicUrl(row.image_name),
  });

  async function findOne(executor: Db, idCategory: number): Promise<RestaurantCategory> {
    const row = await baseQuery(executor).where('id_category', '=', idCategory).executeTakeFirst();
    if (!row) throw notFound();
    return toCategory(row);
  }

  return {
    async list(): Promise<RestaurantCategory[]> {
      const rows = await baseQuery(db).orderBy('display_order').orderBy('id_category').execute();
      return rows.map(toCategory);
    },

    async create(input: CreateRestaurantCategoryInput): Promise<RestaurantCategory> {
      // The database's unique index decides two racing saves of one code.
      return refusing({ unique: codeTaken }, () =>
        db.transaction().execute(async (trx) => {
          await assertPlatformPicture(trx, storage, { field: 'image_data', key: input.image_data });
          const inserted = await trx
            .insertInto('restaurant_categories')
            .values({
              title: input.title,
              code_category: input.code_category,
              display_order: input.display_order ?? 0,
              search_keyword: input.search_keyword ?? '',
              image_name: input.image_data,
            })
            .returning('id_category')
            .executeTakeFirstOrThrow();
          return findOne(trx, inserted.id_category);
        }),
      );
    },

    async update(input: UpdateRestaurantCategoryInput): Promise<RestaurantCategory> {
      // The database's unique index decides two racing saves of one code.
      return refusing({ unique: codeTaken }, () =>
        db.transaction().execute(async (trx) => {
          const stored = await lockedRow(
            trx.selectFrom('restaurant_categories').select('image_name').where('id_category', '=', input.id_category),
          );
          if (input.image_data && input.image_data !== stored.image_name) {
            await assertPlatformPicture(trx, storage, { field: 'image_data', key: input.image_data });
          }
          await trx
            .updateTable('restaurant_categories')
            .set({
              // Kysely leaves undefined values out: a field not sent keeps its value.
              title: input.title,
              code_category: input.code_category,
              display_order: input.display_order,
              ...(input.search_keyword === undefined ? {} : { search_keyword: input.search_keyword ?? '' }),
              ...(input.image_data ? { image_name: input.image_data } : {}),
              updated_at: sql<Date>`now()`,
            })
            .where('id_category', '=', input.id_category)
            .execute();
          return findOne(trx, input.id_category);
        }),
      );
    },

    async remove(idCategory: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await lockedRow(
          trx.selectFrom('restaurant_categories').select('id_category').where('id_category', '=', idCategory),
        );
        await refuseWhileRestaurantsUse(
          trx,
          () => sql<boolean>`category_list @> ${JSON.stringify([idCategory])}::jsonb`,
          { status: 400, code: 'RESTAURANT_CATEGORY_IN_USE', field: 'id_category' },
        );
        await trx.deleteFrom('restaurant_categories').where('id_category', '=', idCategory).execute();
      });
    },
  };
}
