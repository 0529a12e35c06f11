// CSV as Japanese Excel really writes it (issue 12): the encoding told by the bytes (UTF-8 with or
// without BOM, else Shift_JIS / cp932), CRLF or LF, quoted cells holding commas, quotes and line
// breaks. The writer answers CRLF text that Excel opens and that this reader reads back unchanged.
// Pure: bytes in, rows out. Turning text into Shift_JIS bytes is the server's job (iconv-lite, cp932).
//
// Formula guard (the rule, both directions):
// - writing, a cell is prefixed with one apostrophe when, after any leading apostrophes, it begins
//   with = + - @ TAB or CR and is not a plain number ("-5" and "+3" stay as they are, so a negative
//   stock stays a number in Excel): "=SUM(A1)" → "'=SUM(A1)", "'=x" → "''=x";
// - reading, one apostrophe is dropped from a cell that is one or more apostrophes followed by one
//   of those characters: "'=SUM(A1)" → "=SUM(A1)", "''=x" → "'=x".
// So write → read is the identity for every cell, and a spreadsheet never runs a cell as a formula.

import type { BilingualText } from '../messages/core.ts';

/** How the bytes of a file were read. */
export type CsvEncoding = 'utf-8-bom' | 'utf-8' | 'shift_jis';

/** Why a file could not be read as CSV. */
export type CsvErrorCode =
  | 'CSV_EMPTY'
  | 'CSV_NOT_TEXT'
  | 'CSV_UNKNOWN_ENCODING'
  | 'CSV_UNTERMINATED_QUOTE'
  | 'CSV_ROW_TOO_LONG'
  | 'CSV_QUOTE_IN_CELL';

export interface CsvError {
  code: CsvErrorCode;
  /** The 1-based row (record) the error is in, 0 when it concerns the whole file. */
  row: number;
  params: Readonly<Record<string, string | number>>;
}

/** Texts of the CSV reading errors; {row} is the 1-based record number (the header is row 1). */
export const csvMessages = {
  CSV_EMPTY: { en: 'The file is empty.', jp: 'ファイルが空です。' },
  CSV_NOT_TEXT: {
    en: 'The file is not a CSV text file (it contains binary data).',
    jp: 'ファイルがCSV形式のテキストではありません（バイナリデータが含まれています）。',
  },
  CSV_UNKNOWN_ENCODING: {
    en: 'The file is neither UTF-8 nor Shift_JIS text. Save it as CSV from Excel and try again.',
    jp: 'ファイルの文字コードがUTF-8でもShift_JISでもありません。ExcelでCSV形式で保存してから再度お試しください。',
  },
  CSV_UNTERMINATED_QUOTE: {
    en: 'Row {row}: a quoted cell is not closed (a " is missing).',
    jp: '{row}行目: 引用符（"）で始まるセルが閉じられていません。',
  },
  CSV_ROW_TOO_LONG: {
    en: 'Row {row}: the row is longer than {max} characters.',
    jp: '{row}行目: 行が{max}文字を超えています。',
  },
  CSV_QUOTE_IN_CELL: {
    en: 'Row {row}: a quoted cell is followed by more text (write a " inside a quoted cell as "").',
    jp: '{row}行目: 引用符で閉じたセルの後に文字があります（セル内の"は""と記述してください）。',
  },
} as const satisfies Record<CsvErrorCode, BilingualText>;

export type CsvResult<T> = { ok: true; value: T } | { ok: false; error: CsvError };

const fail = (code: CsvErrorCode, row = 0, params: Record<string, string | number> = {}) =>
  ({ ok: false, error: { code, row, params } }) as const;

/** The bilingual text of an error with its placeholders filled in. */
export function csvErrorText(error: CsvError): BilingualText {
  const text: BilingualText = csvMessages[error.code];
  const fill = (template: string) =>
    template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name === 'row' ? String(error.row) : String(error.params[name] ?? whole),
    );
  return { en: fill(text.en), jp: fill(text.jp) };
}

const hasUtf8Bom = (bytes: Uint8Array) => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

/**
 * Which encoding the bytes are in: a UTF-8 BOM → UTF-8 (BOM); bytes that are valid UTF-8 → UTF-8;
 * otherwise Shift_JIS (cp932, as Japanese Excel saves "CSV (コンマ区切り)"). Pure ASCII is valid
 * UTF-8 and reads the same either way.
 */
export function detectCsvEncoding(bytes: Uint8Array): CsvEncoding {
  if (hasUtf8Bom(bytes)) return 'utf-8-bom';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'shift_jis';
  }
}

/**
 * The text of a CSV file and the encoding it was read in. Refuses an empty file (nothing but a BOM
 * and blank lines), binary data (NUL bytes: UTF-16, xlsx, images) and bytes that are not valid in
 * Shift_JIS either.
 */
