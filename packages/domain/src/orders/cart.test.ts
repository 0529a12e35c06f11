import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MenuBrowserMenu } from '../catalogue/menu-browser.ts';
import { formatMessage } from '../messages.ts';
import { emptyWeek } from '../schedule.ts';
import {
  addableQty,
  addToCart,
  type CartCatalogue,
  type CartCatalogueMenu,
  type CartLine,
  canDecrease,
  canIncrease,
  cartDetailSchema,
  cartIssue,
  cartSummary,
  cartUnitPrice,
  chooseOption,
  defaultChoices,
  isMenuDisabled,
  missingOptionGroups,
  setLineQty,
  tempUserId,
  tempUserIdSchema,
} from './cart.ts';

const now = new Date('2026-11-24T03:30:00Z');

const sizeGroup = {
  id_food_menu_additional: 10,
  item_name: 'Size',
  additional: [
    {
      id_food_menu_additional_option: 101,
      additional_name: 'Regular',
      additional_cost: 0,
      default: true,
      jancode: null,
      image_url: null,
    },
    {
      id_food_menu_additional_option: 102,
      additional_name: 'Large',
      additional_cost: 100,
      default: false,
      jancode: 'L',
      image_url: null,
    },
  ],
};
const emptyGroup = { id_food_menu_additional: 11, item_name: 'Nothing to pick', additional: [] };

const ramen: MenuBrowserMenu = {
  id_food_menu: 1,
  food_menu_name: 'Ramen',
  status: 'active',
  image_url: null,
  jancode: '4900000000001',
  price_excluding_tax: 800,
  price: 880,
  food_menu_stock_qty: 5,
  additional: [sizeGroup, emptyGroup],
};

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  id_food_menu: 1,
  qty: 1,
  price: 880,
  extra_price: 0,
  additional: [{ id_food_menu_additional: 10, additional: [{ id_food_menu_additional_option: 101, active: true }] }],
  ...overrides,
});

describe('cart body (PATCH restaurant/cart)', () => {
  it('accepts lines of menus or call menus with a whole quantity from 1, extra_price 0', () => {
    const parsed = cartDetailSchema.parse({
      cart_detail: [line(), { id_free_food_menu: 3, qty: 2, price: 0, extra_price: 0 }],
    });
    expect(parsed.cart_detail[1]?.additional).toEqual([]);
  });

  it.each([
    ['quantity 0', { qty: 0 }],
    ['a fraction', { qty: 1.5 }],
    ['extra_price', { extra_price: 100 }],
    ['both ids', { id_free_food_menu: 3 }],
    ['no id', { id_food_menu: undefined }],
    ['a negative price', { price: -1 }],
  ])('refuses %s', (_name, overrides) => {
    expect(cartDetailSchema.safeParse({ cart_detail: [line(overrides as Partial<CartLine>)] }).success).toBe(false);
  });

  it('a call menu has no options', () => {
    const bad = { id_free_food_menu: 3, qty: 1, price: 0, extra_price: 0, additional: line().additional };
    expect(cartDetailSchema.safeParse({ cart_detail: [bad] }).success).toBe(false);
  });
});

