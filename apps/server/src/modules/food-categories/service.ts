// Food categories of the session's restaurant: list, create, update (the modal's PATCH and the
// list's PUT, including the status switch) and delete, which is refused while anything uses one.
import type { CreateCategoryInput, FoodCategory, UpdateCategoryInput } from '@noren/domain/catalogue/categories';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { FoodCategoriesTable } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
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

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';
const isForeignKeyViolation = (error: unknown) => (error as { code?: string }).code === '23503';

const codeTaken = () => new AppError(409, 'CATEGORY_CODE_TAKEN', {}, 'code_category');
const inUse = () => new AppError(409, 'CATEGORY_IN_USE', {}, 'id_food_category');

export function createFoodCategoriesService(db: Db, storage: Storage) {
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

  async function assertCodeFree(idRestaurant: number, code: string, exceptId?: number): Promise<void> {
    let query = db
      .selectFrom('food_categories')
      .select('id_food_category')
      .where('id_restaurant', '=', idRestaurant)
      .where('code_category', '=', code);
    if (exceptId !== undefined) query = query.where('id_food_category', '<>', exceptId);
    if (await query.executeTakeFirst()) throw codeTaken();
  }

  async function findOwn(idRestaurant: number, idFoodCategory: number): Promise<Row> {
    const row = await db
      .selectFrom('food_categories')
      .select(columns)
      .where('id_restaurant', '=', idRestaurant)
      .where('id_food_category', '=', idFoodCategory)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
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
      try {
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
            display_order: sql<number>`(SELECT coalesce(max(display_order) + 1, 0) FROM food_categories WHERE id_restaurant = ${idRestaurant})`,
          })
          .returning(columns)
          .executeTakeFirstOrThrow();
        return toAnswer(row);
      } catch (error) {
        // Two saves of the same code at once: the unique index decides.
        if (isUniqueViolation(error)) throw codeTaken();
        throw error;
      }
    },

    async update(idRestaurant: number, input: UpdateCategoryInput): Promise<FoodCategory> {
      await findOwn(idRestaurant, input.id_food_category);
      if (input.code_category !== undefined) {
        await assertCodeFree(idRestaurant, input.code_category, input.id_food_category);
      }
      await assertFilesUsable(db, idRestaurant, [{ field: 'banner', key: input.banner }], storage);
      try {
        const row = await db
          .updateTable('food_categories')
          .set({
            ...(input.category_name === undefined ? {} : { category_name: input.category_name }),
            ...(input.description === undefined ? {} : { description: input.description }),
            ...(input.status === undefined ? {} : { status: input.status }),
            ...(input.code_category === undefined ? {} : { code_category: input.code_category }),
            // No banner (or null) keeps the current image: the original sent null for "unchanged".
            ...(input.banner ? { banner_name: input.banner } : {}),
            updated_at: sql<Date>`now()`,
          })
          .where('id_restaurant', '=', idRestaurant)
          .where('id_food_category', '=', input.id_food_category)
          .returning(columns)
          .executeTakeFirst();
        if (!row) throw notFound();
        return toAnswer(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken();
        throw error;
      }
    },

    /** Refused (409, nothing deleted) while a sub-category or a menu belongs to the category. */
    async remove(idRestaurant: number, idFoodCategory: number): Promise<void> {
      await findOwn(idRestaurant, idFoodCategory);
      const used = await db
        .selectNoFrom((eb) => [
          eb
            .exists(
              eb
                .selectFrom('food_sub_categories')
                .select('id_food_sub_category')
                .where('id_food_category', '=', idFoodCategory),
            )
            .as('has_sub_categories'),
          eb
            .exists(eb.selectFrom('food_menus').select('id_food_menu').where('id_food_category', '=', idFoodCategory))
            .as('has_menus'),
        ])
        .executeTakeFirstOrThrow();
      if (used.has_sub_categories || used.has_menus) throw inUse();
      try {
        await db
          .deleteFrom('food_categories')
          .where('id_restaurant', '=', idRestaurant)
          .where('id_food_category', '=', idFoodCategory)
          .execute();
      } catch (error) {
        // A sub-category or menu added since the check: the foreign key (ON DELETE RESTRICT) refuses.
        if (isForeignKeyViolation(error)) throw inUse();
        throw error;
      }
    },
  };
}

export type FoodCategoriesService = ReturnType<typeof createFoodCategoriesService>;
