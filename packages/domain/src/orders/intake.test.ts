// Intake rules around the lines: client prices are found wherever they hide; order numbers,
// temporary user ids and delivery addresses; the intake body's schema; when a time frame closes.
// The lines themselves are in intake-lines.test.ts.
import { describe, expect, it } from 'vitest';
import {
  deliveryAddressIssue,
  findClientPriceField,
  formatOrderNumber,
  isTimeFrameOpen,
  temporaryUserId,
} from './intake.ts';
import { orderIntakeSchema } from './schemas.ts';

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
