// The search rules: date defaults, "all" lists, the table filter only for the table method, the
// export file name in Tokyo time, and the export row under the spec's Japanese headings.
import { describe, expect, it } from 'vitest';
import {
  type ExportOrder,
  exportFileName,
  exportHeadings,
  exportRow,
  freeMethodTitle,
  orderSearchSchema,
  searchFilter,
} from './search.ts';

const parse = (body: unknown) => orderSearchSchema.parse(body);

describe('searchFilter', () => {
  it('runs from 2020-01-01 to today when the dates are empty', () => {
    expect(searchFilter(parse({ from_date: '', to_date: '' }), '2026-11-24')).toMatchObject({
      from_date: '2020-01-01',
      to_date: '2026-11-24',
    });
    expect(searchFilter(parse({}), '2026-11-24')).toMatchObject({ from_date: '2020-01-01', to_date: '2026-11-24' });
  });

  it('keeps given dates (slashes accepted) and swaps a backwards range', () => {
    expect(searchFilter(parse({ from_date: '2026/11/01', to_date: '2026-11-03' }), '2026-11-24')).toMatchObject({
      from_date: '2026-11-01',
      to_date: '2026-11-03',
    });
    expect(searchFilter(parse({ from_date: '2026-11-03', to_date: '2026-11-01' }), '2026-11-24')).toMatchObject({
      from_date: '2026-11-01',
      to_date: '2026-11-03',
    });
  });

  it('reads -1 or nothing as "all" in every list', () => {
    const filter = searchFilter(
      parse({ list_restaurant: [-1], list_receiving_method: '-1', list_table_number: [-1] }),
      '2026-11-24',
    );
    expect(filter).toMatchObject({ restaurants: null, methods: null, tables: null });
    expect(searchFilter(parse({ list_restaurant: [4, '5'] }), '2026-11-24').restaurants).toEqual([4, 5]);
  });

  it('filters tables only when the table method alone is chosen', () => {
    const tables = { list_table_number: ['T1', 2] };
    expect(searchFilter(parse({ ...tables, list_receiving_method: [3] }), '2026-11-24').tables).toEqual(['T1', '2']);
    expect(searchFilter(parse({ ...tables, list_receiving_method: [1] }), '2026-11-24').tables).toBeNull();
    expect(searchFilter(parse({ ...tables, list_receiving_method: [1, 3] }), '2026-11-24').tables).toBeNull();
    expect(searchFilter(parse(tables), '2026-11-24').tables).toBeNull();
  });

  it('refuses a date that is no calendar day', () => {
    expect(orderSearchSchema.safeParse({ from_date: '2026-02-30' }).success).toBe(false);
  });
});

describe('exportFileName', () => {
  it('is OE_YYYYMMDD_HHmmss.xlsx in Asia/Tokyo', () => {
    expect(exportFileName(new Date('2026-11-24T15:04:05Z'))).toBe('OE_20261125_000405.xlsx');
    expect(exportFileName(new Date('2026-01-02T03:04:05Z'))).toBe('OE_20260102_120405.xlsx');
  });
});

const order: ExportOrder = {
  id_food_order: 7,
  order_number: 'A-001',
  restaurant_name: 'Sushi Kaede',
  order_date: '2026-11-24',
  order_time: '12:30:00',
  receiving_method_title: 'Delivery',
  is_free_food_order: false,
  table_number: null,
  id_user: 'u1',
  delivery_address_detail: {
    postal_code: '100-0001',
    address1: '東京都',
    address2: '千代田区',
    address_last_name: '山田',
    address_first_name: '太郎',
    phone_number: '0312345678',
  },
  total_qty: 3,
  option_total: 100,
  service_fee: 50,
  shipping_fee: 300,
  total_price: 1950,
  customer_note: 'no wasabi',
  response_list: [{ question: 'Chopsticks?', answer: 'Yes' }],
  lines: [
    { name: 'Maguro', qty: 2, jancode: '4900000000001' },
    { name: 'Tea', qty: 1, jancode: null },
  ],
};

describe('exportRow', () => {
  it('answers one cell per Japanese heading, in order', () => {
    expect(exportHeadings).toEqual([
      '注文ID',
      '店舗情報',
      '日付',
      '時間',
      '受取方法',
      'テーブル番号',
      '注文者',
      '郵便番号',
      '住所',
      '電話番号',
      '商品数',
      'オプション料金合計',
      'サービス料',
      '送料',
      '合計',
      '内容',
      'JAN',
      '備考',
    ]);
    expect(exportRow(order)).toEqual([
      'A-001',
      'Sushi Kaede',
      '2026-11-24',
      '12:30:00',
      'Delivery',
      '',
      '山田 太郎',
      '100-0001',
      '東京都 千代田区',
      '0312345678',
      3,
      100,
      50,
      300,
      1950,
      'Maguro × 2\nTea × 1',
      '4900000000001\n',
      'no wasabi\nChopsticks?: Yes',
    ]);
  });

  it('names the customer id when there is no address, and the call-number method for a free order', () => {
    const row = exportRow({ ...order, delivery_address_detail: null, is_free_food_order: true, table_number: '5' });
    expect(row[4]).toBe(freeMethodTitle);
    expect(row[5]).toBe('5');
    expect(row[6]).toBe('u1');
    expect(row[8]).toBe('');
  });
});
