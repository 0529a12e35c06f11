// A whole menu CSV file read by the rules of spec 2 §5: bytes → encoding → records → header →
// menus, with every refusal and the error code of spec 2 §8 (2: the file cannot be read as the menu
// CSV; 1: rows break rules). Checks that need the restaurant's data (codes that must exist, JAN
// codes already taken) are the server's; this is all that the file alone tells.
import { type CsvEncoding, type CsvParseOptions, readCsv } from './csv.ts';
import { type MenuCsvLayout, type MenuCsvMenu, maxMenuCsvRows, readMenuCsvHeader } from './menu-csv.ts';
import { csvErrorRefusal, type MenuCsvRefusal, menuCsvRefusal } from './menu-csv-messages.ts';
import { readMenuCsvRow } from './menu-csv-row.ts';

/** Spec 2 §8: CSV parse error code 2; row error code 1; 0 when nothing is refused. */
export type MenuCsvErrorCode = 0 | 1 | 2;

export interface MenuCsvFileRow {
  /** The row number the spreadsheet shows (the header is row 1). */
  row: number;
  menu: MenuCsvMenu;
}

export interface MenuCsvFile {
  encoding: CsvEncoding | null;
  layout: MenuCsvLayout | null;
  /** Data rows read (blank lines not counted). */
  totalRows: number;
  rows: MenuCsvFileRow[];
  refusals: MenuCsvRefusal[];
  errorCode: MenuCsvErrorCode;
}

const fileRefused = (encoding: CsvEncoding | null, refusals: MenuCsvRefusal[]): MenuCsvFile => ({
  encoding,
  layout: null,
  totalRows: 0,
  rows: [],
  refusals,
  errorCode: 2,
});

const isBlankRecord = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** Reads a menu CSV file; the rows that pass every rule, and the refusals of the others. */
export function readMenuCsvFile(bytes: Uint8Array, options: CsvParseOptions = {}): MenuCsvFile {
  const read = readCsv(bytes, options);
  if (!read.ok) return fileRefused(null, [csvErrorRefusal(read.error)]);
  const { rows: records, encoding } = read.value;
  const [header = [], ...data] = records;
  const head = readMenuCsvHeader(header);
  if (!head.ok) return fileRefused(encoding, head.refusals);
  const layout = head.layout;

  const numbered = data.flatMap((cells, i) => (isBlankRecord(cells) ? [] : [{ cells, row: i + 2 }]));
  if (numbered.length === 0) return fileRefused(encoding, [menuCsvRefusal('NO_ROWS', 0, null)]);
  if (numbered.length > maxMenuCsvRows) {
    return fileRefused(encoding, [menuCsvRefusal('TOO_MANY_ROWS', 0, null, { max: maxMenuCsvRows })]);
  }

  const rows: MenuCsvFileRow[] = [];
  const refusals: MenuCsvRefusal[] = [];
  /** The first row of each JAN code: a later row with the same code is refused (spec 2 §5). */
  const firstRowOf = new Map<string, number>();
  for (const { cells, row } of numbered) {
    const result = readMenuCsvRow(cells, row, layout);
    const jancode = (cells[layout.index.get('jancode') ?? -1] ?? '').trim();
    const first = jancode === '' ? undefined : firstRowOf.get(jancode);
    if (jancode !== '' && first === undefined) firstRowOf.set(jancode, row);
    const duplicate = first === undefined ? [] : [menuCsvRefusal('DUPLICATE_JAN', row, 'jancode', { jancode, first })];
    if (result.ok && duplicate.length === 0) rows.push({ row, menu: result.menu });
    else refusals.push(...duplicate, ...(result.ok ? [] : result.refusals));
  }
  return {
    encoding,
    layout,
    totalRows: numbered.length,
    rows,
    refusals,
    errorCode: refusals.length > 0 ? 1 : 0,
  };
}
