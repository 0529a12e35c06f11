// Server messages of counter ordering: the kept cart (spec 3 §5, §7 PATCH restaurant/cart; the
// spec's '対象メニューが存在しない' verbatim, with the line it concerns).
import type { BilingualText } from './core.ts';

export const counterMessages = {
  CART_SAVED: { en: 'Cart saved', jp: 'カートを保存しました' },
  CART_MENU_UNAVAILABLE: {
    en: 'The menu does not exist: {name} (line {line})',
    jp: '対象メニューが存在しない：{name}（{line}行目）',
  },
  CART_STOCK_EXCEEDED: {
    en: 'Only {stock} of {name} in stock (line {line})',
    jp: '{name} の在庫は{stock}個までです（{line}行目）',
  },
  SUPERMARKET_API_FAILED: {
    en: 'The supermarket system did not answer. Please try again later',
    jp: 'スーパーのシステムから応答がありません。しばらくしてから再度お試しください',
  },
  CART_USER_ID_INVALID: {
    en: 'The temporary user id must be "T" and 8 hexadecimal digits',
    jp: '仮ユーザーIDは「T」と16進数8桁で指定してください',
  },
} as const satisfies Record<string, BilingualText>;
