// Shipping / service fee tiers of a receiving method (spec 3 §5): the rules every tier list obeys,
// whether another tier may be added, and where the next one starts. The add/edit modal and the
// server call the same functions, so a list the modal accepts is a list the server accepts.
//
// A tier covers the order amounts [min_order_fee, max_order_fee] and costs `cost` yen. The tiers
// run without gaps from the minimum order amount to one yen below the free threshold
// (min_free_order_fee), from which on the fee is free.

/** The fields of one tier, in the order a form shows them. */
export const feeTierFields = ['name', 'min_order_fee', 'max_order_fee', 'cost', 'jancode'] as const;
export type FeeTierField = (typeof feeTierFields)[number];

/** A tier as a form holds it: any field may still be empty. */
export interface FeeTierDraft {
  name?: string | null | undefined;
  min_order_fee?: number | null | undefined;
  max_order_fee?: number | null | undefined;
  cost?: number | null | undefined;
  jancode?: string | null | undefined;
}

/** Message codes of the tier rules (texts in messages/receiving-methods.ts). */
export type FeeTierIssueCode =
  | 'FEE_TIER_REQUIRED'
  | 'FEE_TIER_MIN_GREATER_THAN_MAX'
  | 'FEE_TIER_FIRST_MIN_NOT_MIN_ORDER_FEE'
  | 'FEE_TIER_MIN_NOT_PREVIOUS_MAX_PLUS_ONE'
  | 'FEE_TIER_MAX_NOT_BELOW_FREE_THRESHOLD'
  | 'FEE_TIER_LAST_MAX_NOT_FREE_THRESHOLD_MINUS_ONE'
  | 'MIN_ORDER_FEE_GREATER_THAN_MIN_FREE_SHIPPING_FEE'
  | 'MIN_ORDER_FEE_GREATER_THAN_MIN_FREE_SERVICE_FEE';

export interface FeeTierIssue {
  /** The tier's position (0-based), or null for a field of the method itself. */
  index: number | null;
  field: FeeTierField | 'min_free_order_fee';
  code: FeeTierIssueCode;
  /** Placeholders of the message ({expected}, {threshold}). */
  params: Readonly<Record<string, number>>;
}

export interface FeeTierInput {
  tiers: readonly FeeTierDraft[];
  /** The minimum order amount of the method. */
  min_order_fee: number | null | undefined;
  /** The free threshold: from this order amount on there is no fee. */
  min_free_order_fee: number | null | undefined;
  /** The restaurant's company; company 100 needs no JAN code on a tier. */
  code_company: number | null | undefined;
  /** The method type: delivery (4) charges a shipping fee, the others a service fee. */
  id_receiving_method?: number | null | undefined;
}

/** Receiving method type id of delivery (spec 3 §3). Kept here so the rules need no other module. */
const deliveryMethodId = 4;
/** Company whose tiers need no JAN code (spec 3 §5). */
const companyWithoutTierJancode = 100;

const isBlank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';
const isMissing = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined || Number.isNaN(value);

/** Does a tier need a JAN code in this company? */
export function tierNeedsJancode(codeCompany: number | null | undefined): boolean {
  return codeCompany !== companyWithoutTierJancode;
}

/**
 * Every broken tier rule of spec 3 §5, each with its tier, field and message code. One message per
 * field at most — the most basic one first — so a user fixes one thing at a time and a single
 * broken rule answers exactly its own message:
 * - min_order_fee of a tier: required → not above its max → first = minimum order amount /
 *   later = previous max + 1;
 * - max_order_fee of a tier: required → below the free threshold → last = free threshold − 1;
 * - name, cost (and jancode unless company 100): required;
 * - the method: tiers need a free threshold; the minimum order amount must not exceed it.
 * A rule whose inputs are still empty is not judged (the empty field already has its message).
 */
