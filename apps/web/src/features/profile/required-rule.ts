// "Required" for the Profile's own fields: the domain's rule shape with a code the form reads as
// the shared 'Required' text (common.required in both languages).
import { type RuleIssue, ruleIssue } from '@noren/domain/rule-issue';

export const requiredCode = 'PROFILE_REQUIRED';

/** An issue per blank field among `fields`. */
export function requiredIssues<Draft extends object>(
  draft: Draft,
  fields: readonly (keyof Draft & string)[],
): RuleIssue[] {
  return fields
    .filter((field) => String((draft as Record<string, unknown>)[field] ?? '').trim() === '')
    .map((field) => ruleIssue(field, requiredCode));
}
