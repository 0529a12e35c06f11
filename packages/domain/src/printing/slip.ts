// The receipt slip of an order (spec 3 §4, §9; issue 10), laid out once here and drawn by every
// renderer (ePOS-Print XML, receiptline for ESC/POS and StarPRNT, the SVG preview, plain text):
// a list of lines already cut to the 24-cell paper, each with its role and print size. The fixed
// labels are Japanese whatever the screen language: the slip is a Japanese invoice printed in a
// Japanese code page; only the reprint banner is bilingual ('再発行 / REPRINT', as issue 10 says).

import type { Order, OrderLine } from '../orders/schemas.ts';
import { businessClock } from '../restaurant.ts';
import { centerCells, spreadCells, textCells, wrapCells, wrapIndented } from './cells.ts';
import { type CategoryChoice, lineName, linesToPrint, orderNotes, yen } from './slip-filter.ts';
import { invoiceTotals, lineTaxRate, reducedTaxRate, type TaxedLine } from './tax-by-rate.ts';

/** Cells of a slip line (spec 3 §9). */
export const slipWidth = 24;
/** A title wider than this is printed larger (spec 3 §9). */
export const largeTitleOver = 16;

/** normal; tall = double height (the width stays 24 cells); large = double width and height. */
export type SlipSize = 'normal' | 'tall' | 'large';
/** The cells a line of each size holds: a double-width cell takes two of the paper's. */
export const sizeCells: Readonly<Record<SlipSize, number>> = { normal: slipWidth, tall: slipWidth, large: 12 };

export type SlipLineKind =
  | 'reprint'
  | 'title'
  | 'company'
  | 'registration'
  | 'rule'
  | 'method'
  | 'order-number'
  | 'table'
  | 'date'
  | 'address'
  | 'item'
  | 'option'
  | 'amount'
  | 'comment'
  | 'count'
  | 'subtotal'
  | 'tax'
  | 'fee'
  | 'total'
  | 'note'
  | 'printed-at';

/** One printed line: `text` fits `sizeCells[size]` cells, aligned with leading spaces, no padding. */
export interface SlipLine {
  kind: SlipLineKind;
  size: SlipSize;
  text: string;
}

export interface SlipDocument {
  width: typeof slipWidth;
  lines: SlipLine[];
}

/** The issuer of the slip (spec 1 restaurant; the registration number is set in the profile). */
export interface SlipRestaurant {
  name: string;
  /** 適格請求書発行事業者登録番号: 'T' + 13 digits, or null when not registered. */
  registration_number: string | null;
  /** The operating company's name, printed under the restaurant's, or null. */
  company: string | null;
}

export interface SlipOptions extends CategoryChoice {
  reprint: boolean;
  printedAt: Date;
}

/** A line as the order answers it; `tax_rate` only when the line is taxed apart from its order. */
export type SlipOrderLine = Pick<
  OrderLine,
  'id_food_category' | 'food_menu_name' | 'is_free_food_menu' | 'free_food_menu_name' | 'qty' | 'total' | 'additional'
> &
  TaxedLine;

/** The order as the server answers it (GET restaurant/order…); only these fields are printed. */
export type SlipOrder = Pick<
  Order,
  | 'order_number'
  | 'od_order_number'
  | 'order_date'
  | 'order_time'
  | 'date_reservation'
  | 'delivery_time'
  | 'order_restaurant_type'
  | 'id_receiving_method'
  | 'receiving_method'
  | 'table_number'
  | 'customer_note'
  | 'response_list'
  | 'is_free_food_order'
  | 'total_price_detail'
  | 'delivery_address_detail'
> & {
  order_detail: {
    order_list: readonly SlipOrderLine[];
    /** The fee tier charged (its name is printed beside the fee). */
    extra_charge?: { name: string } | null;
  };
};

export const registrationNumberPattern = /^T\d{13}$/;

/** Method types (spec 3 §3); take-out and delivery titles are printed large (spec 3 §9). */
const takeOutMethodType = 1;
const deliveryMethodType = 4;