export function feeTierIssues(input: FeeTierInput): FeeTierIssue[] {
  const { tiers, min_order_fee: minimum, min_free_order_fee: free } = input;
  const issues: FeeTierIssue[] = [];
  const add = (index: number | null, field: FeeTierIssue['field'], code: FeeTierIssueCode, params = {}) =>
    issues.push({ index, field, code, params });

  if (!isMissing(minimum) && !isMissing(free) && minimum > free) {
    add(
      null,
      'min_order_fee',
      input.id_receiving_method === deliveryMethodId
        ? 'MIN_ORDER_FEE_GREATER_THAN_MIN_FREE_SHIPPING_FEE'
        : 'MIN_ORDER_FEE_GREATER_THAN_MIN_FREE_SERVICE_FEE',
    );
  }
  if (tiers.length > 0 && isMissing(free)) add(null, 'min_free_order_fee', 'FEE_TIER_REQUIRED');

  const needsJancode = tierNeedsJancode(input.code_company);
  tiers.forEach((tier, index) => {
    const min = tier.min_order_fee;
    const max = tier.max_order_fee;
    const isLast = index === tiers.length - 1;

    if (isBlank(tier.name)) add(index, 'name', 'FEE_TIER_REQUIRED');

    if (isMissing(min)) {
      add(index, 'min_order_fee', 'FEE_TIER_REQUIRED');
    } else if (!isMissing(max) && min > max) {
      add(index, 'min_order_fee', 'FEE_TIER_MIN_GREATER_THAN_MAX');
    } else if (index === 0) {
      if (!isMissing(minimum) && min !== minimum) {
        add(index, 'min_order_fee', 'FEE_TIER_FIRST_MIN_NOT_MIN_ORDER_FEE', { expected: minimum });
      }
    } else {
      const previousMax = tiers[index - 1]?.max_order_fee;
      if (!isMissing(previousMax) && min !== previousMax + 1) {
        add(index, 'min_order_fee', 'FEE_TIER_MIN_NOT_PREVIOUS_MAX_PLUS_ONE', { expected: previousMax + 1 });
      }
    }

    if (isMissing(max)) {
      add(index, 'max_order_fee', 'FEE_TIER_REQUIRED');
    } else if (!isMissing(free) && max >= free) {
      add(index, 'max_order_fee', 'FEE_TIER_MAX_NOT_BELOW_FREE_THRESHOLD', { threshold: free });
    } else if (isLast && !isMissing(free) && max !== free - 1) {
      add(index, 'max_order_fee', 'FEE_TIER_LAST_MAX_NOT_FREE_THRESHOLD_MINUS_ONE', { expected: free - 1 });
    }

    if (isMissing(tier.cost)) add(index, 'cost', 'FEE_TIER_REQUIRED');
    if (needsJancode && isBlank(tier.jancode)) add(index, 'jancode', 'FEE_TIER_REQUIRED');
  });
  return issues;
}

/** Where an issue sits in a receiving-method body: `service_shipping_fees.1.min_order_fee` or `min_order_fee`. */
export function feeTierIssuePath(issue: Pick<FeeTierIssue, 'index' | 'field'>): string {
  return issue.index === null ? issue.field : `service_shipping_fees.${issue.index}.${issue.field}`;
}

type TierBounds = Pick<FeeTierInput, 'tiers' | 'min_order_fee' | 'min_free_order_fee'>;

/**
 * The add-tier button (spec 3 §5) is disabled when there is no free threshold, when the threshold
 * equals the minimum order amount (nothing to charge for), or when the tiers already reach it.
 */
export function canAddTier({ tiers, min_order_fee: minimum, min_free_order_fee: free }: TierBounds): boolean {
  if (isMissing(free)) return false;
  if (!isMissing(minimum) && free === minimum) return false;
  const lastMax = tiers.at(-1)?.max_order_fee;
  if (!isMissing(lastMax) && lastMax >= free - 1) return false;
  return true;
}

/** Where a new tier starts: the previous tier's max + 1, or the minimum order amount for the first. */
export function nextTierMin({
  tiers,
  min_order_fee: minimum,
}: Pick<TierBounds, 'tiers' | 'min_order_fee'>): number | null {
  const last = tiers.at(-1);
  if (!last) return isMissing(minimum) ? null : minimum;
  return isMissing(last.max_order_fee) ? null : last.max_order_fee + 1;
}