export function decodeCsvBytes(bytes: Uint8Array): CsvResult<{ text: string; encoding: CsvEncoding }> {
  const encoding = detectCsvEncoding(bytes);
  const body = encoding === 'utf-8-bom' ? bytes.subarray(3) : bytes;
  if (body.includes(0)) return fail('CSV_NOT_TEXT');
  let text: string;
  try {
    text = new TextDecoder(encoding === 'shift_jis' ? 'shift_jis' : 'utf-8', { fatal: true }).decode(body);
  } catch {
    return fail('CSV_UNKNOWN_ENCODING');
  }
  if (text.trim() === '') return fail('CSV_EMPTY');
  return { ok: true, value: { text, encoding } };
}

export interface CsvParseOptions {
  /** Longest record accepted, in characters (line breaks inside quotes included). */
  maxRowChars?: number;
}

/** Default longest record: far above any menu row, far below a runaway unterminated quote. */
export const defaultMaxRowChars = 100_000;

const formulaStart = /^'*[=+\-@\t\r]/;
const escapedFormula = /^'+[=+\-@\t\r]/;
const plainNumber = /^[+-]?\d+(\.\d+)?$/;

/** The cell as read back from a written file (drops the formula guard's apostrophe). */
export function unescapeCell(cell: string): string {
  return escapedFormula.test(cell) ? cell.slice(1) : cell;
}

/** The cell as written (adds the formula guard's apostrophe, see the rule at the top). */
export function escapeCell(cell: string): string {
  return formulaStart.test(cell) && !plainNumber.test(cell) ? `'${cell}` : cell;
}

/**
 * The records of a CSV text: cells split on commas, "…" quoting with "" for a quote, CRLF, LF or
 * CR ending a record, the last line ending optional, blank lines kept as a record of one empty cell
 * (so record numbers stay those a spreadsheet shows). Cells come back with the formula guard undone.
 */
export function parseCsv(text: string, options: CsvParseOptions = {}): CsvResult<string[][]> {
  const maxRowChars = options.maxRowChars ?? defaultMaxRowChars;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let rowStart = 0;
  let i = 0;
  const length = source.length;
  // Whether the current cell was quoted: an empty quoted cell ("") at the end still counts.
  let quoted = false;
  const endCell = () => {
    row.push(unescapeCell(cell));
    cell = '';
    quoted = false;
  };
  while (i < length) {
    if (i - rowStart > maxRowChars) return fail('CSV_ROW_TOO_LONG', rows.length + 1, { max: maxRowChars });
    const char = source[i];
    if (char === '"' && cell === '') {
      // A quoted cell: runs to the next lone quote, through commas and line breaks.
      let j = i + 1;
      let value = '';
      for (;;) {
        const close = source.indexOf('"', j);
        if (close === -1 || close - rowStart > maxRowChars) {
          return close === -1
            ? fail('CSV_UNTERMINATED_QUOTE', rows.length + 1)
            : fail('CSV_ROW_TOO_LONG', rows.length + 1, { max: maxRowChars });
        }
        value += source.slice(j, close);
        if (source[close + 1] === '"') {
          value += '"';
          j = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      const next = source[i];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
        return fail('CSV_QUOTE_IN_CELL', rows.length + 1);
      }
      cell = value;
      quoted = true;
      continue;
    }
    if (char === ',') {
      endCell();
      i += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i += char === '\r' && source[i + 1] === '\n' ? 2 : 1;
      rowStart = i;
      continue;
    }
    // Plain text up to the next separator, in one slice (fast for long unquoted cells).
    let j = i;
    while (j < length) {
      const c = source.charCodeAt(j);
      if (c === 44 || c === 13 || c === 10) break;
      j += 1;
    }
    // A quote inside an unquoted cell is taken literally (as Excel reads it).
    const piece = source.slice(i, j);
    if (j - rowStart > maxRowChars) return fail('CSV_ROW_TOO_LONG', rows.length + 1, { max: maxRowChars });
    cell += piece;
    i = j;
  }
  if (cell !== '' || quoted || row.length > 0) {
    endCell();
    rows.push(row);
  }
  if (rows.length === 0) return fail('CSV_EMPTY');
  return { ok: true, value: rows };
}

/** Bytes → records: {@link decodeCsvBytes} then {@link parseCsv}. */
export function readCsv(
  bytes: Uint8Array,
  options: CsvParseOptions = {},
): CsvResult<{ rows: string[][]; encoding: CsvEncoding }> {
  const decoded = decodeCsvBytes(bytes);
  if (!decoded.ok) return decoded;
  const parsed = parseCsv(decoded.value.text, options);
  if (!parsed.ok) return parsed;
  return { ok: true, value: { rows: parsed.value, encoding: decoded.value.encoding } };
}

const needsQuotes = /[",\r\n]/;

/** One cell as written: formula-guarded, then quoted when it holds a comma, a quote or a line break. */
export function formatCsvCell(cell: string): string {
  const guarded = escapeCell(cell);
  return needsQuotes.test(guarded) || guarded !== guarded.trim() ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** One record as written, ending in CRLF. */
export function formatCsvRow(cells: readonly string[]): string {
  return `${cells.map(formatCsvCell).join(',')}\r\n`;
}

/** A whole CSV text (CRLF after every record, no BOM: the caller adds one for UTF-8 downloads). */
export function formatCsv(rows: readonly (readonly string[])[]): string {
  return rows.map(formatCsvRow).join('');
}
