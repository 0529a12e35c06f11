// The list's batch action and stock buttons: exactly one action, a signed stock quantity.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages.ts';
import {
  batchBody,
  menuBatchSchema,
  menuCopySchema,
  menuIdSchema,
  menuSearchQuerySchema,
  menuSlideShowUpdateSchema,
  menuStockStepSchema,
  stockBatchInputIssue,
} from './menu-batch.ts';

describe('stock quantity dialog', () => {
  it('says "Quantity is required!" for an empty quantity', () => {
    expect(stockBatchInputIssue('')).toBe('MENU_QUANTITY_REQUIRED');
    expect(stockBatchInputIssue('  ')).toBe('MENU_QUANTITY_REQUIRED');
    expect(formatMessage('MENU_QUANTITY_REQUIRED')).toEqual({ en: 'Quantity is required!', jp: '数量は必須です！' });
  });

  it.each(['-', '1.5', '+3', 'abc', '--1', '1-'])('refuses %j', (text) => {
    expect(stockBatchInputIssue(text)).toBe('MENU_INVALID_SIGNED_NUMBER');
  });

  it('accepts every whole number with an optional minus (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999, max: 999_999_999 }), (value) => {
        expect(stockBatchInputIssue(String(value))).toBeNull();
      }),
    );
  });
});

describe('batch-update body', () => {
  it('takes exactly one of delete, stock_quantity and status', () => {
    expect(menuBatchSchema.parse({ list_food_menu: [1, 2], delete: true })).toEqual({
      list_food_menu: [1, 2],
      action: { kind: 'delete' },
    });
    expect(menuBatchSchema.parse({ list_food_menu: [1], stock_quantity: -4 }).action).toEqual({
      kind: 'stock_quantity',
      stock_quantity: -4,
    });
    expect(menuBatchSchema.parse({ list_food_menu: ['3'], status: 'inactive' })).toEqual({
      list_food_menu: [3],
      action: { kind: 'status', status: 'inactive' },
    });
    expect(menuBatchSchema.safeParse({ list_food_menu: [1] }).success).toBe(false);
    expect(menuBatchSchema.safeParse({ list_food_menu: [1], delete: true, status: 'active' }).success).toBe(false);
    expect(menuBatchSchema.safeParse({ list_food_menu: [1], stock_quantity: '' }).success).toBe(false);
    expect(menuBatchSchema.safeParse({ list_food_menu: [], delete: true }).success).toBe(false);
    expect(menuBatchSchema.safeParse({ list_food_menu: [1], delete: false }).success).toBe(false);
  });

  it('accepts rows as {id_food_menu} and collapses repeats', () => {
    expect(
      menuBatchSchema.parse({ list_food_menu: [{ id_food_menu: 4 }, 4, '5'], delete: true }).list_food_menu,
    ).toEqual([4, 5]);
  });

  it('round-trips every action through the body the web sends (property)', () => {
    const action = fc.oneof(
      fc.constant({ kind: 'delete' as const }),
      fc
        .integer({ min: -999_999_999, max: 999_999_999 })
        .map((n) => ({ kind: 'stock_quantity' as const, stock_quantity: n })),
      fc.constantFrom('active' as const, 'inactive' as const).map((status) => ({ kind: 'status' as const, status })),
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        action,
        (ids, chosen) => {
          expect(menuBatchSchema.parse(JSON.parse(JSON.stringify(batchBody(ids, chosen))))).toEqual({
            list_food_menu: ids,
            action: chosen,
          });
        },
      ),
    );
  });
});

describe('stock step and search query', () => {
  it('moves by exactly one', () => {
    expect(menuStockStepSchema.parse({ id_food_menu: 1, delta: -1 }).delta).toBe(-1);
    expect(menuStockStepSchema.parse({ id_food_menu: 1, delta: '+1' }).delta).toBe(1);
    expect(menuStockStepSchema.safeParse({ id_food_menu: 1, delta: 2 }).success).toBe(false);
    expect(menuStockStepSchema.safeParse({ id_food_menu: 1, delta: 0 }).success).toBe(false);
  });

  it('refuses what PostgreSQL would refuse: ids of another kind or beyond int4, NUL in the search text', () => {
    for (const entry of [[3], true, '1e3', 2_147_483_648]) {
      expect(menuBatchSchema.safeParse({ list_food_menu: [entry], delete: true }).success, JSON.stringify(entry)).toBe(
        false,
      );
    }
    expect(menuIdSchema.safeParse({ id_food_menu: [4] }).success).toBe(false);
    expect(menuSlideShowUpdateSchema.safeParse({ id_food_menu: 4, slide_show: 'yes' }).success).toBe(false);
    expect(menuSlideShowUpdateSchema.parse({ id_food_menu: 4, slide_show: 1 }).slide_show).toBe(true);
    for (const id_restaurant of ['1e3', '0x10', '2147483648', ['3'], ' 3']) {
      expect(menuSearchQuerySchema.safeParse({ id_restaurant }).success, JSON.stringify(id_restaurant)).toBe(false);
    }
    expect(menuSearchQuerySchema.safeParse({ id_restaurant: '3', food_menu_name: 'ら\u0000' }).success).toBe(false);
    expect(menuCopySchema.safeParse({ jancode: '49\u0000' }).success).toBe(false);
  });

  it('reads the search query with defaults, "all" meaning every category', () => {
    expect(menuSearchQuerySchema.parse({ id_restaurant: '3', id_food_category: 'all' })).toEqual({
      id_restaurant: 3,
      food_menu_name: '',
      page: 1,
      total_data: 10,
    });
    expect(menuSearchQuerySchema.parse({ id_restaurant: '3', id_food_category: '7', page: '2' })).toMatchObject({
      id_food_category: 7,
      page: 2,
    });
  });
});
