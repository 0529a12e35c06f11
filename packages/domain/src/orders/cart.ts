// The counter's cart (spec 3 §5 "Cart", §7 PATCH restaurant/cart/{tempUserId}/{id_restaurant}): the
// body schema, and every cart and option rule in one place, for the menu detail and cart modals and
// for the server that keeps the cart.
//
// - A line names a menu (id_food_menu) or a call menu (id_free_food_menu), a whole quantity of at
//   least 1, its unit price tax included (display only: intake prices the order again), extra_price
//   0 (the options are inside the price), and per option group only the choice ids and active flags.
// - Options: every group that has choices needs exactly one active choice ('メニューのオプションを
//   選択してください').
// - Stock: a menu's quantity over all its cart lines never exceeds its stock; plus is off when it
//   reaches it; a menu with stock ≤ 0 or fully in the cart cannot be added.
// - Adding the same menu with the same choices raises that line's quantity instead of a new line.
import { z } from 'zod';
import type { MenuBrowserMenu } from '../catalogue/menu-browser.ts';
import { priceIncludingTax } from '../catalogue/menu-browser.ts';
import type { MessageCode } from '../messages.ts';
import { type RuleIssue, ruleIssue } from '../rule-issue.ts';
import { isWithinShift, type WeekdaySchedule } from '../schedule.ts';
import { id, maxMoney } from '../zod-blocks.ts';
import { maxLineQty, temporaryUserId } from './intake.ts';

export const cartOptionChoiceSchema = z.object({ id_food_menu_additional_option: id, active: z.boolean() });
export type CartOptionChoice = z.infer<typeof cartOptionChoiceSchema>;

export const cartOptionGroupSchema = z.object({
  id_food_menu_additional: id,
  additional: z.array(cartOptionChoiceSchema).max(50),
});
export type CartOptionGroup = z.infer<typeof cartOptionGroupSchema>;

export const cartLineSchema = z
  .object({
    id_food_menu: id.optional(),
    id_free_food_menu: id.optional(),
    qty: z.number().int().min(1).max(maxLineQty),
    /** Unit price, tax and options included (display only). */
    price: z.number().int().min(0).max(maxMoney),
    extra_price: z.literal(0),
    additional: z.array(cartOptionGroupSchema).max(30).default([]),
  })
  .refine((line) => (line.id_food_menu === undefined) !== (line.id_free_food_menu === undefined), {
    message: 'ONE_MENU',
    path: ['id_food_menu'],
  })
  .refine((line) => line.id_free_food_menu === undefined || line.additional.length === 0, {
    message: 'FREE_MENU_HAS_NO_OPTIONS',
    path: ['additional'],
  });
export type CartLine = z.output<typeof cartLineSchema>;

/** PATCH restaurant/cart/{tempUserId}/{id_restaurant} body, and the GET answer's cart_detail. */
export const cartDetailSchema = z.object({ cart_detail: z.array(cartLineSchema).max(50) });
export type CartDetail = z.output<typeof cartDetailSchema>;

/** The answer of GET and PATCH restaurant/cart/{tempUserId}/{id_restaurant}. */
export const cartAnswerSchema = z.object({
  temp_user: z.string(),
  id_restaurant: z.number().int(),
  cart_detail: z.array(cartLineSchema),
  /** ISO time of the last PATCH; null when no cart is kept. */
  updated_at: z.string().nullable(),
});
export type CartAnswer = z.output<typeof cartAnswerSchema>;

/** A counter's temporary user: 'T' and the first segment of a UUID (8 hex digits). */
export const tempUserIdPattern = /^T[0-9a-f]{8}$/;
export const tempUserIdSchema = z.string().regex(tempUserIdPattern);

/** 'T' + the first segment of a UUID (spec 3 §9), lower-case. */
export function tempUserId(uuid: string): string {
  return temporaryUserId(uuid.toLowerCase());
}

// --- Options --------------------------------------------------------------------------------------

interface OptionGroupLike {
  id_food_menu_additional: number;
  additional: readonly { id_food_menu_additional_option: number }[];
}

