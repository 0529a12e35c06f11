// The shared input blocks: each refuses what PostgreSQL would refuse (NUL, other control
// characters, lone surrogates, int4 overflow, year 0000) with an issue at the field's path.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatMessage } from './messages.ts';
import {
  anyDate,
  bool,
  id,
  idParam,
  intParam,
  isCleanText,
  isIsoDate,
  isoDate,
  jsonProblem,
  jsonValue,
  legacyBoolean,
  legacyId,
  maxId,
  maxJsonDepth,
  money,
  optionalText,
  quantity,
  rawText,
  signedQuantity,
  slashDate,
  text,
  time,
} from './zod-blocks.ts';

const issueOf = (schema: z.ZodType, value: unknown) => {
  const result = z.object({ field: schema }).safeParse({ field: value });
  return result.success ? null : { path: result.error.issues[0]?.path, message: result.error.issues[0]?.message };
};

describe('text', () => {
  it('trims, bounds and keeps ordinary text of any script', () => {
    expect(text(10).parse('  醤油らーめん ')).toBe('醤油らーめん');
    expect(text(3).safeParse('abcd').success).toBe(false);
    expect(text(3, { min: 1 }).safeParse('   ').success).toBe(false);
    expect(text(20).parse('🍜 emoji')).toBe('🍜 emoji');
    expect(optionalText(5).parse(null)).toBeNull();
    expect(optionalText(5).parse(undefined)).toBeUndefined();
  });

  it('refuses NUL and every other C0 control character, told as INPUT_INVALID_CHARACTERS at the field', () => {
    for (let code = 0; code < 32; code += 1) {
      const value = `a${String.fromCharCode(code)}b`;
      expect(issueOf(text(10), value), `U+${code.toString(16)}`).toEqual({
        path: ['field'],
        message: 'INPUT_INVALID_CHARACTERS',
      });
    }
  });

  it('lets multi-line text keep tabs and line breaks, and nothing else', () => {
    expect(text(20, { multiline: true }).parse('一行目\r\n二行目\tです')).toBe('一行目\r\n二行目\tです');
    expect(text(20, { multiline: true }).safeParse('a\u0000b').success).toBe(false);
    expect(text(20, { multiline: true }).safeParse('a\u001bb').success).toBe(false);
  });

  it('refuses lone surrogates (not characters; jsonb refuses them) and keeps pairs', () => {
    expect(isCleanText('\ud83c\udf5c')).toBe(true);
    expect(isCleanText('a\ud800')).toBe(false);
    expect(isCleanText('\udc00a')).toBe(false);
    expect(rawText(10).safeParse('\ud800').success).toBe(false);
  });

  it('accepts exactly the strings without control characters or lone surrogates (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (value) => {
        // String.prototype.isWellFormed (ES2024, in Node 24) is the reference for lone surrogates.
        const wellFormed = (value as unknown as { isWellFormed(): boolean }).isWellFormed();
        const hasControl = [...value].some((char) => (char.codePointAt(0) ?? 0) < 0x20);
        const expected = !hasControl && wellFormed;
        expect(isCleanText(value)).toBe(expected);
      }),
    );
  });

  it('has texts in both languages naming the field', () => {
    expect(formatMessage('INPUT_INVALID_CHARACTERS', { field: 'food_menu_name' })).toEqual({
      en: 'food_menu_name contains characters that cannot be saved (control characters)',
      jp: 'food_menu_name に保存できない文字（制御文字）が含まれています',
    });
    expect(formatMessage('INPUT_OUT_OF_RANGE', { field: 'id_banner' }).en).toBe('id_banner is out of range');
  });
});

