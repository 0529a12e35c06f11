// Orders as the server answers them, for the slip tests: a take-out order of Japanese menus with
// options and a reduced-rate line, an English delivery order, a counter order and a call-number
// ticket. Only the tests import this file.
import type { SlipOrder, SlipOrderLine, SlipRestaurant } from './slip.ts';

type Option = [group: string, choice: string, cost: number];

export function line(
  name: string,
  qty: number,
  price: number,
  more: Partial<SlipOrderLine> & { options?: readonly Option[] } = {},
): SlipOrderLine {
  const { options = [], ...rest } = more;
  const extra = options.reduce((sum, [, , cost]) => sum + cost, 0);
  return {
    id_food_category: 10,
    food_menu_name: name,
    is_free_food_menu: false,
    free_food_menu_name: null,
    qty,
    total: (price + extra) * qty,
    additional: options.map(([group, choice, cost], index) => ({
      id_food_menu_additional: 100 + index,
      item_name: group,
      jancode: '',
      image_name: null,
      additional: [
        {
          id_food_menu_additional_option: 1000 + index,
          additional_name: choice,
          additional_cost: cost,
          jancode: null,
          image_name: null,
          image_url: null,
          default: false,
          active: true,
          amount: 1,
        },
      ],
    })),
    ...rest,
  };
}

const noAmounts = {
  subtotal: 0,
  option_total: 0,
  service_fee: 0,
  service_fee_rate: 0,
  tax: 0,
  tax_rate: 0,
  shipping_fee: 0,
  total: 0,
};

export function order(lines: readonly SlipOrderLine[], more: Partial<SlipOrder> = {}): SlipOrder {
  return {
    order_number: 'T012',
    od_order_number: null,
    order_date: '2026-11-24',
    order_time: '12:34:56',
    date_reservation: null,
    delivery_time: null,
    order_restaurant_type: 'by_order',
    id_receiving_method: 1,
    receiving_method: { title: 'テイクアウト', types: '1', id_receiving_method: 1 },
    table_number: null,
    customer_note: '',
    response_list: [],
    is_free_food_order: false,
    total_price_detail: noAmounts,
    delivery_address_detail: null,
    order_detail: { order_list: lines, extra_charge: null },
    ...more,
  };
}

export const restaurant: SlipRestaurant = {
  name: 'のれん食堂',
  registration_number: 'T1234567890123',
  company: '株式会社のれん',
};

/** 2026-11-24 12:40 in Tokyo. */
export const printedAt = new Date('2026-11-24T03:40:00Z');
export const everything = { categories: 'all', free: true, reprint: false, printedAt } as const;
