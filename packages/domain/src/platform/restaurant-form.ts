// The superadmin's Add/Edit Restaurant modal (spec 1 §3, §5): the company → store → register
// cascade and the type → type detail rule as pure functions, the type detail fields each type
// asks for, and the form's issues read from the wire schemas (createRestaurantSchema /
// updateRestaurantSchema) in the one rule-issue shape.
import type { z } from 'zod';
import { type MessageCode, messages } from '../messages.ts';
import type { RestaurantType } from '../restaurant.ts';
import type { RuleIssue } from '../rule-issue.ts';
import { createRestaurantSchema, type RestaurantTypeDetailInput, updateRestaurantSchema } from './restaurants.ts';

/** Where the restaurant stands: company, store of that company, register of that store. */
export interface RestaurantPlace {
  code_company: number | null;
  code_store: number | null;
  code_register: string;
}

/** Spec 1 §5: changing the company clears the store and the register; the same company changes nothing. */
export function changeRestaurantCompany<T extends RestaurantPlace>(values: T, next: number | null): T {
  if (values.code_company === next) return values;
  return { ...values, code_company: next, code_store: null, code_register: '' };
}

/** Spec 1 §5: changing the store clears the register. */
export function changeRestaurantStore<T extends RestaurantPlace>(values: T, next: number | null): T {
  if (values.code_store === next) return values;
  return { ...values, code_store: next, code_register: '' };
}

/** The stores a company's restaurant may be in (the store select's options). */
export function storesOfCompany<S extends { code_company: number }>(stores: readonly S[], company: number | null): S[] {
  return company === null ? [] : stores.filter((store) => store.code_company === company);
}

export type TypeDetailKey = keyof RestaurantTypeDetailInput;
export const typeDetailTimeKeys = ['open_reservation', 'close_reservation'] as const satisfies TypeDetailKey[];

/**
 * The type detail fields the modal shows for each type; a new restaurant needs them all (spec 1 §5
 * "New restaurants also need the type detail"). Reservation: the booking window and how many days
 * ahead; by order: the preparation time and the orders taken at once; delivery: the time-frame
 * settings the delivery slots are generated from (delivery-time-frames.ts).
 */
export const typeDetailKeys: Readonly<Record<RestaurantType, readonly TypeDetailKey[]>> = {
  reservation: ['open_reservation', 'close_reservation', 'reservation_days'],
  by_order: ['delivery_time', 'max_order'],
  delivery: [
    'open_reservation',
    'close_reservation',
    'interval_time_frame',
    'days_time_frame',
    'max_order',
    'closing_time',
  ],
};

/** The form's type detail: times 'HH:MM:SS' or null, counts as typed digits ('' when empty). */
export type TypeDetailDraft = Partial<Record<TypeDetailKey, string | null>>;

/** Spec 1 §5: changing the type clears the type detail. */
export function changeRestaurantType<
  T extends { restaurant_type: RestaurantType | null; restaurant_type_detail: object },
>(values: T, next: RestaurantType | null): T {
  if (values.restaurant_type === next) return values;
  return { ...values, restaurant_type: next, restaurant_type_detail: {} };
}

/** The wire type detail of a draft: only the type's fields, counts as numbers (spec 1 §5), blanks left out. */
export function typeDetailPayload(
  type: RestaurantType | null,
  draft: TypeDetailDraft,
): Record<string, string | number> {
  const payload: Record<string, string | number> = {};
  if (type === null) return payload;
  for (const key of typeDetailKeys[type]) {
    const value = draft[key]?.trim() ?? '';
    if (value === '') continue;
    const isTime = (typeDetailTimeKeys as readonly string[]).includes(key);
    payload[key] = isTime || !/^\d+$/.test(value) ? value : Number(value);
  }
  return payload;
}

export type RestaurantFormIssue = RuleIssue<string, MessageCode>;

function isMessageCode(text: string): text is MessageCode {
  return Object.hasOwn(messages, text);
}

/**
 * A failed parse of a platform form's body as form issues: a missing or blank top-level value is
 * "Required", a too long text says its maximum, a catalogue code stays, else "Invalid data".
 */
export function platformFormIssues(error: z.ZodError, body: Record<string, unknown>): RestaurantFormIssue[] {
  const issues: RestaurantFormIssue[] = [];
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    const top = issue.path[0];
    const given = typeof top === 'string' ? body[top] : undefined;
    const blank = given === undefined || given === null || (typeof given === 'string' && given.trim() === '');
    if (issue.path.length === 1 && blank) {
      issues.push({ field, code: 'RESTAURANT_REQUIRED', params: {} });
    } else if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
      issues.push({ field, code: 'RESTAURANT_TOO_LONG', params: { max: issue.maximum } });
    } else if (isMessageCode(issue.message)) {
      // The shared input blocks' texts name their field ("{field} contains characters ...").
      issues.push({ field, code: issue.message, params: issue.message.startsWith('INPUT_') ? { field } : {} });
    } else {
      issues.push({ field, code: 'RESTAURANT_INVALID', params: {} });
    }
  }
  return issues;
}

/**
 * Every problem of the Add/Edit Restaurant form's body (what would be sent). New: the §5 required
 * fields, the logo and each type detail field of the type. Edit: the same fields except logo and
 * type detail (a stored logo is kept when none is sent). Issues of the type detail are named
 * `restaurant_type_detail.<key>`.
 */
export function restaurantFormIssues(body: Record<string, unknown>, mode: 'new' | 'edit'): RestaurantFormIssue[] {
  const schema = mode === 'new' ? createRestaurantSchema : updateRestaurantSchema;
  const result = schema.safeParse(body);
  const issues = result.success ? [] : platformFormIssues(result.error, body);
  const has = (field: string) => issues.some((issue) => issue.field === field);
  if (mode === 'edit') {
    // PUT leaves out what it does not change; the form still requires §5's fields.
    for (const field of [
      'restaurant_name',
      'description',
      'code_company',
      'code_store',
      'code_register',
      'restaurant_type',
    ]) {
      const value = body[field];
      const blank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
      if (blank && !has(field)) issues.push({ field, code: 'RESTAURANT_REQUIRED', params: {} });
    }
  }
  const type = body.restaurant_type as RestaurantType | undefined;
  const detail = (body.restaurant_type_detail ?? {}) as Record<string, unknown>;
  if (mode === 'new' && type && Object.hasOwn(typeDetailKeys, type)) {
    for (const key of typeDetailKeys[type]) {
      const field = `restaurant_type_detail.${key}`;
      if ((detail[key] === undefined || detail[key] === '') && !has(field)) {
        issues.push({ field, code: 'RESTAURANT_REQUIRED', params: {} });
      }
    }
  }
  return issues;
}
