// Area message files are merged into one catalogue: a code defined twice would silently win.

import { describe, expect, it } from 'vitest';
import { accessMessages } from './messages/access.ts';
import { bannersMessages } from './messages/banners.ts';
import { categoriesMessages } from './messages/categories.ts';
import { deliveryTimeFramesMessages } from './messages/delivery-time-frames.ts';
import { freeMenusMessages } from './messages/free-menus.ts';
import { holidaysMessages } from './messages/holidays.ts';
import { inputMessages } from './messages/input.ts';
import { menusMessages } from './messages/menus.ts';
import { ordersMessages } from './messages/orders.ts';
import { receivingMethodsMessages } from './messages/receiving-methods.ts';
import { securityMessages } from './messages/security.ts';
import { subCategoriesMessages } from './messages/sub-categories.ts';
import { uploadsMessages } from './messages/uploads.ts';
import { waitTimesMessages } from './messages/wait-times.ts';
import { messages } from './messages.ts';

const areaFiles: Record<string, Record<string, unknown>> = {
  uploads: uploadsMessages,
  categories: categoriesMessages,
  'sub-categories': subCategoriesMessages,
  banners: bannersMessages,
  'free-menus': freeMenusMessages,
  menus: menusMessages,
  orders: ordersMessages,
  'receiving-methods': receivingMethodsMessages,
  'wait-times': waitTimesMessages,
  'delivery-times': deliveryTimeFramesMessages,
  holidays: holidaysMessages,
  input: inputMessages,
  access: accessMessages,
  security: securityMessages,
};

describe('area message files', () => {
  it('never define the same code twice, and all reach the catalogue', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const [area, record] of Object.entries(areaFiles)) {
      for (const code of Object.keys(record)) {
        if (seen.has(code)) duplicates.push(`${code} in ${area} and ${seen.get(code)}`);
        seen.set(code, area);
      }
    }
    expect(duplicates).toEqual([]);
    for (const code of seen.keys()) expect(Object.keys(messages)).toContain(code);
  });
});
