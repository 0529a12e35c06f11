// The rows of the A4 print list (spec 3 §2.3 'Print-list modal, A4 portrait'): one row per order
// that has lines in the chosen categories (spec 3 §5), with the same lines and names as its slip.
// The web lays the rows out as a table and prints the page; nothing here knows about the page.
import type { Order } from '../orders/schemas.ts';
import type { SlipOrder } from './slip.ts';
import { type CategoryChoice, lineName, linesToPrint, orderNotes } from './slip-filter.ts';

export type PrintListOrder = SlipOrder & Pick<Order, 'id_food_order' | 'total_price'>;

export interface PrintListRow {
  id_food_order: number;
  order_number: string;
  /** 'HH:MM' of the order, or the reservation's 'YYYY-MM-DD HH:MM' when it has one. */
  time: string;
  /** The receiving method's title; '' for a call-number ticket. */
  method: string;
  /** 'name × qty (option, option)' per printed line. */
  items: string[];
  count: number;
  /** The order's total; the printed lines' subtotal when some are left out; null for a free order. */
  total: number | null;
  /** Question answers and the customer's note, one string. */
  note: string;
}

export function printListRows(orders: readonly PrintListOrder[], choice: CategoryChoice): PrintListRow[] {
  return orders.flatMap((order) => {
    const lines = linesToPrint(order, choice);
    if (lines === null) return [];
    const partial = lines.length < order.order_detail.order_list.length;
    return [
      {
        id_food_order: order.id_food_order,
        order_number: order.order_number,
        time: order.date_reservation
          ? `${order.date_reservation} ${(order.delivery_time ?? '').slice(0, 5)}`.trim()
          : order.order_time.slice(0, 5),
        method: order.receiving_method?.title ?? '',
        items: lines.map((line) => {
          const options = line.additional.flatMap((group) => group.additional.map((choice) => choice.additional_name));
          return `${lineName(line)} × ${line.qty}${options.length > 0 ? ` (${options.join(', ')})` : ''}`;
        }),
        count: lines.reduce((sum, line) => sum + line.qty, 0),
        total: order.is_free_food_order
          ? null
          : partial
            ? lines.reduce((sum, line) => sum + line.total, 0)
            : order.total_price,
        note: orderNotes(order).join(' / '),
      },
    ];
  });
}
