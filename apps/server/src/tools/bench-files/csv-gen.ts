// The bench's menu CSV: `rows` new menus of a bench restaurant (tools/bench seed: categories 10 and
// 20, sub-categories 101–202), each with one add-on group, in Shift_JIS as Japanese Excel saves it.
import { formatCsv } from '@noren/domain/files/csv';
import { menuCsvHeader } from '@noren/domain/files/menu-csv';
import iconv from 'iconv-lite';

const menuRows = 10_000;
export const imageKey = (idRestaurant: number) => `r${idRestaurant}/bench-topping.jpg`;

/** 10 000 new menus of the bench restaurant (categories 10/20, sub-categories 101–202), one add-on group each. */
export function benchMenuCsv(idRestaurant: number, rows = menuRows): Uint8Array<ArrayBuffer> {
  const header = menuCsvHeader(1);
  const subs = [
    ['10', '101'],
    ['10', '102'],
    ['20', '201'],
    ['20', '202'],
  ] as const;
  const lines = Array.from({ length: rows }, (_, i) => {
    const [category, sub] = subs[i % subs.length] as readonly [string, string];
    const cells: Record<string, string> = {
      update_flag: '1',
      code_category: category,
      code_sub_category: sub,
      jancode: `45${String(i).padStart(11, '0')}`,
      food_menu_name_1: `特製メニュー${i}`,
      food_menu_name_2: i % 3 === 0 ? '（大盛り）' : '',
      food_menu_price: String(300 + (i % 50) * 20),
      tax: i % 2 === 0 ? '8' : '10',
      food_menu_stock_qty: String((i % 40) - 5),
      standard_qty_check: '0',
      combined_purchase: '0',
      price_link_SG: '1',
      display_order: String(i),
      apply_rm_takeaway: '1',
      apply_rm_store: i % 2 === 0 ? '1' : '0',
      apply_rm_table: '0',
      apply_rm_delivery: '0',
      description: i % 10 === 0 ? '自家製、"こだわり"の\r\n一品' : '当店おすすめ',
      search_keyword: 'おすすめ,定番',
      additional_item_name_1: 'サイズ',
      additional_image_1: imageKey(idRestaurant),
      additional_name_1: '普通,大盛り',
      additional_cost_1: '0,100',
      additional_option_jancode_1: `,46${String(i).padStart(11, '0')}`,
    };
    return header.map((column) => cells[column] ?? '');
  });
  return Uint8Array.from(iconv.encode(formatCsv([header, ...lines]), 'cp932'));
}
