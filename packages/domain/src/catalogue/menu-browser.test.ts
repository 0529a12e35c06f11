import { describe, expect, it } from 'vitest';
import { emptyWeek } from '../schedule.ts';
import {
  isSubCategoryOpen,
  type MenuBrowserCategory,
  type MenuBrowserMenu,
  menuBrowserQuerySchema,
  menuDisplayPrice,
  menusOf,
  priceIncludingTax,
  registerPriceValue,
  searchMenuTree,
  stripYen,
  visibleMenuTree,
} from './menu-browser.ts';

// Tuesday 2026-11-24 12:30 in Asia/Tokyo (03:30 UTC).
const tuesdayLunch = new Date('2026-11-24T03:30:00Z');
// The same Tuesday at 15:00 in Tokyo.
const tuesdayAfternoon = new Date('2026-11-24T06:00:00Z');

const closedTuesdayLunch = () =>
  emptyWeek().map((day) =>
    day.day_of_week === 1 ? { ...day, active: true, start_shift_1: '11:00:00', end_shift_1: '14:00:00' } : day,
  );

const menuOf = (id: number, name: string, overrides: Partial<MenuBrowserMenu> = {}): MenuBrowserMenu => ({
  id_food_menu: id,
  food_menu_name: name,
  status: 'active',
  image_url: null,
  jancode: `49000000000${id}`,
  price_excluding_tax: 500,
  price: 540,
  food_menu_stock_qty: 10,
  additional: [],
  ...overrides,
});

const tree = (): MenuBrowserCategory[] => [
  {
    id_food_category: 1,
    category_name: 'ラーメン',
    status: 'active',
    banner_url: null,
    sub_categories: [
      {
        id_food_sub_category: 11,
        category_detail: 'Lunch only',
        status: true,
        inactive_data: emptyWeek(),
        menus: [menuOf(1, 'Shoyu Ramen'), menuOf(2, 'Miso RAMEN'), menuOf(3, 'Old ramen', { status: 'inactive' })],
      },
      {
        id_food_sub_category: 12,
        category_detail: 'Not at Tuesday lunch',
        status: true,
        inactive_data: closedTuesdayLunch(),
        menus: [menuOf(4, 'Tsukemen')],
      },
      {
        id_food_sub_category: 13,
        category_detail: 'Switched off',
        status: false,
        inactive_data: emptyWeek(),
        menus: [menuOf(5, 'Hidden')],
      },
    ],
  },
  {
    id_food_category: 2,
    category_name: 'Only inactive menus',
    status: 'active',
    banner_url: null,
    sub_categories: [
      {
        id_food_sub_category: 21,
        category_detail: 'Gone',
        status: true,
        inactive_data: emptyWeek(),
        menus: [menuOf(6, 'Gone', { status: 'inactive' })],
      },
    ],
  },
  {
    id_food_category: 3,
    category_name: 'Inactive category',
    status: 'inactive',
    banner_url: null,
    sub_categories: [
      {
        id_food_sub_category: 31,
        category_detail: 'x',
        status: true,
        inactive_data: emptyWeek(),
        menus: [menuOf(7, 'X')],
      },
    ],
  },
];

const ids = (categories: MenuBrowserCategory[]) => menusOf(categories).map((menu) => menu.id_food_menu);

describe('menu browser visibility (spec 3 §5)', () => {
  it('shows active menus of active, open sub-categories; hides empty categories', () => {
    const visible = visibleMenuTree(tree(), tuesdayLunch);
    expect(ids(visible)).toEqual([1, 2]);
    expect(visible.map((category) => category.id_food_category)).toEqual([1]);
    expect(visible[0]?.sub_categories.map((sub) => sub.id_food_sub_category)).toEqual([11]);
  });

  it('a sub-category inside its inactive shift is hidden, and shows again after it', () => {
    const closed = tree()[0]?.sub_categories[1];
    if (!closed) throw new Error('fixture');
    expect(isSubCategoryOpen(closed, tuesdayLunch)).toBe(false);
    expect(isSubCategoryOpen(closed, tuesdayAfternoon)).toBe(true);
    expect(ids(visibleMenuTree(tree(), tuesdayAfternoon))).toEqual([1, 2, 4]);
  });

  it("the weekday is Tokyo's: Monday 23:30 UTC is Tuesday 08:30 in Tokyo", () => {
    const week = emptyWeek().map((day) =>
      day.day_of_week === 1 ? { ...day, active: true, start_shift_1: '08:00:00', end_shift_1: '09:00:00' } : day,
    );
    expect(isSubCategoryOpen({ status: true, inactive_data: week }, new Date('2026-11-23T23:30:00Z'))).toBe(false);
    expect(isSubCategoryOpen({ status: true, inactive_data: week }, new Date('2026-11-24T23:30:00Z'))).toBe(true);
  });
});

