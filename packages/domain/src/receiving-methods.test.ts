// Receiving method bodies and rules: required fields, the new method's service image, the order
// number initials, the orderable distance default, and the weekday shifts through schedule.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createReceivingMethodSchema,
  deleteReceivingMethodSchema,
  isDeliveryMethod,
  isOrderNumberInitials,
  isPercent,
  orderableDistanceForEdit,
  orderNumberInitialsSchema,
  patchReceivingMethodSchema,
  receivingMethodIssues,
  receivingMethodType,
  updateReceivingMethodSchema,
} from './receiving-methods.ts';
import { emptyWeek, isWithinShift } from './schedule.ts';

const takeOut = {
  id_restaurant: 1,
  id_receiving_method: 1,
  title: 'お持ち帰り',
  text: 'Take your order home',
  detail: 'Pick it up at the counter',
  tax: 8,
  service_fee: 0,
  service_image_name: 'r1/abc.jpg',
  min_order_fee: 500,
  min_free_order_fee: 3000,
  orderable_distance: 1000,
  service_shipping_fees: [
    { name: 'Small', min_order_fee: 500, max_order_fee: 1499, cost: 200, jancode: '4900000000011' },
    { name: 'Large', min_order_fee: 1500, max_order_fee: 2999, cost: 100, jancode: '4900000000028' },
  ],
};

const firstPath = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues[0]?.path.join('.');

