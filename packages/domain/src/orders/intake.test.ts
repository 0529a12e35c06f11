// Intake rules: each bad line answers its own code at its field; good lines are priced from the
// catalogue; client prices are found wherever they hide; order numbers and temporary user ids.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../delivery-times.ts';
import { formatMessage } from '../messages.ts';
import { restaurantTypes } from '../restaurant.ts';
import { emptyWeek } from '../schedule.ts';
import {
  type CatalogueFreeMenu,
  type CatalogueMenu,
  deliveryAddressIssue,
  findClientPriceField,
  formatOrderNumber,
  type IntakeLine,
  isTimeFrameOpen,
  priceFreeLines,
  priceMenuLines,
  stockDemand,
  temporaryUserId,
} from './intake.ts';
import {
  defaultReservationDays,
  inapplicableField,
  methodBoundFields,
  type OrderKind,
  reservationDateIssue,
  reservationDaysOf,
  takesField,
} from './method-fields.ts';
import { orderIntakeSchema } from './schemas.ts';

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

describe('client prices', () => {
  it('are found at the top, in lines and in option choices', () => {
    expect(findClientPriceField({ order_list: [{ id_food_menu: 1, qty: 1 }] })).toBeNull();
    expect(findClientPriceField({ total_price: 1, order_list: [] })).toBe('total_price');
    expect(
      findClientPriceField({
        order_list: [
          { id_food_menu: 1, qty: 1 },
          { id_food_menu: 2, price: 0 },
        ],
      }),
    ).toBe('order_list.1.price');
    expect(
      findClientPriceField({
        order_list: [
          {
            id_food_menu: 1,
            additional: [{ additional: [{ id_food_menu_additional_option: 3, additional_cost: 0 }] }],
          },
        ],
      }),
    ).toBe('order_list.0.additional.0.additional.0.additional_cost');
  });
});

describe('order numbers and user ids', () => {
  it("initials + 3-digit daily sequence: 'T012'; more digits past 999", () => {
    expect(formatOrderNumber('T', 12)).toBe('T012');
    expect(formatOrderNumber('', 7)).toBe('007');
    expect(formatOrderNumber(null, 1234)).toBe('1234');
  });

  it("temporary ids are 'T' + the first UUID segment", () => {
    expect(temporaryUserId('3f9a1b2c-1111-4222-8333-444455556666')).toBe('T3f9a1b2c');
  });

  it('delivery address: a name, phone, postal code and first address line', () => {
    expect(deliveryAddressIssue(null)).toBe('delivery_address_detail');
    expect(
      deliveryAddressIssue({
        address_first_name: '太郎',
        phone_number: '0312345678',
        postal_code: '1000001',
        address1: '東京都',
      }),
    ).toBeNull();
    expect(deliveryAddressIssue({ address_last_name: '山田', postal_code: '1000001', address1: '東京都' })).toBe(
      'delivery_address_detail.phone_number',
    );
  });
});

describe('orderIntakeSchema', () => {
  it("accepts the dashboard body with 'free' and numbers as text", () => {
    const parsed = orderIntakeSchema.parse({
      id_restaurant: '7',
      id_user: 'T1234',
      id_receiving_method: 'free',
      is_free_food_order: true,
      order_list: [{ id_free_food_menu: 1, qty: 1 }],
    });
    expect(parsed).toMatchObject({ id_restaurant: 7, id_receiving_method: 'free' });
    expect(
      orderIntakeSchema.parse({ id_restaurant: 7, id_receiving_method: '2', order_list: [] }).id_receiving_method,
    ).toBe(2);
  });

  it('needs exactly one of id_food_menu and id_free_food_menu per line', () => {
    expect(orderIntakeSchema.safeParse({ id_restaurant: 7, order_list: [{ qty: 1 }] }).success).toBe(false);
    expect(
      orderIntakeSchema.safeParse({ id_restaurant: 7, order_list: [{ id_food_menu: 1, id_free_food_menu: 1, qty: 1 }] })
        .success,
    ).toBe(false);
  });
});

describe('isTimeFrameOpen', () => {
  it('closes closing_time minutes before the start, in Tokyo time', () => {
    const frame = { date: '2025-04-02', start_time: '12:00:00', closing_time: 30 };
    // 11:29:59 Tokyo = 02:29:59 UTC.
    expect(isTimeFrameOpen(frame, new Date('2025-04-02T02:29:59Z'))).toBe(true);
    expect(isTimeFrameOpen(frame, new Date('2025-04-02T02:30:00Z'))).toBe(false);
    expect(isTimeFrameOpen({ ...frame, closing_time: 0 }, new Date('2025-04-02T02:59:59Z'))).toBe(true);
    expect(isTimeFrameOpen({ ...frame, date: '2025-04-01' }, new Date('2025-04-01T20:00:00Z'))).toBe(false);
  });
});

