// Food sub-categories of the session's restaurant with their weekly sales restriction
// (inactive_data): list, options of a category, create, update (PUT and PATCH, including the
// list's status switch) and delete, refused while menus or banners use one.
import type {
  CreateSubCategoryInput,
  FoodSubCategory,
  UpdateSubCategoryInput,
} from '@noren/domain/catalogue/sub-categories';
import { toFullWeek } from '@noren/domain/catalogue/sub-categories';
import { emptyWeek } from '@noren/domain/schedule';
import { sql } from 'kysely';
import type { WeekdaySchedule } from '../../db/schema.ts';
import { refusing } from '../../lib/db-errors.ts';
import { AppError, foundOr } from '../../lib/errors.ts';
import type { RowOf } from '../../lib/row-of.ts';
import { assertFreeInRestaurant, assertOwnRow, deleteUnlessUsed, lastDisplayOrder } from '../../lib/tenant-rows.ts';
import { type Executor, inTransaction } from '../../lib/transaction.ts';
import type { Storage } from '../../storage/storage.ts';
import { assertFilesUsable } from '../uploads/ownership.ts';

const codeTaken = () => new AppError(409, 'SUB_CATEGORY_CODE_TAKEN', {}, 'code_sub_category');
const inUse = () => new AppError(409, 'SUB_CATEGORY_IN_USE', {}, 'id_food_sub_category');
/** A category id that is not one of the restaurant's: 404 like any other tenant's id, naming the field. */
const categoryNotFound = () => new AppError(404, 'NOT_FOUND', {}, 'id_food_category');

/**
 * `db` is where the service runs: the database, or a transaction the caller opened with
 * inTransaction (lib/transaction.ts) to write with other services all or nothing.
 */
