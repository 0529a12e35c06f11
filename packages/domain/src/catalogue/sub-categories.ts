// Food sub-categories (spec 2 §3 "Food sub-category", §4, §5 "Sub-category form", §7
// "Sub-categories"): the wire contracts with the weekly sales-restriction schedule (inactive_data,
// the shared rules of schedule.ts), validated by the server and resolved by the Add/Edit form.
import { z } from 'zod';
import type { MessageCode } from '../messages.ts';
import {
  emptyWeek,
  type ShiftError,
  type WeekdaySchedule,
  weekdayScheduleSchema,
  weekScheduleSchema,
} from '../schedule.ts';
import { type FieldCodes, fieldError, fileKeySchema, idSchema, requiredText } from './categories.ts';
import { type FieldIssue, fieldIssues } from './form-issues.ts';

export const subCategoryLimits = {
  name: 100,
  description: 1000,
  /** code_sub_category is a PostgreSQL integer. */
  code: 2_147_483_647,
} as const;

const codes: FieldCodes = {
  required: 'SUB_CATEGORY_REQUIRED',
  invalid: 'SUB_CATEGORY_INVALID',
  tooLong: 'SUB_CATEGORY_TOO_LONG',
};

/** Spec 2 §3: code_sub_category is a number (digits only, spec 2 §5 "number"). */
export const codeSubCategorySchema = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
  z
    .string({ error: fieldError(codes) })
    .trim()
    .min(1, { error: 'SUB_CATEGORY_REQUIRED' })
    .regex(/^\d+$/, { error: 'SUB_CATEGORY_NUMBER_ONLY' })
    .refine((digits) => Number(digits) <= subCategoryLimits.code, {
      error: 'SUB_CATEGORY_NUMBER_TOO_LARGE',
      params: { max: subCategoryLimits.code },
    })
    .transform(Number),
);

/** Spec 2 §3: status is sent as a boolean (active = true). */
export const subCategoryStatusSchema = z.boolean({ error: fieldError(codes) });

const subCategoryFields = {
  id_food_category: idSchema(codes),
  code_sub_category: codeSubCategorySchema,
  sub_category_name: requiredText(subCategoryLimits.name, codes),
  description: requiredText(subCategoryLimits.description, codes, { multiline: true }),
  status: subCategoryStatusSchema,
  /** Seven days, Monday = 0; shifts are when the sub-category is NOT sold (a sales restriction). */
  inactive_data: weekScheduleSchema,
};

const idRestaurantField = { id_restaurant: idSchema(codes).optional() };

/** POST restaurant/food/sub-category: all required, the image too; no schedule = no restriction. */
export const createSubCategorySchema = z.object({
  ...subCategoryFields,
  inactive_data: subCategoryFields.inactive_data.optional(),
  image: fileKeySchema(codes),
  ...idRestaurantField,
});
export type CreateSubCategoryInput = z.output<typeof createSubCategorySchema>;

/**
 * PUT and PATCH restaurant/food/sub-category: the id and any fields to change, each checked as on
 * create (the list's status switch sends only the status); a missing or null image keeps the
 * current one.
 */
export const updateSubCategorySchema = z.object({
  id_food_sub_category: idSchema(codes),
  id_food_category: subCategoryFields.id_food_category.optional(),
  code_sub_category: subCategoryFields.code_sub_category.optional(),
  sub_category_name: subCategoryFields.sub_category_name.optional(),
  description: subCategoryFields.description.optional(),
  status: subCategoryFields.status.optional(),
  inactive_data: subCategoryFields.inactive_data.optional(),
  image: fileKeySchema(codes).nullish(),
  ...idRestaurantField,
});
export type UpdateSubCategoryInput = z.output<typeof updateSubCategorySchema>;

export const deleteSubCategorySchema = z.object({ id_food_sub_category: idSchema(codes), ...idRestaurantField });

/** A sub-category as every answer carries it. `image` and `image_name` are the stored file's key. */
export const foodSubCategorySchema = z.object({
  id_food_sub_category: z.number().int(),
  id_restaurant: z.number().int(),
  id_food_category: z.number().int(),
  category_detail: z.object({ id_food_category: z.number().int(), category_name: z.string() }),
  sub_category_name: z.string(),
  code_sub_category: z.number().int(),
  description: z.string(),
  status: z.boolean(),
  image: z.string().nullable(),
  image_name: z.string().nullable(),
  image_url: z.string().nullable(),
  inactive_data: z.array(weekdayScheduleSchema),
  display_order: z.number().int(),
});
export type FoodSubCategory = z.infer<typeof foodSubCategorySchema>;

/** The schedule's own issue texts (schedule.ts) as this area's bilingual codes. */
const scheduleCodes: Record<ShiftError | 'INVALID_TIME', MessageCode> = {
  SHIFT_INCOMPLETE: 'SUB_CATEGORY_SHIFT_INCOMPLETE',
  SHIFT_START_NOT_BEFORE_END: 'SUB_CATEGORY_SHIFT_ORDER',
  INVALID_TIME: 'SUB_CATEGORY_INVALID_TIME',
};

export function shiftErrorCode(error: ShiftError | 'INVALID_TIME'): MessageCode {
  return scheduleCodes[error];
}

const translateScheduleText = (text: string): MessageCode | undefined =>
  Object.hasOwn(scheduleCodes, text) ? scheduleCodes[text as keyof typeof scheduleCodes] : undefined;

/**
 * The sub-category form's issues (an edited one that had an image may not lose it), at field paths (`sub_category_name`, `image`,
 * `inactive_data.1.end_shift_1`). A stored week is always seven days Monday first, so the index in
 * the path is the day_of_week.
 */
export function subCategoryFormIssues(
  values: Record<string, unknown>,
  mode: 'new' | 'edit',
  options: { hadImage?: boolean } = {},
): FieldIssue[] {
  const schema = mode === 'new' ? createSubCategorySchema : updateSubCategorySchema;
  const result = schema.safeParse(values);
  const issues = result.success ? [] : fieldIssues(result.error, 'SUB_CATEGORY_INVALID', translateScheduleText);
  // An edited sub-category may keep its image but not lose it (spec 2 §5).
  if (mode === 'edit' && options.hadImage && values.image === null && !issues.some((i) => i.field === 'image')) {
    issues.push({ field: 'image', code: 'SUB_CATEGORY_REQUIRED', params: {} });
  }
  return issues;
}

/** A stored schedule read back as the seven days of a form (older rows may hold fewer). */
export function toFullWeek(schedule: readonly WeekdaySchedule[] | null | undefined): WeekdaySchedule[] {
  const byDay = new Map((schedule ?? []).map((day) => [day.day_of_week, day]));
  return emptyWeek().map((empty) => byDay.get(empty.day_of_week) ?? empty);
}
