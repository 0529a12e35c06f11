// The one bilingual catalogue of server messages. Every answer's `message` / `message_jp`
// comes from here, so the English and Japanese texts never drift apart. Spec texts are verbatim.

import { accessMessages } from './messages/access.ts';
import { bannersMessages } from './messages/banners.ts';
import { categoriesMessages } from './messages/categories.ts';
import { type BilingualText, coreMessages } from './messages/core.ts';
import { counterMessages } from './messages/counter.ts';
import { deliveryTimeFramesMessages } from './messages/delivery-time-frames.ts';
import { freeMenusMessages } from './messages/free-menus.ts';
import { holidaysMessages } from './messages/holidays.ts';
import { inputMessages } from './messages/input.ts';
import { menusMessages } from './messages/menus.ts';
import { ordersMessages } from './messages/orders.ts';
import { platformMessages } from './messages/platform.ts';
import { printQueueMessages } from './messages/print-queue.ts';
import { receivingMethodsMessages } from './messages/receiving-methods.ts';
import { screenSettingsMessages } from './messages/screen-settings.ts';
import { securityMessages } from './messages/security.ts';
import { subCategoriesMessages } from './messages/sub-categories.ts';
import { uploadsMessages } from './messages/uploads.ts';
import { waitTimesMessages } from './messages/wait-times.ts';

export type { BilingualText } from './messages/core.ts';

/** Core texts plus each area's own file (messages/<area>.ts), so areas never edit one shared list. */
export const messages = {
  ...coreMessages,
  ...accessMessages,
  ...securityMessages,
  ...uploadsMessages,
  ...categoriesMessages,
  ...subCategoriesMessages,
  ...bannersMessages,
  ...freeMenusMessages,
  ...menusMessages,
  ...ordersMessages,
  ...receivingMethodsMessages,
  ...waitTimesMessages,
  ...deliveryTimeFramesMessages,
  ...holidaysMessages,
  ...inputMessages,
  ...platformMessages,
  ...screenSettingsMessages,
  ...printQueueMessages,
  ...counterMessages,
} as const satisfies Record<string, BilingualText>;

export type MessageCode = keyof typeof messages;

/** Fills `{name}` placeholders in both languages. */
export function formatMessage(
  code: MessageCode,
  params: Readonly<Record<string, string | number>> = {},
): BilingualText {
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
  const text = messages[code];
  return { en: fill(text.en), jp: fill(text.jp) };
}

/** The wire envelope of every API answer. */
export interface Envelope<T> {
  status: number;
  data: T;
  totalData?: number;
  message: string;
  message_jp: string;
  /** Machine-readable code of an error, and the field it concerns, when there is one. */
  code?: MessageCode;
  field?: string;
}
