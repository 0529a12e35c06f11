// The catalogue's file calls (spec 2 §7) for menus, categories and sub-categories:
//   POST …/bulk-insert?id_restaurant&file_name&mode=dry_run        the file's dry run (nothing written)
//   POST …/bulk-insert?id_restaurant&file_name&mode=apply&job=1    Apply as a file job
//   GET  …/export/excel/{id_restaurant}[?encoding]                  the download
//   POST …/import/image                                             an uploaded image zip, as a file job
// The file travels as its raw bytes (modules/menu-csv/README.md, modules/category-files/README.md).
import { z } from 'zod';
import { fileJobSchema } from './file-job.ts';
import { downloadFile, sendFile } from './file-transfer.ts';

export type CatalogueKind = 'menu' | 'category' | 'subCategory';

const basePaths: Record<CatalogueKind, string> = {
  menu: 'restaurant/food/menu',
  category: 'restaurant/food/category',
  subCategory: 'restaurant/food/sub-category',
};

/** What the download of each kind is, and the name it is saved under if the server gives none. */
export const exportFormats: Record<CatalogueKind, { format: 'csv' | 'xlsx'; fallbackName: string }> = {
  menu: { format: 'csv', fallbackName: 'menus.csv' },
  category: { format: 'xlsx', fallbackName: 'categories.xlsx' },
  subCategory: { format: 'xlsx', fallbackName: 'sub_categories.xlsx' },
};

/** The files each kind's upload takes. */
export const importAccept: Record<CatalogueKind, string> = {
  menu: '.csv,text/csv',
  category: '.csv,.xlsx,text/csv',
  subCategory: '.csv,.xlsx,text/csv',
};

export type CsvEncodingChoice = 'shift_jis' | 'utf-8';

const changeSchema = z.object({ field: z.string(), before: z.string(), after: z.string() });
/** A row of the report: its row number and whatever names it (JAN code and name, code and name). */
const reportRowSchema = z.looseObject({ row: z.number().int(), changes: z.array(changeSchema).optional() });
const refusalSchema = z.object({ row: z.number().int(), message: z.string(), message_jp: z.string() });

/** The report of a dry run or an apply (the same for the three kinds). */
export const importReportSchema = z.object({
  file_name: z.string(),
  create: z.array(reportRowSchema),
  update: z.array(reportRowSchema),
  refused: z.array(refusalSchema),
  count_modified: z.number().int(),
});
export type ImportReport = z.infer<typeof importReportSchema>;
export type ReportRow = z.infer<typeof reportRowSchema>;

// Menus say jancode and food_menu_name; categories and sub-categories code and name.
const codeFields = ['jancode', 'code'] as const;
const nameFields = ['food_menu_name', 'name'] as const;

/** How a report row is named in the dry run: its code and its name, as far as the row says them. */
export function rowLabel(row: ReportRow): string {
  const first = (fields: readonly string[]) =>
    fields.map((field) => row[field]).find((value) => typeof value === 'string' || typeof value === 'number');
  return [first(codeFields), first(nameFields)].filter((part) => part !== undefined && part !== '').join(' ');
}

function importQuery(idRestaurant: number, file: File, mode: 'dry_run' | 'apply') {
  return {
    id_restaurant: idRestaurant,
    file_name: file.name,
    mode,
    ...(mode === 'apply' ? { job: 1 } : {}),
  };
}

export async function dryRunImport(kind: CatalogueKind, idRestaurant: number, file: File): Promise<ImportReport> {
  const answer = await sendFile(`${basePaths[kind]}/bulk-insert`, importQuery(idRestaurant, file, 'dry_run'), file);
  return importReportSchema.parse(answer.data);
}

/** Starts Apply as a file job; answers the job's id. */
export async function startImport(kind: CatalogueKind, idRestaurant: number, file: File): Promise<number> {
  const answer = await sendFile(`${basePaths[kind]}/bulk-insert`, importQuery(idRestaurant, file, 'apply'), file);
  return fileJobSchema.pick({ id_file_job: true }).parse(answer.data).id_file_job;
}

/** Downloads the kind's file (menus: CSV in the chosen encoding); answers the saved name. */
export function exportCatalogue(kind: CatalogueKind, idRestaurant: number, encoding: CsvEncodingChoice) {
  const { format, fallbackName } = exportFormats[kind];
  return downloadFile(
    `${basePaths[kind]}/export/excel/${idRestaurant}`,
    format === 'csv' ? { encoding } : {},
    fallbackName,
  );
}

export function importImagePath(kind: CatalogueKind): string {
  return `${basePaths[kind]}/import/image`;
}

/** The image zip's answer: how many images were stored, and the codes no row has. */
export const imageZipResultSchema = z.object({
  list_not_found: z.array(z.union([z.string(), z.number()]).transform(String)),
  count_success: z.number().int(),
});
