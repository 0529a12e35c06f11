// Receiving methods (spec 3 §3, §5, §7): the master of method types, a restaurant's methods as the
// API answers them, the create/update/patch/delete bodies, and the rules both the modal and the
// server run on a method (required fields, fee tiers, weekday shifts).
import { z } from 'zod';
import { type FeeTierIssueCode, feeTierIssuePath, feeTierIssues } from './fee-tiers.ts';
import { type RuleIssue, ruleIssue } from './rule-issue.ts';
import {
  type ShiftError,
  scheduleIssues,
  type WeekdaySchedule,
  weekdayScheduleSchema,
  weekScheduleSchema,
} from './schedule.ts';
import { cleanTextCheck, id, idParam, integer, text } from './zod-blocks.ts';

/** Receiving method type ids of the master (spec 3 §3). */
export const receivingMethodIds = { take_out: 1, counter: 2, table: 3, delivery: 4 } as const;
export const receivingMethodTypes = ['take_out', 'counter', 'table', 'delivery'] as const;
export type ReceivingMethodType = (typeof receivingMethodTypes)[number];

/** A non-delivery method is recognised by its type id (spec 3 §5). */
export function isDeliveryMethod(idReceivingMethod: number | null | undefined): boolean {
  return idReceivingMethod === receivingMethodIds.delivery;
}

/** The type of a master id, or null for an unknown id. */
export function receivingMethodType(idReceivingMethod: number): ReceivingMethodType | null {
  const entry = Object.entries(receivingMethodIds).find(([, id]) => id === idReceivingMethod);
  return entry ? (entry[0] as ReceivingMethodType) : null;
}

export const receivingMethodMasterSchema = z.object({
  id_receiving_method: z.number().int(),
  method_name: z.string(),
  method_name_jp: z.string(),
  types: z.string(),
});
export type ReceivingMethodMaster = z.infer<typeof receivingMethodMasterSchema>;

/** Spec 3 §5: orderable_distance defaults to 1000 m when a method is edited without one. */
export const defaultOrderableDistance = 1000;

/** The orderable distance an edit form starts with. */
export function orderableDistanceForEdit(value: number | string | null | undefined): number {
  if (value === null || value === undefined) return defaultOrderableDistance;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return /^\d+$/.test(trimmed) ? Number(trimmed) : defaultOrderableDistance;
  }
  return Number.isFinite(value) ? value : defaultOrderableDistance;
}

/** '' → null and '1500' → 1500, so forms and the original clients may send either. */
function numberFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
}

/** Whole yen, at most 99,999,999. */
const yen = integer(0, 99_999_999);
const requiredYen = z.preprocess(numberFromText, yen);
const optionalYen = z.preprocess(numberFromText, yen.nullable().optional());
/** Has the number at most two decimals (numeric(5, 2) stores it exactly)? */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.round(value * 100) === value * 100;
}

/** Tax and service fee (spec 3 §5): a percentage from 0 to 100 with at most two decimals. */
export function isPercent(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 100 && hasAtMostTwoDecimals(value);
}

/** A percentage with at most two decimals (numeric(5, 2)). */
const percent = z.preprocess(
  numberFromText,
  z.number().min(0).max(100).refine(hasAtMostTwoDecimals, 'AT_MOST_TWO_DECIMALS'),
);
/** A stored file's key as the upload flow answers it (`r12/uuid.jpg`). */
const fileKey = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .check(cleanTextCheck())
  .refine((key) => !key.includes('..') && !key.startsWith('/'), 'INVALID_FILE_KEY');

/**
 * Letters put before the order numbers of this method ('T' → T001): up to three Latin letters,
 * either case as typed (stored upper-case), surrounding spaces ignored.
 */
export function isOrderNumberInitials(typed: string): boolean {
  return /^[A-Za-z]{0,3}$/.test(typed.trim());
}

export const orderNumberInitialsSchema = z
  .string()
  .trim()
  .refine(isOrderNumberInitials, 'ORDER_NUMBER_INITIALS')
  .transform((value) => value.toUpperCase());

/**
 * A tier as sent: any field may be empty here, because "Required Field" is one of the tier rules
 * (fee-tiers.ts) and answers with its own message and path.
 */
export const feeTierInputSchema = z.object({
  id_service_shipping_fee: z.preprocess(numberFromText, id.nullable().optional()),
  name: text(100).nullable().optional(),
  min_order_fee: optionalYen,
  max_order_fee: optionalYen,
  cost: optionalYen,
  jancode: text(50).nullable().optional(),
});
export type FeeTierInput = z.infer<typeof feeTierInputSchema>;

