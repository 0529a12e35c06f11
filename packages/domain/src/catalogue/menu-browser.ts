// The counter's menu browser (spec 3 §2.3, §5, §7 GET restaurant/food/menu/mobile/all/list/
// {id_restaurant}?receiving_method={id}): the answer's shape, parsed by the web and produced by the
// server, and the §5 visibility and search rules as pure functions, so the server (at the moment it
// answers) and the screen (as the clock moves on, and as the user types) apply the same rules.
//
// Prices: `price_excluding_tax` is the receiving method's unit price now (orders/pricing unitPrice:
// the method's price when applied, else the base price, less an open discount); `price` is that plus
// the method's tax, rounded down to the yen (pricing percentOf), as the counter shows it. The order
// itself is priced again by the server at intake (one rounding per order), so a displayed sum may
// differ from the order's total by a yen per line.
import { z } from 'zod';
import { type MenuPriceSource, type MethodPrice, percentOf, unitPrice } from '../orders/pricing.ts';
import { questionSchema } from '../platform/notes.ts';
import { isWithinShift, weekdayScheduleSchema } from '../schedule.ts';

export const menuBrowserOptionSchema = z.object({
  id_food_menu_additional_option: z.number().int(),
  additional_name: z.string(),
  /** Yen per unit, before tax. */
  additional_cost: z.number().int(),
  default: z.boolean(),
  jancode: z.string().nullable(),
  image_url: z.string().nullable(),
});
export type MenuBrowserOption = z.infer<typeof menuBrowserOptionSchema>;

export const menuBrowserOptionGroupSchema = z.object({
  id_food_menu_additional: z.number().int(),
  item_name: z.string(),
  /** The group's choices (spec 3 §3: an option group's `additional`). */
  additional: z.array(menuBrowserOptionSchema),
});
export type MenuBrowserOptionGroup = z.infer<typeof menuBrowserOptionGroupSchema>;

export const menuBrowserMenuSchema = z.object({
  id_food_menu: z.number().int(),
  food_menu_name: z.string(),
  status: z.enum(['active', 'inactive']),
  image_url: z.string().nullable(),
  jancode: z.string(),
  /** Unit price for the method now, before tax. */
  price_excluding_tax: z.number().int(),
  /** Unit price for the method now, tax included (what the counter shows). */
  price: z.number().int(),
  food_menu_stock_qty: z.number().int(),
  additional: z.array(menuBrowserOptionGroupSchema),
});
export type MenuBrowserMenu = z.infer<typeof menuBrowserMenuSchema>;

export const menuBrowserSubCategorySchema = z.object({
  id_food_sub_category: z.number().int(),
  /** The sub-category's name (spec 3 §3 calls it category_detail). */
  category_detail: z.string(),
  status: z.boolean(),
  /** Weekly shifts when it is NOT sold (Monday = 0). */
  inactive_data: z.array(weekdayScheduleSchema),
  menus: z.array(menuBrowserMenuSchema),
});
export type MenuBrowserSubCategory = z.infer<typeof menuBrowserSubCategorySchema>;

export const menuBrowserCategorySchema = z.object({
  id_food_category: z.number().int(),
  category_name: z.string(),
  status: z.enum(['active', 'inactive']),
  banner_url: z.string().nullable(),
  sub_categories: z.array(menuBrowserSubCategorySchema),
});
export type MenuBrowserCategory = z.infer<typeof menuBrowserCategorySchema>;

export const menuBrowserFreeMenuSchema = z.object({
  id_free_food_menu: z.number().int(),
  free_food_menu_name: z.string(),
});
export type MenuBrowserFreeMenu = z.infer<typeof menuBrowserFreeMenuSchema>;

/** The answer of GET restaurant/food/menu/mobile/all/list/{id_restaurant}?receiving_method={id}. */
export const menuBrowserSchema = z.object({
  id_restaurant: z.number().int(),
  receiving_method: z.object({
    /** The method type (1 take-out, 2 counter, 3 table, 4 delivery), or 'free' for a call-number ticket. */
    id_receiving_method: z.union([z.number().int(), z.literal('free')]),
    /** The restaurant's method row; null for 'free'. */
    id_restaurant_receiving_method: z.number().int().nullable(),
    title: z.string(),
    /** The method's tax % (8 = 8 %); 0 for 'free'. */
    tax: z.number(),
  }),
  /** The menu tree after the §5 rules (empty for 'free'). */
  categories: z.array(menuBrowserCategorySchema),
  /** The active call menus ('free' only; empty otherwise). */
  free_menus: z.array(menuBrowserFreeMenuSchema),
  /** What the comment modal needs (spec 3 §5 "Comment modal"). */
  comment: z.object({ show_note: z.boolean(), question_list: z.array(questionSchema) }),
});
export type MenuBrowser = z.infer<typeof menuBrowserSchema>;