describe('menu search (spec 3 §5)', () => {
  it('is a case-insensitive substring of the menu name', () => {
    expect(ids(searchMenuTree(tree(), 'RAMEN'))).toEqual([1, 2, 3]);
    expect(ids(searchMenuTree(tree(), 'mISo r'))).toEqual([2]);
  });

  it('hides sub-categories and categories without a match', () => {
    const found = searchMenuTree(visibleMenuTree(tree(), tuesdayAfternoon), 'tsuke');
    expect(found.map((category) => category.id_food_category)).toEqual([1]);
    expect(found[0]?.sub_categories.map((sub) => sub.id_food_sub_category)).toEqual([12]);
  });

  it('an empty or blank search resets the list', () => {
    const visible = visibleMenuTree(tree(), tuesdayLunch);
    expect(searchMenuTree(visible, '')).toEqual(visible);
    expect(searchMenuTree(visible, '   ')).toEqual(visible);
  });

  it('no match leaves nothing', () => {
    expect(searchMenuTree(tree(), 'pizza')).toEqual([]);
  });
});

describe('display prices', () => {
  const base = {
    food_menu_price: 1000,
    food_menu_price_discount: null,
    discount_start_date: null,
    discount_start_time: null,
    discount_end_date: null,
    discount_end_time: null,
  };

  it('adds the method tax, rounded down to the yen', () => {
    expect(priceIncludingTax(1000, 10)).toBe(1100);
    expect(priceIncludingTax(333, 8)).toBe(359);
    expect(priceIncludingTax(500, '8.00')).toBe(540);
    expect(priceIncludingTax(500, 0)).toBe(500);
  });

  it("uses the method's price when applied (pricing's unitPrice)", () => {
    expect(menuDisplayPrice(base, { food_menu_price: 800, is_applied: true }, 10, tuesdayLunch)).toEqual({
      price_excluding_tax: 800,
      price: 880,
    });
    expect(menuDisplayPrice(base, { food_menu_price: 800, is_applied: false }, 8, tuesdayLunch)).toEqual({
      price_excluding_tax: 1000,
      price: 1080,
    });
  });

  it('takes an open discount off', () => {
    const discounted = {
      ...base,
      food_menu_price_discount: 900,
      discount_start_date: '2026-11-01',
      discount_start_time: '00:00:00',
      discount_end_date: '2026-11-30',
      discount_end_time: '23:59:59',
    };
    expect(menuDisplayPrice(discounted, null, 10, tuesdayLunch)).toEqual({ price_excluding_tax: 900, price: 990 });
  });
});

describe('browser query', () => {
  it("reads a method type or 'free'", () => {
    expect(menuBrowserQuerySchema.parse({ receiving_method: '1' })).toEqual({ receiving_method: 1 });
    expect(menuBrowserQuerySchema.parse({ receiving_method: 'free' }).receiving_method).toBe('free');
    expect(
      menuBrowserQuerySchema.parse({ receiving_method: '2', id_restaurant_receiving_method: '17' })
        .id_restaurant_receiving_method,
    ).toBe(17);
    expect(menuBrowserQuerySchema.safeParse({}).success).toBe(false);
    expect(menuBrowserQuerySchema.safeParse({ receiving_method: 'x' }).success).toBe(false);
    expect(menuBrowserQuerySchema.safeParse({ receiving_method: '0' }).success).toBe(false);
  });
});

describe('register price (external API)', () => {
  it('strips the yen sign and reads the number', () => {
    expect(stripYen('¥1,280')).toBe('1,280');
    expect(stripYen('￥98')).toBe('98');
    expect(stripYen('350円')).toBe('350');
    expect(registerPriceValue('¥1,280')).toBe(1280);
    expect(registerPriceValue('12.50')).toBe(12.5);
    expect(registerPriceValue('—')).toBeNull();
  });
});
