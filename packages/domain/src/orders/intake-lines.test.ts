// Intake lines: each bad line answers its own code at its field; good lines are priced from the
// catalogue (menus with their method price and options, call menus at no price) and summed into the
// stock they take.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages.ts';
import { emptyWeek } from '../schedule.ts';
import {
  type CatalogueFreeMenu,
  type CatalogueMenu,
  type IntakeLine,
  priceFreeLines,
  priceMenuLines,
  stockDemand,
} from './intake.ts';

const restaurant = 7;
// A Wednesday, 12:30 in Tokyo.
const now = new Date('2025-04-02T03:30:00Z');

const ramen: CatalogueMenu = {
  id_food_menu: 1,
  id_restaurant: restaurant,
  id_food_category: 10,
  id_food_sub_category: 20,
  food_menu_name: '醤油ラーメン',
  jancode: '4900000000011',
  image_name: 'r7/ramen.jpg',
  status: 'active',
  quota_per_user: null,
  category_status: 'active',
  sub_category_name: '麺類',
  sub_category_status: true,
  sub_category_inactive_data: emptyWeek(),
  method_price: { food_menu_price: 900, is_applied: true },
  food_menu_price: 850,
  food_menu_price_discount: null,
  discount_start_date: null,
  discount_start_time: null,
  discount_end_date: null,
  discount_end_time: null,
  additionals: [
    {
      id_food_menu_additional: 100,
      item_name: '麺の硬さ',
      jancode: '',
      image_name: null,
      options: [
        {
          id_food_menu_additional_option: 1000,
          additional_name: '普通',
          additional_cost: 0,
          jancode: null,
          image_name: null,
          default: true,
        },
        {
          id_food_menu_additional_option: 1001,
          additional_name: '大盛り',
          additional_cost: 150,
          jancode: '111',
          image_name: null,
          default: false,
        },
      ],
    },
    { id_food_menu_additional: 101, item_name: 'empty group', jancode: '', image_name: null, options: [] },
  ],
};
const menus = new Map<number, CatalogueMenu>([
  [1, ramen],
  [
    2,
    { ...ramen, id_food_menu: 2, food_menu_name: 'Gyoza', additionals: [], method_price: null, food_menu_price: 400 },
  ],
  [3, { ...ramen, id_food_menu: 3, id_restaurant: 99, food_menu_name: 'Elsewhere', additionals: [] }],
  [4, { ...ramen, id_food_menu: 4, status: 'inactive', food_menu_name: 'Old', additionals: [] }],
  [5, { ...ramen, id_food_menu: 5, quota_per_user: 2, food_menu_name: 'Limited', additionals: [] }],
]);

const choose = (option: number) => [
  { id_food_menu_additional: 100, additional: [{ id_food_menu_additional_option: option, active: true }] },
];