/** The active choice ids of a group as the cart holds it. */
function activeChoices(chosen: readonly CartOptionGroup[], groupId: number): number[] {
  const group = chosen.find((entry) => entry.id_food_menu_additional === groupId);
  return (group?.additional ?? [])
    .filter((choice) => choice.active)
    .map((choice) => choice.id_food_menu_additional_option);
}

/**
 * The menu's option groups that have choices but no active choice among them (spec 3 §5: adding
 * needs one in each; 'メニューのオプションを選択してください'). Empty when the menu can be added.
 */
export function missingOptionGroups<Group extends OptionGroupLike>(
  menu: { additional: readonly Group[] },
  chosen: readonly CartOptionGroup[],
): Group[] {
  return menu.additional.filter((group) => {
    if (group.additional.length === 0) return false;
    const own = new Set(group.additional.map((choice) => choice.id_food_menu_additional_option));
    return !activeChoices(chosen, group.id_food_menu_additional).some((choiceId) => own.has(choiceId));
  });
}

/** The menu detail's starting choices: each group's default choice active, if it has one. */
export function defaultChoices(menu: {
  additional: readonly MenuBrowserMenu['additional'][number][];
}): CartOptionGroup[] {
  return menu.additional.map((group) => ({
    id_food_menu_additional: group.id_food_menu_additional,
    additional: group.additional.map((choice) => ({
      id_food_menu_additional_option: choice.id_food_menu_additional_option,
      active: choice.default && group.additional.find((first) => first.default) === choice,
    })),
  }));
}

/** Chooses one option of a group (a radio choice): that one active, the others not. */
export function chooseOption(
  chosen: readonly CartOptionGroup[],
  group: OptionGroupLike,
  optionId: number,
): CartOptionGroup[] {
  const next: CartOptionGroup = {
    id_food_menu_additional: group.id_food_menu_additional,
    additional: group.additional.map((choice) => ({
      id_food_menu_additional_option: choice.id_food_menu_additional_option,
      active: choice.id_food_menu_additional_option === optionId,
    })),
  };
  const others = chosen.filter((entry) => entry.id_food_menu_additional !== group.id_food_menu_additional);
  return [...others, next].sort((a, b) => a.id_food_menu_additional - b.id_food_menu_additional);
}

// --- Prices ---------------------------------------------------------------------------------------

/** A line's unit price as the cart shows and sends it: (menu price + chosen options) with the method's tax. */
export function cartUnitPrice(
  menu: Pick<MenuBrowserMenu, 'price_excluding_tax' | 'additional'>,
  chosen: readonly CartOptionGroup[],
  taxPercent: number | string,
): number {
  const extra = menu.additional.reduce((sum, group) => {
    const active = new Set(activeChoices(chosen, group.id_food_menu_additional));
    return (
      sum +
      group.additional.reduce(
        (inner, choice) => inner + (active.has(choice.id_food_menu_additional_option) ? choice.additional_cost : 0),
        0,
      )
    );
  }, 0);
  return priceIncludingTax(menu.price_excluding_tax + extra, taxPercent);
}

/** The line's amount as displayed: unit price (tax included) × quantity. */
export function cartLineAmount(line: Pick<CartLine, 'price' | 'qty'>): number {
  return line.price * line.qty;
}

/** The cart's count (点) and amount (円, tax included) as displayed. */
export function cartSummary(lines: readonly CartLine[]): { count: number; amount: number } {
  return lines.reduce((sum, line) => ({ count: sum.count + line.qty, amount: sum.amount + cartLineAmount(line) }), {
    count: 0,
    amount: 0,
  });
}

// --- Quantity and stock ---------------------------------------------------------------------------

/** The quantity of a menu over all cart lines (call menus have no stock and are not counted). */
export function menuQtyInCart(lines: readonly CartLine[], idFoodMenu: number, exceptIndex?: number): number {
  return lines.reduce(
    (sum, line, index) => (index !== exceptIndex && line.id_food_menu === idFoodMenu ? sum + line.qty : sum),
    0,
  );
}

