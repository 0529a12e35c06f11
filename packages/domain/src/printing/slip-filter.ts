// What the receipt slip and the A4 print list share, so they never disagree about an order: which
// lines they hold (spec 3 §4, §5: only the lines in the food categories chosen on the device, and
// a free (call-number) order only when 'free' is chosen), a line's name, the comment, and yen.
import type { Order, OrderLine } from '../orders/schemas.ts';

/** The categories chosen in the device's settings ('Order to display' / the printer's choice). */
export interface CategoryChoice {
  /** Food category ids, or 'all' when the device has not narrowed them. */
  categories: readonly number[] | 'all';
  /** The special entry 'call menu' (id free): print free orders. */
  free: boolean;
}

export interface FilterableOrder<Line> {
  is_free_food_order: boolean;
  order_detail: { order_list: readonly Line[] };
}

/**
 * The lines to print, or null when the order is not printed at all: a paid order with no line in
 * the chosen categories, or a free order while 'free' is not chosen. A free order prints whole
 * (its call menus have no category), even with no line.
 */
export function linesToPrint<Line extends Pick<OrderLine, 'id_food_category'>>(
  order: FilterableOrder<Line>,
  choice: CategoryChoice,
): Line[] | null {
  const lines = order.order_detail.order_list;
  if (order.is_free_food_order) return choice.free ? [...lines] : null;
  const { categories } = choice;
  const chosen =
    categories === 'all'
      ? [...lines]
      : lines.filter((line) => line.id_food_category !== null && categories.includes(line.id_food_category));
  return chosen.length > 0 ? chosen : null;
}

/** The name a line is printed with: a call menu's own name when it has one. */
export function lineName(line: Pick<OrderLine, 'is_free_food_menu' | 'free_food_menu_name' | 'food_menu_name'>) {
  return line.is_free_food_menu ? (line.free_food_menu_name ?? line.food_menu_name) : line.food_menu_name;
}

/** The order's comment as printed: each question's answer, then the customer's note. */
export function orderNotes(order: Pick<Order, 'response_list' | 'customer_note'>): string[] {
  const answers = order.response_list.map(({ question, answer }) => `${question}: ${answer}`);
  return [...answers, order.customer_note].filter((text) => text.trim() !== '');
}

/** Whole yen with thousands separators and the '円' the slips use: 1234 → '1,234円'. */
export function yen(amount: number): string {
  return `${String(Math.trunc(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}円`;
}