/** What the totals block holds: a free ticket has no amounts; a slip short of lines no invoice. */
type SlipKind = 'free' | 'partial' | 'invoice';

/**
 * The slip of an order, or null when it is not printed: no line in the chosen categories, or a
 * free order while 'free' is not chosen (spec 3 §4). A slip with every line of a paid order is a
 * simplified qualified invoice (registration number, amount and tax per rate, ※ on reduced-rate
 * lines); one narrowed to some categories (a kitchen station's) shows the count and the subtotal
 * of its lines only, and a free ticket the count only.
 */
export function layoutSlip(order: SlipOrder, restaurant: SlipRestaurant, options: SlipOptions): SlipDocument | null {
  const lines = linesToPrint(order, options);
  if (lines === null) return null;
  const kind: SlipKind = order.is_free_food_order
    ? 'free'
    : lines.length < order.order_detail.order_list.length
      ? 'partial'
      : 'invoice';
  const orderRate = order.total_price_detail.tax_rate;
  const isReduced = (line: TaxedLine) => kind !== 'free' && lineTaxRate(line, orderRate) === reducedTaxRate;
  return {
    width: slipWidth,
    lines: [
      ...(options.reprint ? [...centered('reprint', '再発行 / REPRINT', 'tall'), rule()] : []),
      ...issuer(restaurant, kind),
      rule(),
      ...heading(order),
      rule(),
      ...lines.flatMap((line) => itemLines(line, kind, isReduced(line))),
      ...comment(order),
      rule(),
      ...totals(order, lines, kind),
      ...(kind === 'invoice' && lines.some(isReduced) ? left('note', '※は軽減税率対象') : []),
      ...left('printed-at', `印刷 ${formatInstant(options.printedAt)}`),
    ],
  };
}

const rule = (): SlipLine => ({ kind: 'rule', size: 'normal', text: '-'.repeat(slipWidth) });

const linesOf = (kind: SlipLineKind, size: SlipSize, texts: readonly string[]): SlipLine[] =>
  texts.map((text) => ({ kind, size, text }));

function centered(kind: SlipLineKind, text: string, size: SlipSize = 'normal'): SlipLine[] {
  const width = sizeCells[size];
  return linesOf(
    kind,
    size,
    wrapCells(text, width).map((line) => centerCells(line, width)),
  );
}

const left = (kind: SlipLineKind, text: string, size: SlipSize = 'normal') =>
  linesOf(kind, size, wrapCells(text, sizeCells[size]));

const spread = (kind: SlipLineKind, label: string, value: string, size: SlipSize = 'normal') =>
  linesOf(kind, size, spreadCells(label, value, sizeCells[size]));

function issuer(restaurant: SlipRestaurant, kind: SlipKind): SlipLine[] {
  const titleSize = textCells(restaurant.name) > largeTitleOver ? 'tall' : 'normal';
  const registration = restaurant.registration_number;
  return [
    ...centered('title', restaurant.name, titleSize),
    ...(restaurant.company ? centered('company', restaurant.company) : []),
    ...(kind === 'invoice' && registration !== null && registrationNumberPattern.test(registration)
      ? centered('registration', `登録番号 ${registration}`)
      : []),
  ];
}

function heading(order: SlipOrder): SlipLine[] {
  const isDelivery = isDeliveryOrder(order);
  const methodSize = order.id_receiving_method === takeOutMethodType || isDelivery ? 'large' : 'normal';
  const method = order.receiving_method?.title;
  return [
    ...(method ? centered('method', method, methodSize) : []),
    ...centered('order-number', order.is_free_food_order ? '呼出番号' : '注文番号'),
    ...centered('order-number', order.order_number, 'large'),
    ...(order.table_number ? spread('table', 'テーブル番号', order.table_number) : []),
    ...(order.od_order_number ? spread('table', 'OD注文番号', order.od_order_number) : []),
    ...spread('date', '注文', `${formatDate(order.order_date)} ${formatTime(order.order_time)}`),
    ...(order.date_reservation
      ? spread(
          'date',
          isDelivery ? 'お届け' : '受取',
          [formatDate(order.date_reservation), order.delivery_time ? formatTime(order.delivery_time) : '']
            .join(' ')
            .trim(),
        )
      : []),
    ...(isDelivery ? deliveryAddress(order.delivery_address_detail) : []),
  ];
}

