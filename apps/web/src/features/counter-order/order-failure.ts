// What the counter says when POST restaurant/order is refused (spec 3 §8). Out of stock: per menu
// '{menu name} : 在庫がありません。カートから削除してください。' — the client's error carries no answer
// data, so the menus short of stock are found by asking the browser's stock again and comparing it
// with the cart (the domain's menuQtyInCart). Anything else: the server's message_jp, or message in
// English ('対象メニューが存在しない', 'Network Error', …).
import { type MenuBrowser, menusOf } from '@noren/domain/catalogue/menu-browser';
import { formatMessage } from '@noren/domain/messages';
import { type CartLine, menuQtyInCart } from '@noren/domain/orders/cart';
import { ApiError } from '../../lib/api-client.ts';
import { getStoredLanguage } from '../../lib/language.ts';
import { toast, toastError } from '../../lib/toast.ts';

/** The names of the cart's menus whose quantity is over their stock now (gone menus included). */
export function menusShortOfStock(
  browser: MenuBrowser,
  lines: readonly CartLine[],
  names: ReadonlyMap<number, string>,
): string[] {
  const stock = new Map(menusOf(browser.categories).map((menu) => [menu.id_food_menu, menu.food_menu_stock_qty]));
  const ids = [...new Set(lines.flatMap((line) => (line.id_food_menu === undefined ? [] : [line.id_food_menu])))];
  return ids.filter((id) => menuQtyInCart(lines, id) > (stock.get(id) ?? 0)).map((id) => names.get(id) ?? `#${id}`);
}

export async function reportOrderFailure(
  error: unknown,
  lines: readonly CartLine[],
  names: ReadonlyMap<number, string>,
  refetchBrowser: () => Promise<{ data?: MenuBrowser | undefined }>,
): Promise<void> {
  if (!(error instanceof ApiError) || error.code !== 'ORDER_OUT_OF_STOCK') {
    toastError(error);
    return;
  }
  const { data } = await refetchBrowser();
  const short = data ? menusShortOfStock(data, lines, names) : [];
  if (short.length === 0) {
    toastError(error);
    return;
  }
  const language = getStoredLanguage();
  for (const name of short) {
    const text = formatMessage('ORDER_OUT_OF_STOCK_ITEM', { name });
    toast(language === 'en' ? text.en : text.jp, 'error');
  }
}
