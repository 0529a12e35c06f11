// What an import would do: the file's rows (already read by the domain's rules) checked against the
// restaurant's catalogue — codes that must exist, JAN codes new or known by update_flag, add-on
// images the restaurant may show — and sorted into rows to create, rows to update (with their
// changed fields), rows that change nothing and rows refused. The same plan serves the dry run and,
// made again inside the apply's transaction, the apply.
import type { CsvEncoding } from '@noren/domain/files/csv';
import { type MenuCsvChange, type MenuCsvMenu, menuCsvChanges, menuCsvMethods } from '@noren/domain/files/menu-csv';
import type { MenuCsvErrorCode, MenuCsvFile } from '@noren/domain/files/menu-csv-file';
import { type MenuCsvRefusal, menuCsvRefusal, notFoundRefusal } from '@noren/domain/files/menu-csv-messages';
import type { MenuCatalogue, StoredMenu } from './catalogue.ts';
import type { FileImportReport } from './file-import.ts';

export type MenuCsvReport = FileImportReport<CsvEncoding, ReportMenu, UpdatedMenu, MenuCsvRefusal>;
/** How the report names a menu: its line in the file, its JAN code and name (and an update, its id and changes). */
type ReportMenu = Pick<PlannedRow, 'row'> & Pick<MenuCsvMenu, 'jancode' | 'food_menu_name'>;
type UpdatedMenu = ReportMenu & Pick<PlannedRow, 'changes'> & Pick<StoredMenu, 'id_food_menu'>;

/** A row to write, with what the write needs: its category ids and, for an update, the stored menu. */
export interface PlannedRow {
  row: number;
  menu: MenuCsvMenu;
  id_food_category: number;
  id_food_sub_category: number;
  stored: StoredMenu | null;
  changes: MenuCsvChange[];
}

export interface MenuCsvPlan {
  report: MenuCsvReport;
  creates: PlannedRow[];
  updates: PlannedRow[];
}

/** Which image keys the restaurant may show on an add-on group (decided by the caller, in one go). */
export type UsableImages = (keys: readonly string[]) => Promise<Set<string>>;

const methodNames = Object.keys(menuCsvMethods) as (keyof typeof menuCsvMethods)[];

export async function planMenuImport(
  file: MenuCsvFile,
  catalogue: MenuCatalogue,
  fileName: string,
  mode: MenuCsvReport['mode'],
  usableImages: UsableImages,
): Promise<MenuCsvPlan> {
  const refused = [...file.refusals];
  const unknownImages = new Set<string>();
  for (const { menu } of file.rows) {
    for (const group of menu.additional)
      if (!catalogue.images.has(group.image_name)) unknownImages.add(group.image_name);
  }
  const usable = unknownImages.size === 0 ? new Set<string>() : await usableImages([...unknownImages]);

  const creates: PlannedRow[] = [];
  const updates: PlannedRow[] = [];
  let unchanged = 0;
  for (const { row, menu } of file.rows) {
    const rowRefusals: MenuCsvRefusal[] = [];
    const notFound = (thing: Parameters<typeof notFoundRefusal>[1], code: string | number, column: string) =>
      rowRefusals.push(notFoundRefusal(fileName, thing, code, row, column));
    const idCategory = catalogue.categories.get(menu.code_category);
    if (idCategory === undefined) notFound('category', menu.code_category, 'code_category');
    const sub = catalogue.subCategories.get(menu.code_sub_category);
    if (!sub) notFound('sub_category', menu.code_sub_category, 'code_sub_category');
    if (sub && idCategory !== undefined && sub.id_food_category !== idCategory) {
      rowRefusals.push(
        menuCsvRefusal('SUB_NOT_IN_CATEGORY', row, 'code_sub_category', {
          code: menu.code_sub_category,
          category: menu.code_category,
        }),
      );
    }
    for (const method of methodNames) {
      if (menu.prices[method] && !catalogue.methods.has(method))
        notFound('receiving_method', method, `apply_rm_${method}`);
    }
    menu.additional.forEach((group, i) => {
      if (!catalogue.images.has(group.image_name) && !usable.has(group.image_name)) {
        notFound('image', group.image_name, `additional_image_${i + 1}`);
      }
    });
    const stored = catalogue.menus.get(menu.jancode) ?? null;
    if (menu.update_flag === 1 && stored) {
      rowRefusals.push(menuCsvRefusal('MENU_EXISTS', row, 'jancode', { jancode: menu.jancode }));
    }
    if (menu.update_flag === 2 && !stored) notFound('menu', menu.jancode, 'jancode');
    if (rowRefusals.length > 0 || idCategory === undefined || !sub) {
      refused.push(...rowRefusals);
      continue;
    }
    const planned: PlannedRow = {
      row,
      menu,
      id_food_category: idCategory,
      id_food_sub_category: sub.id_food_sub_category,
      stored,
      changes: stored ? menuCsvChanges(stored.menu, menu) : [],
    };
    if (!stored) creates.push(planned);
    else if (planned.changes.length > 0) updates.push(planned);
    else unchanged += 1;
  }
  refused.sort((x, y) => x.row - y.row);

  const errorCode: MenuCsvErrorCode = file.errorCode === 2 ? 2 : refused.length > 0 ? 1 : 0;
  return {
    creates,
    updates,
    report: {
      mode,
      file_name: fileName,
      encoding: file.encoding,
      total_rows: file.totalRows,
      error_code: errorCode,
      create: creates.map(({ row, menu }) => ({ row, jancode: menu.jancode, food_menu_name: menu.food_menu_name })),
      update: updates.map(({ row, menu, stored, changes }) => ({
        row,
        jancode: menu.jancode,
        food_menu_name: menu.food_menu_name,
        id_food_menu: stored?.id_food_menu ?? 0,
        changes,
      })),
      unchanged,
      refused,
      success_message: [],
      count_modified: creates.length + updates.length,
    },
  };
}
