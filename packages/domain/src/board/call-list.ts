// The order-ready call of the TV board (spec 3 §4 "TV rules", §9): which orders are called, how
// many are kept, and how the call screen steps and closes. Pure: the board keeps a CallList in its
// state and feeds it each order it learns of (socket event or catch-up) and each 10 s tick.
//
// - An order is called when it reaches `done` with take-out (1), counter (2) or no method (a
//   call-number ticket). Table orders are brought to the table; delivery never reaches a board.
// - Multi mode keeps up to 3 orders per restaurant (the oldest dropped) and up to 3 restaurants
//   (the restaurant called longest ago dropped). Single mode keeps every call.
// - The call screen shows for 10 s at a time. Single mode: each tick drops the first 4 orders (the
//   ones just shown) and the screen closes once the list is empty. Multi mode: after 10 s the screen
//   closes, the list is cleared and the board goes back to the page it was on.
// - An order collected meanwhile (receipt) leaves the list; one seen again (a repeated event, a
//   catch-up of something already called) is not called twice.
import { receivingMethodIds } from '../receiving-methods.ts';

export type BoardMode = 'single' | 'multi';

export const callRules = {
  /** How long the call screen shows before its step (ms). */
  showMs: 10_000,
  /** Single mode: orders shown (and dropped) per step. */
  singleStep: 4,
  /** Multi mode: orders kept per restaurant. */
  perRestaurant: 3,
  /** Multi mode: restaurants kept. */
  maxRestaurants: 3,
} as const;

export interface CallEntry {
  id_food_order: number;
  id_restaurant: number;
  restaurant_name: string;
  order_number: string;
}

/** Oldest call first. */
export type CallList = readonly CallEntry[];

interface CallSource {
  cooking_status: string;
  id_receiving_method: number | null;
}

/** Does this order, as it is now, call its customer to the counter? */
export function isCalled(order: CallSource): boolean {
  if (order.cooking_status !== 'done') return false;
  return (
    order.id_receiving_method === null ||
    order.id_receiving_method === receivingMethodIds.take_out ||
    order.id_receiving_method === receivingMethodIds.counter
  );
}

/**
 * Spec 3 §4: "when cooking is done and the method is not table, a message asks the customer to
 * come to the counter". Table orders are served at the table.
 */
export function asksToComeToCounter(order: CallSource): boolean {
  return order.cooking_status === 'done' && order.id_receiving_method !== receivingMethodIds.table;
}

/** Multi mode's caps: per restaurant (oldest dropped), then restaurants (called longest ago dropped). */
function capMulti(list: CallEntry[]): CallEntry[] {
  let kept = list;
  const restaurants = [...new Set(kept.map((entry) => entry.id_restaurant))];
  for (const id of restaurants) {
    const own = kept.filter((entry) => entry.id_restaurant === id);
    const excess = new Set(own.slice(0, Math.max(0, own.length - callRules.perRestaurant)));
    kept = kept.filter((entry) => !excess.has(entry));
  }
  // A restaurant's latest call decides how recent it is.
  const latest = new Map<number, number>();
  for (const [index, entry] of kept.entries()) latest.set(entry.id_restaurant, index);
  const recent = [...latest.entries()].sort((a, b) => b[1] - a[1]).slice(0, callRules.maxRestaurants);
  const keep = new Set(recent.map(([id]) => id));
  return kept.filter((entry) => keep.has(entry.id_restaurant));
}

/**
 * The list after learning of an order as it is now: a new call is appended (and the caps applied);
 * an order that left `done` for good (collected) is removed; anything else changes nothing.
 */
export function updateCallList(list: CallList, order: CallSource & CallEntry, mode: BoardMode): CallList {
  const known = list.some((entry) => entry.id_food_order === order.id_food_order);
  if (!isCalled(order)) {
    const collected = order.cooking_status === 'receipt' || order.cooking_status === 'receipt_app';
    return known && collected ? list.filter((entry) => entry.id_food_order !== order.id_food_order) : list;
  }
  if (known) return list;
  const { id_food_order, id_restaurant, restaurant_name, order_number } = order;
  const next = [...list, { id_food_order, id_restaurant, restaurant_name, order_number }];
  return mode === 'multi' ? capMulti(next) : next;
}

/** What the call screen shows now: single mode the first 4, multi mode every kept call. */
export function shownCalls(list: CallList, mode: BoardMode): CallList {
  return mode === 'single' ? list.slice(0, callRules.singleStep) : list;
}

/** Multi mode's call screen groups the numbers under their restaurant's name, in call order. */
export function callsByRestaurant(
  list: CallList,
): { id_restaurant: number; restaurant_name: string; numbers: string[] }[] {
  const groups = new Map<number, { id_restaurant: number; restaurant_name: string; numbers: string[] }>();
  for (const entry of list) {
    const group = groups.get(entry.id_restaurant) ?? {
      id_restaurant: entry.id_restaurant,
      restaurant_name: entry.restaurant_name,
      numbers: [],
    };
    group.numbers.push(entry.order_number);
    groups.set(entry.id_restaurant, group);
  }
  return [...groups.values()];
}

/**
 * The step after the call screen has shown for `callRules.showMs`: the list that remains and
 * whether the screen closes (multi mode then restores the page it was on).
 */
export function callStep(list: CallList, mode: BoardMode): { list: CallList; close: boolean } {
  if (mode === 'multi') return { list: [], close: true };
  const rest = list.slice(callRules.singleStep);
  return { list: rest, close: rest.length === 0 };
}
