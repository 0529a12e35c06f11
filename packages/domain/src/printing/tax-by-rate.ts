// The per-rate figures a Japanese simplified qualified invoice (適格簡易請求書) carries: for each tax
// rate, the amount it applies to and its consumption tax (税率ごとに区分した合計 and 消費税額).
//
// Prices in Noren are tax-exclusive yen (orders/pricing.ts): an order's tax is ⌊(subtotal +
// service fee) × the receiving method's tax %⌋, rounded down once per order. Here that rule is
// applied once per rate, as the invoice rules ask (one rounding per rate and invoice): a line is
// taxed at its own `tax_rate` when it carries one (8 % for a reduced-rate food beside 10 % lines)
// and at the order's rate otherwise; the service fee belongs to the order's rate, as in pricing.ts.
// With one rate — every order the server writes today — the figures are exactly the order's own.
// The fee tier (shipping / service charge) is charged as entered and not taxed by pricing.ts, so
// it stays outside the breakdown and is only added to the total.
import { percentOf } from '../orders/pricing.ts';

/** The reduced rate of food and drink (軽減税率), marked ※ on a slip. */
export const reducedTaxRate = 8;

export interface TaxedLine {
  total: number;
  /** The line's own rate (%), when it differs from the order's; not on the order answer today. */
  tax_rate?: number | null | undefined;
}

export interface RateTotal {
  /** The rate in percent (10, 8). */
  rate: number;
  /** Tax-exclusive amount at this rate. */
  base: number;
  /** ⌊base × rate %⌋. */
  tax: number;
}

export interface InvoiceTotals {
  /** Highest rate first. */
  rates: RateTotal[];
  /** Σ (base + tax) + the fee tier. */
  total: number;
}

/** The rate a line is taxed at. */
export function lineTaxRate(line: TaxedLine, orderRate: number): number {
  return line.tax_rate ?? orderRate;
}

export function invoiceTotals(
  lines: readonly TaxedLine[],
  order: { tax_rate: number; service_fee: number; shipping_fee: number },
): InvoiceTotals {
  const bases = new Map<number, number>();
  const addTo = (rate: number, amount: number) => bases.set(rate, (bases.get(rate) ?? 0) + amount);
  for (const line of lines) addTo(lineTaxRate(line, order.tax_rate), line.total);
  if (order.service_fee > 0) addTo(order.tax_rate, order.service_fee);
  const rates = [...bases]
    .map(([rate, base]) => ({ rate, base, tax: percentOf(base, rate) }))
    .sort((a, b) => b.rate - a.rate);
  const total = rates.reduce((sum, { base, tax }) => sum + base + tax, order.shipping_fee);
  return { rates, total };
}
