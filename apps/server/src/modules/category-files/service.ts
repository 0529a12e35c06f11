// Category and sub-category files: the dry run (plan.ts), the apply — every row of the plan
// written in one transaction, or nothing — and the Excel exports under the same columns.
import { businessClock } from '@noren/domain/restaurant';
import { emptyWeek, type WeekdaySchedule } from '@noren/domain/schedule';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { inTransaction, type Trx } from '../../lib/transaction.ts';
import { FileRefusal } from '../file-jobs/refusal.ts';
import type { FileJobProgress } from '../file-jobs/runner.ts';
import {
  type CategoryFileKind,
  type CategoryFileReport,
  type CategoryPlan,
  planCategories,
  planSubCategories,
  type Stored,
  type SubCategoryPlan,
} from './plan.ts';
import { categoryColumns, scheduleCells, subCategoryColumns } from './rows.ts';
import { writeXlsx, xlsxContentType } from './table-file.ts';
import { categoryFileMessages } from './texts.ts';

const stamp = (at: Date) => {
  const c = businessClock(at);
  return `${c.year}${c.month}${c.day}_${c.hour}${c.minute}${c.second}`;
};
const shownTime = (at: Date) => {
  const c = businessClock(at);
  return `${c.year}-${c.month}-${c.day} ${c.hour}:${c.minute}:${c.second}`;
};

async function loadStored(db: Db, idRestaurant: number): Promise<Stored & { updated: Map<string, Date> }> {
  const categories = await db
    .selectFrom('food_categories')
    .selectAll()
    .where('id_restaurant', '=', idRestaurant)
    .orderBy('display_order')
    .orderBy('id_food_category')
    .execute();
  const subCategories = await db
    .selectFrom('food_sub_categories as s')
    .innerJoin('food_categories as c', 'c.id_food_category', 's.id_food_category')
    .selectAll('s')
    .select('c.code_category')
    .where('s.id_restaurant', '=', idRestaurant)
    .orderBy('s.display_order')
    .orderBy('s.id_food_sub_category')
    .execute();
  const updated = new Map<string, Date>([
    ...categories.map((row) => [`c${row.id_food_category}`, row.updated_at] as const),
    ...subCategories.map((row) => [`s${row.id_food_sub_category}`, row.updated_at] as const),
  ]);
  return { categories, subCategories, updated };
}

/** The next display orders after the restaurant's last one. */
async function nextOrder(trx: Trx, table: 'food_categories' | 'food_sub_categories', idRestaurant: number) {
  const row = await sql<{ next: number }>`
    SELECT coalesce(max(display_order) + 1, 0)::int AS next FROM ${sql.table(table)} WHERE id_restaurant = ${idRestaurant}`.execute(
    trx,
  );
  return row.rows[0]?.next ?? 0;
}

async function writeCategories(trx: Trx, idRestaurant: number, plan: CategoryPlan) {
  let order = await nextOrder(trx, 'food_categories', idRestaurant);
  if (plan.creates.length > 0) {
    await trx
      .insertInto('food_categories')
      .values(
        plan.creates.map((row) => ({
          id_restaurant: idRestaurant,
          code_category: row.code_category,
          category_name: row.category_name,
          description: row.description,
          status: row.status,
          display_order: row.display_order ?? order++,
        })),
      )
      .execute();
  }
  if (plan.updates.length === 0) return;
  const rows = plan.updates.map(({ file, stored }) => ({
    ...file,
    id: stored.id_food_category,
    order: file.display_order ?? stored.display_order,
  }));
  await sql`UPDATE food_categories c SET category_name = v.name, description = v.description, status = v.status,
      display_order = v.display_order, updated_at = now()
    FROM unnest(${rows.map((r) => r.id)}::int[], ${rows.map((r) => r.category_name)}::text[],
      ${rows.map((r) => r.description)}::text[], ${rows.map((r) => r.status)}::text[], ${rows.map((r) => r.order)}::int[])
      AS v(id, name, description, status, display_order)
    WHERE c.id_food_category = v.id AND c.id_restaurant = ${idRestaurant}`.execute(trx);
}

const scheduleJson = (week: WeekdaySchedule[] | null) => JSON.stringify(week ?? emptyWeek());

