// The catalogue forms' issues: a failed parse turned into the first issue of each field, as catalogue
// codes, and the category form's. Apart from categories.ts so that a screen that only reads
// categories (the dashboard's category filter) does not load the whole message catalogue.
import type { z } from 'zod';
import { inputMessages } from '../messages/input.ts';
import { type MessageCode, messages } from '../messages.ts';
import type { RuleIssue } from '../rule-issue.ts';
import { createCategorySchema, updateCategorySchema } from './categories.ts';

/** A field issue of the catalogue forms: a catalogue code at the field's dotted path. */
export type FieldIssue = RuleIssue<string, MessageCode>;

function isMessageCode(text: string): text is MessageCode {
  return Object.hasOwn(messages, text);
}

/**
 * The first issue of each field of a failed parse, at its dotted path
 * (`inactive_data.1.end_shift_1`), in the one rule-issue shape. Issue texts that are catalogue
 * codes are kept; others are read through `translate` (e.g. the schedule's own codes), else told
 * as `fallback` ("Invalid data").
 */
export function fieldIssues(
  error: z.ZodError,
  fallback: MessageCode,
  translate: (text: string) => MessageCode | undefined = () => undefined,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    const code = isMessageCode(issue.message) ? issue.message : (translate(issue.message) ?? fallback);
    const params: Record<string, string | number> = {};
    // The shared input blocks' texts name their field ("{field} contains characters ...").
    if (Object.hasOwn(inputMessages, code)) params.field = path;
    if (issue.code === 'too_big' && typeof issue.maximum === 'number') params.max = issue.maximum;
    if (issue.code === 'custom' && issue.params) {
      for (const [key, value] of Object.entries(issue.params)) {
        if (typeof value === 'string' || typeof value === 'number') params[key] = value;
      }
    }
    issues.push({ field: path, code, params });
  }
  return issues;
}

/**
 * The category form's issues (both modes). An edited category may keep its image but not lose it
 * (spec 2 §5): `hadImage` with a null banner is "Required".
 */
export function categoryFormIssues(
  values: Record<string, unknown>,
  mode: 'new' | 'edit',
  options: { hadImage?: boolean } = {},
): FieldIssue[] {
  const schema = mode === 'new' ? createCategorySchema : updateCategorySchema;
  const result = schema.safeParse(values);
  const issues = result.success ? [] : fieldIssues(result.error, 'CATEGORY_INVALID');
  if (mode === 'edit' && options.hadImage && values.banner === null && !issues.some((i) => i.field === 'banner')) {
    issues.push({ field: 'banner', code: 'CATEGORY_REQUIRED', params: {} });
  }
  return issues;
}
