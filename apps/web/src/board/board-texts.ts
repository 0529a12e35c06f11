// Everything the board writes, Japanese first with its English line below: a public board serves
// both at once, so it has no language switch (README.md). The spec's Japanese texts are verbatim.
import { BOARD_UNKNOWN_STORE_TEXT } from '@noren/domain/board/schemas';

export interface BiText {
  jp: string;
  en: string;
}

export const boardTexts = {
  // The call screen.
  callTitle: { jp: '商品の準備ができました', en: 'Your order is ready' },
  callSubtitle: { jp: 'カウンターまでお越しください', en: 'Please come to the counter' },
  enableSound: { jp: 'タップして通知音を許可', en: 'Tap to enable sound' },
  // An order's tile.
  waiting: { jp: '待ち', en: 'Waiting' },
  cooking: { jp: '調理中', en: 'Cooking' },
  ready: { jp: 'できあがり', en: 'Ready' },
  toCounter: { jp: 'カウンターへ', en: 'To the counter' },
  // The single board's header (the day's counts) and footer.
  waitingCount: { jp: '待ち組数', en: 'Waiting' },
  itemsCooking: { jp: '調理中の品数', en: 'Items cooking' },
  readyCount: { jp: 'お渡し待ち', en: 'Ready' },
  scanAndGo: { jp: 'ご注文はScan&Goアプリから', en: 'Order with the Scan&Go app' },
  // Whole-screen messages and marks.
  unknownStore: BOARD_UNKNOWN_STORE_TEXT,
  noOrders: { jp: 'ただいま待ちのご注文はありません', en: 'No orders waiting' },
  offline: { jp: 'オフライン', en: 'Offline' },
} as const satisfies Record<string, BiText>;

/** What the board says of an order's status (spec 3 §4: a started-cooking label is cooking). */
export function statusText(status: string): BiText {
  if (status === 'done') return boardTexts.ready;
  return status === 'cooking' ? boardTexts.cooking : boardTexts.waiting;
}

/** The numbers called aloud: Japanese, then English (spec 3 issue 11: 'T009番のお客様'). */
export function spokenCall(orderNumber: string): BiText {
  return {
    jp: `${orderNumber}番のお客様、カウンターまでお越しください`,
    en: `Order number ${orderNumber.split('').join(' ')}, please come to the counter`,
  };
}
