// The price a TV slideshow shows under a menu (spec 3 §2.8, §9): 'N円～' and '(税込 N円～)'.
//
// Per receiving method the menu is sold through: price = base × (1 + service fee %) − discount,
// then × (1 + tax %); the lowest over the methods is shown ('～': "from"). The base is the
// method's own price when it is applied, else the menu's price (as orders/pricing.ts); the discount
// is menu price − discount price, only while its window is open (Asia/Tokyo). Company 300 shows
// 2 decimals, the others whole yen; both round half up (a display price, not a charge: orders
// round down once per order in orders/pricing.ts). A menu sold through no method shows its own
// price less the discount, with no fee or tax.
//
// The arithmetic is exact (BigInt in hundredths of a percent), so 1000 × 1.1 is 1100, not 1100.0000001.
import { isDiscountActive } from '../catalogue/menu-discount.ts';
import type { MenuPriceSource } from '../orders/pricing.ts';

export interface TvPriceMethod {
  food_menu_price: number;
  is_applied: boolean;
  /** Percent, at most two decimals. */
  service_fee: number | string;
  /** Percent, at most two decimals. */
  tax: number | string;
}

export interface TvPriceMenu extends MenuPriceSource {
  code_company: number;
  methods: readonly TvPriceMethod[];
}

export interface TvPrice {
  /** Before tax, rounded as the company shows it. */
  price: number;
  withTax: number;
  /** 'N円～' */
  label: string;
  /** '(税込 N円～)' */
  labelWithTax: string;
}

/** The company that shows prices with 2 decimals (spec 3 §9). */
export const twoDecimalCompany = 300;

const hundredthsOf = (percent: number | string): bigint => {
  const value = Math.round(Number(percent) * 100);
  return BigInt(Number.isFinite(value) && value > 0 ? value : 0);
};

/** numerator / denominator (both ≥ 0) rounded half up to `decimals` places, as a number. */
function roundHalfUp(numerator: bigint, denominator: bigint, decimals: 0 | 2): number {
  const scale = decimals === 2 ? 100n : 1n;
  const scaled = (numerator * scale * 2n + denominator) / (denominator * 2n);
  return Number(scaled) / Number(scale);
}

/** The exact price of one method before and with tax, as fractions over 10^4 and 10^8. */
function methodPrice(base: number, discount: number, method: Pick<TvPriceMethod, 'service_fee' | 'tax'>) {
  const withFee = BigInt(base) * (10_000n + hundredthsOf(method.service_fee)) - BigInt(discount) * 10_000n;
  const beforeTax = withFee > 0n ? withFee : 0n; // over 10^4
  return { beforeTax, withTax: beforeTax * (10_000n + hundredthsOf(method.tax)) }; // over 10^8
}

/** 1234 → '1,234'; 1234.5 (company 300) → '1,234.50'. */
export function formatTvAmount(amount: number, codeCompany: number): string {
  const decimals = codeCompany === twoDecimalCompany ? 2 : 0;
  return amount.toLocaleString('ja-JP', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** The slideshow price of a menu at an instant. */
export function tvPrice(menu: TvPriceMenu, now: Date): TvPrice {
  const discountPrice = menu.food_menu_price_discount;
  const discount =
    discountPrice !== null && isDiscountActive(menu, now) ? Math.max(0, menu.food_menu_price - discountPrice) : 0;
  const candidates =
    menu.methods.length > 0
      ? menu.methods.map((method) =>
          methodPrice(method.is_applied ? method.food_menu_price : menu.food_menu_price, discount, method),
        )
      : [methodPrice(menu.food_menu_price, discount, { service_fee: 0, tax: 0 })];
  // Every candidate's withTax is over the same denominator, so the lowest fraction is the lowest price.
  const lowest = candidates.reduce((min, next) => (next.withTax < min.withTax ? next : min));
  const decimals = menu.code_company === twoDecimalCompany ? 2 : 0;
  const price = roundHalfUp(lowest.beforeTax, 10_000n, decimals);
  const withTax = roundHalfUp(lowest.withTax, 100_000_000n, decimals);
  return {
    price,
    withTax,
    label: `${formatTvAmount(price, menu.code_company)}円～`,
    labelWithTax: `(税込 ${formatTvAmount(withTax, menu.code_company)}円～)`,
  };
}