describe('priceMenuLines', () => {
  it('prices each line from the catalogue: method price, chosen option, snapshot fields', () => {
    const result = priceMenuLines(
      [
        { id_food_menu: 1, qty: 2, additional: choose(1001) },
        { id_food_menu: 2, qty: 1 },
      ],
      menus,
      restaurant,
      now,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lines[0]).toMatchObject({
      food_menu_name: '醤油ラーメン',
      price: 900,
      extra_price: 150,
      qty: 2,
      total: 2100,
      jancode: '4900000000011',
      image_name: 'r7/ramen.jpg',
      additional: [
        { item_name: '麺の硬さ', additional: [{ additional_name: '大盛り', additional_cost: 150, active: true }] },
      ],
    });
    expect(result.lines[1]).toMatchObject({ price: 400, extra_price: 0, total: 400, additional: [] });
  });

  const issueOf = (lines: IntakeLine[]) => {
    const result = priceMenuLines(lines, menus, restaurant, now);
    return result.ok ? null : result.issue;
  };

  it('refuses zero, negative, fractional and huge quantities', () => {
    for (const qty of [0, -1, 1.5, 1000]) {
      expect(issueOf([{ id_food_menu: 2, qty }])).toMatchObject({
        code: 'ORDER_QUANTITY_INVALID',
        field: 'order_list.0.qty',
      });
    }
  });

  it("an unknown menu and another restaurant's menu are both 'not found'", () => {
    expect(
      issueOf([
        { id_food_menu: 2, qty: 1 },
        { id_food_menu: 404, qty: 1 },
      ]),
    ).toMatchObject({
      code: 'ORDER_MENU_NOT_FOUND',
      field: 'order_list.1.id_food_menu',
    });
    expect(issueOf([{ id_food_menu: 3, qty: 1 }])).toMatchObject({ code: 'ORDER_MENU_NOT_FOUND' });
    expect(formatMessage('ORDER_MENU_NOT_FOUND').jp).toBe('対象メニューが存在しない');
  });

  it('an inactive menu or category', () => {
    expect(issueOf([{ id_food_menu: 4, qty: 1 }])).toMatchObject({
      code: 'ORDER_MENU_INACTIVE',
      params: { name: 'Old' },
    });
    const closedCategory = new Map(menus).set(2, { ...(menus.get(2) as CatalogueMenu), category_status: 'inactive' });
    expect(priceMenuLines([{ id_food_menu: 2, qty: 1 }], closedCategory, restaurant, now)).toMatchObject({
      ok: false,
      issue: { code: 'ORDER_MENU_INACTIVE' },
    });
  });

  it('a sub-category inside one of its inactive shifts now, or switched off', () => {
    const week = emptyWeek();
    // Wednesday = 2: closed 12:00–13:00 Tokyo.
    week[2] = { ...week[2]!, active: true, start_shift_1: '12:00:00', end_shift_1: '13:00:00' };
    const closed = new Map(menus).set(2, { ...(menus.get(2) as CatalogueMenu), sub_category_inactive_data: week });
    expect(priceMenuLines([{ id_food_menu: 2, qty: 1 }], closed, restaurant, now)).toMatchObject({
      ok: false,
      issue: { code: 'ORDER_SUB_CATEGORY_CLOSED', params: { sub_category: '麺類' } },
    });
    // 13:00 is open again.
    expect(priceMenuLines([{ id_food_menu: 2, qty: 1 }], closed, restaurant, new Date('2025-04-02T04:00:00Z')).ok).toBe(
      true,
    );
    const off = new Map(menus).set(2, { ...(menus.get(2) as CatalogueMenu), sub_category_status: false });
    expect(priceMenuLines([{ id_food_menu: 2, qty: 1 }], off, restaurant, now)).toMatchObject({
      ok: false,
      issue: { code: 'ORDER_SUB_CATEGORY_CLOSED' },
    });
  });

  it("one active choice in every group that has choices: 'メニューのオプションを選択してください'", () => {
    expect(issueOf([{ id_food_menu: 1, qty: 1 }])).toMatchObject({
      code: 'ORDER_OPTION_REQUIRED',
      field: 'order_list.0.additional',
    });
    expect(
      issueOf([
        {
          id_food_menu: 1,
          qty: 1,
          additional: [
            { id_food_menu_additional: 100, additional: [{ id_food_menu_additional_option: 1000, active: false }] },
          ],
        },
      ]),
    ).toMatchObject({ code: 'ORDER_OPTION_REQUIRED', field: 'order_list.0.additional.0' });
    expect(formatMessage('ORDER_OPTION_REQUIRED').jp).toBe('メニューのオプションを選択してください');
    expect(
      issueOf([
        {
          id_food_menu: 1,
          qty: 1,
          additional: [
            {
              id_food_menu_additional: 100,
              additional: [{ id_food_menu_additional_option: 1000 }, { id_food_menu_additional_option: 1001 }],
            },
          ],
        },
      ]),
    ).toMatchObject({ code: 'ORDER_OPTION_TOO_MANY' });
    expect(issueOf([{ id_food_menu: 1, qty: 1, additional: choose(9999) }])).toMatchObject({
      code: 'ORDER_OPTION_INVALID',
    });
    expect(
      issueOf([
        { id_food_menu: 1, qty: 1, additional: [...choose(1000), { id_food_menu_additional: 555, additional: [] }] },
      ]),
    ).toMatchObject({ code: 'ORDER_OPTION_INVALID', field: 'order_list.0.additional.1' });
  });

  it('the per-order quota counts every line of the menu', () => {
    expect(issueOf([{ id_food_menu: 5, qty: 2 }])).toBeNull();
    expect(
      issueOf([
        { id_food_menu: 5, qty: 1 },
        { id_food_menu: 5, qty: 2 },
      ]),
    ).toMatchObject({
      code: 'ORDER_QUOTA_EXCEEDED',
      params: { max: 2 },
    });
  });

  it('an empty order, or a call menu in a paid order', () => {
    expect(issueOf([])).toMatchObject({ code: 'ORDER_EMPTY' });
    expect(issueOf([{ id_free_food_menu: 1, qty: 1 }])).toMatchObject({ code: 'ORDER_LINES_MIXED' });
  });

  it('stock demand sums lines per menu in ascending menu id', () => {
    const result = priceMenuLines(
      [
        { id_food_menu: 2, qty: 1 },
        { id_food_menu: 1, qty: 1, additional: choose(1000) },
        { id_food_menu: 2, qty: 3 },
      ],
      menus,
      restaurant,
      now,
    );
    if (!result.ok) throw new Error('expected ok');
    expect(stockDemand(result.lines)).toEqual([
      { id_food_menu: 1, food_menu_name: '醤油ラーメン', qty: 1 },
      { id_food_menu: 2, food_menu_name: 'Gyoza', qty: 4 },
    ]);
  });

  it('property: a valid cart is always accepted and priced at (price + extra) × qty', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ menu: fc.constantFrom(1, 2), qty: fc.integer({ min: 1, max: 999 }), big: fc.boolean() }), {
          minLength: 1,
          maxLength: 10,
        }),
        (cart) => {
          const result = priceMenuLines(
            cart.map((item) => ({
              id_food_menu: item.menu,
              qty: item.qty,
              ...(item.menu === 1 ? { additional: choose(item.big ? 1001 : 1000) } : {}),
            })),
            menus,
            restaurant,
            now,
          );
          return (
            result.ok &&
            result.lines.every((line, index) => {
              const item = cart[index]!;
              const expected = item.menu === 1 ? (900 + (item.big ? 150 : 0)) * item.qty : 400 * item.qty;
              return line.total === expected;
            })
          );
        },
      ),
    );
  });
});

