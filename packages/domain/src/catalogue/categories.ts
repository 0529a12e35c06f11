// Food categories (spec 2 §3 "Food category", §5 "Category form", §7 "Categories"): the wire
// contracts, validated by the server and resolved by the Add/Edit Category Food form, and the
// field-error reading both catalogue forms (category, sub-category) use to show bilingual texts.
import { z } from 'zod';
import type { MessageCode } from '../messages.ts';
import { cleanTextCheck, digitsToNumber, maxId, type TextOptions } from '../zod-blocks.ts';

export const categoryStatuses = ['active', 'inactive'] as const;
export type CategoryStatus = (typeof categoryStatuses)[number];

export const categoryLimits = {
  name: 100,
  description: 1000,
  /** code_category is stored as text of digits; 18 digits still fit a bigint for exports. */
  code: 18,
  fileKey: 300,
} as const;

/** Database ids are PostgreSQL `integer` (the bound of zod-blocks' `id`). */
export const maxDatabaseId = maxId;

/** The codes a field's problems are told with: empty, wrong, too long. */
export interface FieldCodes {
  required: MessageCode;
  invalid: MessageCode;
  tooLong: MessageCode;
}

/**
 * Zod's own "received undefined" stays for a missing key (the server answers REQUIRED_FIELD naming
 * it); a null or empty value is "Required"; anything else of the wrong type is "Invalid data".
 */
export function fieldError(codes: Pick<FieldCodes, 'required' | 'invalid'>) {
  return (issue: { input?: unknown }): string | undefined => {
    if (issue.input === undefined) return undefined;
    if (issue.input === null || issue.input === '') return codes.required;
    return codes.invalid;
  };
}

/** Required text, trimmed, at most `max` characters, clean (zod-blocks' isCleanText). */
export function requiredText(max: number, codes: FieldCodes, options: TextOptions = {}) {
  return z
    .string({ error: fieldError(codes) })
    .trim()
    .min(1, { error: codes.required })
    .max(max, { error: codes.tooLong })
    .check(cleanTextCheck(options));
}

/** A stored file's key as the upload flow answers it (`r1/8c1e….jpg`): no leading slash, no `..`. */
export function isSafeFileKey(key: string): boolean {
  return (
    key.length <= categoryLimits.fileKey &&
    /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key) &&
    !key.includes('..')
  );
}

export function fileKeySchema(codes: FieldCodes) {
  return z
    .string({ error: fieldError(codes) })
    .trim()
    .min(1, { error: codes.required })
    .refine(isSafeFileKey, { error: codes.invalid });
}

/** Numbers sent as numbers are read as their digits. */
const numberAsText = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value);

const categoryCodes: FieldCodes = {
  required: 'CATEGORY_REQUIRED',
  invalid: 'CATEGORY_INVALID',
  tooLong: 'CATEGORY_TOO_LONG',
};

/** Spec 2 §3/§5: code_category is digits (kept as text, so leading zeros survive). */
export const codeCategorySchema = z.preprocess(
  numberAsText,
  z
    .string({ error: fieldError(categoryCodes) })
    .trim()
    .min(1, { error: 'CATEGORY_REQUIRED' })
    .max(categoryLimits.code, { error: 'CATEGORY_TOO_LONG' })
    .regex(/^\d+$/, { error: 'CATEGORY_DIGITS_ONLY' }),
);

export const categoryStatusSchema = z.enum(categoryStatuses, { error: fieldError(categoryCodes) });

/**
 * A positive database id within int4, as a JSON number or decimal digits (the forms' selects and
 * the original clients sent either); nothing else (no arrays, booleans, '1e3' or ' 7'). An empty
 * text is "Required", as in the form.
 */
export function idSchema(codes: Pick<FieldCodes, 'required' | 'invalid'>) {
  return z.preprocess(
    (value) => (value === '' ? null : digitsToNumber(value)),
    z
      .number({ error: fieldError(codes) })
      .int({ error: codes.invalid })
      .positive({ error: codes.invalid })
      .max(maxDatabaseId, { error: codes.invalid }),
  );
}

const categoryFields = {
  category_name: requiredText(categoryLimits.name, categoryCodes),
  description: requiredText(categoryLimits.description, categoryCodes, { multiline: true }),
  status: categoryStatusSchema,
  code_category: codeCategorySchema,
};

/** Optional on every call: when given, it must be the session's restaurant (the server checks). */
const idRestaurantField = { id_restaurant: idSchema(categoryCodes).optional() };

/** POST restaurant/food/category: everything required, the banner image too (spec 2 §5). */
export const createCategorySchema = z.object({
  ...categoryFields,
  banner: fileKeySchema(categoryCodes),
  ...idRestaurantField,
});
export type CreateCategoryInput = z.output<typeof createCategorySchema>;

/**
 * PATCH (the modal) and PUT (the list's status switch) restaurant/food/category: the id and any
 * fields to change, each checked as on create; a missing or null banner keeps the current image.
 */
export const updateCategorySchema = z.object({
  id_food_category: idSchema(categoryCodes),
  category_name: categoryFields.category_name.optional(),
  description: categoryFields.description.optional(),
  status: categoryFields.status.optional(),
  code_category: categoryFields.code_category.optional(),
  banner: fileKeySchema(categoryCodes).nullish(),
  ...idRestaurantField,
});
export type UpdateCategoryInput = z.output<typeof updateCategorySchema>;

export const deleteCategorySchema = z.object({ id_food_category: idSchema(categoryCodes), ...idRestaurantField });

/**
 * The original clients sent the stored file's name as `banner_name` (and `image_name`); accept it
 * when the file field itself is absent. Runs after `unwrapData`.
 */
export function withFileAlias(fileField: string, aliasField: string) {
  return (body: unknown): unknown => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
    const record = body as Record<string, unknown>;
    if (record[fileField] === undefined && typeof record[aliasField] === 'string') {
      return { ...record, [fileField]: record[aliasField] };
    }
    return body;
  };
}

/** A category as every answer carries it. `banner` and `banner_name` are the stored file's key. */
export const foodCategorySchema = z.object({
  id_food_category: z.number().int(),
  id_restaurant: z.number().int(),
  category_name: z.string(),
  code_category: z.string(),
  description: z.string(),
  status: z.enum(categoryStatuses),
  banner: z.string().nullable(),
  banner_name: z.string().nullable(),
  banner_url: z.string().nullable(),
  display_order: z.number().int(),
});
export type FoodCategory = z.infer<typeof foodCategorySchema>;
