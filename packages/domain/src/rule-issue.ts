// The one shape every rule function of the domain answers a broken rule in, for every area: the
// field it belongs to (a body path such as `service_shipping_fees.1.min_order_fee`), a message
// code and the placeholders of its text. Forms (the web's useDomainForm) and the server read
// issues the same way, whichever area they come from.

export interface RuleIssue<Field extends string = string, Code extends string = string> {
  field: Field;
  code: Code;
  /** Placeholders of the message text ({max}, {expected}, ...). */
  params: Readonly<Record<string, string | number>>;
}

/** An issue with no placeholders. */
export function ruleIssue<Field extends string, Code extends string>(
  field: Field,
  code: Code,
  params: Readonly<Record<string, string | number>> = {},
): RuleIssue<Field, Code> {
  return { field, code, params };
}

/**
 * Does an issue only say "fill me in"? Forms show such a message once the field is touched (or
 * after a Save attempt), a wrong value at once. Every required code of the catalogue ends in
 * REQUIRED (CATEGORY_REQUIRED, FEE_TIER_REQUIRED, ...).
 */
export function isMissingIssue(issue: Pick<RuleIssue, 'code'>): boolean {
  return /(^|_)REQUIRED$/.test(issue.code);
}

/** The first issue of each field, in rule order (a rule function lists the most basic one first). */
export function firstIssueByField<Issue extends RuleIssue>(issues: readonly Issue[]): Map<string, Issue> {
  const byField = new Map<string, Issue>();
  for (const issue of issues) if (!byField.has(issue.field)) byField.set(issue.field, issue);
  return byField;
}
