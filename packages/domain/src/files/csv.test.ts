import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csvErrorText,
  decodeCsvBytes,
  detectCsvEncoding,
  escapeCell,
  formatCsv,
  parseCsv,
  readCsv,
  unescapeCell,
} from './csv.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
// "メニュー,価格\r\n" in Shift_JIS, as Japanese Excel saves it.
const sjisHeader = Uint8Array.from([
  0x83, 0x81, 0x83, 0x6a, 0x83, 0x85, 0x81, 0x5b, 0x2c, 0x89, 0xbf, 0x8a, 0x69, 0x0d, 0x0a,
]);

describe('encoding by the bytes', () => {
  it('reads a UTF-8 BOM as UTF-8 and drops the BOM', () => {
    const result = readCsv(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('名前,値\r\n')]));
    expect(result).toEqual({ ok: true, value: { encoding: 'utf-8-bom', rows: [['名前', '値']] } });
  });
  it('reads valid UTF-8 without BOM as UTF-8', () => {
    expect(detectCsvEncoding(utf8('寿司,1\n'))).toBe('utf-8');
    expect(readCsv(utf8('寿司,1\n'))).toEqual({ ok: true, value: { encoding: 'utf-8', rows: [['寿司', '1']] } });
  });
  it('reads other bytes as Shift_JIS (cp932)', () => {
    expect(readCsv(sjisHeader)).toEqual({ ok: true, value: { encoding: 'shift_jis', rows: [['メニュー', '価格']] } });
  });
  it('refuses an empty file, a BOM alone and blank lines', () => {
    for (const bytes of [new Uint8Array(), Uint8Array.from([0xef, 0xbb, 0xbf]), utf8('\r\n\r\n')]) {
      expect(decodeCsvBytes(bytes)).toEqual({ ok: false, error: { code: 'CSV_EMPTY', row: 0, params: {} } });
    }
  });
  it('refuses binary data such as UTF-16', () => {
    const utf16 = Uint8Array.from([0xff, 0xfe, 0x41, 0x00, 0x2c, 0x00]);
    expect(decodeCsvBytes(utf16)).toMatchObject({ ok: false, error: { code: 'CSV_NOT_TEXT' } });
  });
  it('refuses bytes that are neither UTF-8 nor Shift_JIS', () => {
    expect(decodeCsvBytes(Uint8Array.from([0x41, 0x82, 0xff, 0xfd]))).toMatchObject({
      ok: false,
      error: { code: 'CSV_UNKNOWN_ENCODING' },
    });
  });
});

describe('parseCsv', () => {
  it('reads CRLF, LF and quoted cells with commas, quotes and line breaks', () => {
    const text = 'a,"b,1","say ""hi""","two\r\nlines"\r\nc,,""\nlast';
    expect(parseCsv(text)).toEqual({
      ok: true,
      value: [['a', 'b,1', 'say "hi"', 'two\r\nlines'], ['c', '', ''], ['last']],
    });
  });
  it('keeps a blank line as a record so row numbers match the spreadsheet', () => {
    expect(parseCsv('h\r\n\r\nx\r\n')).toEqual({ ok: true, value: [['h'], [''], ['x']] });
  });
  it('keeps an empty quoted last cell', () => {
    expect(parseCsv('a,""')).toEqual({ ok: true, value: [['a', '']] });
  });
  it('names the row of an unterminated quote', () => {
    const result = parseCsv('h\r\nok\r\n"never closed,\r\nmore');
    expect(result).toEqual({ ok: false, error: { code: 'CSV_UNTERMINATED_QUOTE', row: 3, params: {} } });
    if (!result.ok) {
      expect(csvErrorText(result.error)).toEqual({
        en: 'Row 3: a quoted cell is not closed (a " is missing).',
        jp: '3行目: 引用符（"）で始まるセルが閉じられていません。',
      });
    }
  });
  it('refuses text after a closing quote', () => {
    expect(parseCsv('"a"b,c')).toMatchObject({ ok: false, error: { code: 'CSV_QUOTE_IN_CELL', row: 1 } });
  });
  it('refuses a row that is too long, naming it', () => {
    const result = parseCsv(`h\r\n${'x'.repeat(50)}`, { maxRowChars: 20 });
    expect(result).toEqual({ ok: false, error: { code: 'CSV_ROW_TOO_LONG', row: 2, params: { max: 20 } } });
    if (!result.ok) expect(csvErrorText(result.error).en).toBe('Row 2: the row is longer than 20 characters.');
    expect(parseCsv(`"${'x'.repeat(50)}"`, { maxRowChars: 20 })).toMatchObject({
      ok: false,
      error: { code: 'CSV_ROW_TOO_LONG', row: 1 },
    });
  });
});

describe('formula guard', () => {
  it('escapes cells beginning with = + - @ tab or CR, but not plain numbers', () => {
    expect(escapeCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(escapeCell('+81 3')).toBe("'+81 3");
    expect(escapeCell('-cmd')).toBe("'-cmd");
    expect(escapeCell('@x')).toBe("'@x");
    expect(escapeCell('\tx')).toBe("'\tx");
    expect(escapeCell("'=x")).toBe("''=x");
    expect(escapeCell('-5')).toBe('-5');
    expect(escapeCell('+3')).toBe('+3');
    expect(escapeCell("'abc")).toBe("'abc");
    expect(unescapeCell("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(unescapeCell("'abc")).toBe("'abc");
  });
  it('writes CRLF, quotes when needed and never leaves a formula runnable', () => {
    expect(formatCsv([['=1+1', 'a,b', 'x"y', 'two\nlines', ' pad'], ['-5']])).toBe(
      `'=1+1,"a,b","x""y","two\nlines"," pad"\r\n-5\r\n`,
    );
  });
  it('write → read is the identity for any cells', () => {
    const cell = fc.string({
      unit: fc.constantFrom('a', 'あ', ',', '"', '\r', '\n', '=', '+', '-', '@', "'", '\t', ' ', '1'),
    });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const written = formatCsv(rows);
        // No written cell starts a formula (a plain number such as -5 is no formula).
        for (const guarded of rows.flat().map(escapeCell)) {
          expect(/^[=+\-@\t\r]/.test(guarded) && !/^[+-]?\d+$/.test(guarded)).toBe(false);
        }
        expect(parseCsv(written)).toEqual({ ok: true, value: rows });
      }),
    );
  });
});
