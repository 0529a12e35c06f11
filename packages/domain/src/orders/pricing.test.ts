// Order prices: the per-method price, the discount window in Asia/Tokyo, options, service fee and
// tax rounded down once per order, fee tiers with the free threshold, the minimum order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type FeeTier,
  freeOrderTotals,
  isBelowMinimumOrder,
  lineTotal,
  type MenuPriceSource,
  orderTotals,
  percentOf,
  tierFor,
  unitPrice,
} from './pricing.ts';

const menu = (overrides: Partial<MenuPriceSource> = {}): MenuPriceSource => ({
  food_menu_price: 1000,
  food_menu_price_discount: null,
  discount_start_date: null,
  discount_start_time: null,
  discount_end_date: null,
  discount_end_time: null,
  ...overrides,
});

// Discount price 800 on a 1,000 yen menu: 200 off while the window is open.
const discounted = menu({
  food_menu_price_discount: 800,
  discount_start_date: '2025-04-01',
  discount_start_time: '11:00:00',
  discount_end_date: '2025-04-01',
  discount_end_time: '14:00:00',
});

describe('unit price', () => {
  it('is the method price when applied, else the base price', () => {
    expect(unitPrice(menu(), { food_menu_price: 1200, is_applied: true }, new Date())).toBe(1200);
    expect(unitPrice(menu(), { food_menu_price: 1200, is_applied: false }, new Date())).toBe(1000);
    expect(unitPrice(menu(), null, new Date())).toBe(1000);
  });

  it('takes the discount off only inside its window, read in Asia/Tokyo', () => {
    // 11:00 in Tokyo is 02:00 UTC.
    expect(unitPrice(discounted, null, new Date('2025-04-01T01:59:59Z'))).toBe(1000);
    expect(unitPrice(discounted, null, new Date('2025-04-01T02:00:00Z'))).toBe(800);
    expect(unitPrice(discounted, null, new Date('2025-04-01T04:59:59Z'))).toBe(800);
    expect(unitPrice(discounted, null, new Date('2025-04-01T05:00:00Z'))).toBe(1000);
    // From the method price too, and never below 0.
    expect(unitPrice(discounted, { food_menu_price: 900, is_applied: true }, new Date('2025-04-01T03:00:00Z'))).toBe(
      700,
    );
    expect(unitPrice(discounted, { food_menu_price: 150, is_applied: true }, new Date('2025-04-01T03:00:00Z'))).toBe(0);
    // A discount price above the base price takes nothing off.
    expect(unitPrice({ ...discounted, food_menu_price_discount: 1200 }, null, new Date('2025-04-01T03:00:00Z'))).toBe(
      1000,
    );
  });
});

describe('totals', () => {
  const tiers: FeeTier[] = [
    { id_service_shipping_fee: 1, name: 'near', min_order_fee: 1000, max_order_fee: 1999, cost: 300, jancode: '111' },
    { id_service_shipping_fee: 2, name: 'far', min_order_fee: 2000, max_order_fee: 2999, cost: 150, jancode: null },
  ];
  const method = { tax: '8.00', service_fee: '10.00', min_order_fee: 1000, min_free_order_fee: 3000, tiers };

  it('item total = (price + extra_price) × qty', () => {
    expect(lineTotal({ price: 500, extra_price: 120, qty: 3 })).toBe(1860);
  });

  it('adds the service fee, the tax on price and service fee, each rounded down, and the tier fee', () => {
    const totals = orderTotals(
      [
        { price: 555, extra_price: 50, qty: 2 },
        { price: 333, extra_price: 0, qty: 1 },
      ],
      method,
    );
    // subtotal 1543; service 154.3 → 154; tax (1543 + 154) × 8 % = 135.76 → 135; tier 'near' 300.
    expect(totals).toEqual({
      subtotal: 1543,
      option_total: 100,
      service_fee: 154,
      tax: 135,
      shipping_fee: 300,
      total: 1543 + 154 + 135 + 300,
      tax_rate: 8,
      service_fee_rate: 10,
      extra_charge: { id_service_shipping_fee: 1, name: 'near', cost: 300, jancode: '111' },
    });
  });

  it('picks the tier by subtotal, free at and above the threshold', () => {
    expect(tierFor(1999, tiers, 3000)?.name).toBe('near');
    expect(tierFor(2000, tiers, 3000)?.name).toBe('far');
    expect(tierFor(2999, tiers, 3000)?.name).toBe('far');
    expect(tierFor(3000, tiers, 3000)).toBeNull();
    expect(tierFor(999, tiers, 3000)).toBeNull();
    expect(tierFor(5000, tiers, null)).toBeNull();
    expect(orderTotals([{ price: 3000, extra_price: 0, qty: 1 }], method).shipping_fee).toBe(0);
  });

  it('percentages with decimals are exact', () => {
    expect(percentOf(1000, '8.5')).toBe(85);
    expect(percentOf(999, 10)).toBe(99);
    expect(percentOf(1000, 0)).toBe(0);
  });

  it('the minimum order amount', () => {
    expect(isBelowMinimumOrder(999, 1000)).toBe(true);
    expect(isBelowMinimumOrder(1000, 1000)).toBe(false);
    expect(isBelowMinimumOrder(0, null)).toBe(false);
  });

  it('a free order costs nothing', () => {
    expect(freeOrderTotals().total).toBe(0);
  });

  it('properties: totals add up, roundings are down and within a yen', () => {
    const line = fc.record({
      price: fc.integer({ min: 0, max: 50_000 }),
      extra_price: fc.integer({ min: 0, max: 5_000 }),
      qty: fc.integer({ min: 1, max: 50 }),
    });
    const rate = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100);
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 10 }), rate, rate, (lines, tax, service) => {
        const totals = orderTotals(lines, {
          tax,
          service_fee: service,
          min_order_fee: null,
          min_free_order_fee: null,
          tiers: [],
        });
        const subtotal = lines.reduce((sum, entry) => sum + (entry.price + entry.extra_price) * entry.qty, 0);
        const exactService = (subtotal * service) / 100;
        const exactTax = ((subtotal + totals.service_fee) * tax) / 100;
        return (
          totals.subtotal === subtotal &&
          totals.service_fee <= exactService + 1e-9 &&
          totals.service_fee > exactService - 1 &&
          totals.tax <= exactTax + 1e-9 &&
          totals.tax > exactTax - 1 &&
          totals.total === subtotal + totals.service_fee + totals.tax &&
          Number.isInteger(totals.total)
        );
      }),
    );
  });
});
