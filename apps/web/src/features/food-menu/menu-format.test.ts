// Money, dates and receiving-method names as this screen family writes them, and the price rows
// the form builds from the restaurant's methods.
import { emptyMenuDraft } from '@noren/domain/catalogue/menus/draft';
import { describe, expect, it } from 'vitest';
import { formatDate, formatYen, formatYenOrDash, methodLabel, withRestaurantMethods } from './menu-format.ts';

describe('menu formats', () => {
  it('writes yen as 1,200円 in Japanese and ¥1,200 in English, and a dash for nothing', () => {
    expect(formatYen(1200, 'jp')).toBe('1,200円');
    expect(formatYen(1200, 'en')).toBe('¥1,200');
    expect(formatYen(0, 'jp')).toBe('0円');
    expect(formatYenOrDash(null, 'en')).toBe('-');
  });

  it('writes dates the way each language reads them', () => {
    expect(formatDate('2025-04-01', 'jp')).toBe('2025/04/01');
    expect(formatDate('2025-04-01', 'en')).toBe('04/01/2025');
  });

  it("names a method in the page's language, with the restaurant's own title when it differs", () => {
    const takeOut = { method_name: 'Take-out', method_name_jp: 'テイクアウト' };
    expect(methodLabel({ ...takeOut, title: 'テイクアウト' }, 'en')).toBe('Take-out');
    expect(methodLabel({ ...takeOut, title: 'テイクアウト' }, 'jp')).toBe('テイクアウト');
    expect(methodLabel({ ...takeOut, title: '店頭受け取り' }, 'jp')).toBe('テイクアウト · 店頭受け取り');
    expect(methodLabel({ title: '店頭受け取り' }, 'en')).toBe('店頭受け取り');
  });

  it('gives every restaurant method a row: kept, applied for a new menu, not applied for a stored one', () => {
    const methods = [
      {
        id_restaurant_receiving_method: 5,
        id_receiving_method: 1,
        method_name: 'Take-out',
        method_name_jp: 'テイクアウト',
      },
      { id_restaurant_receiving_method: 6, id_receiving_method: 3, method_name: 'Table', method_name_jp: 'テーブル' },
    ];
    const draft = {
      ...emptyMenuDraft(),
      receiving_method: [
        {
          id_restaurant_receiving_method: 6,
          id_receiving_method: 3,
          method_name: '',
          food_menu_price: '700',
          is_applied: true,
        },
      ],
    };
    expect(withRestaurantMethods(draft, methods, 'en', false)).toEqual([
      {
        id_restaurant_receiving_method: 5,
        id_receiving_method: 1,
        method_name: 'Take-out',
        food_menu_price: '',
        is_applied: false,
      },
      {
        id_restaurant_receiving_method: 6,
        id_receiving_method: 3,
        method_name: 'Table',
        food_menu_price: '700',
        is_applied: true,
      },
    ]);
    expect(withRestaurantMethods(emptyMenuDraft(), methods, 'jp', true).map((row) => row.is_applied)).toEqual([
      true,
      true,
    ]);
  });
});
