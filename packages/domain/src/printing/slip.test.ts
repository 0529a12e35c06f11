// The slip layout, golden for the orders a counter prints (issue 10): Japanese and English menus,
// long names, options, a call-number ticket, 8 % and 10 % lines, a reprint, take-out and delivery
// titles, and the category filter. Goldens are the slip drawn cell for cell in a 24-cell frame,
// each line tagged with its size (T tall, L large).
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { orderTotals } from '../orders/pricing.ts';
import type { Order } from '../orders/schemas.ts';
import { padEndCells, textCells } from './cells.ts';
import type { PrintListOrder } from './print-list.ts';
import { layoutSlip, type SlipDocument, type SlipOrder, sizeCells, slipWidth } from './slip.ts';
import { everything, line, order, printedAt, restaurant } from './slip-fixtures.ts';
import { printedText } from './text.ts';

const sizeTags = { normal: '', tall: ' T', large: ' L' } as const;

function framed(slip: SlipDocument | null): string {
  if (slip === null) throw new Error('no slip');
  const lines = slip.lines.map((entry) => `|${padEndCells(printedText(entry), slipWidth)}|${sizeTags[entry.size]}`);
  return `${lines.join('\n')}\n`;
}

const golden = (name: string) => `./__golden__/${name}.txt`;

const withTotals = (
  lines: SlipOrder['order_detail']['order_list'],
  method: { tax: number; service_fee: number },
  tiers: Parameters<typeof orderTotals>[1]['tiers'] = [],
) => {
  const { extra_charge, ...detail } = orderTotals(lines.map(unitLine), {
    ...method,
    min_order_fee: null,
    min_free_order_fee: 5000,
    tiers,
  });
  return { total_price_detail: detail, extraCharge: extra_charge };
};

/** A line's unit price back from its total (the fixtures put the options' cost in the total). */
const unitLine = (entry: SlipOrder['order_detail']['order_list'][number]) => ({
  price: entry.total / entry.qty,
  extra_price: 0,
  qty: entry.qty,
});

const takeOutLines = [
  line('醤油ラーメン', 1, 900, { options: [['麺の硬さ', '大盛り', 150]] }),
  line('唐揚げ弁当', 2, 780),
  line('缶ビール', 1, 300, { tax_rate: 10 }),
];
const takeOut = order(takeOutLines, {
  total_price_detail: withTotals(takeOutLines, { tax: 8, service_fee: 0 }).total_price_detail,
  response_list: [{ question: 'お箸', answer: '2膳' }],
  customer_note: 'アレルギー: えび\n辛さ控えめで',
});

const deliveryLines = [
  line('Grilled Salmon Teriyaki Bowl with Extra Rice and Miso Soup', 1, 1200, {
    options: [['Sauce', 'Extra teriyaki sauce', 50]],
  }),
  line('Green Tea', 2, 150),
];
const shippingTier = {
  id_service_shipping_fee: 1,
  name: '配送料',
  min_order_fee: 0,
  max_order_fee: 4999,
  cost: 300,
  jancode: null,
};
const deliveryTotals = withTotals(deliveryLines, { tax: 10, service_fee: 0 }, [shippingTier]);
const delivery = order(deliveryLines, {
  order_number: 'D007',
  id_receiving_method: 4,
  receiving_method: { title: 'Delivery', types: '4', id_receiving_method: 4 },
  total_price_detail: deliveryTotals.total_price_detail,
  order_detail: { order_list: deliveryLines, extra_charge: deliveryTotals.extraCharge },
  date_reservation: '2026-11-24',
  delivery_time: '18:30:00',
  delivery_address_detail: {
    postal_code: '261-0023',
    address1: '千葉県',
    address2: '千葉市美浜区',
    address3: '中瀬1-5',
    address_last_name: 'Smith',
    address_first_name: 'Anna',
    phone_number: '090-1234-5678',
  },
});

const callMenu = line('お水', 1, 0, {
  id_food_category: null,
  is_free_food_menu: true,
  free_food_menu_name: '無料のお水（常温）',
  options: [['氷', 'なし', 0]],
});
const freeTicket = order([callMenu, { ...callMenu, qty: 2, free_food_menu_name: 'おしぼり' }], {
  order_number: '013',
  is_free_food_order: true,
  id_receiving_method: null,
  receiving_method: null,
});

const counterLines = [line('日替わり定食', 1, 1000, { id_food_category: 20 }), line('ソフトドリンク', 2, 200)];
const counter = order(counterLines, {
  id_receiving_method: 2,
  receiving_method: { title: 'カウンター', types: '2', id_receiving_method: 2 },
  table_number: '12',
  total_price_detail: withTotals(counterLines, { tax: 10, service_fee: 10 }).total_price_detail,
});
const longNamedRestaurant = { name: 'のれん食堂 イオンモール幕張新都心店', registration_number: null, company: null };

describe('layoutSlip goldens', () => {
  it('prints a take-out invoice: large method title, options, 8 % and 10 % rates with ※', async () => {
    await expect(framed(layoutSlip(takeOut, restaurant, everything))).toMatchFileSnapshot(golden('take-out'));
  });

  it('prints an English delivery slip: long names wrap, the address, the shipping fee', async () => {
    await expect(framed(layoutSlip(delivery, restaurant, everything))).toMatchFileSnapshot(golden('delivery'));
  });

  it('prints a call-number ticket with its count and no amount', async () => {
    await expect(framed(layoutSlip(freeTicket, restaurant, everything))).toMatchFileSnapshot(golden('free'));
  });

  it('prints a reprint of a counter order under a long (taller) title', async () => {
    const slip = layoutSlip(counter, longNamedRestaurant, { ...everything, reprint: true });
    await expect(framed(slip)).toMatchFileSnapshot(golden('counter-reprint'));
  });

  it('prints only the lines of the chosen categories, without the invoice block', async () => {
    const slip = layoutSlip(counter, restaurant, { ...everything, categories: [20] });
    await expect(framed(slip)).toMatchFileSnapshot(golden('counter-one-category'));
  });
});

