// The columns of the category and sub-category files (decided here: spec 2 §5 "Detailed column
// specs: not shown"; see README.md) and the reading of one row into the values to write, with its
// row-numbered bilingual refusals. The export writes exactly what this reads.
import { categoryLimits } from '@noren/domain/catalogue/categories';
import { subCategoryLimits } from '@noren/domain/catalogue/sub-categories';
import { type MenuCsvRefusal, menuCsvMessages } from '@noren/domain/files/menu-csv-messages';
import type { BilingualText } from '@noren/domain/messages';
import { normalizeTime, scheduleIssues, type WeekdaySchedule, weekdays } from '@noren/domain/schedule';
import { isCleanText } from '@noren/domain/zod-blocks';
import { categoryFileMessages } from './texts.ts';

export interface Column {
  key: string;
  heading: string;
  width: number;
  /** A file may leave the column out (the value is then kept, or its default used). */
  optional?: boolean;
  /** Written by the export for the owner's reference, never read. */
  skipped?: boolean;
}

export const categoryColumns: readonly Column[] = [
  { key: 'code_category', heading: 'カテゴリーコード', width: 16 },
  { key: 'category_name', heading: 'カテゴリー名', width: 30 },
  { key: 'description', heading: '説明', width: 40 },
  { key: 'status', heading: 'ステータス', width: 12 },
  { key: 'display_order', heading: '表示順', width: 10, optional: true },
  { key: 'updated_at', heading: '更新日時', width: 20, optional: true, skipped: true },
];

const dayNames = ['月', '火', '水', '木', '金', '土', '日'] as const;
const shiftFields = ['start_shift_1', 'end_shift_1', 'start_shift_2', 'end_shift_2'] as const;
const shiftHeadings = { start_shift_1: '開始1', end_shift_1: '終了1', start_shift_2: '開始2', end_shift_2: '終了2' };

/** Per day, Monday (0) to Sunday (6): the restriction switch, then the two shifts. */
export const scheduleColumns: readonly Column[] = weekdays.flatMap((day) => [
  { key: `day${day}_active`, heading: `${dayNames[day]}曜 販売制限`, width: 12, optional: true },
  ...shiftFields.map((field) => ({
    key: `day${day}_${field}`,
    heading: `${dayNames[day]}曜 ${shiftHeadings[field]}`,
    width: 10,
    optional: true,
  })),
]);

export const subCategoryColumns: readonly Column[] = [
  { key: 'code_category', heading: 'カテゴリーコード', width: 16 },
  { key: 'code_sub_category', heading: 'サブカテゴリーコード', width: 18 },
  { key: 'sub_category_name', heading: 'サブカテゴリー名', width: 30 },
  { key: 'description', heading: '説明', width: 40 },
  { key: 'status', heading: 'ステータス', width: 12 },
  { key: 'display_order', heading: '表示順', width: 10, optional: true },
  ...scheduleColumns,
  { key: 'updated_at', heading: '更新日時', width: 20, optional: true, skipped: true },
];

export type Refusal = MenuCsvRefusal;

const fill = (template: string, params: Readonly<Record<string, string | number>>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));

export function refusal(
  text: BilingualText,
  row: number,
  column: string | null,
  params: Readonly<Record<string, string | number>> = {},
): Refusal {
  const all = { row, column: column ?? '', ...params };
  return { row, column, message: fill(text.en, all), message_jp: fill(text.jp, all) };
}

/** One row's cells by column key, and the refusals met while reading them. */
export class RowReader {
  readonly refusals: Refusal[] = [];
  constructor(
    private readonly cells: ReadonlyMap<string, string>,
    readonly row: number,
    private readonly headings: ReadonlyMap<string, string>,
  ) {}

  has(key: string): boolean {
    return this.cells.has(key);
  }

  private refuse(text: BilingualText, key: string, params: Record<string, string | number> = {}) {
    this.refusals.push(refusal(text, this.row, this.headings.get(key) ?? key, params));
    return null;
  }

  /** Trimmed text; blank refused unless `optional`; at most `max`; clean. */
  text(key: string, max: number, options: { optional?: boolean; multiline?: boolean } = {}): string | null {
    // A line break inside a cell is LF, as Excel keeps it (Alt+Enter); a CSV may carry CRLF.
    const value = (this.cells.get(key) ?? '').replace(/\r\n?/g, '\n').trim();
    if (value === '') return options.optional ? '' : this.refuse(menuCsvMessages.BLANK, key);
    if (value.length > max) return this.refuse(menuCsvMessages.TOO_LONG, key, { max });
    if (!isCleanText(value, { multiline: options.multiline ?? false }))
      return this.refuse(categoryFileMessages.NOT_CLEAN, key);
    return value;
  }

  /** Digits only (full-width digits read as such), at most `maxLength` of them. */
  digits(key: string, maxLength: number): string | null {
    const value = this.text(key, 1_000);
    if (value === null) return null;
    const digits = value.normalize('NFKC');
    if (!/^\d+$/.test(digits)) return this.refuse(menuCsvMessages.NOT_DIGITS, key);
    if (digits.length > maxLength) return this.refuse(menuCsvMessages.TOO_LONG, key, { max: maxLength });
    return digits;
  }