/** Delivery: method type 4, or any order of a delivery restaurant (as orders/README says). */
function isDeliveryOrder(order: SlipOrder): boolean {
  return order.id_receiving_method === deliveryMethodType || order.order_restaurant_type === 'delivery';
}

function deliveryAddress(address: SlipOrder['delivery_address_detail']): SlipLine[] {
  if (!address) return [];
  const name = [address.address_last_name, address.address_first_name].filter(Boolean).join(' ');
  const street = [1, 2, 3, 4, 5, 6].map((n) => address[`address${n}` as `address${1 | 2 | 3 | 4 | 5 | 6}`]);
  return [
    ...left('address', '自宅へお届け'),
    ...(name ? left('address', `${name} 様`) : []),
    ...(address.phone_number ? left('address', `TEL ${address.phone_number}`) : []),
    ...(address.postal_code ? left('address', `〒${address.postal_code}`) : []),
    ...left('address', street.filter(Boolean).join(' ')),
  ];
}

function itemLines(line: SlipOrderLine, kind: SlipKind, reduced: boolean): SlipLine[] {
  const options = line.additional.flatMap((group) =>
    group.additional.map((choice) => {
      const cost = kind !== 'free' && choice.additional_cost > 0 ? ` +${yen(choice.additional_cost)}` : '';
      return `${group.item_name}: ${choice.additional_name}${cost}`;
    }),
  );
  return [
    ...left('item', reduced ? `${lineName(line)} ※` : lineName(line)),
    ...options.flatMap((option) => linesOf('option', 'normal', wrapIndented(option, slipWidth, '  ・', '    '))),
    ...spread('amount', `  × ${line.qty}`, kind === 'free' ? '' : yen(line.total)),
  ];
}

function comment(order: SlipOrder): SlipLine[] {
  const texts = orderNotes(order);
  if (texts.length === 0) return [];
  return [
    rule(),
    ...left('comment', '備考'),
    ...texts.flatMap((text) => linesOf('comment', 'normal', wrapIndented(text, slipWidth, '  ', '  '))),
  ];
}

function totals(order: SlipOrder, lines: readonly SlipOrderLine[], kind: SlipKind): SlipLine[] {
  const count = spread('count', '合計点数', `${lines.reduce((sum, line) => sum + line.qty, 0)}点`);
  if (kind === 'free') return count;
  if (kind === 'partial') {
    return [...count, ...spread('subtotal', '小計(税抜)', yen(lines.reduce((sum, line) => sum + line.total, 0)))];
  }
  const detail = order.total_price_detail;
  const invoice = invoiceTotals(lines, detail);
  const feeName = order.order_detail.extra_charge?.name ?? (isDeliveryOrder(order) ? '送料' : '手数料');
  return [
    ...count,
    ...(detail.service_fee > 0 ? spread('fee', 'サービス料', yen(detail.service_fee)) : []),
    ...invoice.rates.flatMap(({ rate, base, tax }) => [
      ...spread('subtotal', `${rate}%対象(税抜)${rate === reducedTaxRate ? '※' : ''}`, yen(base)),
      ...spread('tax', `  消費税(${rate}%)`, yen(tax)),
    ]),
    ...(detail.shipping_fee > 0 ? spread('fee', feeName, yen(detail.shipping_fee)) : []),
    ...spread('total', '合計', yen(invoice.total), 'tall'),
  ];
}

/** 'YYYY-MM-DD' → 'YYYY/MM/DD'. */
const formatDate = (date: string) => date.slice(0, 10).replaceAll('-', '/');
/** 'HH:MM:SS' → 'HH:MM'. */
const formatTime = (time: string) => time.slice(0, 5);

/** An instant as 'YYYY/MM/DD HH:MM' in Asia/Tokyo. */
function formatInstant(at: Date): string {
  const { year, month, day, hour, minute } = businessClock(at);
  return `${year}/${month}/${day} ${hour}:${minute}`;
}
