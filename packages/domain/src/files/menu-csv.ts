// The menu CSV of spec 2 §5 "CSV import (menus)": its columns, every rule of a row, and the one
// mapping between a row's cells and a menu, both ways. The export writes `menuCsvCells(menu)` and
// the import reads `readMenuCsvRow` (menu-csv-row.ts) — one column list, one formatting of each value — so what the
// export writes the import reads back unchanged. Decisions where the spec is silent are in
// apps/server/src/modules/menu-csv/README.md.
import type { TaxRate } from '../catalogue/menus/values.ts';
import { type MenuCsvRefusal, menuCsvRefusal } from './menu-csv-messages.ts';

/** The receiving methods of the price columns: takeaway = take-out (1), store = counter (2). */
export const menuCsvMethods = { takeaway: 1, store: 2, table: 3, delivery: 4 } as const;
export type MenuCsvMethod = keyof typeof menuCsvMethods;
export const menuCsvMethodKeys = Object.keys(menuCsvMethods) as MenuCsvMethod[];
const methodKeys = menuCsvMethodKeys;

/** The columns before the add-on groups, in the order the export writes them. */
export const menuCsvFixedColumns = [
  'id_food_menu',
  'update_flag',
  'code_category',
  'code_sub_category',
  'jancode',
  'food_menu_name_1',
  'food_menu_name_2',
  'food_menu_name_3',
  'food_menu_name_4',
  'food_menu_price',
  'food_menu_price_discount',
  'discount_start_date',
  'discount_start_time',
  'discount_end_date',
  'discount_end_time',
  'tax',
  'food_menu_stock_qty',
  'standard_qty_check',
  'standard_qty',
  'quota_per_user',
  'combined_purchase',
  'price_link_SG',
  'display_order',
  ...methodKeys.flatMap((method) => [`price_rm_${method}`, `apply_rm_${method}`] as const),
  'description',
  'search_keyword',
  'updated_time',
] as const;
export type MenuCsvFixedColumn = (typeof menuCsvFixedColumns)[number];

/** The 6 columns of add-on group N (spec 2 §9), N from 1. */
export const groupColumnStems = [
  'additional_item_name',
  'additional_jancode',
  'additional_image',
  'additional_name',
  'additional_cost',
  'additional_option_jancode',
] as const;
const groupColumnsCache: string[][] = [];
/** The column names of group n (made once per n: every row of a file asks for them). */
export function groupColumns(n: number): readonly string[] {
  groupColumnsCache[n] ??= groupColumnStems.map((stem) => `${stem}_${n}`);
  return groupColumnsCache[n];
}

/** The whole header for `groupCount` add-on groups. */
export function menuCsvHeader(groupCount: number): string[] {
  return [...menuCsvFixedColumns, ...Array.from({ length: groupCount }, (_, i) => [...groupColumns(i + 1)]).flat()];
}

export interface MenuCsvOption {
  additional_name: string;
  additional_cost: number;
  jancode: string | null;
}
export interface MenuCsvGroup {
  item_name: string;
  jancode: string;
  image_name: string;
  options: MenuCsvOption[];
}
export interface MenuCsvPrice {
  food_menu_price: number;
  is_applied: boolean;
}

/** A menu as the CSV holds it (codes, not ids; no image, status or switches). */
export interface MenuCsvMenu {
  update_flag: 1 | 2;
  code_category: string;
  code_sub_category: number;
  jancode: string;
  food_menu_name: string;
  food_menu_price: number;
  food_menu_price_discount: number | null;
  discount_start_date: string | null;
  discount_start_time: string | null;
  discount_end_date: string | null;
  discount_end_time: string | null;
  tax: TaxRate;
  food_menu_stock_qty: number;
  standard_qty_check: boolean;
  standard_qty: number | null;
  quota_per_user: number | null;
  combined_purchase: boolean;
  price_link_SG: boolean;
  display_order: number;
  /** The price row of each method the menu has one for. */
  prices: Partial<Record<MenuCsvMethod, MenuCsvPrice>>;
  description: string;
  search_keyword: string;
  additional: MenuCsvGroup[];
}

/** Where each column is in the file's header, and how many add-on groups it has. */
export interface MenuCsvLayout {
  index: ReadonlyMap<string, number>;
  groupCount: number;
  width: number;
}

/** Most menu rows one file may hold (a restaurant's whole catalogue fits many times over). */
export const maxMenuCsvRows = 50_000;

const groupColumnPattern = new RegExp(`^(${groupColumnStems.join('|')})_([1-9]\\d{0,2})$`);

/** The layout of a header row, or the refusals of the header (error code 2). */
export function readMenuCsvHeader(
  header: readonly string[],
): { ok: true; layout: MenuCsvLayout } | { ok: false; refusals: MenuCsvRefusal[] } {
  const refusals: MenuCsvRefusal[] = [];
  const index = new Map<string, number>();
  let groupCount = 0;
  header.forEach((raw, position) => {
    const column = raw.trim();
    if (column === '' && position === header.length - 1) return;
    const group = groupColumnPattern.exec(column);
    if (!(menuCsvFixedColumns as readonly string[]).includes(column) && !group) {
      refusals.push(menuCsvRefusal('HEADER_UNKNOWN', 1, column));
      return;
    }
    if (index.has(column)) refusals.push(menuCsvRefusal('HEADER_REPEATED', 1, column));
    index.set(column, position);
    if (group) groupCount = Math.max(groupCount, Number(group[2]));
  });
  for (const column of menuCsvHeader(groupCount)) {
    if (!index.has(column)) refusals.push(menuCsvRefusal('HEADER_MISSING', 1, column));
  }
  if (refusals.length > 0) return { ok: false, refusals };
  return { ok: true, layout: { index, groupCount, width: header.length } };
}