export function createFoodSubCategoriesService(db: Executor, storage: Storage) {
  const baseQuery = () =>
    db
      .selectFrom('food_sub_categories as s')
      .innerJoin('food_categories as c', 'c.id_food_category', 's.id_food_category')
      .select([
        's.id_food_sub_category',
        's.id_restaurant',
        's.id_food_category',
        'c.category_name',
        's.sub_category_name',
        's.code_sub_category',
        's.description',
        's.status',
        's.image_name',
        's.inactive_data',
        's.display_order',
      ]);
  type Row = RowOf<typeof baseQuery>;

  const toAnswer = (row: Row): FoodSubCategory => ({
    id_food_sub_category: row.id_food_sub_category,
    id_restaurant: row.id_restaurant,
    id_food_category: row.id_food_category,
    category_detail: { id_food_category: row.id_food_category, category_name: row.category_name },
    sub_category_name: row.sub_category_name,
    code_sub_category: row.code_sub_category,
    description: row.description,
    status: row.status,
    image: row.image_name,
    image_name: row.image_name,
    image_url: storage.publicUrl(row.image_name),
    inactive_data: toFullWeek(row.inactive_data),
    display_order: row.display_order,
  });

  const ordered = (query: ReturnType<typeof baseQuery>) =>
    query.orderBy('s.display_order').orderBy('s.code_sub_category').orderBy('s.id_food_sub_category');

  async function findOwn(idRestaurant: number, idFoodSubCategory: number): Promise<Row> {
    return foundOr(
      await baseQuery()
        .where('s.id_restaurant', '=', idRestaurant)
        .where('s.id_food_sub_category', '=', idFoodSubCategory)
        .executeTakeFirst(),
    );
  }

  async function assertOwnCategory(idRestaurant: number, idFoodCategory: number): Promise<void> {
    await assertOwnRow(
      db,
      { table: 'food_categories', idColumn: 'id_food_category', id: idFoodCategory, idRestaurant },
      categoryNotFound,
    );
  }

  const assertCodeFree = (idRestaurant: number, code: number, except?: number) =>
    assertFreeInRestaurant(
      db,
      { table: 'food_sub_categories', idColumn: 'id_food_sub_category', idRestaurant, except },
      'code_sub_category',
      code,
      codeTaken,
    );

  const scheduleJson = (week: readonly WeekdaySchedule[]) => JSON.stringify(week);

  return {
    async list(idRestaurant: number): Promise<FoodSubCategory[]> {
      const rows = await ordered(baseQuery().where('s.id_restaurant', '=', idRestaurant)).execute();
      return rows.map(toAnswer);
    },

    /** The options of a category's sub-category select (all of the restaurant's without a category). */
    async options(idRestaurant: number, idFoodCategory?: number): Promise<FoodSubCategory[]> {
      let query = baseQuery().where('s.id_restaurant', '=', idRestaurant);
      if (idFoodCategory !== undefined) {
        await assertOwnCategory(idRestaurant, idFoodCategory);
        query = query.where('s.id_food_category', '=', idFoodCategory);
      }
      return (await ordered(query).execute()).map(toAnswer);
    },

    async create(idRestaurant: number, input: CreateSubCategoryInput): Promise<FoodSubCategory> {
      await assertOwnCategory(idRestaurant, input.id_food_category);
      await assertCodeFree(idRestaurant, input.code_sub_category);
      await assertFilesUsable(db, idRestaurant, [{ field: 'image', key: input.image }], storage);
      // The category was deleted between the check and the insert.
      return refusing({ unique: codeTaken, foreignKey: categoryNotFound }, async () => {
        const { id_food_sub_category } = await db
          .insertInto('food_sub_categories')
          .values({
            id_restaurant: idRestaurant,
            id_food_category: input.id_food_category,
            code_sub_category: input.code_sub_category,
            sub_category_name: input.sub_category_name,
            description: input.description,
            status: input.status,
            image_name: input.image,
            inactive_data: scheduleJson(input.inactive_data ?? emptyWeek()),
            display_order: lastDisplayOrder('food_sub_categories', idRestaurant),
          })
          .returning('id_food_sub_category')
          .executeTakeFirstOrThrow();
        return toAnswer(await findOwn(idRestaurant, id_food_sub_category));
      });
    },

    /**
     * Moving a sub-category to another category moves its menus with it (a menu holds both ids),
     * in the same transaction, so a menu never points at a category its sub-category left.
     */
    async update(idRestaurant: number, input: UpdateSubCategoryInput): Promise<FoodSubCategory> {
      const current = await findOwn(idRestaurant, input.id_food_sub_category);
      if (input.id_food_category !== undefined) await assertOwnCategory(idRestaurant, input.id_food_category);
      if (input.code_sub_category !== undefined) {
        await assertCodeFree(idRestaurant, input.code_sub_category, input.id_food_sub_category);
      }
      await refusing({ unique: codeTaken, foreignKey: categoryNotFound }, async () => {
        await inTransaction(db, async (trx) => {
          await assertFilesUsable(trx, idRestaurant, [{ field: 'image', key: input.image }], storage);
          await trx
            .updateTable('food_sub_categories')
            .set({
              // Kysely leaves undefined values out: a field not sent keeps its value.
              id_food_category: input.id_food_category,
              code_sub_category: input.code_sub_category,
              sub_category_name: input.sub_category_name,
              description: input.description,
              status: input.status,
              ...(input.inactive_data === undefined ? {} : { inactive_data: scheduleJson(input.inactive_data) }),
              // No image (or null) keeps the current one: the original sent null for "unchanged".
              ...(input.image ? { image_name: input.image } : {}),
              updated_at: sql<Date>`now()`,
            })
            .where('id_restaurant', '=', idRestaurant)
            .where('id_food_sub_category', '=', input.id_food_sub_category)
            .execute();
          if (input.id_food_category !== undefined && input.id_food_category !== current.id_food_category) {
            await trx
              .updateTable('food_menus')
              .set({ id_food_category: input.id_food_category, updated_at: sql<Date>`now()` })
              .where('id_restaurant', '=', idRestaurant)
              .where('id_food_sub_category', '=', input.id_food_sub_category)
              .execute();
          }
        });
      });
      return toAnswer(await findOwn(idRestaurant, input.id_food_sub_category));
    },

    /** Refused (409, nothing deleted) while a menu belongs to it or a banner links to it. */
    async remove(idRestaurant: number, idFoodSubCategory: number): Promise<void> {
      await findOwn(idRestaurant, idFoodSubCategory);
      await deleteUnlessUsed(
        db,
        { table: 'food_sub_categories', idColumn: 'id_food_sub_category', id: idFoodSubCategory, idRestaurant },
        (eb) => [
          eb.exists(
            eb.selectFrom('food_menus').select('id_food_menu').where('id_food_sub_category', '=', idFoodSubCategory),
          ),
          eb.exists(
            eb
              .selectFrom('food_banners')
              .select('id_banner')
              .where('id_restaurant', '=', idRestaurant)
              .where('promo_type', '=', 'sub_category')
              .where('promo_id', '=', idFoodSubCategory),
          ),
        ],
        inUse,
      );
    },
  };
}

export type FoodSubCategoriesService = ReturnType<typeof createFoodSubCategoriesService>;