/** How many more of a menu the cart can take (0 when stock ≤ 0 or all of it is in the cart). */
export function addableQty(
  menu: Pick<MenuBrowserMenu, 'id_food_menu' | 'food_menu_stock_qty'>,
  lines: readonly CartLine[],
): number {
  return Math.max(0, Math.min(maxLineQty, menu.food_menu_stock_qty) - menuQtyInCart(lines, menu.id_food_menu));
}

/** Spec 3 §5: a menu with stock 0 or less, or with its stock fully in the cart, is disabled. */
export function isMenuDisabled(
  menu: Pick<MenuBrowserMenu, 'id_food_menu' | 'food_menu_stock_qty'>,
  lines: readonly CartLine[],
): boolean {
  return addableQty(menu, lines) === 0;
}

/** The most a line may hold: its menu's stock less the other lines of that menu (call menus: the line limit). */
export function lineQtyLimit(lines: readonly CartLine[], index: number, stock: number | null): number {
  const line = lines[index];
  if (!line || line.id_food_menu === undefined || stock === null) return maxLineQty;
  return Math.max(0, Math.min(maxLineQty, stock - menuQtyInCart(lines, line.id_food_menu, index)));
}

/** Spec 3 §5: minus is off at quantity 1. */
export function canDecrease(line: Pick<CartLine, 'qty'>): boolean {
  return line.qty > 1;
}

/** Spec 3 §5: plus is off when the menu's quantity in the cart reaches its stock. */
export function canIncrease(lines: readonly CartLine[], index: number, stock: number | null): boolean {
  const line = lines[index];
  return line !== undefined && line.qty < lineQtyLimit(lines, index, stock);
}

/** Sets a line's quantity, kept between 1 and what the stock allows. */
export function setLineQty(lines: readonly CartLine[], index: number, qty: number, stock: number | null): CartLine[] {
  const limit = Math.max(1, lineQtyLimit(lines, index, stock));
  const wanted = Number.isFinite(qty) ? Math.trunc(qty) : 1;
  return lines.map((line, at) => (at === index ? { ...line, qty: Math.min(limit, Math.max(1, wanted)) } : line));
}

/** Removes a line. */
export function removeLine(lines: readonly CartLine[], index: number): CartLine[] {
  return lines.filter((_, at) => at !== index);
}

/** The active choices of a line, as one comparable key ('3:12,4:20'). */
function choiceKey(groups: readonly CartOptionGroup[]): string {
  return groups
    .flatMap((group) =>
      group.additional
        .filter((choice) => choice.active)
        .map((choice) => `${group.id_food_menu_additional}:${choice.id_food_menu_additional_option}`),
    )
    .sort()
    .join(',');
}

/** Is it the same item (same menu or call menu, same chosen options)? */
export function isSameCartItem(a: CartLine, b: CartLine): boolean {
  return (
    a.id_food_menu === b.id_food_menu &&
    a.id_free_food_menu === b.id_free_food_menu &&
    choiceKey(a.additional) === choiceKey(b.additional)
  );
}

/** Adds a line: the same item raises that line's quantity (its price refreshed), else a new line. */
export function addToCart(lines: readonly CartLine[], added: CartLine): CartLine[] {
  const index = lines.findIndex((line) => isSameCartItem(line, added));
  if (index === -1) return [...lines, added];
  return lines.map((line, at) =>
    at === index ? { ...line, qty: Math.min(maxLineQty, line.qty + added.qty), price: added.price } : line,
  );
}

// --- The server's check of a kept cart --------------------------------------------------------------

/** A menu as the cart check needs it, read from the catalogue now. */
export interface CartCatalogueMenu {
  id_food_menu: number;
  food_menu_name: string;
  status: 'active' | 'inactive';
  category_status: 'active' | 'inactive';
  sub_category_status: boolean;
  sub_category_inactive_data: readonly WeekdaySchedule[];
  food_menu_stock_qty: number;
  additional: readonly (OptionGroupLike & { item_name: string })[];
}

export interface CartCatalogue {
  menus: ReadonlyMap<number, CartCatalogueMenu>;
  /** Call menus: name and whether active. */
  freeMenus: ReadonlyMap<number, { free_food_menu_name: string; status: boolean }>;
}

