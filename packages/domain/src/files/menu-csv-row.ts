// One data row of the menu CSV read by the rules of spec 2 §5 (menu-csv.ts holds the columns and
// the way back, menu → cells). Every broken rule of the row is reported, at most once per column
// and message, in column order. The helpers take the row's context rather than being closures made
// per row: a file of 10,000 rows is read in a few hundred milliseconds.
import { isValidDate, isValidTime, joinDateTime } from '../catalogue/menu-discount.ts';
import {
  joinKeywords,
  menuLimits,
  normalizeNumberText,
  parseSigned,
  parseUnsigned,
  splitKeywords,
  taxRates,
} from '../catalogue/menus/values.ts';
import {
  groupColumns,
  type MenuCsvGroup,
  type MenuCsvLayout,
  type MenuCsvMenu,
  type MenuCsvOption,
  menuCsvMethodKeys,
} from './menu-csv.ts';
import { type MenuCsvMessageCode, type MenuCsvRefusal, menuCsvRefusal } from './menu-csv-messages.ts';

export type MenuCsvRowResult = { ok: true; menu: MenuCsvMenu } | { ok: false; refusals: MenuCsvRefusal[] };

interface Row {
  cells: readonly string[];
  layout: MenuCsvLayout;
  row: number;
  refusals: MenuCsvRefusal[];
}

const digitsOnly = /^\d+$/;
const plainUnsigned = /^\d{1,9}$/;
const timePattern = /^\d{2}:\d{2}:\d{2}$/;

function refuse(r: Row, code: MenuCsvMessageCode, column: string | null, params: Record<string, string | number> = {}) {
  const refusal = menuCsvRefusal(code, r.row, column, params);
  // One refusal per column and message (an option list repeats its rule per option).
  if (!r.refusals.some((seen) => seen.column === column && seen.message === refusal.message)) r.refusals.push(refusal);
}

const raw = (r: Row, column: string): string => r.cells[r.layout.index.get(column) ?? -1] ?? '';
const text = (r: Row, column: string): string => raw(r, column).trim();

function required(r: Row, column: string): string | null {
  const value = text(r, column);
  if (value === '') refuse(r, 'BLANK', column);
  return value === '' ? null : value;
}

function limited(r: Row, column: string, value: string, max: number): string {
  if (value.length > max) refuse(r, 'TOO_LONG', column, { max });
  return value;
}

function flag(r: Row, column: string): boolean {
  const value = required(r, column);
  if (value !== null && value !== '0' && value !== '1') refuse(r, 'NOT_FLAG', column);
  return value === '1';
}

/** A whole number ≥ 0 (full-width digits read as ASCII, as the menu form reads them). */
function unsigned(r: Row, column: string, isRequired: boolean): number | null {
  const value = isRequired ? required(r, column) : text(r, column) || null;
  if (value === null) return null;
  const number = plainUnsigned.test(value) ? Number(value) : parseUnsigned(value);
  if (number === null) refuse(r, 'NOT_UNSIGNED', column);
  return number;
}

function dateOrTime(r: Row, column: string, kind: 'date' | 'time'): string | null {
  const value = text(r, column);
  if (value === '') return null;
  const valid = kind === 'date' ? isValidDate(value) : timePattern.test(value) && isValidTime(value);
  if (!valid) refuse(r, kind === 'date' ? 'NOT_DATE' : 'NOT_TIME', column);
  return valid ? value : null;
}

function code(r: Row, column: string): string | null {
  const value = required(r, column);
  if (value !== null && !digitsOnly.test(value)) refuse(r, 'NOT_DIGITS', column);
  return value !== null && digitsOnly.test(value) ? value : null;
}

/** Spec 2 §5: the menu name is built from four name columns joined by spaces. */
const nameColumns = ['food_menu_name_1', 'food_menu_name_2', 'food_menu_name_3', 'food_menu_name_4'];

const windowColumns = [
  ['discount_start_date', 'date'],
  ['discount_start_time', 'time'],
  ['discount_end_date', 'date'],
  ['discount_end_time', 'time'],
] as const;

