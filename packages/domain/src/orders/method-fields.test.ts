// Which fields an order takes by restaurant type and receiving method, and the reservation window:
// the first field not taken is named, and a reservation date answers its limit in both languages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../delivery-time-frames.ts';
import { formatMessage } from '../messages.ts';
import { restaurantTypes } from '../restaurant.ts';
import {
  defaultReservationDays,
  inapplicableField,
  methodBoundFields,
  type OrderKind,
  reservationDateIssue,
  reservationDaysOf,
  takesField,
} from './method-fields.ts';

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
