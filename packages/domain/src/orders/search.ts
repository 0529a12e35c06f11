// Order search and its Excel export (spec 3 §2.7, §3, §5, §7): the search body, the date defaults
// (empty → 2020-01-01 to today), the export's Japanese headings, one spreadsheet row per order, the
// OE_YYYYMMDD_HHmmss.xlsx file name and the refresh guard. The server and the search page share them.
import { z } from 'zod';
import { businessClock, businessDate } from '../restaurant.ts';
import { anyDate, integer, maxId, signedDigitsToNumber, text } from '../zod-blocks.ts';

/** The first day a search covers when no start date is given (spec 3 §5). */
export const searchStartDate = '2020-01-01';

/** "All" in every list filter of the search (spec 3 §2.7: default -1). */
export const allValue = -1;

/** The search page's refresh button waits this long before it may be pressed again (spec 3 §9). */
export const searchRefreshGuardMs = 1000;

/** Page sizes of the search results. */
export const searchPageSizes = [10, 25, 50] as const;

/** A list from a body (array or one value); -1 anywhere in it, or nothing, means every entry. */
const allOr = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? undefined : [value].flat()),
    z.array(item).max(100).optional(),
  );

const listedId = z.preprocess(signedDigitsToNumber, integer(allValue, maxId));
const tableNumber = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(text(50, { min: 1 }));

/** POST restaurant/order/search/{page}/{size} and the export: the filters of the search page. */
export const orderSearchSchema = z.object({
  from_date: anyDate.optional().or(z.literal('').transform(() => undefined)),
  to_date: anyDate.optional().or(z.literal('').transform(() => undefined)),
  list_restaurant: allOr(listedId),
  /** Method types 1–4 (spec 3 §3); -1 is all. */
  list_receiving_method: allOr(listedId),
  /** Used only when the table method (3) is chosen (spec 3 §2.7). */
  list_table_number: allOr(z.union([z.literal(allValue), z.literal(String(allValue)), tableNumber])),
});
export type OrderSearchBody = z.infer<typeof orderSearchSchema>;

/** The table method's id: the only method with a table filter. */
export const tableMethodId = 3;

/** The chosen entries of a list filter, or null for "all" (nothing chosen, or -1 among them). */
export function chosen<T extends string | number>(list: readonly T[] | undefined): T[] | null {
  if (!list || list.length === 0) return null;
  if (list.some((entry) => entry === allValue || entry === String(allValue))) return null;
  return [...list];
}

export interface OrderSearchFilter {
  from_date: string;
  to_date: string;
  /** null: every restaurant the caller may see. */
  restaurants: number[] | null;
  methods: number[] | null;
  /** null unless exactly the table method is chosen and tables are picked. */
  tables: string[] | null;
}

/**
 * The search a body asks for, `today` being the business date: empty dates run from 2020-01-01 to
 * today, a range given backwards is swapped, and tables filter only a table-method search.
 */
export function searchFilter(body: OrderSearchBody, today: string): OrderSearchFilter {
  const from = body.from_date ?? searchStartDate;
  const to = body.to_date ?? today;
  const methods = chosen(body.list_receiving_method);
  const tableSearch = methods?.length === 1 && methods[0] === tableMethodId;
  const tables = tableSearch ? (chosen(body.list_table_number)?.map(String) ?? null) : null;
  return {
    from_date: from <= to ? from : to,
    to_date: from <= to ? to : from,
    restaurants: chosen(body.list_restaurant),
    methods,
    tables,
  };
}

/** Today's business date: what an empty "to" date means. */
export const searchToday = (now: Date): string => businessDate(now);

/** YYYYMMDD_HHmmss of an instant in Asia/Tokyo (file names of exports). */
export function fileStamp(at: Date): string {
  const { year, month, day, hour, minute, second } = businessClock(at);
  return `${year}${month}${day}_${hour}${minute}${second}`;
}