/** Query of the browser call: a method type or 'free', and optionally the exact method row. */
export const menuBrowserQuerySchema = z.object({
  receiving_method: z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value),
    z.union([z.literal('free'), z.number().int().min(1).max(1000)]),
  ),
  id_restaurant_receiving_method: z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
    z.number().int().min(1).max(2_147_483_647).optional(),
  ),
});
export type MenuBrowserQuery = z.infer<typeof menuBrowserQuerySchema>;

/** A unit price with the method's tax, rounded down to the yen. */
export function priceIncludingTax(amount: number, taxPercent: number | string): number {
  return amount + percentOf(amount, taxPercent);
}

/** The price the browser shows for a menu and method now: unitPrice plus the method's tax. */
export function menuDisplayPrice(
  menu: MenuPriceSource,
  methodPrice: MethodPrice | null | undefined,
  taxPercent: number | string,
  now: Date,
): { price_excluding_tax: number; price: number } {
  const price_excluding_tax = unitPrice(menu, methodPrice, now);
  return { price_excluding_tax, price: priceIncludingTax(price_excluding_tax, taxPercent) };
}

/**
 * Spec 3 §5: a sub-category shows only if active and the current weekday and time (Asia/Tokyo) are
 * not inside its inactive shifts (the weekday index is the day of week minus 1: Monday = 0).
 */
export function isSubCategoryOpen(
  subCategory: Pick<MenuBrowserSubCategory, 'status' | 'inactive_data'>,
  now: Date,
): boolean {
  return subCategory.status && !isWithinShift(subCategory.inactive_data, now);
}

/**
 * The tree as the browser shows it now: active categories, open sub-categories, active menus;
 * a sub-category or category left with no menu is hidden (spec 3 §5 "Empty categories are hidden").
 */
export function visibleMenuTree(categories: readonly MenuBrowserCategory[], now: Date): MenuBrowserCategory[] {
  return pruneTree(
    categories.filter((category) => category.status === 'active'),
    (subCategory) => isSubCategoryOpen(subCategory, now),
    (menu) => menu.status === 'active',
  );
}

/**
 * Spec 3 §5 menu search: a case-insensitive substring of the menu name; an empty (or blank) search
 * resets the list. Sub-categories and categories without a match are hidden.
 */
export function searchMenuTree(categories: readonly MenuBrowserCategory[], search: string): MenuBrowserCategory[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return [...categories];
  return pruneTree(
    categories,
    () => true,
    (menu) => menu.food_menu_name.toLocaleLowerCase().includes(needle),
  );
}

function pruneTree(
  categories: readonly MenuBrowserCategory[],
  keepSubCategory: (subCategory: MenuBrowserSubCategory) => boolean,
  keepMenu: (menu: MenuBrowserMenu) => boolean,
): MenuBrowserCategory[] {
  return categories.flatMap((category) => {
    const sub_categories = category.sub_categories.flatMap((subCategory) => {
      if (!keepSubCategory(subCategory)) return [];
      const menus = subCategory.menus.filter(keepMenu);
      return menus.length > 0 ? [{ ...subCategory, menus }] : [];
    });
    return sub_categories.length > 0 ? [{ ...category, sub_categories }] : [];
  });
}

/** Every menu of a tree, in tree order (to find a cart line's menu by id). */
export function menusOf(categories: readonly MenuBrowserCategory[]): MenuBrowserMenu[] {
  return categories.flatMap((category) => category.sub_categories.flatMap((subCategory) => subCategory.menus));
}

// --- The external supermarket API, as the server answers it ------------------------------------------

/** GET restaurant/external/register-price/{id_restaurant}?jancode=&code_register=. */
export const externalRegisterPriceSchema = z.union([
  z.object({ configured: z.literal(false) }),
  z.object({
    configured: z.literal(true),
    /** The register's unit price in yen (unit_price_fmt read as a number), null when unknown. */
    unit_price: z.number().nullable(),
    /** The register's formatted price with the yen sign stripped ('1,280'). */
    unit_price_fmt: z.string().nullable(),
  }),
]);
export type ExternalRegisterPrice = z.infer<typeof externalRegisterPriceSchema>;

/** GET restaurant/external/user-rank/{id_restaurant}/{id_user}. */
export const externalUserRankSchema = z.union([
  z.object({ configured: z.literal(false) }),
  z.object({ configured: z.literal(true), rank_name: z.string().nullable() }),
]);
export type ExternalUserRank = z.infer<typeof externalUserRankSchema>;

/** The register price as the supermarket API formats it, without the yen sign ('¥1,280' → '1,280'). */
export function stripYen(formatted: string): string {
  return formatted.replace(/[¥￥円]/g, '').trim();
}

/** '1,280' → 1280; null when it is not a number. */
export function registerPriceValue(formatted: string): number | null {
  const digits = stripYen(formatted).replace(/,/g, '');
  return /^-?\d+(\.\d+)?$/.test(digits) ? Number(digits) : null;
}
