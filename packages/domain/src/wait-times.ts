// Wait times (spec 3 §2.4, §3, §5, §7): minutes a restaurant announces per receiving method. The
// bodies of POST / PUT / DELETE restaurant/wait/time/{restaurantId}, the answer of GET, and the
// input rule of the modal (whole minutes; a lone minus sign is refused).
import { z } from 'zod';
import { type RuleIssue, ruleIssue } from './rule-issue.ts';
import { id, idParam, integer, text } from './zod-blocks.ts';

/** A day; nobody announces a longer wait. */
export const maxWaitTimeMinutes = 1440;

/** Is the text typed into the wait-time field a valid number of minutes? '-' and '' are not. */
export function isWaitTimeText(text: string): boolean {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) <= maxWaitTimeMinutes;
}

/** The minutes of a typed text, or null when it is not a valid wait time. */
export function parseWaitTimeText(text: string): number | null {
  return isWaitTimeText(text) ? Number(text.trim()) : null;
}

export type WaitTimeIssueCode = 'WAIT_TIME_REQUIRED' | 'WAIT_TIME_NOT_A_NUMBER';
export type WaitTimeIssue = RuleIssue<'id_restaurant_receiving_method' | 'wait_time', WaitTimeIssueCode>;

/** The Add/Edit wait time form as typed: a method is required, the minutes too (whole, 0 to a day). */
export function waitTimeFormIssues(draft: {
  id_restaurant_receiving_method: number | null;
  wait_time: string;
}): WaitTimeIssue[] {
  const issues: WaitTimeIssue[] = [];
  if (draft.id_restaurant_receiving_method === null) {
    issues.push(ruleIssue('id_restaurant_receiving_method', 'WAIT_TIME_REQUIRED'));
  }
  if (draft.wait_time.trim() === '') issues.push(ruleIssue('wait_time', 'WAIT_TIME_REQUIRED'));
  else if (!isWaitTimeText(draft.wait_time)) {
    issues.push(ruleIssue('wait_time', 'WAIT_TIME_NOT_A_NUMBER', { max: maxWaitTimeMinutes }));
  }
  return issues;
}

/** Whole minutes; digits in a string are accepted (the original clients sent text). */
export const waitTimeMinutesSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  integer(0, maxWaitTimeMinutes),
);

/** Ids in bodies are JSON numbers (zod-blocks' `id`): `[3]` or `true` never names a row. */
const positiveId = id;
const description = text(200, { multiline: true })
  .nullable()
  .optional()
  .transform((value) => value ?? '');

export const createWaitTimeSchema = z.object({
  id_restaurant_receiving_method: positiveId,
  wait_time: waitTimeMinutesSchema,
  description,
});
export type CreateWaitTimeInput = z.infer<typeof createWaitTimeSchema>;

export const updateWaitTimeSchema = createWaitTimeSchema.extend({ id_wait_time: positiveId });
export type UpdateWaitTimeInput = z.infer<typeof updateWaitTimeSchema>;

/** DELETE names the wait time; the other fields of the spec's body are accepted and ignored. */
export const deleteWaitTimeSchema = z.object({
  id_wait_time: positiveId,
  id_restaurant_receiving_method: positiveId.optional(),
  wait_time: z.unknown().optional(),
  description: z.unknown().optional(),
});
export type DeleteWaitTimeInput = z.infer<typeof deleteWaitTimeSchema>;

export const waitTimeQuerySchema = z.object({ id_restaurant_receiving_method: idParam.optional() });

/** A wait time as GET restaurant/wait/time/{id_restaurant} answers it, joined to its method. */
export const waitTimeSchema = z.object({
  id_wait_time: z.number().int(),
  id_restaurant: z.number().int(),
  wait_time: z.number().int(),
  description: z.string(),
  id_restaurant_receiving_method: z.number().int(),
  id_receiving_method: z.number().int(),
  title: z.string(),
  types: z.string(),
});
export type WaitTime = z.infer<typeof waitTimeSchema>;

/** Shortest first (ties by id): the order of the dashboard's coloured circles (spec 3 §2.2). */
export function byWaitTime(a: Pick<WaitTime, 'wait_time' | 'id_wait_time'>, b: typeof a): number {
  return a.wait_time - b.wait_time || a.id_wait_time - b.id_wait_time;
}