/** The export's file name: OE_YYYYMMDD_HHmmss.xlsx (spec 3 §9). */
export const exportFileName = (at: Date): string => `OE_${fileStamp(at)}.xlsx`;

/** The export's columns in order, with their Japanese headings (spec 3 §3). */
export const exportColumns = [
  { key: 'order_id', heading: '注文ID', width: 10 },
  { key: 'restaurant', heading: '店舗情報', width: 24 },
  { key: 'date', heading: '日付', width: 12 },
  { key: 'time', heading: '時間', width: 10 },
  { key: 'receiving_method', heading: '受取方法', width: 16 },
  { key: 'table_number', heading: 'テーブル番号', width: 12 },
  { key: 'orderer', heading: '注文者', width: 20 },
  { key: 'postal_code', heading: '郵便番号', width: 10 },
  { key: 'address', heading: '住所', width: 40 },
  { key: 'phone', heading: '電話番号', width: 16 },
  { key: 'item_count', heading: '商品数', width: 8 },
  { key: 'option_total', heading: 'オプション料金合計', width: 12 },
  { key: 'service_fee', heading: 'サービス料', width: 10 },
  { key: 'shipping_fee', heading: '送料', width: 10 },
  { key: 'total', heading: '合計', width: 10 },
  { key: 'contents', heading: '内容', width: 40 },
  { key: 'jan', heading: 'JAN', width: 16 },
  { key: 'remarks', heading: '備考', width: 30 },
] as const;

export type ExportColumnKey = (typeof exportColumns)[number]['key'];
export const exportHeadings: readonly string[] = exportColumns.map((column) => column.heading);

/** What the export reads of one order (a search row with its lines). */
export interface ExportOrder {
  id_food_order: number;
  order_number: string;
  restaurant_name: string;
  order_date: string;
  order_time: string;
  receiving_method_title: string | null;
  is_free_food_order: boolean;
  table_number: string | null;
  id_user: string;
  delivery_address_detail: Record<string, string> | null;
  total_qty: number;
  option_total: number;
  service_fee: number;
  shipping_fee: number;
  total_price: number;
  customer_note: string;
  response_list: readonly { question: string; answer: string }[];
  lines: readonly { name: string; qty: number; jancode: string | null }[];
}

/** The free call-number ticket's method title (spec 3 §2.3 "Call number issue"). */
export const freeMethodTitle = '呼出番号発行';

const addressParts = ['address1', 'address2', 'address3', 'address4', 'address5', 'address6'] as const;

function ordererOf(order: ExportOrder): string {
  const address = order.delivery_address_detail;
  const name = [address?.address_last_name, address?.address_first_name].filter(Boolean).join(' ');
  return name || order.id_user;
}

/** One spreadsheet row of an order, in the order of `exportColumns`; lines one per cell line. */
export function exportRow(order: ExportOrder): (string | number)[] {
  const address = order.delivery_address_detail ?? {};
  const remarks = [
    order.customer_note,
    ...order.response_list.map((entry) => `${entry.question}: ${entry.answer}`),
  ].filter((entry) => entry !== '');
  const cells: Record<ExportColumnKey, string | number> = {
    order_id: order.order_number,
    restaurant: order.restaurant_name,
    date: order.order_date,
    time: order.order_time,
    receiving_method: order.is_free_food_order ? freeMethodTitle : (order.receiving_method_title ?? ''),
    table_number: order.table_number ?? '',
    orderer: ordererOf(order),
    postal_code: address.postal_code ?? '',
    address: addressParts
      .map((part) => address[part])
      .filter(Boolean)
      .join(' '),
    phone: address.phone_number ?? '',
    item_count: order.total_qty,
    option_total: order.option_total,
    service_fee: order.service_fee,
    shipping_fee: order.shipping_fee,
    total: order.total_price,
    contents: order.lines.map((line) => `${line.name} × ${line.qty}`).join('\n'),
    jan: order.lines.map((line) => line.jancode ?? '').join('\n'),
    remarks: remarks.join('\n'),
  };
  return exportColumns.map((column) => cells[column.key]);
}
