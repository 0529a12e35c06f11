// The dry run of a category or sub-category file: the header found by heading (Japanese, or the
// field name), every row read (rows.ts), codes repeated in the file refused, categories named by
// a sub-category looked up in the restaurant, and each row compared with the row it updates.
// Nothing is written here; apply (service.ts) writes exactly this plan.
import { menuCsvMessages, notFoundRefusal } from '@noren/domain/files/menu-csv-messages';
import type { WeekdaySchedule } from '@noren/domain/schedule';
import { FileRefusal } from '../file-jobs/refusal.ts';
import type { FileImportReport } from '../menu-csv/file-import.ts';
import {
  type CategoryRow,
  type Column,
  categoryColumns,
  type Refusal,
  RowReader,
  readCategoryRow,
  readSubCategoryRow,
  refusal,
  type SubCategoryRow,
  scheduleCells,
  subCategoryColumns,
} from './rows.ts';
import { readTable, type TableEncoding } from './table-file.ts';
import { categoryFileFileMessages, categoryFileMessages } from './texts.ts';

export type CategoryFileKind = 'category' | 'sub-category';

export const maxDataRows = 5_000;

export interface Change {
  field: string;
  before: string;
  after: string;
}

/** The answer of a dry run and of an apply (the contract in README.md). */
export type CategoryFileReport = FileImportReport<TableEncoding, ReportRow, UpdatedRow, Refusal>;
/** How the report names a row: its line in the file, its code and name (and an update, its id and changes). */
type ReportRow = { row: number; code: string; name: string };
type UpdatedRow = ReportRow & { id: number; changes: Change[] };

/** A file to plan: its bytes, the name it was sent under (quoted in refusals), dry run or apply. */
export interface CategoryFile {
  bytes: Buffer;
  fileName: string;
  mode: CategoryFileReport['mode'];
}

/** A category as stored, in the terms of the file. */
export interface StoredCategory {
  id_food_category: number;
  code_category: string;
  category_name: string;
  description: string;
  status: 'active' | 'inactive';
  display_order: number;
}

export interface StoredSubCategory {
  id_food_sub_category: number;
  id_food_category: number;
  code_category: string;
  code_sub_category: number;
  sub_category_name: string;
  description: string;
  status: boolean;
  display_order: number;
  inactive_data: WeekdaySchedule[];
}

export interface Stored {
  categories: StoredCategory[];
  subCategories: StoredSubCategory[];
}

export interface CategoryPlan {
  report: CategoryFileReport;
  creates: CategoryRow[];
  updates: { file: CategoryRow; stored: StoredCategory }[];
}

export interface SubCategoryPlan {
  report: CategoryFileReport;
  creates: (SubCategoryRow & { id_food_category: number })[];
  updates: { file: SubCategoryRow & { id_food_category: number }; stored: StoredSubCategory }[];
}

const normalize = (heading: string) => heading.normalize('NFKC').trim().toLowerCase();

/** Each column key's index in the header; refusals for missing or repeated columns. */
function headerOf(header: readonly string[], columns: readonly Column[]) {
  const byName = new Map<string, Column>();
  for (const column of columns) {
    byName.set(normalize(column.heading), column);
    byName.set(normalize(column.key), column);
  }
  const indexes = new Map<string, number>();
  const refused: Refusal[] = [];
  header.forEach((cell, index) => {
    const column = byName.get(normalize(cell));
    if (!column || column.skipped) return;
    if (indexes.has(column.key)) refused.push(refusal(menuCsvMessages.HEADER_REPEATED, 1, column.heading));
    else indexes.set(column.key, index);
  });
  for (const column of columns) {
    if (!column.optional && !indexes.has(column.key))
      refused.push(refusal(menuCsvMessages.HEADER_MISSING, 1, column.heading));
  }
  return { indexes, refused };
}

const emptyReport = (mode: CategoryFileReport['mode'], fileName: string): CategoryFileReport => ({
  mode,
  file_name: fileName,
  encoding: null,
  total_rows: 0,
  error_code: 0,
  create: [],
  update: [],
  unchanged: 0,
  refused: [],
  success_message: [],
  count_modified: 0,
});

/** The data rows of the file as readers, or the report of why the file cannot be read. */
async function readersOf(
  bytes: Buffer,
  fileName: string,
  columns: readonly Column[],
  report: CategoryFileReport,
): Promise<RowReader[] | null> {
  const fileError = (refusals: Refusal[]) => {
    report.error_code = 2;
    report.refused = refusals;
    return null;
  };
  let table: Awaited<ReturnType<typeof readTable>>;
  try {
    table = await readTable(bytes, fileName);
  } catch (error) {
    if (!(error instanceof FileRefusal)) throw error;
    const row = (error.data as { row?: number } | null)?.row ?? 0;
    return fileError([{ row, column: null, message: error.text.en, message_jp: error.text.jp }]);
  }
  report.encoding = table.encoding;
  const [header = [], ...body] = table.rows;
  const { indexes, refused } = headerOf(header, columns);
  if (refused.length > 0) return fileError(refused);
  const headings = new Map(columns.map((column) => [column.key, column.heading]));
  const readers = body
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
    .map(({ cells, row }) => {
      const values = new Map([...indexes].map(([key, index]) => [key, cells[index] ?? '']));
      return new RowReader(values, row, headings);
    });
  report.total_rows = readers.length;
  if (readers.length === 0) return fileError([refusal(categoryFileFileMessages.NO_ROWS, 0, null)]);
  if (readers.length > maxDataRows) {
    return fileError([refusal(categoryFileFileMessages.TOO_MANY_ROWS, 0, null, { max: maxDataRows })]);
  }
  return readers;
}

