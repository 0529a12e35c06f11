// The TV slideshow price of spec 3 §9: service fee, discount window, tax, the lowest method, and
// company 300's two decimals.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type TvPriceMenu, tvPrice } from './tv-price.ts';

const noDiscount = {
  food_menu_price_discount: null,
  discount_start_date: null,
  discount_start_time: null,
  discount_end_date: null,
  discount_end_time: null,
};
const takeOut = { food_menu_price: 0, is_applied: false, service_fee: 0, tax: 8 };
const menu = (over: Partial<TvPriceMenu> = {}): TvPriceMenu => ({
  food_menu_price: 1000,
  code_company: 100,
  methods: [takeOut],
  ...noDiscount,
  ...over,
});
// 2026-11-24 12:00 in Tokyo.
const noon = new Date('2026-11-24T03:00:00Z');
const window = {
  food_menu_price_discount: 800,
  discount_start_date: '2026-11-24',
  discount_start_time: '11:00:00',
  discount_end_date: '2026-11-24',
  discount_end_time: '14:00:00',
};

describe('tvPrice', () => {
  it('taxes the base price and labels it as the board shows it', () => {
    expect(tvPrice(menu(), noon)).toEqual({
      price: 1000,
      withTax: 1080,
      label: '1,000円～',
      labelWithTax: '(税込 1,080円～)',
    });
  });

  it('adds the service fee before the tax', () => {
    const priced = tvPrice(menu({ methods: [{ ...takeOut, service_fee: 10, tax: 10 }] }), noon);
    expect(priced.price).toBe(1100);
    expect(priced.withTax).toBe(1210);
  });

  it('takes the discount off after the service fee, only inside its window', () => {
    const methods = [{ ...takeOut, service_fee: 10, tax: 10 }];
    // (1000 × 1.1 − 200) × 1.1
    expect(tvPrice(menu({ ...window, methods }), noon).withTax).toBe(990);
    expect(tvPrice(menu({ ...window, methods }), new Date('2026-11-24T06:00:00Z')).withTax).toBe(1210);
    expect(tvPrice(menu({ ...window, methods }), new Date('2026-11-24T01:59:59Z')).withTax).toBe(1210);
  });

  it("uses an applied method's own price, and shows the lowest over the methods", () => {
    const methods = [
      { food_menu_price: 900, is_applied: true, service_fee: 0, tax: 10 },
      { food_menu_price: 500, is_applied: false, service_fee: 0, tax: 8 },
    ];
    // 900 × 1.10 = 990 against 1000 × 1.08 = 1080 (the unapplied method's 500 is not its price).
    expect(tvPrice(menu({ methods }), noon)).toMatchObject({ price: 900, withTax: 990, label: '900円～' });
  });

  it('shows the menu price less the discount when no method sells it', () => {
    expect(tvPrice(menu({ ...window, methods: [] }), noon)).toMatchObject({ price: 800, withTax: 800 });
  });

  it('rounds to 2 decimals for company 300 and to the yen otherwise, half up', () => {
    const methods = [{ ...takeOut, tax: 8 }];
    expect(tvPrice(menu({ food_menu_price: 333, code_company: 300, methods }), noon)).toEqual({
      price: 333,
      withTax: 359.64,
      label: '333.00円～',
      labelWithTax: '(税込 359.64円～)',
    });
    expect(tvPrice(menu({ food_menu_price: 333, methods }), noon).withTax).toBe(360);
    // 125 × 1.1 = 137.5 → 138 (half up), not 137.
    expect(tvPrice(menu({ food_menu_price: 125, methods: [{ ...takeOut, tax: 10 }] }), noon).withTax).toBe(138);
    // 1000 × 1.1 is exactly 1100, not 1100.0000000000002.
    expect(tvPrice(menu({ methods: [{ ...takeOut, tax: 10 }] }), noon).withTax).toBe(1100);
  });

  it('never shows a negative price', () => {
    const big = { ...window, food_menu_price: 100, food_menu_price_discount: 0 };
    expect(
      tvPrice(menu({ ...big, methods: [{ ...takeOut, food_menu_price: 10, is_applied: true }] }), noon),
    ).toMatchObject({ price: 0, withTax: 0 });
  });

  it('is never below the price before tax, and whole yen outside company 300', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (price, fee, tax) => {
          const priced = tvPrice(
            menu({ food_menu_price: price, methods: [{ ...takeOut, service_fee: fee / 100, tax: tax / 100 }] }),
            noon,
          );
          expect(priced.withTax).toBeGreaterThanOrEqual(priced.price);
          expect(Number.isInteger(priced.withTax)).toBe(true);
        },
      ),
    );
  });
});
