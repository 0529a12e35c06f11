// Food categories of the session's restaurant: list, create, update (the modal's PATCH and the
// list's PUT, including the status switch) and delete, which is refused while anything uses one.
import type { CreateCategoryInput, FoodCategory, UpdateCategoryInput } from '@noren/domain/catalogue/categories';
import { type Selectable, sql } from 'kysely';
import type { FoodCategoriesTable } from '../../db/schema.ts';
import { refusing } from '../../lib/db-errors.ts';
import { AppError, foundOr } from '../../lib/errors.ts';
import { assertFreeInRestaurant, deleteUnlessUsed, lastDisplayOrder } from '../../lib/tenant-rows.ts';
import type { Executor } from '../../lib/transaction.ts';
import type { Storage } from '../../storage/storage.ts';
import { assertFilesUsable } from '../uploads/ownership.ts';

const columns = [
  'id_food_category',
  'id_restaurant',
  'category_name',
  'code_category',
  'description',
  'status',
  'banner_name',
  'display_order',
] as const;

type Row = Pick<Selectable<FoodCategoriesTable>, (typeof columns)[number]>;

const codeTaken = () => new AppError(409, 'CATEGORY_CODE_TAKEN', {}, 'code_category');
const inUse = () => new AppError(409, 'CATEGORY_IN_USE', {}, 'id_food_category');

/**
 * `db` is where the service runs: the database, or a transaction the caller opened with
 * inTransaction (lib/transaction.ts) to write with other services all or nothing.
 */
export function createFoodCategoriesService(db: Executor, storage: Storage) {
  const toAnswer = (row: Row): FoodCategory => ({
    id_food_category: row.id_food_category,
    id_restaurant: row.id_restaurant,
    category_name: row.category_name,
    code_category: row.code_category,
    description: row.description,
    status: row.status,
    banner: row.banner_name,
    banner_name: row.banner_name,
    banner_url: storage.publicUrl(row.banner_name),
    display_order: row.display_order,
  });

  const assertCodeFree = (idRestaurant: number, code: string, except?: number) =>
    assertFreeInRestaurant(
      db,
      { table: 'food_categories', idColumn: 'id_food_category', idRestaurant, except },
      'code_category',
      code,
      codeTaken,
    );

  async function findOwn(idRestaurant: number, idFoodCategory: number): Promise<Row> {
    return foundOr(
      await db
        .selectFrom('food_categories')
        .select(columns)
        .where('id_restaurant', '=', idRestaurant)
        .where('id_food_category', '=', idFoodCategory)
        .executeTakeFirst(),
    );
  }

  return {
    /** Display order first, then the code as a number (codes are digits), as the menus show them. */
    async list(idRestaurant: number): Promise<FoodCategory[]> {
      const rows = await db
        .selectFrom('food_categories')
        .select(columns)
        .where('id_restaurant', '=', idRestaurant)
        .orderBy('display_order')
        .orderBy(sql`code_category::numeric`)
        .orderBy('id_food_category')
        .execute();
      return rows.map(toAnswer);
    },

    async create(idRestaurant: number, input: CreateCategoryInput): Promise<FoodCategory> {
      await assertCodeFree(idRestaurant, input.code_category);
      await assertFilesUsable(db, idRestaurant, [{ field: 'banner', key: input.banner }], storage);
      // Two saves of the same code at once: the unique index decides.
      return refusing({ unique: codeTaken }, async () => {
        const row = await db
          .insertInto('food_categories')
          .values({
            id_restaurant: idRestaurant,
            category_name: input.category_name,
            code_category: input.code_category,
            description: input.description,
            status: input.status,
            banner_name: input.banner,
            // New categories go last.
            display_order: lastDisplayOrder('food_categories', idRestaurant),
          })
          .returning(columns)
          .executeTakeFirstOrThrow();
        return toAnswer(row);
      });
    },

    async update(idRestaurant: number, input: UpdateCategoryInput): Promise<FoodCategory> {
      await findOwn(idRestaurant, input.id_food_category);
      if (input.code_category !== undefined) {
        await assertCodeFree(idRestaurant, input.code_category, input.id_food_category);
      }
      await assertFilesUsable(db, idRestaurant, [{ field: 'banner', key: input.banner }], storage);
      return refusing({ unique: codeTaken }, async () => {
        const row = foundOr(
          await db
            .updateTable('food_categories')
            .set({
              // Kysely leaves undefined values out: a field not sent keeps its value.
              category_name: input.category_name,
              description: input.description,
              status: input.status,
              code_category: input.code_category,
              // No banner (or null) keeps the current image: the original sent null for "unchanged".
              ...(input.banner ? { banner_name: input.banner } : {}),
              updated_at: sql<Date>`now()`,
            })
            .where('id_restaurant', '=', idRestaurant)
            .where('id_food_category', '=', input.id_food_category)
            .returning(columns)
            .executeTakeFirst(),
        );
        return toAnswer(row);
      });
    },

    /** Refused (409, nothing deleted) while a sub-category or a menu belongs to the category. */
    async remove(idRestaurant: number, idFoodCategory: number): Promise<void> {
      await findOwn(idRestaurant, idFoodCategory);
      await deleteUnlessUsed(
        db,
        { table: 'food_categories', idColumn: 'id_food_category', id: idFoodCategory, idRestaurant },
        (eb) => [
          eb.exists(
            eb
              .selectFrom('food_sub_categories')
              .select('id_food_sub_category')
              .where('id_food_category', '=', idFoodCategory),
          ),
          eb.exists(eb.selectFrom('food_menus').select('id_food_menu').where('id_food_category', '=', idFoodCategory)),
        ],
        inUse,
      );
    },
  };
}

export type FoodCategoriesService = ReturnType<typeof createFoodCategoriesService>;
