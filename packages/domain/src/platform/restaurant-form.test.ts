// The Add/Edit Restaurant form's rules: the company → store → register cascade, the type → detail
// rule, the type detail's wire shape and the form's issues.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeRestaurantCompany,
  changeRestaurantStore,
  changeRestaurantType,
  restaurantFormIssues,
  storesOfCompany,
  typeDetailPayload,
} from './restaurant-form.ts';

const place = { code_company: 100, code_store: 1001, code_register: 'R1', restaurant_name: 'かえで' };

describe('the company → store → register cascade', () => {
  it('clears the store and the register when the company changes, and nothing else', () => {
    expect(changeRestaurantCompany(place, 200)).toEqual({
      code_company: 200,
      code_store: null,
      code_register: '',
      restaurant_name: 'かえで',
    });
  });

  it('clears the register when the store changes', () => {
    expect(changeRestaurantStore(place, 1002)).toEqual({ ...place, code_store: 1002, code_register: '' });
  });

  it('keeps everything when the same value is chosen again', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(100, 200, 300),
        fc.integer({ min: 1, max: 9999 }),
        fc.string(),
        (company, store, register) => {
          const values = { code_company: company, code_store: store, code_register: register };
          expect(changeRestaurantCompany(values, company)).toBe(values);
          expect(changeRestaurantStore(values, store)).toBe(values);
        },
      ),
    );
  });

  it('offers only the stores of the chosen company', () => {
    const stores = [
      { code_store: 1001, code_company: 100 },
      { code_store: 2001, code_company: 200 },
    ];
    expect(storesOfCompany(stores, 200)).toEqual([{ code_store: 2001, code_company: 200 }]);
    expect(storesOfCompany(stores, null)).toEqual([]);
  });
});

describe('the type and its detail', () => {
  it('clears the detail when the type changes', () => {
    const values = { restaurant_type: 'delivery' as const, restaurant_type_detail: { max_order: '10' } };
    expect(changeRestaurantType(values, 'reservation')).toEqual({
      restaurant_type: 'reservation',
      restaurant_type_detail: {},
    });
    expect(changeRestaurantType(values, 'delivery')).toBe(values);
  });

  it("sends the type's fields only, counts as numbers", () => {
    expect(
      typeDetailPayload('delivery', {
        interval_time_frame: '30',
        days_time_frame: '7',
        open_reservation: '11:00:00',
        reservation_days: '3',
        max_order: '',
      }),
    ).toEqual({ interval_time_frame: 30, days_time_frame: 7, open_reservation: '11:00:00' });
    expect(typeDetailPayload(null, { max_order: '1' })).toEqual({});
  });
});

describe('the form issues', () => {
  const complete = {
    restaurant_name: 'かえで',
    description: '寿司',
    code_company: 100,
    code_store: 1001,
    code_register: 'R1',
    restaurant_type: 'by_order',
    restaurant_type_detail: { delivery_time: 15, max_order: 5 },
    logo: 'platform/logo.jpg',
    category_list: [],
    search_keyword: [],
  };

  it('accepts a complete new restaurant', () => {
    expect(restaurantFormIssues(complete, 'new')).toEqual([]);
  });

  it('marks each missing §5 field, the logo and the type detail of a new one as Required', () => {
    const issues = restaurantFormIssues(
      { ...complete, restaurant_name: ' ', code_store: null, logo: null, restaurant_type_detail: { max_order: 5 } },
      'new',
    );
    expect(issues.map((issue) => [issue.field, issue.code])).toEqual([
      ['restaurant_name', 'RESTAURANT_REQUIRED'],
      ['logo', 'RESTAURANT_REQUIRED'],
      ['code_store', 'RESTAURANT_REQUIRED'],
      ['restaurant_type_detail.delivery_time', 'RESTAURANT_REQUIRED'],
    ]);
  });

  it('does not require the logo or the type detail when editing', () => {
    const { logo: _logo, restaurant_type_detail: _detail, ...rest } = complete;
    expect(restaurantFormIssues({ ...rest, id_restaurant: 3 }, 'edit')).toEqual([]);
    expect(restaurantFormIssues({ ...rest, id_restaurant: 3, code_register: '' }, 'edit')).toEqual([
      { field: 'code_register', code: 'RESTAURANT_REQUIRED', params: {} },
    ]);
  });
});
