// Which optional intake fields an order takes (by its receiving method and the restaurant's type),
// and how far ahead a reservation may be dated (issue 13). Pure rules: the server's intake calls them.
import { addDays } from '../delivery-time-frames.ts';
import { receivingMethodIds } from '../receiving-methods.ts';
import type { RestaurantType } from '../restaurant.ts';

// --- Fields that only some orders take (issue 13) -------------------------------------------------

const { take_out, counter, table, delivery } = receivingMethodIds;
const pickUpMethods: ReadonlySet<number> = new Set([take_out, counter, table]);

/** The optional intake fields that belong to some orders only, in the order they are checked. */
export const methodBoundFields = [
  'date_reservation',
  'delivery_time',
  'id_delivery_time_frame',
  'delivery_address_detail',
  'table_number',
] as const;
export type MethodBoundField = (typeof methodBoundFields)[number];

/** What decides which of those fields an order takes. */
export interface OrderKind {
  restaurant_type: RestaurantType;
  /** The method type (1–4) of the order, or 'free' for a call-number ticket. */
  method: number | 'free';
}

/**
 * Does this order take this field?
 *  - the delivery time frame and the address: delivery orders only (the frame also gives their date
 *    and time, so date_reservation and delivery_time are not theirs);
 *  - table_number: table orders only (the search filters tables of the table method, spec 3 §2.7);
 *  - date_reservation and delivery_time (the pick-up date and time): take-out, counter and table
 *    orders of restaurants that take orders ahead (reservation and delivery types). A by_order
 *    restaurant cooks an order when it comes (no reservation bell, spec 3 §2.1), and a call-number
 *    ticket is for now.
 */
export function takesField(kind: OrderKind, field: MethodBoundField): boolean {
  switch (field) {
    case 'id_delivery_time_frame':
    case 'delivery_address_detail':
      return kind.method === delivery;
    case 'table_number':
      return kind.method === table;
    case 'date_reservation':
    case 'delivery_time':
      return kind.method !== 'free' && pickUpMethods.has(kind.method) && kind.restaurant_type !== 'by_order';
  }
}

/** Sent at all: null, '' and an object of blank values are "not sent" (forms send empty fields). */
function isGiven(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'object' && !Array.isArray(value)) return Object.values(value).some(isGiven);
  return true;
}

/**
 * The first field sent that this order does not take, or null. Such a field is refused (400 naming
 * it) rather than dropped: the client believes it chose something (a table, a date) that the order
 * would silently not have.
 */
export function inapplicableField(
  body: Partial<Record<MethodBoundField, unknown>>,
  kind: OrderKind,
): MethodBoundField | null {
  return methodBoundFields.find((field) => isGiven(body[field]) && !takesField(kind, field)) ?? null;
}

// --- Reservation dates ---------------------------------------------------------------------------

/** Days ahead a reservation may be made when the restaurant has not set reservation_days. */
export const defaultReservationDays = 7;
/** The largest reservation_days read; a larger value is taken as a typo (the default applies). */
export const maxReservationDays = 365;

/**
 * The restaurant's reservation_days (restaurant_type_detail, spec 1 §3): how many days after today a
 * reservation may be for (0 = today only). Settings are typed in by owners: a missing or invalid
 * value (not a whole number from 0 to 365; digits in a string are accepted) gives the default.
 */
export function reservationDaysOf(value: unknown): number {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= maxReservationDays
    ? number
    : defaultReservationDays;
}

export type ReservationDateIssue =
  | { code: 'ORDER_RESERVATION_DATE_PAST'; params: Record<string, never> }
  | { code: 'ORDER_RESERVATION_DATE_TOO_FAR'; params: { days: number; last: string } };

/**
 * Is a reservation date ('YYYY-MM-DD') bookable on business date `today`? From today to
 * `reservationDays` days after it, both included.
 */
export function reservationDateIssue(
  date: string,
  today: string,
  reservationDays: number,
): ReservationDateIssue | null {
  if (date < today) return { code: 'ORDER_RESERVATION_DATE_PAST', params: {} };
  const last = addDays(today, reservationDays);
  if (date > last) return { code: 'ORDER_RESERVATION_DATE_TOO_FAR', params: { days: reservationDays, last } };
  return null;
}