export type CartIssueCode = Extract<
  MessageCode,
  | 'CART_MENU_UNAVAILABLE'
  | 'CART_STOCK_EXCEEDED'
  | 'ORDER_OPTION_REQUIRED'
  | 'ORDER_OPTION_INVALID'
  | 'ORDER_OPTION_TOO_MANY'
  | 'ORDER_LINES_MIXED'
>;
export type CartIssue = RuleIssue<string, CartIssueCode>;

/**
 * The first problem of a cart against the catalogue now, or null. Per line in order: its menu exists
 * in this restaurant and is on sale now (menu and category active, sub-category open; a call menu
 * active) — else '対象メニューが存在しない' naming the line; each chosen option belongs to the menu,
 * at most one per group, one in every group that has choices. Then each menu's quantity over all its
 * lines against its stock. A cart holds menus or call menus, not both.
 */
export function cartIssue(lines: readonly CartLine[], catalogue: CartCatalogue, now: Date): CartIssue | null {
  const free = lines.filter((line) => line.id_free_food_menu !== undefined).length;
  if (free > 0 && free < lines.length) return ruleIssue('cart_detail', 'ORDER_LINES_MIXED');
  for (const [index, line] of lines.entries()) {
    const issue = lineIssue(line, index, catalogue, now);
    if (issue) return issue;
  }
  for (const [index, line] of lines.entries()) {
    const menu = line.id_food_menu === undefined ? undefined : catalogue.menus.get(line.id_food_menu);
    if (!menu || lines.findIndex((other) => other.id_food_menu === menu.id_food_menu) !== index) continue;
    if (menuQtyInCart(lines, menu.id_food_menu) > menu.food_menu_stock_qty) {
      return ruleIssue(`cart_detail.${index}.qty`, 'CART_STOCK_EXCEEDED', {
        name: menu.food_menu_name,
        stock: Math.max(0, menu.food_menu_stock_qty),
        line: index + 1,
      });
    }
  }
  return null;
}

function lineIssue(line: CartLine, index: number, catalogue: CartCatalogue, now: Date): CartIssue | null {
  const at = `cart_detail.${index}`;
  if (line.id_free_food_menu !== undefined) {
    const freeMenu = catalogue.freeMenus.get(line.id_free_food_menu);
    if (freeMenu?.status) return null;
    return ruleIssue(`${at}.id_free_food_menu`, 'CART_MENU_UNAVAILABLE', {
      name: freeMenu?.free_food_menu_name ?? `#${line.id_free_food_menu}`,
      line: index + 1,
    });
  }
  const menuId = line.id_food_menu as number;
  const menu = catalogue.menus.get(menuId);
  const onSale =
    menu !== undefined &&
    menu.status === 'active' &&
    menu.category_status === 'active' &&
    menu.sub_category_status &&
    !isWithinShift(menu.sub_category_inactive_data, now);
  if (!onSale) {
    return ruleIssue(`${at}.id_food_menu`, 'CART_MENU_UNAVAILABLE', {
      name: menu?.food_menu_name ?? `#${menuId}`,
      line: index + 1,
    });
  }
  for (const [groupIndex, group] of line.additional.entries()) {
    const own = menu.additional.find((entry) => entry.id_food_menu_additional === group.id_food_menu_additional);
    const ownIds = new Set(own?.additional.map((choice) => choice.id_food_menu_additional_option));
    const active = group.additional.filter((choice) => choice.active);
    const field = `${at}.additional.${groupIndex}`;
    if (!own || active.some((choice) => !ownIds.has(choice.id_food_menu_additional_option))) {
      return ruleIssue(field, 'ORDER_OPTION_INVALID', { name: menu.food_menu_name });
    }
    if (active.length > 1) return ruleIssue(field, 'ORDER_OPTION_TOO_MANY', { item_name: own.item_name });
  }
  const [missing] = missingOptionGroups(menu, line.additional);
  if (missing) {
    return ruleIssue(`${at}.additional`, 'ORDER_OPTION_REQUIRED', {
      name: menu.food_menu_name,
      item_name: missing.item_name,
    });
  }
  return null;
}