/**
 * A plan's start: its report, and the file's rows as `read` reads them (each row's refusals in the
 * report), or no rows when the file cannot be read (the report says why).
 */
async function readRows<R>(
  file: CategoryFile,
  columns: readonly Column[],
  read: (reader: RowReader) => R | null,
): Promise<{ report: CategoryFileReport; rows: R[] | null }> {
  const report = emptyReport(file.mode, file.fileName);
  const readers = await readersOf(file.bytes, file.fileName, columns, report);
  if (!readers) return { report, rows: null };
  const rows = readers.flatMap((reader) => {
    const row = read(reader);
    report.refused.push(...reader.refusals);
    return row ? [row] : [];
  });
  return { report, rows };
}

/** Refuses the second and later rows of a code already met. */
function refuseRepeated<T extends { row: number }>(rows: T[], codeOf: (row: T) => string, refused: Refusal[]): T[] {
  const first = new Map<string, number>();
  return rows.filter((row) => {
    const code = codeOf(row);
    const earlier = first.get(code);
    if (earlier === undefined) {
      first.set(code, row.row);
      return true;
    }
    refused.push(refusal(categoryFileMessages.DUPLICATE_CODE, row.row, null, { code, first: earlier }));
    return false;
  });
}

/** The fields that differ, as text (`keep` fields are those the file leaves out). */
function changesOf(before: Record<string, string>, after: Record<string, string>): Change[] {
  return Object.keys(after)
    .filter((field) => before[field] !== after[field])
    .map((field) => ({ field, before: before[field] ?? '', after: after[field] ?? '' }));
}

function finish(report: CategoryFileReport): void {
  report.refused.sort((x, y) => x.row - y.row);
  if (report.refused.length > 0 && report.error_code === 0) report.error_code = 1;
  report.count_modified = report.create.length + report.update.length;
}

/**
 * Files a row of the file: a create when no stored row has its code, else an update listing the
 * changed fields, else unchanged.
 */
function classify<F extends { row: number }, S>(
  plan: { report: CategoryFileReport; creates: F[]; updates: { file: F; stored: S }[] },
  row: F,
  shown: { code: string; name: string },
  current: { stored: S; id: number; changes: () => Change[] } | null,
): void {
  if (!current) {
    plan.creates.push(row);
    plan.report.create.push({ row: row.row, ...shown });
    return;
  }
  const changes = current.changes();
  if (changes.length === 0) {
    plan.report.unchanged += 1;
    return;
  }
  plan.updates.push({ file: row, stored: current.stored });
  plan.report.update.push({ row: row.row, ...shown, id: current.id, changes });
}

const categoryFields = (row: Omit<StoredCategory, 'id_food_category'> | CategoryRow, order: number) => ({
  code_category: row.code_category,
  category_name: row.category_name,
  description: row.description,
  status: row.status,
  display_order: String(row.display_order ?? order),
});

export async function planCategories(file: CategoryFile, stored: Stored): Promise<CategoryPlan> {
  const { report, rows } = await readRows(file, categoryColumns, readCategoryRow);
  const plan: CategoryPlan = { report, creates: [], updates: [] };
  if (!rows) return plan;
  const byCode = new Map(stored.categories.map((category) => [category.code_category, category]));
  for (const row of refuseRepeated(rows, (item) => item.code_category, report.refused)) {
    const current = byCode.get(row.code_category);
    classify(
      plan,
      row,
      { code: row.code_category, name: row.category_name },
      current
        ? {
            stored: current,
            id: current.id_food_category,
            changes: () =>
              changesOf(categoryFields(current, current.display_order), categoryFields(row, current.display_order)),
          }
        : null,
    );
  }
  finish(report);
  return plan;
}

const subCategoryFields = (
  row: Omit<StoredSubCategory, 'id_food_sub_category' | 'inactive_data' | 'id_food_category'> & {
    inactive_data: WeekdaySchedule[];
  },
) => ({
  code_category: row.code_category,
  code_sub_category: String(row.code_sub_category),
  sub_category_name: row.sub_category_name,
  description: row.description,
  status: row.status ? '有効' : '無効',
  display_order: String(row.display_order),
  inactive_data: scheduleCells(row.inactive_data).join(','),
});

export async function planSubCategories(file: CategoryFile, stored: Stored): Promise<SubCategoryPlan> {
  const { report, rows: read } = await readRows(file, subCategoryColumns, readSubCategoryRow);
  const plan: SubCategoryPlan = { report, creates: [], updates: [] };
  if (!read) return plan;
  const categories = new Map(stored.categories.map((category) => [category.code_category, category]));
  const rows = read.flatMap((row) => {
    const category = categories.get(row.code_category);
    if (!category) {
      report.refused.push(notFoundRefusal(file.fileName, 'category', row.code_category, row.row, 'カテゴリーコード'));
      return [];
    }
    return [{ ...row, id_food_category: category.id_food_category }];
  });
  const byCode = new Map(stored.subCategories.map((sub) => [sub.code_sub_category, sub]));
  for (const row of refuseRepeated(rows, (item) => String(item.code_sub_category), report.refused)) {
    const current = byCode.get(row.code_sub_category);
    const after = current && {
      ...row,
      display_order: row.display_order ?? current.display_order,
      inactive_data: row.inactive_data ?? current.inactive_data,
    };
    classify(
      plan,
      row,
      { code: String(row.code_sub_category), name: row.sub_category_name },
      current && after
        ? {
            stored: current,
            id: current.id_food_sub_category,
            changes: () => changesOf(subCategoryFields(current), subCategoryFields(after)),
          }
        : null,
    );
  }
  finish(report);
  return plan;
}