const flagText = (value: boolean) => (value ? '1' : '0');
const numberText = (value: number | null) => (value === null ? '' : String(value));

/**
 * The cells of one menu in header order (`groupCount` add-on groups): what the export writes and
 * what the change list compares. `extra` fills the two columns the import skips.
 */
export function menuCsvCells(
  menu: MenuCsvMenu,
  groupCount: number,
  extra: { id_food_menu?: number | null; updated_time?: string } = {},
): string[] {
  const fixed: Record<MenuCsvFixedColumn, string> = {
    id_food_menu: numberText(extra.id_food_menu ?? null),
    update_flag: String(menu.update_flag),
    code_category: menu.code_category,
    code_sub_category: String(menu.code_sub_category),
    jancode: menu.jancode,
    food_menu_name_1: menu.food_menu_name,
    food_menu_name_2: '',
    food_menu_name_3: '',
    food_menu_name_4: '',
    food_menu_price: String(menu.food_menu_price),
    food_menu_price_discount: numberText(menu.food_menu_price_discount),
    discount_start_date: menu.discount_start_date ?? '',
    discount_start_time: menu.discount_start_time ?? '',
    discount_end_date: menu.discount_end_date ?? '',
    discount_end_time: menu.discount_end_time ?? '',
    tax: String(menu.tax),
    food_menu_stock_qty: String(menu.food_menu_stock_qty),
    standard_qty_check: flagText(menu.standard_qty_check),
    standard_qty: numberText(menu.standard_qty),
    quota_per_user: numberText(menu.quota_per_user),
    combined_purchase: flagText(menu.combined_purchase),
    price_link_SG: flagText(menu.price_link_SG),
    display_order: String(menu.display_order),
    price_rm_takeaway: numberText(menu.prices.takeaway?.food_menu_price ?? null),
    apply_rm_takeaway: flagText(menu.prices.takeaway?.is_applied ?? false),
    price_rm_store: numberText(menu.prices.store?.food_menu_price ?? null),
    apply_rm_store: flagText(menu.prices.store?.is_applied ?? false),
    price_rm_table: numberText(menu.prices.table?.food_menu_price ?? null),
    apply_rm_table: flagText(menu.prices.table?.is_applied ?? false),
    price_rm_delivery: numberText(menu.prices.delivery?.food_menu_price ?? null),
    apply_rm_delivery: flagText(menu.prices.delivery?.is_applied ?? false),
    description: menu.description,
    search_keyword: menu.search_keyword,
    updated_time: extra.updated_time ?? '',
  };
  const groups = Array.from({ length: groupCount }, (_, i) => {
    const group = menu.additional[i];
    if (!group) return ['', '', '', '', '', ''];
    const options = group.options;
    const anyCost = options.some((option) => option.additional_cost > 0);
    const anyJan = options.some((option) => option.jancode);
    return [
      group.item_name,
      group.jancode,
      group.image_name,
      options.map((option) => option.additional_name).join(','),
      anyCost ? options.map((option) => String(option.additional_cost)).join(',') : '',
      anyJan ? options.map((option) => option.jancode ?? '').join(',') : '',
    ];
  });
  return [...menuCsvFixedColumns.map((column) => fixed[column]), ...groups.flat()];
}

/** One field whose value a row changes: the column and its cell before and after. */
export interface MenuCsvChange {
  field: string;
  before: string;
  after: string;
}

const notCompared = new Set<string>(['id_food_menu', 'update_flag', 'updated_time']);

/**
 * Characters Shift_JIS (cp932, as Windows and Excel use it) holds only as a look-alike: the wave
 * dash 〜 is written as the full-width tilde ～, and so on. The Shift_JIS export writes the
 * look-alike (else the character would become '?'), and a change list counts the pair as the same
 * character, so a Shift_JIS round trip changes nothing.
 */
export const cp932LookAlikes: Readonly<Record<string, string>> = {
  '\u301c': '\uff5e', // 〜 → ～
  '\u2016': '\u2225', // ‖ → ∥
  '\u2212': '\uff0d', // − → －
  '\u00a2': '\uffe0', // ¢ → ￠
  '\u00a3': '\uffe1', // £ → ￡
  '\u00ac': '\uffe2', // ¬ → ￢
  '\u2014': '\u2015', // — → ―
};
const lookAlikePattern = new RegExp(`[${Object.keys(cp932LookAlikes).join('')}]`, 'g');

/** The text with each character Shift_JIS cannot hold replaced by its cp932 look-alike. */
export function toCp932LookAlikes(text: string): string {
  return text.replace(lookAlikePattern, (char) => cp932LookAlikes[char] ?? char);
}

/** The columns whose cells differ between the stored menu and the row (as the export would write them). */
export function menuCsvChanges(stored: MenuCsvMenu, incoming: MenuCsvMenu): MenuCsvChange[] {
  const groupCount = Math.max(stored.additional.length, incoming.additional.length);
  const header = menuCsvHeader(groupCount);
  const before = menuCsvCells(stored, groupCount);
  const after = menuCsvCells(incoming, groupCount);
  const same = (x = '', y = '') => x === y || toCp932LookAlikes(x) === toCp932LookAlikes(y);
  return header.flatMap((field, i) =>
    notCompared.has(field) || same(before[i], after[i])
      ? []
      : [{ field, before: before[i] ?? '', after: after[i] ?? '' }],
  );
}
