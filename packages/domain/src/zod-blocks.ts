// The building blocks of every field a client sends (issue 13, "Every input validated").
// PostgreSQL refuses values a JSON body can carry: a NUL character in text or jsonb, a lone UTF-16
// surrogate in jsonb, an integer beyond int4, the year 0. Each of those used to reach the
// database and come back as a 500. Every schema of the domain builds its fields from these
// blocks, so such a value is a 400 naming the field (the server's error handler reads the issue)
// and never a database error. The issue texts that are catalogue codes (messages/input.ts) are
// told with the field's name: "{field} contains characters that cannot be saved".
import { z } from 'zod';
import type { inputMessages } from './messages/input.ts';
import { normalizeTime } from './schedule.ts';

type InputCode = keyof typeof inputMessages;
const invalidCharacters: InputCode = 'INPUT_INVALID_CHARACTERS';
const outOfRange: InputCode = 'INPUT_OUT_OF_RANGE';
const tooDeep: InputCode = 'INPUT_TOO_DEEP';

/** PostgreSQL `integer` (int4): every id and counter column. */
export const maxInt4 = 2_147_483_647;
export const maxId = maxInt4;
/** Whole yen: 9 digits, far above any price, and inside int4. */
export const maxMoney = 999_999_999;
/** Stock, quotas and other counts: 9 digits, like the forms' number fields. */
export const maxQuantity = 999_999_999;

// --- Text ------------------------------------------------------------------------------------------

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const controlSingleLine = /[\u0000-\u001f]/;
/** Multi-line text keeps its tabs and line breaks (\t, \n and the \r of a Windows client). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const controlMultiLine = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
/** A UTF-16 surrogate without its pair is no character: jsonb refuses it, text would keep U+FFFD. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface TextOptions {
  /** Descriptions and notes: tabs and line breaks are allowed. Names and codes are one line. */
  multiline?: boolean;
}

/**
 * Text PostgreSQL stores as given and a person could have typed: no NUL (PostgreSQL refuses it),
 * no other C0 control character (none is typed; they only break CSV exports and printers), no
 * lone surrogate.
 */
export function isCleanText(value: string, options: TextOptions = {}): boolean {
  const control = options.multiline ? controlMultiLine : controlSingleLine;
  return !control.test(value) && !loneSurrogate.test(value);
}

/** A string check for any string schema: `z.string().check(cleanTextCheck())`. */
export function cleanTextCheck(options: TextOptions = {}) {
  return z.refine<string>((value) => isCleanText(value, options), { error: invalidCharacters });
}

/**
 * Text of at most `max` characters, trimmed (as every form and schema trims), clean (isCleanText).
 * `min` is checked after trimming, so `text(100, { min: 1 })` refuses blanks.
 */
export function text(max: number, options: TextOptions & { min?: number } = {}) {
  const trimmed = z.string().trim().max(max);
  return (options.min === undefined ? trimmed : trimmed.min(options.min)).check(cleanTextCheck(options));
}

/** Text that may be absent or null (the caller decides what that means). */
export function optionalText(max: number, options: TextOptions = {}) {
  return text(max, options).nullish();
}

/** Untrimmed clean text (keys, tokens, passwords' neighbours): exactly as sent, at most `max`. */
export function rawText(max: number, options: TextOptions = {}) {
  return z.string().max(max).check(cleanTextCheck(options));
}

// --- Numbers ---------------------------------------------------------------------------------------

/**
 * A whole JSON number within [min, max]. The range is checked before "whole", so 2147483648 or
 * 1e308 is told as out of range; NaN and Infinity never parse from JSON and are refused anyway.
 */
/** A stored file's key as a client sends it back: no climbing out of its folder, no scheme, no backslash. */
export function isHarmlessFileKey(key: string): boolean {
  return !key.includes('..') && !key.startsWith('/') && !key.includes('\\') && !/^[a-z][a-z0-9+.-]*:/i.test(key);
}

export function integer(min: number, max: number) {
  return z.number().min(min, { error: outOfRange }).max(max, { error: outOfRange }).int();
}

/** A database id in a body: a positive int4, sent as a JSON number (never text, an array or a boolean). */
export const id = integer(1, maxId);

/**
 * Digits only: no sign, no blanks, no exponent ('1e3'), no hex ('0x10'). At most 16 digits, so the
 * number read is exact or beyond 2^53 (and refused by the range); the schema's range does the rest.
 */
const digitsPattern = /^\d{1,16}$/;
const signedDigitsPattern = /^-?\d{1,16}$/;

/** Text of decimal digits as its number; anything else is left for the number schema to refuse. */
export function digitsToNumber(value: unknown): unknown {
  return typeof value === 'string' && digitsPattern.test(value) ? Number(value) : value;
}

/** Like digitsToNumber, with an optional leading minus. */
export function signedDigitsToNumber(value: unknown): unknown {
  return typeof value === 'string' && signedDigitsPattern.test(value) ? Number(value) : value;
}

/**
 * An id in a path or a query string (always text there): decimal digits only, read as a positive
 * int4. An array (`?id=1&id=2`), '1e3', '0x10', ' 7' or '-1' is refused. A caller in code may pass
 * the number itself.
 */
export const idParam = z.preprocess(digitsToNumber, id);

/**
 * An id in a body where the original clients sent ids as text ('7'): a JSON number or decimal
 * digits, nothing else. Kept only on the fields those clients used (the order intake body, a
 * banner's promo_id); every other body id is `id`.
 */