/** A tier as stored and answered. */
export const serviceShippingFeeSchema = z.object({
  id_service_shipping_fee: z.number().int(),
  name: z.string(),
  min_order_fee: z.number().int(),
  max_order_fee: z.number().int(),
  cost: z.number().int(),
  jancode: z.string().nullable(),
});
export type ServiceShippingFee = z.infer<typeof serviceShippingFeeSchema>;

/** Ids in these bodies are JSON numbers (zod-blocks' `id`); in the query, digits (`idParam`). */
const positiveId = id;

/**
 * Fields of POST and PUT restaurant/receiving-method. On PUT, an absent inactive_data,
 * service_shipping_fees, image or id_wait_time keeps what is stored; null clears it.
 */
const receivingMethodFields = {
  id_restaurant: positiveId.optional(),
  id_receiving_method: positiveId,
  title: text(100, { min: 1 }),
  text: text(1000, { min: 1, multiline: true }),
  detail: text(4000, { min: 1, multiline: true }),
  tax: percent,
  service_fee: percent,
  active: z.boolean().optional(),
  method_image_name: fileKey.nullable().optional(),
  service_image_name: fileKey.nullable().optional(),
  min_order_fee: requiredYen,
  min_free_order_fee: optionalYen,
  /** Meters from the restaurant within which a delivery may be ordered. */
  orderable_distance: z.preprocess(numberFromText, z.number().int().min(0).max(1_000_000)),
  order_number_initials: orderNumberInitialsSchema.optional(),
  inactive_data: weekScheduleSchema.optional(),
  service_shipping_fees: z.array(feeTierInputSchema).max(20).optional(),
  id_wait_time: z.preprocess(numberFromText, id.nullable().optional()),
};

/** POST: a new method needs its service image (spec 3 §5). */
export const createReceivingMethodSchema = z.object({ ...receivingMethodFields, service_image_name: fileKey });
export type CreateReceivingMethodInput = z.infer<typeof createReceivingMethodSchema>;

export const updateReceivingMethodSchema = z.object({
  ...receivingMethodFields,
  id_restaurant_receiving_method: positiveId,
});
export type UpdateReceivingMethodInput = z.infer<typeof updateReceivingMethodSchema>;

/** PATCH restaurant/receiving-method/{id}: {id_wait_time and active} or {active} alone. */
export const patchReceivingMethodSchema = z
  .object({
    active: z.boolean().optional(),
    id_wait_time: z.preprocess(numberFromText, id.nullable().optional()),
  })
  .refine((body) => body.active !== undefined || body.id_wait_time !== undefined, {
    message: 'ACTIVE_OR_WAIT_TIME',
    path: ['active'],
  });
export type PatchReceivingMethodInput = z.infer<typeof patchReceivingMethodSchema>;

/**
 * DELETE restaurant/receiving-method: the spec sends {id_restaurant, id_receiving_method}. The row
 * id (id_restaurant_receiving_method) names the method for sure and wins when given; otherwise
 * id_receiving_method is taken as the restaurant's method row id or its type id, whichever names
 * exactly one of the restaurant's methods (the server refuses an ambiguous one).
 */
export const deleteReceivingMethodSchema = z
  .object({
    id_restaurant: positiveId.optional(),
    id_receiving_method: positiveId.optional(),
    id_restaurant_receiving_method: positiveId.optional(),
  })
  .refine((body) => body.id_receiving_method !== undefined || body.id_restaurant_receiving_method !== undefined, {
    message: 'DELETE_TARGET',
    path: ['id_receiving_method'],
  });
export type DeleteReceivingMethodInput = z.infer<typeof deleteReceivingMethodSchema>;