describe('fields an order takes', () => {
  const kind = (restaurant_type: OrderKind['restaurant_type'], method: OrderKind['method']): OrderKind => ({
    restaurant_type,
    method,
  });

  it('a table number on a table order only; the frame and the address on a delivery only', () => {
    expect(inapplicableField({ table_number: '12' }, kind('by_order', 3))).toBeNull();
    for (const method of [1, 2, 4, 'free'] as const) {
      expect(inapplicableField({ table_number: '12' }, kind('by_order', method))).toBe('table_number');
    }
    const address = { address1: '東京都', phone_number: '03' };
    expect(
      inapplicableField({ id_delivery_time_frame: 5, delivery_address_detail: address }, kind('delivery', 4)),
    ).toBe(null);
    for (const method of [1, 2, 3, 'free'] as const) {
      expect(inapplicableField({ id_delivery_time_frame: 5 }, kind('delivery', method))).toBe('id_delivery_time_frame');
      expect(inapplicableField({ delivery_address_detail: address }, kind('by_order', method))).toBe(
        'delivery_address_detail',
      );
    }
  });

  it('a pick-up date and time on take-out, counter and table orders of restaurants taking orders ahead', () => {
    const body = { date_reservation: '2025-04-03', delivery_time: '12:30:00' };
    for (const method of [1, 2, 3]) {
      expect(inapplicableField(body, kind('reservation', method))).toBeNull();
      expect(inapplicableField(body, kind('delivery', method))).toBeNull();
      // A by_order restaurant cooks on arrival: no reservation.
      expect(inapplicableField(body, kind('by_order', method))).toBe('date_reservation');
      expect(inapplicableField({ delivery_time: '12:30:00' }, kind('by_order', method))).toBe('delivery_time');
    }
    // A delivery takes its date and time from its frame; a call-number ticket is for now.
    expect(inapplicableField(body, kind('delivery', 4))).toBe('date_reservation');
    expect(inapplicableField({ delivery_time: '12:30:00' }, kind('reservation', 4))).toBe('delivery_time');
    expect(inapplicableField(body, kind('reservation', 'free'))).toBe('date_reservation');
  });

  it('empty values are "not sent": null, blank text, an address of blank fields', () => {
    const counter = kind('by_order', 2);
    expect(
      inapplicableField(
        {
          date_reservation: null,
          delivery_time: undefined,
          id_delivery_time_frame: undefined,
          delivery_address_detail: { address1: '', phone_number: '  ' },
          table_number: '',
        },
        counter,
      ),
    ).toBeNull();
    expect(inapplicableField({ delivery_address_detail: { address1: '', phone_number: '03' } }, counter)).toBe(
      'delivery_address_detail',
    );
  });

  it('names the first field it does not take, and only fields it does not take (any order kind)', () => {
    const kinds = fc.record({
      restaurant_type: fc.constantFrom(...restaurantTypes),
      method: fc.constantFrom<OrderKind['method']>(1, 2, 3, 4, 'free'),
    });
    const sent = fc.subarray([...methodBoundFields]);
    fc.assert(
      fc.property(kinds, sent, (orderKind, fields) => {
        const body = Object.fromEntries(fields.map((field) => [field, field === 'id_delivery_time_frame' ? 1 : 'x']));
        const refused = inapplicableField(body, orderKind);
        const expected = methodBoundFields.find((field) => fields.includes(field) && !takesField(orderKind, field));
        expect(refused).toBe(expected ?? null);
      }),
    );
  });
});

describe('reservation dates', () => {
  const today = '2025-04-02';

  it('from today to reservation_days days after it', () => {
    expect(reservationDateIssue(today, today, 7)).toBeNull();
    expect(reservationDateIssue('2025-04-09', today, 7)).toBeNull();
    expect(reservationDateIssue('2025-04-10', today, 7)).toEqual({
      code: 'ORDER_RESERVATION_DATE_TOO_FAR',
      params: { days: 7, last: '2025-04-09' },
    });
    expect(reservationDateIssue('2025-04-01', today, 7)).toEqual({ code: 'ORDER_RESERVATION_DATE_PAST', params: {} });
    // 0: same-day reservations only.
    expect(reservationDateIssue(today, today, 0)).toBeNull();
    expect(reservationDateIssue('2025-04-03', today, 0)?.code).toBe('ORDER_RESERVATION_DATE_TOO_FAR');
    // Across a month and a year end.
    expect(reservationDateIssue('2026-01-03', '2025-12-31', 3)).toBeNull();
    expect(reservationDateIssue('2026-01-04', '2025-12-31', 3)?.code).toBe('ORDER_RESERVATION_DATE_TOO_FAR');
  });

  it('accepts exactly the dates within the window (any window, any date)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 }), fc.integer({ min: -400, max: 800 }), (days, offset) => {
        const issue = reservationDateIssue(addDays(today, offset), today, days);
        if (offset < 0) expect(issue?.code).toBe('ORDER_RESERVATION_DATE_PAST');
        else if (offset > days)
          expect(issue).toEqual({
            code: 'ORDER_RESERVATION_DATE_TOO_FAR',
            params: { days, last: addDays(today, days) },
          });
        else expect(issue).toBeNull();
      }),
    );
  });

  it("reads the restaurant's reservation_days leniently: the default when missing or nonsense", () => {
    expect(reservationDaysOf(14)).toBe(14);
    expect(reservationDaysOf(0)).toBe(0);
    expect(reservationDaysOf(' 30 ')).toBe(30);
    for (const nonsense of [undefined, null, '', 'abc', -1, 1.5, 366, '7 days', {}, true]) {
      expect(reservationDaysOf(nonsense)).toBe(defaultReservationDays);
    }
  });

  it('its messages tell the limit in both languages', () => {
    const issue = reservationDateIssue('2025-04-20', today, 7);
    expect(issue && formatMessage(issue.code, issue.params)).toEqual({
      en: 'Reservations can be made up to 7 days ahead (until 2025-04-09)',
      jp: '予約は7日先（2025-04-09）まで指定できます',
    });
  });
});
