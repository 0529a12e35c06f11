// The A4 print list holds the orders and lines a slip would, with the same names.
import { describe, expect, it } from 'vitest';
import { type PrintListOrder, printListRows } from './print-list.ts';
import { everything, line, order } from './slip-fixtures.ts';

const paid: PrintListOrder = {
  ...order(
    [line('カレー', 2, 800, { options: [['辛さ', '大辛', 0]] }), line('サラダ', 1, 300, { id_food_category: 20 })],
    {
      customer_note: '急ぎ',
      response_list: [{ question: 'お箸', answer: '要' }],
    },
  ),
  id_food_order: 1,
  total_price: 2052,
};
const ticket: PrintListOrder = {
  ...order([line('お水', 1, 0, { id_food_category: null, is_free_food_menu: true, free_food_menu_name: '水' })], {
    order_number: '013',
    is_free_food_order: true,
    receiving_method: null,
    date_reservation: '2026-11-25',
    delivery_time: '18:00:00',
  }),
  id_food_order: 2,
  total_price: 0,
};

describe('printListRows', () => {
  it('lists every printed order with its lines, count and total', () => {
    expect(printListRows([paid, ticket], everything)).toEqual([
      {
        id_food_order: 1,
        order_number: 'T012',
        time: '12:34',
        method: 'テイクアウト',
        items: ['カレー × 2 (大辛)', 'サラダ × 1'],
        count: 3,
        total: 2052,
        note: 'お箸: 要 / 急ぎ',
      },
      {
        id_food_order: 2,
        order_number: '013',
        time: '2026-11-25 18:00',
        method: '',
        items: ['水 × 1'],
        count: 1,
        total: null,
        note: '',
      },
    ]);
  });

  it('keeps only the chosen categories, totalling the printed lines of a narrowed order', () => {
    const rows = printListRows([paid, ticket], { categories: [20], free: false });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ items: ['サラダ × 1'], count: 1, total: 300 });
  });
});
