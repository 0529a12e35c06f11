// The Add/Edit Receiving Method form as data: the draft the fields edit (numbers kept as typed
// text), every issue of a draft at the field's body path, and the body sent to the server. Every
// rule is the domain's (receiving-methods.ts, fee-tiers.ts, schedule.ts), the same the server runs.
import type { FeeTierDraft } from '@noren/domain/fee-tiers';
import {
  decimalFromText,
  orderableDistanceForEdit,
  type ReceivingMethod,
  receivingMethodFieldIssues,
  receivingMethodIssues,
  wholeNumberFromText,
} from '@noren/domain/receiving-methods';
import type { RuleIssue } from '@noren/domain/rule-issue';
import { emptyWeek, type WeekdaySchedule } from '@noren/domain/schedule';

export interface ImageDraft {
  file_key: string | null;
  url: string | null;
}

export interface TierDraft {
  /** React key: stable while rows are added and removed. */
  key: string;
  id_service_shipping_fee: number | null;
  name: string;
  min_order_fee: string;
  max_order_fee: string;
  cost: string;
  jancode: string;
}

export interface MethodDraft {
  id_receiving_method: number | null;
  title: string;
  text: string;
  detail: string;
  tax: string;
  service_fee: string;
  active: boolean;
  method_image: ImageDraft;
  service_image: ImageDraft;
  min_order_fee: string;
  min_free_order_fee: string;
  orderable_distance: string;
  order_number_initials: string;
  inactive_data: WeekdaySchedule[];
  tiers: TierDraft[];
}

let tierCounter = 0;
export const newTierKey = () => `tier-${++tierCounter}`;

/** Whole yen or meters as typed: '' → null. */
export const wholeNumber = wholeNumberFromText;

/** A percentage as typed: '' → null; '8.5' → 8.5. */
export const decimalNumber = decimalFromText;

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function emptyTier(min: number | null): TierDraft {
  return {
    key: newTierKey(),
    id_service_shipping_fee: null,
    name: '',
    min_order_fee: text(min),
    max_order_fee: '',
    cost: '',
    jancode: '',
  };
}

export function emptyDraft(): MethodDraft {
  return {
    id_receiving_method: null,
    title: '',
    text: '',
    detail: '',
    tax: '',
    service_fee: '',
    active: true,
    method_image: { file_key: null, url: null },
    service_image: { file_key: null, url: null },
    min_order_fee: '',
    min_free_order_fee: '',
    orderable_distance: '',
    order_number_initials: '',
    inactive_data: emptyWeek(),
    tiers: [],
  };
}

/** An edit starts from the stored method; an empty orderable distance starts at 1000 m (spec 3 §5). */
export function draftFromMethod(method: ReceivingMethod): MethodDraft {
  return {
    id_receiving_method: method.id_receiving_method,
    title: method.title,
    text: method.text,
    detail: method.detail,
    tax: String(method.tax),
    service_fee: String(method.service_fee),
    active: method.active,
    method_image: { file_key: method.method_image_name, url: method.method_image_url },
    service_image: { file_key: method.service_image_name, url: method.service_image },
    min_order_fee: text(method.min_order_fee),
    min_free_order_fee: text(method.min_free_order_fee),
    orderable_distance: String(orderableDistanceForEdit(method.orderable_distance)),
    order_number_initials: method.order_number_initials,
    inactive_data: method.inactive_data.map((day) => ({ ...day })),
    tiers: method.service_shipping_fees.map((tier) => ({
      key: newTierKey(),
      id_service_shipping_fee: tier.id_service_shipping_fee,
      name: tier.name,
      min_order_fee: String(tier.min_order_fee),
      max_order_fee: String(tier.max_order_fee),
      cost: String(tier.cost),
      jancode: tier.jancode ?? '',
    })),
  };
}

/** The tiers as the domain rules read them. */
export function tierValues(tiers: readonly TierDraft[]): FeeTierDraft[] {
  return tiers.map((tier) => ({
    name: tier.name,
    min_order_fee: wholeNumber(tier.min_order_fee),
    max_order_fee: wholeNumber(tier.max_order_fee),
    cost: wholeNumber(tier.cost),
    jancode: tier.jancode,
  }));
}

/**
 * Every issue of the draft, in the one shape, at its body path (`title`,
 * `service_shipping_fees.1.min_order_fee`, `inactive_data.3.end_shift_1`): the method's own
 * fields, then its tiers and shifts. Save stays disabled while there is any.
 */
export function draftIssues(draft: MethodDraft, context: { isNew: boolean; codeCompany: number | null }): RuleIssue[] {
  return [
    ...receivingMethodFieldIssues(
      { ...draft, service_image_name: draft.service_image.file_key },
      { isNew: context.isNew },
    ),
    ...receivingMethodIssues(
      {
        id_receiving_method: draft.id_receiving_method,
        min_order_fee: wholeNumber(draft.min_order_fee),
        min_free_order_fee: wholeNumber(draft.min_free_order_fee),
        service_shipping_fees: tierValues(draft.tiers),
        inactive_data: draft.inactive_data,
      },
      context.codeCompany,
    ),
  ];
}

/** The POST / PUT body of a draft that has no problems. */
export function bodyFromDraft(
  draft: MethodDraft,
  idRestaurant: number,
  editing: Pick<ReceivingMethod, 'id_restaurant_receiving_method'> | null,
): Record<string, unknown> {
  return {
    ...(editing ? { id_restaurant_receiving_method: editing.id_restaurant_receiving_method } : {}),
    id_restaurant: idRestaurant,
    id_receiving_method: draft.id_receiving_method,
    title: draft.title.trim(),
    text: draft.text.trim(),
    detail: draft.detail.trim(),
    tax: decimalNumber(draft.tax),
    service_fee: decimalNumber(draft.service_fee),
    active: draft.active,
    method_image_name: draft.method_image.file_key,
    service_image_name: draft.service_image.file_key,
    min_order_fee: wholeNumber(draft.min_order_fee),
    min_free_order_fee: wholeNumber(draft.min_free_order_fee),
    orderable_distance: wholeNumber(draft.orderable_distance),
    order_number_initials: draft.order_number_initials.trim().toUpperCase(),
    inactive_data: draft.inactive_data,
    service_shipping_fees: draft.tiers.map((tier) => ({
      ...(tier.id_service_shipping_fee === null ? {} : { id_service_shipping_fee: tier.id_service_shipping_fee }),
      name: tier.name.trim(),
      min_order_fee: wholeNumber(tier.min_order_fee),
      max_order_fee: wholeNumber(tier.max_order_fee),
      cost: wholeNumber(tier.cost),
      jancode: tier.jancode.trim() === '' ? null : tier.jancode.trim(),
    })),
  };
}