describe('receiving method bodies', () => {
  it('accepts a take-out method, numbers given as text too, and fills a full week', () => {
    const parsed = createReceivingMethodSchema.parse({ ...takeOut, tax: '8', min_order_fee: '500' });
    expect(parsed.tax).toBe(8);
    expect(parsed.min_order_fee).toBe(500);
    expect(parsed.service_shipping_fees).toHaveLength(2);
    expect(parsed.inactive_data).toBeUndefined();
    const withWeek = createReceivingMethodSchema.parse({ ...takeOut, inactive_data: [] });
    expect(withWeek.inactive_data?.map((day) => day.day_of_week)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('refuses what PostgreSQL would refuse: NUL and control characters, ids beyond int4 or of another kind', () => {
    const check = (changed: Record<string, unknown>) =>
      firstPath(createReceivingMethodSchema.safeParse({ ...takeOut, ...changed }));
    expect(check({ title: 'お持ち\u0000帰り' })).toBe('title');
    expect(check({ title: 'お持ち\n帰り' })).toBe('title');
    expect(check({ detail: 'Pick it up\nat the counter' })).toBeUndefined();
    expect(check({ detail: 'Pick it up\u0000' })).toBe('detail');
    expect(check({ service_image_name: 'r1/\u0000.jpg' })).toBe('service_image_name');
    expect(check({ id_wait_time: 2_147_483_648 })).toBe('id_wait_time');
    expect(check({ id_receiving_method: [1] })).toBe('id_receiving_method');
    expect(check({ id_receiving_method: '1' })).toBe('id_receiving_method');
    expect(check({ id_restaurant: true })).toBe('id_restaurant');
    const tiers = takeOut.service_shipping_fees;
    expect(check({ service_shipping_fees: [{ ...tiers[0], name: 'S\u0000' }, tiers[1]] })).toBe(
      'service_shipping_fees.0.name',
    );
    expect(check({ service_shipping_fees: [{ ...tiers[0], id_service_shipping_fee: 2_147_483_648 }, tiers[1]] })).toBe(
      'service_shipping_fees.0.id_service_shipping_fee',
    );
  });

  it.each([
    'id_receiving_method',
    'title',
    'text',
    'detail',
    'tax',
    'service_fee',
    'min_order_fee',
    'orderable_distance',
  ])('requires %s', (field) => {
    const body: Record<string, unknown> = { ...takeOut };
    delete body[field];
    expect(firstPath(createReceivingMethodSchema.safeParse(body))).toBe(field);
  });

  it('needs the service image on a new method only', () => {
    const { service_image_name: _, ...withoutImage } = takeOut;
    expect(firstPath(createReceivingMethodSchema.safeParse(withoutImage))).toBe('service_image_name');
    expect(updateReceivingMethodSchema.safeParse({ ...withoutImage, id_restaurant_receiving_method: 3 }).success).toBe(
      true,
    );
  });

  it('refuses blank texts, negative money and a tax over 100 %', () => {
    expect(firstPath(createReceivingMethodSchema.safeParse({ ...takeOut, title: '   ' }))).toBe('title');
    expect(firstPath(createReceivingMethodSchema.safeParse({ ...takeOut, min_order_fee: -1 }))).toBe('min_order_fee');
    expect(firstPath(createReceivingMethodSchema.safeParse({ ...takeOut, tax: 101 }))).toBe('tax');
    expect(firstPath(createReceivingMethodSchema.safeParse({ ...takeOut, service_fee: 1.234 }))).toBe('service_fee');
  });

  it('takes up to three letters as order number initials, upper-cased', () => {
    expect(createReceivingMethodSchema.parse({ ...takeOut, order_number_initials: 'tk' }).order_number_initials).toBe(
      'TK',
    );
    for (const bad of ['ABCD', '1', 'T-', 'テ']) {
      expect(firstPath(createReceivingMethodSchema.safeParse({ ...takeOut, order_number_initials: bad }))).toBe(
        'order_number_initials',
      );
    }
  });

  it('lets a tier field be empty in the body: "Required Field" is a tier rule with its own path', () => {
    const body = { ...takeOut, service_shipping_fees: [{ name: '', min_order_fee: '', max_order_fee: null }] };
    const parsed = createReceivingMethodSchema.parse(body);
    const issues = receivingMethodIssues(
      { ...parsed, inactive_data: emptyWeek(), service_shipping_fees: parsed.service_shipping_fees ?? [] },
      200,
    );
    expect(issues.map((issue) => issue.field)).toEqual([
      'service_shipping_fees.0.name',
      'service_shipping_fees.0.min_order_fee',
      'service_shipping_fees.0.max_order_fee',
      'service_shipping_fees.0.cost',
      'service_shipping_fees.0.jancode',
    ]);
  });

  it('PATCH takes active, or id_wait_time and active; DELETE needs a method id', () => {
    expect(patchReceivingMethodSchema.safeParse({ active: false }).success).toBe(true);
    expect(patchReceivingMethodSchema.safeParse({ active: true, id_wait_time: 4 }).success).toBe(true);
    expect(patchReceivingMethodSchema.safeParse({ id_wait_time: null }).success).toBe(true);
    expect(firstPath(patchReceivingMethodSchema.safeParse({}))).toBe('active');
    expect(deleteReceivingMethodSchema.safeParse({ id_restaurant: 1, id_receiving_method: 2 }).success).toBe(true);
    expect(firstPath(deleteReceivingMethodSchema.safeParse({ id_restaurant: 1 }))).toBe('id_receiving_method');
  });

  it('knows the master types and which one is delivery', () => {
    expect([1, 2, 3, 4, 5].map(receivingMethodType)).toEqual(['take_out', 'counter', 'table', 'delivery', null]);
    expect([1, 2, 3, 4].map(isDeliveryMethod)).toEqual([false, false, false, true]);
  });
});

describe('orderableDistanceForEdit', () => {
  it('starts an edit at 1000 m when the distance is empty, and keeps a given one', () => {
    expect(orderableDistanceForEdit(null)).toBe(1000);
    expect(orderableDistanceForEdit(undefined)).toBe(1000);
    expect(orderableDistanceForEdit('')).toBe(1000);
    expect(orderableDistanceForEdit('-')).toBe(1000);
    expect(orderableDistanceForEdit('2500')).toBe(2500);
    fc.assert(
      fc.property(fc.nat(), (meters) => {
        expect(orderableDistanceForEdit(meters)).toBe(meters);
      }),
    );
  });
});

describe('weekday shifts of a method (schedule.ts)', () => {
  it('names a broken shift with its path, next to the tier issues', () => {
    const parsed = createReceivingMethodSchema.safeParse({
      ...takeOut,
      inactive_data: [{ day_of_week: 3, active: true, start_shift_1: '12:00', end_shift_1: null }],
    });
    expect(firstPath(parsed)).toBe('inactive_data.3.end_shift_1');
    const week = emptyWeek().map((day) =>
      day.day_of_week === 5 ? { ...day, active: true, start_shift_2: '18:00:00', end_shift_2: '17:00:00' } : day,
    );
    const issues = receivingMethodIssues({ ...takeOut, inactive_data: week }, 100);
    expect(issues).toEqual([{ field: 'inactive_data.5.end_shift_2', code: 'SHIFT_START_NOT_BEFORE_END', params: {} }]);
  });

  it('puts an instant inside an active day shift exactly when start ≤ time < end, Tokyo time (property)', () => {
    const hhmm = (minutes: number) =>
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 1438 }),
        fc.integer({ min: 1, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.boolean(),
        (day, start, length, at, active) => {
          const end = Math.min(start + length, 1439);
          const parsed = createReceivingMethodSchema.parse({
            ...takeOut,
            inactive_data: [{ day_of_week: day, active, start_shift_1: hhmm(start), end_shift_1: hhmm(end) }],
          });
          // 2026-11-23 is a Monday; Tokyo is UTC+9 all year.
          const instant = new Date(Date.UTC(2026, 10, 23 + day, 0, at) - 9 * 3600_000);
          const inside = active && start <= at && at < end;
          expect(isWithinShift(parsed.inactive_data ?? [], instant)).toBe(inside);
        },
      ),
    );
  });
});

describe('isPercent (tax and service fee)', () => {
  it('accepts 0 to 100 with at most two decimals, as the body schema does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 15_000 }), fc.integer({ min: 1, max: 3 }), (hundredths, scale) => {
        const value = hundredths / 10 ** scale;
        const accepted = isPercent(value);
        const parsed = createReceivingMethodSchema.shape.tax.safeParse(value).success;
        expect(accepted).toBe(parsed);
        expect(accepted).toBe(value >= 0 && value <= 100 && Math.round(value * 100) === value * 100);
      }),
    );
  });

  it('refuses three decimals, more than 100, a negative and NaN', () => {
    for (const value of [0, 8, 8.5, 10.25, 100]) expect(isPercent(value)).toBe(true);
    for (const value of [8.125, 100.01, -1, Number.NaN]) expect(isPercent(value)).toBe(false);
  });
});

describe('isOrderNumberInitials', () => {
  it('accepts up to three Latin letters in either case, surrounding spaces ignored', () => {
    for (const typed of ['', 'T', 'tk', ' ABC ', 'aBc']) expect(isOrderNumberInitials(typed)).toBe(true);
    for (const typed of ['ABCD', 'A1', 'Ａ', 'ß', 'T-']) expect(isOrderNumberInitials(typed)).toBe(false);
  });

  it('agrees with the body schema, which stores the letters upper-case', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 5 }), (typed) => {
        const parsed = orderNumberInitialsSchema.safeParse(typed);
        expect(parsed.success).toBe(isOrderNumberInitials(typed));
        if (parsed.success) expect(parsed.data).toBe(typed.trim().toUpperCase());
      }),
    );
  });
});