describe('priceFreeLines', () => {
  const free = new Map<number, CatalogueFreeMenu>([
    [1, { id_free_food_menu: 1, id_restaurant: restaurant, free_food_menu_name: 'お水', status: true }],
    [2, { id_free_food_menu: 2, id_restaurant: restaurant, free_food_menu_name: 'off', status: false }],
    [3, { id_free_food_menu: 3, id_restaurant: 99, free_food_menu_name: 'other', status: true }],
  ]);

  it('takes active call menus of the restaurant at no price', () => {
    const result = priceFreeLines([{ id_free_food_menu: 1, qty: 2 }], free, restaurant);
    expect(result).toMatchObject({
      ok: true,
      lines: [{ is_free_food_menu: true, free_food_menu_name: 'お水', total: 0 }],
    });
  });

  it("refuses missing, inactive and foreign call menus with '対象メニューが存在しない'", () => {
    for (const id of [2, 3, 404]) {
      expect(priceFreeLines([{ id_free_food_menu: id, qty: 1 }], free, restaurant)).toMatchObject({
        ok: false,
        issue: { code: 'ORDER_MENU_NOT_FOUND', field: 'order_list.0.id_free_food_menu' },
      });
    }
    expect(priceFreeLines([{ id_food_menu: 1, qty: 1 }], free, restaurant)).toMatchObject({
      ok: false,
      issue: { code: 'ORDER_LINES_MIXED' },
    });
  });
});