/** The discount window: all four cells with a discount price; the end after the start. */
function discountWindow(r: Row, discount: number | null) {
  const [startDate = null, startTime = null, endDate = null, endTime = null] = windowColumns.map(([column, kind]) => {
    if (discount !== null && text(r, column) === '') refuse(r, 'BLANK', column);
    return dateOrTime(r, column, kind);
  });
  const start = joinDateTime(startDate, startTime);
  const end = joinDateTime(endDate, endTime);
  if (discount !== null && start !== null && end !== null && start >= end) refuse(r, 'DISCOUNT_END_BEFORE_START', null);
  return {
    discount_start_date: startDate,
    discount_start_time: startTime,
    discount_end_date: endDate,
    discount_end_time: endTime,
  };
}

/** The price row of each method: a blank price of an applied method is the base price when linked. */
function prices(r: Row, price: number | null, linked: boolean): MenuCsvMenu['prices'] {
  const result: MenuCsvMenu['prices'] = {};
  for (const method of menuCsvMethodKeys) {
    const applied = flag(r, `apply_rm_${method}`);
    let methodPrice = unsigned(r, `price_rm_${method}`, false);
    if (methodPrice === null && applied && text(r, `price_rm_${method}`) === '') {
      if (linked) methodPrice = price;
      else refuse(r, 'BLANK', `price_rm_${method}`);
    }
    if (methodPrice !== null) result[method] = { food_menu_price: methodPrice, is_applied: applied };
  }
  return result;
}

/** A comma list of a group, as many values as option names; null when blank or miscounted. */
function optionList(r: Row, column: string, namesColumn: string, count: number): string[] | null {
  const value = text(r, column);
  if (value === '') return null;
  const values = value.split(',').map((part) => part.trim());
  if (values.length === count) return values;
  refuse(r, 'OPTION_COUNT', column, { count: values.length, names: namesColumn, expected: count });
  return null;
}

/** Add-on group n (6 columns), or null when all its cells are blank. */
function group(r: Row, n: number): MenuCsvGroup | null {
  const columns = groupColumns(n);
  if (columns.every((column) => text(r, column) === '')) return null;
  const [itemColumn, janColumn, imageColumn, namesColumn, costsColumn, optionJanColumn] = columns as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const itemName = limited(r, itemColumn, required(r, itemColumn) ?? '', menuLimits.itemName);
  const image = limited(r, imageColumn, required(r, imageColumn) ?? '', menuLimits.fileKey);
  const groupJan = limited(r, janColumn, text(r, janColumn), menuLimits.jancode);
  const names =
    text(r, namesColumn) === ''
      ? []
      : text(r, namesColumn)
          .split(',')
          .map((part) => part.trim());
  const costs = optionList(r, costsColumn, namesColumn, names.length);
  const optionJans = optionList(r, optionJanColumn, namesColumn, names.length);
  const options = names.map((optionName, i): MenuCsvOption => {
    if (optionName === '') refuse(r, 'BLANK', namesColumn);
    else limited(r, namesColumn, optionName, menuLimits.itemName);
    const costText = normalizeNumberText(costs?.[i] ?? '');
    const cost = costText === '' ? 0 : parseUnsigned(costText);
    if (cost === null) refuse(r, 'NOT_UNSIGNED', costsColumn);
    const optionJan = optionJans?.[i] ?? '';
    // Spec 2 §5: an additional cost above 0 needs a JAN code.
    if (cost !== null && cost > 0 && optionJan === '') refuse(r, 'BLANK', optionJanColumn);
    limited(r, optionJanColumn, optionJan, menuLimits.jancode);
    return { additional_name: optionName, additional_cost: cost ?? 0, jancode: optionJan === '' ? null : optionJan };
  });
  return { item_name: itemName, jancode: groupJan, image_name: image, options };
}

/**
 * One data row (`row`: its number as the spreadsheet shows it, the header being row 1) read by the
 * rules of spec 2 §5, in column order.
 */
