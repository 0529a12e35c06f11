// A table file both ways: reading the rows of an uploaded .xlsx (told by its bytes: a zip) or CSV
// (Shift_JIS or UTF-8, csv.ts of the domain), and writing an .xlsx with exceljs. Every cell is
// written as a string cell (never a formula, whatever it begins with: = + - @), so a spreadsheet
// shows it as text and a formula in a name never runs.
import { type CsvEncoding, csvErrorText, readCsv } from '@noren/domain/files/csv';
import { detectFileKind } from '@noren/domain/uploads';
import excel from 'exceljs';
import { FileRefusal } from '../file-jobs/refusal.ts';

export type TableEncoding = CsvEncoding | 'xlsx';

export interface Table {
  rows: string[][];
  encoding: TableEncoding;
}

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const pad = (value: number) => String(value).padStart(2, '0');

/** A cell as text: Excel's times (a date on 1899-12-30) as HH:mm:ss, formulas by their result. */
function cellText(value: excel.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const time = `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
    const date = value.toISOString().slice(0, 10);
    return date === '1899-12-30' ? time : `${date} ${time}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText((value.result ?? null) as excel.CellValue);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

const unreadableXlsx = (fileName: string) =>
  new FileRefusal({
    en: `"${fileName}" could not be read as an Excel file (.xlsx). Save it again from Excel and try again.`,
    jp: `「${fileName}」をExcelファイル（.xlsx）として読み込めませんでした。Excelで保存し直してから再度お試しください。`,
  });

/** The first worksheet's rows as text (row 1 = the header), blank trailing cells dropped. */
async function readXlsx(bytes: Buffer, fileName: string): Promise<string[][]> {
  const workbook = new excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as excel.Buffer);
  } catch {
    throw unreadableXlsx(fileName);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadableXlsx(fileName);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows[number - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(rows, (row) => row ?? ['']);
}

/** The rows of an uploaded file; a CSV that cannot be read is refused with its bilingual reason. */
export async function readTable(bytes: Buffer, fileName: string): Promise<Table> {
  if (detectFileKind(bytes) === 'zip') return { rows: await readXlsx(bytes, fileName), encoding: 'xlsx' };
  const read = readCsv(bytes);
  if (!read.ok) {
    const text = csvErrorText(read.error);
    throw new FileRefusal(text, { row: read.error.row });
  }
  return { rows: read.value.rows, encoding: read.value.encoding };
}

/** An .xlsx of one sheet: a bold heading row, then the rows, every cell a string. */
export async function writeXlsx(
  sheetName: string,
  columns: readonly { heading: string; width: number }[],
  rows: readonly (readonly string[])[],
): Promise<Buffer> {
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({ header: column.heading, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    // Strings as strings: exceljs writes a formula only for a {formula} value, never for text.
    sheet.addRow(row.map((cell) => String(cell)));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