describe('ids', () => {
  it('takes a body id only as a positive JSON number within int4', () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse(maxId)).toBe(maxId);
    for (const value of [0, -1, 1.5, -0, maxId + 1, 1e308, '7', [7], true, null, {}]) {
      expect(id.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(issueOf(id, 2_147_483_648)).toEqual({ path: ['field'], message: 'INPUT_OUT_OF_RANGE' });
  });

  it('reads a path or query id from decimal digits only', () => {
    expect(idParam.parse('7')).toBe(7);
    expect(idParam.parse('0007')).toBe(7);
    expect(idParam.parse(String(maxId))).toBe(maxId);
    for (const value of ['1e3', '0x10', ' 7', '7 ', '-1', '+7', '7.0', '', '0', '2147483648', '１２', ['7'], true]) {
      expect(idParam.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it('takes a legacy body id as a number or digits, nothing else', () => {
    expect(legacyId.parse('12')).toBe(12);
    expect(legacyId.parse(12)).toBe(12);
    for (const value of [[12], true, '1e3', ' 12', '2147483648', 2_147_483_648]) {
      expect(legacyId.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it('accepts exactly the digit strings of 1..2147483647 (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (value) => {
        const expected = /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= maxId;
        expect(idParam.safeParse(value).success).toBe(expected);
      }),
    );
    fc.assert(fc.property(fc.integer({ min: 1, max: maxId }), (value) => idParam.parse(String(value)) === value));
  });

  it('bounds pages and sizes', () => {
    expect(intParam(1, 100).parse('100')).toBe(100);
    expect(intParam(1, 100).safeParse('101').success).toBe(false);
    expect(intParam(0, Number.MAX_SAFE_INTEGER).safeParse('99999999999999999').success).toBe(false);
  });
});

describe('money and quantities', () => {
  it('are whole JSON numbers within 9 digits', () => {
    expect(money.parse(999_999_999)).toBe(999_999_999);
    expect(money.safeParse(1_000_000_000).success).toBe(false);
    expect(money.safeParse(-1).success).toBe(false);
    expect(money.safeParse(1.5).success).toBe(false);
    expect(money.safeParse('100').success).toBe(false);
    expect(quantity.safeParse(2_147_483_648).success).toBe(false);
    expect(signedQuantity.parse(-5)).toBe(-5);
    expect(signedQuantity.safeParse(-1_000_000_000).success).toBe(false);
  });
});

describe('dates and times', () => {
  it('knows real calendar dates, from year 0001 (PostgreSQL has no year 0)', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('0001-01-01')).toBe(true);
    expect(isIsoDate('0099-02-29')).toBe(false);
    expect(isIsoDate('2024-04-31')).toBe(false);
    expect(isIsoDate('10000-01-01')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
  });

  it('agrees with the calendar of Date for years 1000..9999 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const date = new Date(`${text}T00:00:00Z`);
          const real = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
          expect(isIsoDate(text)).toBe(real);
        },
      ),
    );
  });

  it('reads the date formats the schemas use', () => {
    expect(isoDate.parse(' 2024-02-29 ')).toBe('2024-02-29');
    expect(isoDate.safeParse('2024/02/29').success).toBe(false);
    expect(slashDate.parse('2024/02/29')).toBe('2024-02-29');
    expect(slashDate.safeParse('2024-02-29').success).toBe(false);
    expect(anyDate.parse('2024/02/29')).toBe('2024-02-29');
    expect(anyDate.parse('2024-02-29')).toBe('2024-02-29');
    expect(anyDate.safeParse('0000/01/01').success).toBe(false);
    expect(issueOf(anyDate, '2024-02-30')).toEqual({ path: ['field'], message: 'INVALID_DATE' });
  });

  it('reads HH:MM and HH:MM:SS as HH:MM:SS, and nothing else', () => {
    expect(time.parse('09:30')).toBe('09:30:00');
    expect(time.parse('23:59:59')).toBe('23:59:59');
    for (const value of ['24:00', '9:30', '12:60', '12:00:60', '12:00\u0000', '', 930]) {
      expect(time.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});

describe('booleans', () => {
  it('take JSON booleans; the legacy block also 1/0, "1"/"0", "true"/"false" and nothing else', () => {
    expect(bool.safeParse(1).success).toBe(false);
    for (const [value, expected] of [
      [true, true],
      [1, true],
      ['1', true],
      ['true', true],
      [false, false],
      [0, false],
      ['0', false],
      ['false', false],
    ] as const) {
      expect(legacyBoolean.parse(value)).toBe(expected);
    }
    for (const value of ['yes', 2, [], null, 'TRUE']) {
      expect(legacyBoolean.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});

describe('JSON stored in jsonb', () => {
  it('refuses a NUL or a lone surrogate in any nested string or key, naming its path', () => {
    expect(jsonValue.safeParse({ a: [1, 'ok', { b: null, c: true }] }).success).toBe(true);
    expect(jsonProblem({ a: [{ b: 'x\u0000' }] })).toEqual({ kind: 'characters', path: ['a', 0, 'b'] });
    expect(jsonProblem({ 'k\u0000': 1 })).toEqual({ kind: 'characters', path: ['k\u0000'] });
    expect(jsonProblem(['\ud800'])).toEqual({ kind: 'characters', path: [0] });
    expect(jsonProblem({ note: 'line\nbreak' })).toBeNull();
    const result = z.object({ detail: jsonValue }).safeParse({ detail: { a: ['\u0000'] } });
    expect(result.error?.issues[0]).toMatchObject({ path: ['detail', 'a', 0], message: 'INPUT_INVALID_CHARACTERS' });
  });

  it('refuses nesting deeper than the limit without exhausting the stack', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(jsonProblem(deep)?.kind).toBe('depth');
    let allowed: unknown = 1;
    for (let level = 0; level < maxJsonDepth; level += 1) allowed = [allowed];
    expect(jsonProblem(allowed)).toBeNull();
  });

  it('refuses values JSON cannot hold', () => {
    expect(jsonProblem(Number.NaN)?.kind).toBe('type');
    expect(jsonProblem({ a: undefined })?.kind).toBe('type');
    expect(jsonProblem(new Date())?.kind).toBe('type');
  });

  it('accepts every JSON value of clean strings within the depth (property)', () => {
    const clean = fc.string().filter((value) => isCleanText(value, { multiline: true }));
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5, stringUnit: 'grapheme' }), (value) => {
        const strings = JSON.stringify(value).match(/"(?:[^"\\]|\\.)*"/g) ?? [];
        const allClean = strings.every((quoted) => isCleanText(JSON.parse(quoted) as string, { multiline: true }));
        expect(jsonProblem(value) === null).toBe(allClean);
      }),
    );
    fc.assert(
      fc.property(
        fc.dictionary(
          clean.filter((key) => isCleanText(key)),
          clean,
        ),
        (value) => jsonProblem(value) === null,
      ),
    );
  });
});