describe('temporary user id', () => {
  it("is 'T' and the first segment of a UUID, and the path checks its shape", () => {
    expect(tempUserId('3F9A1B2C-1111-4222-8333-444455556666')).toBe('T3f9a1b2c');
    expect(tempUserIdSchema.safeParse(tempUserId(crypto.randomUUID())).success).toBe(true);
    for (const bad of ['3f9a1b2c', 'T3f9a1b2', 'T3f9a1b2cd', 'TZZZZZZZZ', 't3f9a1b2c']) {
      expect(tempUserIdSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('options (spec 3 §5)', () => {
  it('a group with choices needs an active choice; a group without choices needs none', () => {
    expect(missingOptionGroups(ramen, [])).toEqual([sizeGroup]);
    expect(missingOptionGroups(ramen, line().additional)).toEqual([]);
    const inactive = [
      { id_food_menu_additional: 10, additional: [{ id_food_menu_additional_option: 101, active: false }] },
    ];
    expect(missingOptionGroups(ramen, inactive)).toEqual([sizeGroup]);
    const foreign = [
      { id_food_menu_additional: 10, additional: [{ id_food_menu_additional_option: 999, active: true }] },
    ];
    expect(missingOptionGroups(ramen, foreign)).toEqual([sizeGroup]);
    expect(formatMessage('ORDER_OPTION_REQUIRED').jp).toBe('メニューのオプションを選択してください');
  });

  it('starts from the default choice and chooses one per group', () => {
    const start = defaultChoices(ramen);
    expect(missingOptionGroups(ramen, start)).toEqual([]);
    const large = chooseOption(start, sizeGroup, 102);
    const size = large.find((group) => group.id_food_menu_additional === 10);
    expect(size?.additional.filter((choice) => choice.active)).toEqual([
      { id_food_menu_additional_option: 102, active: true },
    ]);
  });

  it('the unit price includes the chosen options and the tax', () => {
    expect(cartUnitPrice(ramen, defaultChoices(ramen), 10)).toBe(880);
    expect(cartUnitPrice(ramen, chooseOption([], sizeGroup, 102), 10)).toBe(990);
    expect(cartUnitPrice(ramen, chooseOption([], sizeGroup, 102), 8)).toBe(972);
  });
});

describe('merging and totals', () => {
  it('the same menu with the same choices raises the quantity; other choices make a new line', () => {
    const once = addToCart([], line());
    const twice = addToCart(once, line({ qty: 2 }));
    expect(twice).toHaveLength(1);
    expect(twice[0]?.qty).toBe(3);
    const large = line({
      price: 990,
      additional: [
        { id_food_menu_additional: 10, additional: [{ id_food_menu_additional_option: 102, active: true }] },
      ],
    });
    expect(addToCart(twice, large)).toHaveLength(2);
    // Inactive entries do not make items different.
    const withInactive = line({
      additional: [
        {
          id_food_menu_additional: 10,
          additional: [
            { id_food_menu_additional_option: 101, active: true },
            { id_food_menu_additional_option: 102, active: false },
          ],
        },
      ],
    });
    expect(addToCart(twice, withInactive)).toHaveLength(1);
  });

  it('count and amount as displayed', () => {
    expect(cartSummary([line({ qty: 2 }), line({ id_food_menu: 2, price: 300 })])).toEqual({ count: 3, amount: 2060 });
  });
});

describe('quantity and stock (spec 3 §5)', () => {
  it('minus is off at 1; plus is off when the menu reaches its stock over all its lines', () => {
    expect(canDecrease(line({ qty: 1 }))).toBe(false);
    expect(canDecrease(line({ qty: 2 }))).toBe(true);
    const lines = [line({ qty: 3 }), line({ qty: 2, price: 990 })];
    expect(canIncrease(lines, 0, 5)).toBe(false);
    expect(canIncrease(lines, 0, 6)).toBe(true);
    expect(isMenuDisabled(ramen, lines)).toBe(true);
    expect(isMenuDisabled(ramen, [line({ qty: 4 })])).toBe(false);
    expect(isMenuDisabled({ ...ramen, food_menu_stock_qty: 0 }, [])).toBe(true);
    expect(isMenuDisabled({ ...ramen, food_menu_stock_qty: -2 }, [])).toBe(true);
  });

  const stock = fc.integer({ min: -3, max: 30 });
  const qtys = fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 5 });

  it('setLineQty keeps every line ≥ 1 and never takes the menu above its stock unless it already was (property)', () => {
    fc.assert(
      fc.property(stock, qtys, fc.nat({ max: 4 }), fc.integer({ min: -5, max: 50 }), (s, quantities, pick, wanted) => {
        const lines = quantities.map((qty) => line({ qty }));
        const index = pick % lines.length;
        const next = setLineQty(lines, index, wanted, s);
        const others = quantities.reduce((sum, qty, at) => (at === index ? sum : sum + qty), 0);
        const qty = next[index]?.qty ?? 0;
        expect(qty).toBeGreaterThanOrEqual(1);
        if (others + 1 <= s) expect(others + qty).toBeLessThanOrEqual(s);
        // Other lines are untouched.
        next.forEach((entry, at) => {
          if (at !== index) expect(entry).toEqual(lines[at]);
        });
      }),
    );
  });

  it('plus is on exactly while the menu is below its stock; disabled exactly when nothing more fits (property)', () => {
    fc.assert(
      fc.property(stock, qtys, (s, quantities) => {
        const lines = quantities.map((qty) => line({ qty }));
        const inCart = quantities.reduce((sum, qty) => sum + qty, 0);
        const menu = { ...ramen, food_menu_stock_qty: s };
        expect(canIncrease(lines, 0, s)).toBe(inCart < s);
        expect(isMenuDisabled(menu, lines)).toBe(s <= 0 || inCart >= s);
        expect(addableQty(menu, lines)).toBe(Math.max(0, s - inCart));
      }),
    );
  });

  it('adding up to addableQty never exceeds the stock, and the server check agrees (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), qtys, (s, quantities) => {
        let lines: CartLine[] = [];
        for (const qty of quantities) {
          const room = addableQty({ ...ramen, food_menu_stock_qty: s }, lines);
          if (room === 0) break;
          lines = addToCart(lines, line({ qty: Math.min(qty, room) }));
        }
        const total = lines.reduce((sum, entry) => sum + entry.qty, 0);
        expect(total).toBeLessThanOrEqual(s);
        expect(cartIssue(lines, catalogueWith({ food_menu_stock_qty: s }), now)).toBeNull();
        const over = addToCart(lines, line({ qty: s - total + 1 }));
        expect(cartIssue(over, catalogueWith({ food_menu_stock_qty: s }), now)?.code).toBe('CART_STOCK_EXCEEDED');
      }),
    );
  });
});