  /** 有効 / 無効 (also active / inactive, 1 / 0, true / false). */
  active(key: string): boolean | null {
    const value = this.text(key, 20);
    if (value === null) return null;
    const word = value.normalize('NFKC').toLowerCase();
    if (['有効', 'active', '1', 'true'].includes(word)) return true;
    if (['無効', 'inactive', '0', 'false'].includes(word)) return false;
    return this.refuse(categoryFileMessages.NOT_STATUS, key);
  }

  /** A whole number of 0 or more, or null when blank (or the column is absent). */
  order(key: string): number | null {
    const value = (this.cells.get(key) ?? '').trim().normalize('NFKC');
    if (value === '') return null;
    if (!/^\d{1,9}$/.test(value)) return this.refuse(menuCsvMessages.NOT_UNSIGNED, key);
    return Number(value);
  }

  /** 0 or 1 (blank = 0). */
  flag(key: string): boolean | null {
    const value = (this.cells.get(key) ?? '').trim().normalize('NFKC');
    if (value === '' || value === '0') return false;
    if (value === '1') return true;
    this.refuse(menuCsvMessages.NOT_FLAG, key);
    return null;
  }

  /** HH:mm:ss (HH:mm read as :00), or null when blank. */
  time(key: string): string | null | undefined {
    const value = (this.cells.get(key) ?? '').trim().normalize('NFKC');
    if (value === '') return null;
    const time = normalizeTime(value);
    if (time === null) {
      this.refuse(menuCsvMessages.NOT_TIME, key);
      return undefined;
    }
    return time;
  }
}

export interface CategoryRow {
  row: number;
  code_category: string;
  category_name: string;
  description: string;
  status: 'active' | 'inactive';
  display_order: number | null;
}

export function readCategoryRow(reader: RowReader): CategoryRow | null {
  const code = reader.digits('code_category', categoryLimits.code);
  const name = reader.text('category_name', categoryLimits.name);
  const description = reader.text('description', categoryLimits.description, { multiline: true });
  const active = reader.active('status');
  const order = reader.order('display_order');
  if (reader.refusals.length > 0 || code === null || name === null || description === null || active === null) {
    return null;
  }
  return {
    row: reader.row,
    code_category: code,
    category_name: name,
    description,
    status: active ? 'active' : 'inactive',
    display_order: order,
  };
}

export interface SubCategoryRow {
  row: number;
  code_category: string;
  code_sub_category: number;
  sub_category_name: string;
  description: string;
  status: boolean;
  display_order: number | null;
  /** Null when the file has no schedule columns: the current schedule is kept. */
  inactive_data: WeekdaySchedule[] | null;
}

function readSchedule(reader: RowReader): WeekdaySchedule[] | null {
  if (!scheduleColumns.every((column) => reader.has(column.key))) return null;
  const week = weekdays.map((day) => {
    const times = Object.fromEntries(shiftFields.map((field) => [field, reader.time(`day${day}_${field}`) ?? null]));
    return { day_of_week: day, active: reader.flag(`day${day}_active`) ?? false, ...times } as WeekdaySchedule;
  });
  for (const issue of scheduleIssues(week)) {
    const text = categoryFileMessages[issue.error];
    reader.refusals.push(refusal(text, reader.row, `${dayNames[issue.day_of_week]}曜 ${shiftHeadings[issue.field]}`));
  }
  return week;
}

export function readSubCategoryRow(reader: RowReader): SubCategoryRow | null {
  const category = reader.digits('code_category', categoryLimits.code);
  const code = reader.digits('code_sub_category', 10);
  if (code !== null && Number(code) > subCategoryLimits.code) {
    reader.refusals.push(
      refusal(categoryFileMessages.NUMBER_TOO_LARGE, reader.row, 'サブカテゴリーコード', {
        max: subCategoryLimits.code,
      }),
    );
  }
  const name = reader.text('sub_category_name', subCategoryLimits.name);
  const description = reader.text('description', subCategoryLimits.description, { multiline: true });
  const active = reader.active('status');
  const order = reader.order('display_order');
  const schedule = readSchedule(reader);
  if (
    reader.refusals.length > 0 ||
    category === null ||
    code === null ||
    name === null ||
    description === null ||
    active === null
  ) {
    return null;
  }
  return {
    row: reader.row,
    code_category: category,
    code_sub_category: Number(code),
    sub_category_name: name,
    description,
    status: active,
    display_order: order,
    inactive_data: schedule,
  };
}

/** A schedule as the export writes it: per day the switch (0/1) and the four times. */
export function scheduleCells(week: readonly WeekdaySchedule[]): string[] {
  return weekdays.flatMap((day) => {
    const entry = week.find((item) => item.day_of_week === day);
    return [entry?.active ? '1' : '0', ...shiftFields.map((field) => entry?.[field] ?? '')];
  });
}
