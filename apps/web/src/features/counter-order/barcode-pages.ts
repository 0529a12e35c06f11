// What the barcode payment screen shows (spec 3 §4, §9): one line per quantity unit (2 × a menu is
// two lines, so the register scans it twice), 3 lines a page. A line carries the menu's JAN and the
// JANs of its chosen options. The order, once created, adds its service or shipping fee tier when
// that has a JAN: the register charges it too.
import type { Order } from '@noren/domain/orders/schemas';

export const barcodeLinesPerPage = 3;

export interface BarcodeCode {
  name: string;
  jancode: string | null;
}

/** A cart or order line as the screen needs it. */
export interface BarcodeItem extends BarcodeCode {
  key: string;
  qty: number;
  options: BarcodeCode[];
}

/** One unit of a line: the line's `unit`-th of `qty`. */
export interface BarcodeLine extends BarcodeItem {
  unit: number;
}

export function barcodeLines(items: readonly BarcodeItem[]): BarcodeLine[] {
  return items.flatMap((item) =>
    Array.from({ length: Math.max(0, item.qty) }, (_, index) => ({
      ...item,
      key: `${item.key}-${index + 1}`,
      unit: index + 1,
    })),
  );
}

/** The lines cut into pages of 3 (none for no line). */
export function barcodePages(items: readonly BarcodeItem[]): BarcodeLine[][] {
  const lines = barcodeLines(items);
  const pages: BarcodeLine[][] = [];
  for (let start = 0; start < lines.length; start += barcodeLinesPerPage) {
    pages.push(lines.slice(start, start + barcodeLinesPerPage));
  }
  return pages;
}

/** The lines of a created order: its menus with their chosen options, then its fee tier. */
export function orderBarcodeItems(order: Order): BarcodeItem[] {
  const items: BarcodeItem[] = order.order_detail.order_list.map((line) => ({
    key: `line-${line.id_food_cart}`,
    name: line.food_menu_name,
    jancode: line.jancode,
    qty: line.qty,
    options: line.additional.flatMap((group) =>
      group.additional
        .filter((choice) => choice.active)
        .map((choice) => ({ name: `${group.item_name}: ${choice.additional_name}`, jancode: choice.jancode })),
    ),
  }));
  const fee = order.order_detail.extra_charge;
  if (fee?.jancode) items.push({ key: 'fee', name: fee.name, jancode: fee.jancode, qty: 1, options: [] });
  return items;
}

export type BarcodeFormat = 'EAN13' | 'EAN8';

/**
 * The symbology of a JAN: 13 digits (or 12, the check digit then computed) is EAN-13, 8 digits the
 * short JAN (EAN-8); anything else cannot be drawn (the screen says so). A wrong check digit is
 * found by the drawing library.
 */
export function janFormat(jancode: string | null): BarcodeFormat | null {
  if (!jancode || !/^\d+$/.test(jancode)) return null;
  if (jancode.length === 13 || jancode.length === 12) return 'EAN13';
  if (jancode.length === 8) return 'EAN8';
  return null;
}