export const receivingMethodQuerySchema = z.object({
  id_restaurant: idParam.optional(),
  active: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

/** A restaurant's method as GET restaurant/receiving-method answers it. */
export const receivingMethodSchema = z.object({
  id_restaurant_receiving_method: z.number().int(),
  id_restaurant: z.number().int(),
  id_receiving_method: z.number().int(),
  types: z.string(),
  method_name: z.string(),
  method_name_jp: z.string(),
  title: z.string(),
  text: z.string(),
  detail: z.string(),
  active: z.boolean(),
  tax: z.number(),
  service_fee: z.number(),
  method_image_name: z.string().nullable(),
  method_image_url: z.string().nullable(),
  service_image_name: z.string().nullable(),
  /** The service image's URL (spec 3 §3 names it service_image). */
  service_image: z.string().nullable(),
  id_wait_time: z.number().int().nullable(),
  /** Minutes of the chosen wait time. */
  wait_time: z.number().int().nullable(),
  min_order_fee: z.number().int().nullable(),
  min_free_order_fee: z.number().int().nullable(),
  orderable_distance: z.number().int().nullable(),
  order_number_initials: z.string(),
  inactive_data: z.array(weekdayScheduleSchema),
  service_shipping_fees: z.array(serviceShippingFeeSchema),
});
export type ReceivingMethod = z.infer<typeof receivingMethodSchema>;

/**
 * A broken rule of a method at its body path (`service_shipping_fees.1.min_order_fee`,
 * `inactive_data.3.end_shift_1`): a fee-tier message code (with its placeholders) or a shift error.
 */
export type ReceivingMethodIssue = RuleIssue<string, FeeTierIssueCode> | RuleIssue<string, ShiftError>;

const shiftErrors: readonly string[] = ['SHIFT_INCOMPLETE', 'SHIFT_START_NOT_BEFORE_END'] satisfies ShiftError[];

/** Is the issue a weekday-shift one (else a fee-tier one with a catalogue code)? */
export function isShiftIssue(issue: ReceivingMethodIssue): issue is RuleIssue<string, ShiftError> {
  return shiftErrors.includes(issue.code);
}

/**
 * The rules of a method beyond field types: the fee tiers and the weekday shifts. Both the modal
 * (to mark fields and disable Save) and the server (to refuse with the field's path) call it.
 */
export function receivingMethodIssues(
  method: {
    id_receiving_method?: number | null | undefined;
    min_order_fee?: number | null | undefined;
    min_free_order_fee?: number | null | undefined;
    service_shipping_fees: readonly FeeTierInput[];
    inactive_data: readonly WeekdaySchedule[];
  },
  codeCompany: number | null | undefined,
): ReceivingMethodIssue[] {
  const tiers = feeTierIssues({
    tiers: method.service_shipping_fees,
    min_order_fee: method.min_order_fee,
    min_free_order_fee: method.min_free_order_fee,
    code_company: codeCompany,
    id_receiving_method: method.id_receiving_method,
  }).map((issue) => ruleIssue(feeTierIssuePath(issue), issue.code, issue.params));
  const shifts = scheduleIssues(method.inactive_data).map((issue) =>
    ruleIssue(`inactive_data.${issue.day_of_week}.${issue.field}`, issue.error),
  );
  return [...tiers, ...shifts];
}

/** A whole number of yen or meters as typed in a form: '' or anything else → null. */
export function wholeNumberFromText(typed: string): number | null {
  const trimmed = typed.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** A percentage as typed in a form: '' → null; '8.5' → 8.5. */
export function decimalFromText(typed: string): number | null {
  const trimmed = typed.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * Codes of the method's own fields as typed in the Add/Edit form: REQUIRED (fill me in), a tax or
 * service fee that is no percentage, order number initials that are not up to three letters.
 */
export type ReceivingMethodFieldCode = 'REQUIRED' | 'RECEIVING_METHOD_PERCENT' | 'RECEIVING_METHOD_INITIALS';

/** The method's own fields as the form holds them (numbers still as typed text). */
export interface ReceivingMethodTypedFields {
  id_receiving_method: number | null;
  title: string;
  text: string;
  detail: string;
  tax: string;
  service_fee: string;
  min_order_fee: string;
  orderable_distance: string;
  order_number_initials: string;
  service_image_name: string | null;
}

/**
 * The rules of the method's own fields as typed (spec 3 §5), in the order of the form, in the one
 * issue shape. A new method needs its service image. The tier and shift rules are
 * receivingMethodIssues'.
 */
export function receivingMethodFieldIssues(
  fields: ReceivingMethodTypedFields,
  context: { isNew: boolean },
): RuleIssue<string, ReceivingMethodFieldCode>[] {
  const issues: RuleIssue<string, ReceivingMethodFieldCode>[] = [];
  if (fields.id_receiving_method === null) issues.push(ruleIssue('id_receiving_method', 'REQUIRED'));
  for (const field of ['title', 'text', 'detail'] as const) {
    if (fields[field].trim() === '') issues.push(ruleIssue(field, 'REQUIRED'));
  }
  for (const field of ['tax', 'service_fee'] as const) {
    const value = decimalFromText(fields[field]);
    if (fields[field].trim() === '') issues.push(ruleIssue(field, 'REQUIRED'));
    else if (value === null || !isPercent(value)) issues.push(ruleIssue(field, 'RECEIVING_METHOD_PERCENT'));
  }
  for (const field of ['min_order_fee', 'orderable_distance'] as const) {
    if (wholeNumberFromText(fields[field]) === null) issues.push(ruleIssue(field, 'REQUIRED'));
  }
  if (context.isNew && !fields.service_image_name) issues.push(ruleIssue('service_image_name', 'REQUIRED'));
  if (!isOrderNumberInitials(fields.order_number_initials)) {
    issues.push(ruleIssue('order_number_initials', 'RECEIVING_METHOD_INITIALS'));
  }
  return issues;
}