export const legacyId = z.preprocess(digitsToNumber, id);

/** A whole number in a path or query string within [min, max] (pages, sizes, sequence numbers). */
export function intParam(min: number, max: number) {
  return z.preprocess(digitsToNumber, integer(min, max));
}

/** Whole yen from 0 to 999,999,999, as a JSON number. */
export const money = integer(0, maxMoney);

/** A count (stock, quota, standard quantity) from 0 to 999,999,999, as a JSON number. */
export const quantity = integer(0, maxQuantity);

/** A count that may be negative (a stock may be typed below zero, spec 2 §5). */
export const signedQuantity = integer(-maxQuantity, maxQuantity);

// --- Dates and times -------------------------------------------------------------------------------

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const slashDatePattern = /^(\d{4})\/(\d{2})\/(\d{2})$/;

/** Days of a month in the proleptic Gregorian calendar (no Date: it reads years 0–99 as 1900–1999). */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isDateParts(match: RegExpExecArray | null): boolean {
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Year 0000 does not exist (PostgreSQL refuses it); 0001–9999 all do.
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Is the text a real calendar date written 'YYYY-MM-DD' (no 2024-02-30, no year 0000)? */
export function isIsoDate(value: string): boolean {
  return isDateParts(isoDatePattern.exec(value));
}

/** Is the text a real calendar date written 'YYYY/MM/DD' (the spec's holiday format)? */
export function isSlashDate(value: string): boolean {
  return isDateParts(slashDatePattern.exec(value));
}

/** 'YYYY-MM-DD', trimmed, a real calendar date. */
export const isoDate = z.string().trim().refine(isIsoDate, { error: 'INVALID_DATE' });

/** 'YYYY/MM/DD' (spec 3 holidays), a real calendar date, answered as 'YYYY-MM-DD'. */
export const slashDate = z
  .string()
  .trim()
  .refine(isSlashDate, { error: 'INVALID_DATE' })
  .transform((value) => value.replaceAll('/', '-'));

/** 'YYYY-MM-DD' or 'YYYY/MM/DD' (orders take both), a real calendar date, answered as 'YYYY-MM-DD'. */
export const anyDate = z
  .string()
  .trim()
  .transform((value) => value.replaceAll('/', '-'))
  .refine(isIsoDate, { error: 'INVALID_DATE' });

/** 'HH:MM' or 'HH:MM:SS' in 24 hours, answered as 'HH:MM:SS'. */
export const time = z.string().transform((value, context) => {
  const normalized = normalizeTime(value);
  if (normalized === null) {
    context.addIssue({ code: 'custom', message: 'INVALID_TIME' });
    return z.NEVER;
  }
  return normalized;
});

// --- Booleans --------------------------------------------------------------------------------------

/** A JSON boolean, nothing else. */
export const bool = z.boolean();

/**
 * A boolean where the original clients sent 1/0, '1'/'0' or 'true'/'false' (the order screens, the
 * menu list's switches): those six are read explicitly; anything else ('yes', 2, []) is refused.
 */
export const legacyBoolean = z.preprocess(
  (value) =>
    value === true || value === 1 || value === '1' || value === 'true'
      ? true
      : value === false || value === 0 || value === '0' || value === 'false'
        ? false
        : value,
  z.boolean(),
);

// --- JSON stored in jsonb --------------------------------------------------------------------------

/** Deeper than any document the product stores; a deeper body is a mistake or an attack. */
export const maxJsonDepth = 20;

export type JsonProblem = { kind: 'characters' | 'depth' | 'type'; path: (string | number)[] };

/**
 * The first reason a value cannot be stored in jsonb, or null: a string or key that is not clean
 * text (NUL, control characters, lone surrogates; multi-line text is allowed), a non-finite number
 * or a non-JSON value, or nesting deeper than `maxJsonDepth`. Walks at most that deep, so a
 * hostile body cannot exhaust the stack.
 */
export function jsonProblem(value: unknown, path: (string | number)[] = []): JsonProblem | null {
  if (path.length > maxJsonDepth) return { kind: 'depth', path };
  if (value === null || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : { kind: 'type', path };
  if (typeof value === 'string') return isCleanText(value, { multiline: true }) ? null : { kind: 'characters', path };
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = jsonProblem(item, [...path, index]);
      if (problem) return problem;
    }
    return null;
  }
  const prototype = typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (prototype === Object.prototype || prototype === null) {
    for (const [key, item] of Object.entries(value as object)) {
      if (!isCleanText(key)) return { kind: 'characters', path: [...path, key] };
      const problem = jsonProblem(item, [...path, key]);
      if (problem) return problem;
    }
    return null;
  }
  return { kind: 'type', path };
}

const jsonProblemCodes: Record<JsonProblem['kind'], string> = {
  characters: invalidCharacters,
  depth: tooDeep,
  type: 'INVALID_JSON',
};

/** A check for a schema whose output goes into a jsonb column as it is: `schema.check(jsonbCheck())`. */
export function jsonbCheck() {
  return z.superRefine<unknown>((value, context) => {
    const problem = jsonProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: jsonProblemCodes[problem.kind], path: problem.path });
  });
}

/** Any JSON value that jsonb stores as given (see jsonProblem). */
export const jsonValue = z.unknown().check(jsonbCheck());
