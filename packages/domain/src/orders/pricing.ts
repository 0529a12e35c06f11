// Order prices, computed by the server from the catalogue (a client's prices are never used) and
// shown by the dashboard. All amounts are whole yen.
//
// - Unit price: the receiving method's price of the menu (food_menu_receiving_methods) when it is
//   applied, else the menu's base price; while the discount window is open (Asia/Tokyo) the
//   discount is taken off. food_menu_price_discount is the DISCOUNT PRICE the owner enters (the
//   menu list shows it as the price during the window), so the discount (spec 3 §9's "− discount")
//   is base price − discount price; a method price is lowered by the same amount, never below 0.
// - extra_price: the chosen options' additional_cost, summed. Item total = (price + extra_price) × qty.
// - Subtotal: the item totals. Service fee = subtotal × the method's service_fee %; tax = (subtotal +
//   service fee) × the method's tax % (spec 3 §9 taxes the price with its service fee). Both are
//   rounded DOWN to the yen, once per order (the Japanese invoice rule: one rounding per rate and
//   invoice; a customer is never charged a fraction up).
// - Shipping / service fee tier: the tier of the method whose [min_order_fee, max_order_fee] holds
//   the subtotal; free (0) at or above min_free_order_fee, and 0 when no tier matches. Tier costs are
//   charged as entered (they are final amounts with their own JAN code on the register).
// - Total = subtotal + service fee + tax + tier fee. A subtotal below the method's min_order_fee is
//   refused.
import { isDiscountActive } from '../catalogue/menu-discount.ts';

export interface MenuPriceSource {
  food_menu_price: number;
  food_menu_price_discount: number | null;
  discount_start_date: string | null;
  discount_start_time: string | null;
  discount_end_date: string | null;
  discount_end_time: string | null;
}

/** The menu's row for the order's receiving method, if any. */
export interface MethodPrice {
  food_menu_price: number;
  is_applied: boolean;
}

/** The unit price of a menu for a receiving method at an instant. */
export function unitPrice(menu: MenuPriceSource, methodPrice: MethodPrice | null | undefined, now: Date): number {
  const listed = methodPrice?.is_applied ? methodPrice.food_menu_price : menu.food_menu_price;
  const discountPrice = menu.food_menu_price_discount;
  const discount =
    discountPrice !== null && isDiscountActive(menu, now) ? Math.max(0, menu.food_menu_price - discountPrice) : 0;
  return Math.max(0, listed - discount);
}

/** Item total = (price + extra_price) × qty (spec 3 §9). */
export function lineTotal(line: { price: number; extra_price: number; qty: number }): number {
  return (line.price + line.extra_price) * line.qty;
}

/**
 * `percent` % of `amount`, rounded down to the yen. Percentages have at most two decimals
 * (numeric(5, 2)); the arithmetic is done in hundredths so 8.1 % is exact.
 */
export function percentOf(amount: number, percent: number | string): number {
  const hundredths = Math.round(Number(percent) * 100);
  if (!Number.isFinite(hundredths) || hundredths <= 0 || amount <= 0) return 0;
  return Math.floor((amount * hundredths) / 10_000);
}

export interface FeeTier {
  id_service_shipping_fee: number;
  name: string;
  min_order_fee: number;
  max_order_fee: number;
  cost: number;
  jancode: string | null;
}

/** The tier charged for a subtotal, or null (free at or above the free threshold, or no tier matches). */
export function tierFor(
  subtotal: number,
  tiers: readonly FeeTier[],
  minFreeOrderFee: number | null | undefined,
): FeeTier | null {
  if (minFreeOrderFee !== null && minFreeOrderFee !== undefined && subtotal >= minFreeOrderFee) return null;
  return tiers.find((tier) => tier.min_order_fee <= subtotal && subtotal <= tier.max_order_fee) ?? null;
}

export interface PricingMethod {
  tax: number | string;
  service_fee: number | string;
  min_order_fee: number | null;
  min_free_order_fee: number | null;
  tiers: readonly FeeTier[];
}

export interface OrderTotals {
  /** Σ (price + extra_price) × qty. */
  subtotal: number;
  /** Σ extra_price × qty: the options' part of the subtotal. */
  option_total: number;
  service_fee: number;
  tax: number;
  /** The tier's cost (shipping for delivery, service fee otherwise); 0 when free. */
  shipping_fee: number;
  total: number;
  /** The method's rates used, as numbers (8 = 8 %). */
  tax_rate: number;
  service_fee_rate: number;
  /** The tier charged, as the slip shows it (name, cost, JAN code), or null. */
  extra_charge: { id_service_shipping_fee: number; name: string; cost: number; jancode: string | null } | null;
}

export function orderTotals(
  lines: readonly { price: number; extra_price: number; qty: number }[],
  method: PricingMethod,
): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const option_total = lines.reduce((sum, line) => sum + line.extra_price * line.qty, 0);
  const service_fee = percentOf(subtotal, method.service_fee);
  const tax = percentOf(subtotal + service_fee, method.tax);
  const tier = tierFor(subtotal, method.tiers, method.min_free_order_fee);
  const shipping_fee = tier?.cost ?? 0;
  return {
    subtotal,
    option_total,
    service_fee,
    tax,
    shipping_fee,
    total: subtotal + service_fee + tax + shipping_fee,
    tax_rate: Number(method.tax),
    service_fee_rate: Number(method.service_fee),
    extra_charge: tier
      ? {
          id_service_shipping_fee: tier.id_service_shipping_fee,
          name: tier.name,
          cost: tier.cost,
          jancode: tier.jancode,
        }
      : null,
  };
}

/** The totals of a free (call-number) order: nothing to pay. */
export function freeOrderTotals(): OrderTotals {
  return {
    subtotal: 0,
    option_total: 0,
    service_fee: 0,
    tax: 0,
    shipping_fee: 0,
    total: 0,
    tax_rate: 0,
    service_fee_rate: 0,
    extra_charge: null,
  };
}

/** Is the subtotal below the method's minimum order amount? */
export function isBelowMinimumOrder(subtotal: number, minOrderFee: number | null | undefined): boolean {
  return minOrderFee !== null && minOrderFee !== undefined && subtotal < minOrderFee;
}