const catalogueMenu = (overrides: Partial<CartCatalogueMenu> = {}): CartCatalogueMenu => ({
  id_food_menu: 1,
  food_menu_name: 'Ramen',
  status: 'active',
  category_status: 'active',
  sub_category_status: true,
  sub_category_inactive_data: emptyWeek(),
  food_menu_stock_qty: 5,
  additional: [sizeGroup, emptyGroup],
  ...overrides,
});

function catalogueWith(overrides: Partial<CartCatalogueMenu> = {}): CartCatalogue {
  return {
    menus: new Map([[1, catalogueMenu(overrides)]]),
    freeMenus: new Map([
      [3, { free_food_menu_name: 'お水', status: true }],
      [4, { free_food_menu_name: 'Old ticket', status: false }],
    ]),
  };
}

describe("the server's cart check", () => {
  it('accepts a good cart, and a cart of active call menus', () => {
    expect(cartIssue([line({ qty: 5 })], catalogueWith(), now)).toBeNull();
    expect(
      cartIssue([{ id_free_food_menu: 3, qty: 9, price: 0, extra_price: 0, additional: [] }], catalogueWith(), now),
    ).toBeNull();
  });

  it('a missing, inactive or closed menu is 対象メニューが存在しない naming the line', () => {
    const second = [line(), line({ id_food_menu: 99 })];
    const missing = cartIssue(second, catalogueWith(), now);
    expect(missing).toEqual({
      field: 'cart_detail.1.id_food_menu',
      code: 'CART_MENU_UNAVAILABLE',
      params: { name: '#99', line: 2 },
    });
    expect(formatMessage('CART_MENU_UNAVAILABLE', missing?.params).jp).toBe('対象メニューが存在しない：#99（2行目）');
    for (const closed of [
      { status: 'inactive' as const },
      { category_status: 'inactive' as const },
      { sub_category_status: false },
      {
        sub_category_inactive_data: emptyWeek().map((day) => ({
          ...day,
          active: true,
          start_shift_1: '00:00:00',
          end_shift_1: '23:59:59',
        })),
      },
    ]) {
      expect(cartIssue([line()], catalogueWith(closed), now)).toMatchObject({
        code: 'CART_MENU_UNAVAILABLE',
        params: { name: 'Ramen', line: 1 },
      });
    }
    const freeGone = cartIssue(
      [{ id_free_food_menu: 4, qty: 1, price: 0, extra_price: 0, additional: [] }],
      catalogueWith(),
      now,
    );
    expect(freeGone).toMatchObject({ code: 'CART_MENU_UNAVAILABLE', field: 'cart_detail.0.id_free_food_menu' });
  });

  it('an option group left empty, a foreign choice, or two choices in a group are refused', () => {
    expect(cartIssue([line({ additional: [] })], catalogueWith(), now)).toMatchObject({
      code: 'ORDER_OPTION_REQUIRED',
      field: 'cart_detail.0.additional',
    });
    const foreign = [
      { id_food_menu_additional: 10, additional: [{ id_food_menu_additional_option: 999, active: true }] },
    ];
    expect(cartIssue([line({ additional: foreign })], catalogueWith(), now)?.code).toBe('ORDER_OPTION_INVALID');
    const both = [
      {
        id_food_menu_additional: 10,
        additional: [
          { id_food_menu_additional_option: 101, active: true },
          { id_food_menu_additional_option: 102, active: true },
        ],
      },
    ];
    expect(cartIssue([line({ additional: both })], catalogueWith(), now)?.code).toBe('ORDER_OPTION_TOO_MANY');
  });

  it('a quantity above the stock over all lines names the menu and the stock', () => {
    const issue = cartIssue([line({ qty: 3 }), line({ qty: 3, price: 990 })], catalogueWith(), now);
    expect(issue).toEqual({
      field: 'cart_detail.0.qty',
      code: 'CART_STOCK_EXCEEDED',
      params: { name: 'Ramen', stock: 5, line: 1 },
    });
    expect(formatMessage('CART_STOCK_EXCEEDED', issue?.params)).toEqual({
      en: 'Only 5 of Ramen in stock (line 1)',
      jp: 'Ramen の在庫は5個までです（1行目）',
    });
  });

  it('a cart holds menus or call menus, not both', () => {
    const mixed = [line(), { id_free_food_menu: 3, qty: 1, price: 0, extra_price: 0 as const, additional: [] }];
    expect(cartIssue(mixed, catalogueWith(), now)?.code).toBe('ORDER_LINES_MIXED');
  });
});
