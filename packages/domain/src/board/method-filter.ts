// Which receiving methods a board shows (spec 3 §2.8, §9): `method_id` in the board's address is
// repeatable or comma separated (`?method_id=1&method_id=2,3`); the delivery method is always
// removed; anything that is not a method type is ignored (a TV's address is typed once by an
// installer: a typo must not blank the board). Call-number (free) orders have no method and are
// always shown: they are called at the counter.
import { receivingMethodIds } from '../receiving-methods.ts';

/** Method types a board may show: take-out, counter, table. Never delivery. */
export const boardMethodTypes: readonly number[] = [
  receivingMethodIds.take_out,
  receivingMethodIds.counter,
  receivingMethodIds.table,
];

/** At most this many values are read (the rest ignored): there are only three to choose from. */
const maxValues = 10;

/**
 * The method types named by `method_id` (a query value, its repeats, or a body list), in the order
 * first named, without duplicates, delivery and garbage. Empty means no filter.
 */
export function parseMethodIds(value: unknown): number[] {
  const values = Array.isArray(value) ? value : [value];
  const words = values
    .flatMap((entry) =>
      typeof entry === 'number' ? [String(entry)] : typeof entry === 'string' ? entry.split(',') : [],
    )
    .slice(0, maxValues * 4)
    .map((word) => word.trim());
  const ids: number[] = [];
  for (const word of words) {
    const type = /^\d{1,2}$/.test(word) ? Number(word) : Number.NaN;
    if (boardMethodTypes.includes(type) && !ids.includes(type)) ids.push(type);
    if (ids.length >= maxValues) break;
  }
  return ids;
}

/** Does a board show an order or a method of this type (null: a call-number order) under the filter? */
export function isShownMethod(idReceivingMethod: number | null, filter: readonly number[]): boolean {
  if (idReceivingMethod === null) return true;
  if (!boardMethodTypes.includes(idReceivingMethod)) return false;
  return filter.length === 0 || filter.includes(idReceivingMethod);
}

/** Is this order for boards at all? Delivery orders (method 4, or a delivery restaurant's) never are. */
export function isBoardOrder(order: { id_receiving_method: number | null; order_restaurant_type: string }): boolean {
  return order.order_restaurant_type !== 'delivery' && isShownMethod(order.id_receiving_method, []);
}