async function writeSubCategories(trx: Trx, idRestaurant: number, plan: SubCategoryPlan) {
  let order = await nextOrder(trx, 'food_sub_categories', idRestaurant);
  if (plan.creates.length > 0) {
    await trx
      .insertInto('food_sub_categories')
      .values(
        plan.creates.map((row) => ({
          id_restaurant: idRestaurant,
          id_food_category: row.id_food_category,
          code_sub_category: row.code_sub_category,
          sub_category_name: row.sub_category_name,
          description: row.description,
          status: row.status,
          inactive_data: scheduleJson(row.inactive_data),
          display_order: row.display_order ?? order++,
        })),
      )
      .execute();
  }
  if (plan.updates.length === 0) return;
  const rows = plan.updates.map(({ file, stored }) => ({
    ...file,
    id: stored.id_food_sub_category,
    order: file.display_order ?? stored.display_order,
    schedule: JSON.stringify(file.inactive_data ?? stored.inactive_data),
  }));
  await sql`UPDATE food_sub_categories s SET id_food_category = v.id_food_category, sub_category_name = v.name,
      description = v.description, status = v.status, display_order = v.display_order,
      inactive_data = v.schedule::jsonb, updated_at = now()
    FROM unnest(${rows.map((r) => r.id)}::int[], ${rows.map((r) => r.id_food_category)}::int[],
      ${rows.map((r) => r.sub_category_name)}::text[], ${rows.map((r) => r.description)}::text[],
      ${rows.map((r) => r.status)}::boolean[], ${rows.map((r) => r.order)}::int[], ${rows.map((r) => r.schedule)}::text[])
      AS v(id, id_food_category, name, description, status, display_order, schedule)
    WHERE s.id_food_sub_category = v.id AND s.id_restaurant = ${idRestaurant}`.execute(trx);
  // A sub-category moved to another category takes its menus with it (as the edit form does).
  await sql`UPDATE food_menus m SET id_food_category = s.id_food_category, updated_at = now()
    FROM food_sub_categories s
    WHERE m.id_food_sub_category = s.id_food_sub_category AND s.id_restaurant = ${idRestaurant}
      AND m.id_restaurant = ${idRestaurant} AND m.id_food_category <> s.id_food_category`.execute(trx);
}

/** The apply's refusal: the report, and the first refused row's text as the message. */
function refuseApply(report: CategoryFileReport): never {
  const [first] = report.refused;
  throw new FileRefusal(
    { en: first?.message ?? 'The file was refused', jp: first?.message_jp ?? 'ファイルを取り込めませんでした' },
    report,
  );
}

export function createCategoryFilesService(db: Db) {
  const plan = async (
    kind: CategoryFileKind,
    executor: Db,
    idRestaurant: number,
    bytes: Buffer,
    fileName: string,
    mode: CategoryFileReport['mode'],
  ) => {
    const stored = await loadStored(executor, idRestaurant);
    return kind === 'category'
      ? planCategories({ bytes, fileName, mode }, stored)
      : planSubCategories({ bytes, fileName, mode }, stored);
  };

  return {
    async dryRun(kind: CategoryFileKind, idRestaurant: number, bytes: Buffer, fileName: string) {
      return (await plan(kind, db, idRestaurant, bytes, fileName, 'dry_run')).report;
    },

    /** Plans again inside the transaction (rows locked by the writes) and writes all, or refuses. */
    async apply(
      kind: CategoryFileKind,
      idRestaurant: number,
      bytes: Buffer,
      fileName: string,
      progress: FileJobProgress = () => undefined,
    ): Promise<CategoryFileReport> {
      return inTransaction(db, async (trx) => {
        // One import of a restaurant's codes at a time: two applies never create the same code.
        await sql`SELECT pg_advisory_xact_lock(hashtext('category-files'), ${idRestaurant})`.execute(trx);
        const planned = await plan(kind, trx, idRestaurant, bytes, fileName, 'apply');
        const { report } = planned;
        progress(0, report.total_rows);
        if (report.refused.length > 0) refuseApply(report);
        if (kind === 'category') await writeCategories(trx, idRestaurant, planned as CategoryPlan);
        else await writeSubCategories(trx, idRestaurant, planned as SubCategoryPlan);
        report.success_message = [
          ...report.create.map((row) => `Row ${row.row}: ${row.code} created`),
          ...report.update.map((row) => `Row ${row.row}: ${row.code} updated`),
        ];
        progress(report.total_rows, report.total_rows);
        return report;
      });
    },

    /** The toast of an apply (spec 2 §8: '{n} rows of … have been modified.'). */
    modifiedText(kind: CategoryFileKind, count: number) {
      const text = categoryFileMessages[kind === 'category' ? 'CATEGORY_MODIFIED' : 'SUB_CATEGORY_MODIFIED'];
      return { en: text.en.replace('{count}', String(count)), jp: text.jp.replace('{count}', String(count)) };
    },

    /** Every row of the restaurant as .xlsx under the import's Japanese headings. */
    async exportXlsx(kind: CategoryFileKind, idRestaurant: number, now = new Date()) {
      const stored = await loadStored(db, idRestaurant);
      const updated = (key: string) => {
        const at = stored.updated.get(key);
        return at ? shownTime(at) : '';
      };
      const bytes =
        kind === 'category'
          ? await writeXlsx(
              'カテゴリー',
              categoryColumns,
              stored.categories.map((row) => [
                row.code_category,
                row.category_name,
                row.description,
                row.status === 'active' ? '有効' : '無効',
                String(row.display_order),
                updated(`c${row.id_food_category}`),
              ]),
            )
          : await writeXlsx(
              'サブカテゴリー',
              subCategoryColumns,
              stored.subCategories.map((row) => [
                row.code_category,
                String(row.code_sub_category),
                row.sub_category_name,
                row.description,
                row.status ? '有効' : '無効',
                String(row.display_order),
                ...scheduleCells(row.inactive_data),
                updated(`s${row.id_food_sub_category}`),
              ]),
            );
      const name = kind === 'category' ? 'categories' : 'sub_categories';
      return { bytes, contentType: xlsxContentType, fileName: `${name}_${stamp(now)}.xlsx` };
    },
  };
}