export function readMenuCsvRow(cells: readonly string[], row: number, layout: MenuCsvLayout): MenuCsvRowResult {
  const r: Row = { cells, layout, row, refusals: [] };
  if (cells.slice(layout.width).some((cell) => cell.trim() !== '')) {
    refuse(r, 'TOO_MANY_CELLS', null, { count: cells.length, expected: layout.width });
  }
  const updateFlag = required(r, 'update_flag');
  if (updateFlag !== null && updateFlag !== '1' && updateFlag !== '2') refuse(r, 'NOT_UPDATE_FLAG', 'update_flag');
  const codeCategory = code(r, 'code_category');
  const codeSubCategory = code(r, 'code_sub_category');
  if (codeSubCategory !== null && codeSubCategory.length > 9) refuse(r, 'NOT_UNSIGNED', 'code_sub_category');
  const jancode = limited(r, 'jancode', required(r, 'jancode') ?? '', menuLimits.jancode);

  const nameParts = nameColumns.map((column) => text(r, column)).filter((part) => part !== '');
  if (nameParts.length === 0) refuse(r, 'BLANK', 'food_menu_name_1');
  const name = limited(r, 'food_menu_name_1', nameParts.join(' '), menuLimits.name);

  const price = unsigned(r, 'food_menu_price', true);
  const discount = unsigned(r, 'food_menu_price_discount', false);
  if (discount !== null && price !== null && discount > price)
    refuse(r, 'DISCOUNT_ABOVE_PRICE', 'food_menu_price_discount');
  const window = discountWindow(r, discount);

  const taxText = required(r, 'tax');
  const tax = taxRates.find((rate) => String(rate) === taxText);
  if (taxText !== null && tax === undefined) refuse(r, 'NOT_TAX', 'tax');

  const stockText = required(r, 'food_menu_stock_qty');
  const stock = stockText === null ? null : parseSigned(stockText);
  if (stockText !== null && stock === null) refuse(r, 'NOT_SIGNED', 'food_menu_stock_qty');

  const standardCheck = flag(r, 'standard_qty_check');
  const standard = unsigned(r, 'standard_qty', standardCheck);
  if (standardCheck && standard === 0) refuse(r, 'QUANTITY_MIN', 'standard_qty');
  const quota = unsigned(r, 'quota_per_user', false);
  const combined = flag(r, 'combined_purchase');
  const linked = flag(r, 'price_link_SG');
  const displayOrder = unsigned(r, 'display_order', false) ?? 0;
  const methodPrices = prices(r, price, linked);

  const description = limited(r, 'description', raw(r, 'description'), menuLimits.description);
  const keywords = splitKeywords(text(r, 'search_keyword'));
  if (keywords.some((word) => word.length > menuLimits.keyword)) {
    refuse(r, 'TOO_LONG', 'search_keyword', { max: menuLimits.keyword });
  }
  const searchKeyword = limited(r, 'search_keyword', joinKeywords(keywords), menuLimits.keywords);

  const additional: MenuCsvGroup[] = [];
  for (let n = 1; n <= layout.groupCount; n += 1) {
    const read = group(r, n);
    if (read) additional.push(read);
  }
  if (additional.length > menuLimits.groups)
    refuse(r, 'TOO_LONG', 'additional_item_name_1', { max: menuLimits.groups });

  // Only a row with every column right comes this far with no refusals: then every value is set.
  if (r.refusals.length > 0) return { ok: false, refusals: r.refusals };
  return {
    ok: true,
    menu: {
      update_flag: updateFlag === '1' ? 1 : 2,
      code_category: codeCategory ?? '',
      code_sub_category: Number(codeSubCategory),
      jancode,
      food_menu_name: name,
      food_menu_price: price ?? 0,
      food_menu_price_discount: discount,
      ...window,
      tax: tax ?? 8,
      food_menu_stock_qty: stock ?? 0,
      standard_qty_check: standardCheck,
      standard_qty: standard,
      // Blank or 0: no per-order maximum.
      quota_per_user: quota === 0 ? null : quota,
      combined_purchase: combined,
      price_link_SG: linked,
      display_order: displayOrder,
      prices: methodPrices,
      description,
      search_keyword: searchKeyword,
      additional,
    },
  };
}