describe('layoutSlip rules', () => {
  it('takes the order as the server answers it', () => {
    expectTypeOf<Order>().toExtend<SlipOrder>();
    expectTypeOf<Order>().toExtend<PrintListOrder>();
  });

  const textOf = (slip: SlipDocument | null) => slip?.lines.map((entry) => entry.text).join('\n') ?? '';

  it('prints nothing for an order with no line in the chosen categories', () => {
    expect(layoutSlip(counter, restaurant, { ...everything, categories: [99] })).toBeNull();
    expect(layoutSlip(counter, restaurant, { ...everything, categories: [] })).toBeNull();
  });

  it('prints a free order only when "free" is chosen, whatever the categories', () => {
    expect(layoutSlip(freeTicket, restaurant, { ...everything, free: false })).toBeNull();
    expect(layoutSlip(freeTicket, restaurant, { ...everything, categories: [] })).not.toBeNull();
  });

  it('totals a single-rate order exactly as the server charged it', () => {
    const slip = layoutSlip(delivery, restaurant, everything);
    const total = slip?.lines.find((entry) => entry.kind === 'total');
    expect(delivery.total_price_detail.total).toBe(2005);
    expect(total?.text).toMatch(/ 2,005円$/);
    const counterTotal = layoutSlip(counter, restaurant, everything)?.lines.find((entry) => entry.kind === 'total');
    expect(counterTotal?.text).toMatch(new RegExp(` ${counter.total_price_detail.total.toLocaleString('en')}円$`));
  });

  it('rounds the tax down once per rate', () => {
    const slip = layoutSlip(takeOut, restaurant, everything);
    const taxes = slip?.lines.filter((entry) => entry.kind === 'tax').map((entry) => entry.text.trim());
    // 10 %: 300 → 30; 8 %: 1,050 + 1,560 = 2,610 → 208.8 → 208.
    expect(taxes).toEqual(['消費税(10%)       30円', '消費税(8%)       208円']);
  });

  it('leaves out a registration number that is not T + 13 digits', () => {
    const slip = layoutSlip(takeOut, { ...restaurant, registration_number: 'T123' }, everything);
    expect(textOf(slip)).not.toContain('登録番号');
    expect(textOf(layoutSlip(takeOut, restaurant, everything))).toContain('登録番号 T1234567890123');
  });

  it('prints the method title large for take-out and delivery only', () => {
    const methodSize = (slip: SlipDocument | null) => slip?.lines.find((entry) => entry.kind === 'method')?.size;
    expect(methodSize(layoutSlip(takeOut, restaurant, everything))).toBe('large');
    expect(methodSize(layoutSlip(delivery, restaurant, everything))).toBe('large');
    expect(methodSize(layoutSlip(counter, restaurant, everything))).toBe('normal');
  });

  it('prints the title taller only when it is over 16 cells', () => {
    const titleSize = (name: string) =>
      layoutSlip(counter, { ...restaurant, name }, everything)?.lines.find((entry) => entry.kind === 'title')?.size;
    expect(titleSize('１２３４５６７８')).toBe('normal');
    expect(titleSize('１２３４５６７８9')).toBe('tall');
  });

  it('says 再発行 / REPRINT on a reprint only', () => {
    expect(textOf(layoutSlip(counter, restaurant, { ...everything, reprint: true }))).toContain('再発行 / REPRINT');
    expect(textOf(layoutSlip(counter, restaurant, everything))).not.toContain('再発行');
  });

  it('prints the time of printing in Tokyo', () => {
    expect(textOf(layoutSlip(counter, restaurant, { ...everything, printedAt }))).toContain('印刷 2026/11/24 12:40');
  });
});

const anyName = fc.string({
  unit: fc.constantFrom('a', 'W', ' ', 'カ', 'ｶ', 'ﾞ', '漢', '※', '×', '\u0301', '😀', '-', '<', '|', '\n', '\t'),
  maxLength: 80,
});

describe('layoutSlip property', () => {
  it('never prints a line wider than its size allows', () => {
    const anyLine = fc
      .record({
        name: anyName,
        qty: fc.integer({ min: 1, max: 999 }),
        price: fc.integer({ min: 0, max: 999_999 }),
        option: anyName,
        tax_rate: fc.constantFrom(8, 10, undefined),
      })
      .map(({ name, qty, price, option, tax_rate }) =>
        line(name, qty, price, { tax_rate, options: [[option, option, price]] }),
      );
    fc.assert(
      fc.property(
        fc.array(anyLine, { minLength: 1, maxLength: 4 }),
        anyName,
        anyName,
        fc.boolean(),
        (lines, name, note, free) => {
          const subject = order(lines, {
            order_number: name.slice(0, 20),
            customer_note: note,
            is_free_food_order: free,
            receiving_method: { title: name, types: '1', id_receiving_method: 1 },
            table_number: name,
          });
          const slip = layoutSlip(subject, { ...restaurant, name, company: note }, { ...everything, reprint: true });
          for (const entry of slip?.lines ?? []) {
            expect(textCells(entry.text)).toBeLessThanOrEqual(sizeCells[entry.size]);
            expect(entry.text).not.toMatch(/\p{Cc}/u);
          }
        },
      ),
    );
  });
});
