import type { WeekdaySchedule } from '../schedule.ts';
import { isWithinShift } from '../schedule.ts';
import { lineTotal, type MenuPriceSource, type MethodPrice, unitPrice } from './pricing.ts';

export interface CatalogueOption {
  id_food_menu_additional_option: number;
  additional_name: string;
  additional_cost: number;
  jancode: string | null;
  image_name: string | null;
  default: boolean;
}

export interface CatalogueOptionGroup {
  id_food_menu_additional: number;
  item_name: string;
  jancode: string;
  image_name: string | null;
  options: readonly CatalogueOption[];
}

/** A menu as intake needs it: with its category, sub-category, price for the method and add-ons. */
export interface CatalogueMenu extends MenuPriceSource {
  id_food_menu: number;
  id_restaurant: number;
  id_food_category: number;
  id_food_sub_category: number;
  food_menu_name: string;
  jancode: string;
  image_name: string | null;
  status: 'active' | 'inactive';
  quota_per_user: number | null;
  category_status: 'active' | 'inactive';
  sub_category_name: string;
  sub_category_status: boolean;
  sub_category_inactive_data: readonly WeekdaySchedule[];
  method_price: MethodPrice | null;
  additionals: readonly CatalogueOptionGroup[];
}

export interface CatalogueFreeMenu {
  id_free_food_menu: number;
  id_restaurant: number;
  free_food_menu_name: string;
  status: boolean;
}

/** A line as the intake body gives it (after the schema). */
export interface IntakeLine {
  id_food_menu?: number | undefined;
  id_free_food_menu?: number | undefined;
  qty: number;
  use_service_coupon?: boolean | undefined;
  additional?:
    | readonly {
        id_food_menu_additional: number;
        additional?: readonly { id_food_menu_additional_option: number; active?: boolean | undefined }[] | undefined;
      }[]
    | undefined;
}

/** A chosen option as the order keeps it: a snapshot, so later catalogue edits don't change it. */
export interface OrderOptionChoice {
  id_food_menu_additional_option: number;
  additional_name: string;
  additional_cost: number;
  jancode: string | null;
  image_name: string | null;
  default: boolean;
  active: true;
  amount: 1;
}

export interface OrderOptionGroup {
  id_food_menu_additional: number;
  item_name: string;
  jancode: string;
  image_name: string | null;
  additional: OrderOptionChoice[];
}

/** A priced line, ready to be written (names, prices, JAN codes and image keys are snapshots). */
export interface PricedLine {
  position: number;
  id_food_menu: number | null;
  id_food_category: number | null;
  id_food_sub_category: number | null;
  food_menu_name: string;
  is_free_food_menu: boolean;
  id_free_food_menu: number | null;
  free_food_menu_name: string | null;
  qty: number;
  price: number;
  extra_price: number;
  total: number;
  jancode: string | null;
  image_name: string | null;
  use_service_coupon: boolean;
  additional: OrderOptionGroup[];
}

/** Codes of the intake rules (texts in messages/orders.ts). */
export type IntakeIssueCode =
  | 'ORDER_EMPTY'
  | 'ORDER_QUANTITY_INVALID'
  | 'ORDER_MENU_NOT_FOUND'
  | 'ORDER_MENU_INACTIVE'
  | 'ORDER_SUB_CATEGORY_CLOSED'
  | 'ORDER_OPTION_REQUIRED'
  | 'ORDER_OPTION_INVALID'
  | 'ORDER_OPTION_TOO_MANY'
  | 'ORDER_QUOTA_EXCEEDED'
  | 'ORDER_LINES_MIXED';

export interface IntakeIssue {
  code: IntakeIssueCode;
  params: Record<string, string | number>;
  /** Where in the body: `order_list.2.additional.0`. */
  field: string;
}

export type IntakeResult = { ok: true; lines: PricedLine[] } | { ok: false; issue: IntakeIssue };

/** Largest quantity of one line. */
export const maxLineQty = 999;

const fail = (code: IntakeIssueCode, field: string, params: Record<string, string | number> = {}): IntakeResult => ({
  ok: false,
  issue: { code, params, field },
});

function qtyIssue(line: IntakeLine, index: number): IntakeResult | null {
  const qty = line.qty;
  if (typeof qty !== 'number' || !Number.isInteger(qty) || qty < 1 || qty > maxLineQty) {
    return fail('ORDER_QUANTITY_INVALID', `order_list.${index}.qty`, { max: maxLineQty });
  }
  return null;
}

/**
 * Checks and prices the lines of a paid order. Every line: a whole quantity of at least 1; a menu of
 * this restaurant (another restaurant's menu is "not found"); the menu and its category active; its
 * sub-category active and not inside one of its inactive shifts now (Asia/Tokyo); exactly one active
 * choice in every option group that has choices, each choice one of the group's. Then the per-order
 * quota of each menu over all its lines. The first problem found is answered.
 */
export function priceMenuLines(
  lines: readonly IntakeLine[],
  menus: ReadonlyMap<number, CatalogueMenu>,
  idRestaurant: number,
  now: Date,
): IntakeResult {
  if (lines.length === 0) return fail('ORDER_EMPTY', 'order_list');
  const priced: PricedLine[] = [];
  for (const [index, line] of lines.entries()) {
    const at = `order_list.${index}`;
    if (line.id_food_menu === undefined) return fail('ORDER_LINES_MIXED', `${at}.id_free_food_menu`);
    const bad = qtyIssue(line, index);
    if (bad) return bad;
    const menu = menus.get(line.id_food_menu);
    if (!menu || menu.id_restaurant !== idRestaurant) {
      return fail('ORDER_MENU_NOT_FOUND', `${at}.id_food_menu`, { id: line.id_food_menu });
    }
    if (menu.status !== 'active' || menu.category_status !== 'active') {
      return fail('ORDER_MENU_INACTIVE', `${at}.id_food_menu`, { name: menu.food_menu_name });
    }
    if (!menu.sub_category_status || isWithinShift(menu.sub_category_inactive_data, now)) {
      return fail('ORDER_SUB_CATEGORY_CLOSED', `${at}.id_food_menu`, {
        name: menu.food_menu_name,
        sub_category: menu.sub_category_name,
      });
    }
    const options = chooseOptions(menu, line, at);
    if (!options.ok) return options;
    const price = unitPrice(menu, menu.method_price, now);
    const extra_price = options.groups.reduce(
      (sum, group) => sum + group.additional.reduce((inner, choice) => inner + choice.additional_cost, 0),
      0,
    );
    priced.push({
      position: index,
      id_food_menu: menu.id_food_menu,
      id_food_category: menu.id_food_category,
      id_food_sub_category: menu.id_food_sub_category,
      food_menu_name: menu.food_menu_name,
      is_free_food_menu: false,
      id_free_food_menu: null,
      free_food_menu_name: null,
      qty: line.qty,
      price,
      extra_price,
      total: lineTotal({ price, extra_price, qty: line.qty }),
      jancode: menu.jancode,
      image_name: menu.image_name,
      use_service_coupon: line.use_service_coupon ?? false,
      additional: options.groups,
    });
  }
  const quota = quotaIssue(priced, menus);
  return quota ?? { ok: true, lines: priced };
}

function quotaIssue(lines: readonly PricedLine[], menus: ReadonlyMap<number, CatalogueMenu>): IntakeResult | null {
  const totals = new Map<number, { qty: number; first: number }>();
  for (const line of lines) {
    if (line.id_food_menu === null) continue;
    const entry = totals.get(line.id_food_menu) ?? { qty: 0, first: line.position };
    entry.qty += line.qty;
    totals.set(line.id_food_menu, entry);
  }
  for (const [id, { qty, first }] of totals) {
    const menu = menus.get(id);
    if (menu?.quota_per_user != null && qty > menu.quota_per_user) {
      return fail('ORDER_QUOTA_EXCEEDED', `order_list.${first}.qty`, {
        name: menu.food_menu_name,
        max: menu.quota_per_user,
      });
    }
  }
  return null;
}

type OptionsResult = { ok: true; groups: OrderOptionGroup[] } | { ok: false; issue: IntakeIssue };

function chooseOptions(menu: CatalogueMenu, line: IntakeLine, at: string): OptionsResult {
  const sent = line.additional ?? [];
  const byGroup = new Map<number, { index: number; chosen: number[] }>();
  for (const [index, group] of sent.entries()) {
    const own = menu.additionals.find((entry) => entry.id_food_menu_additional === group.id_food_menu_additional);
    if (!own || byGroup.has(group.id_food_menu_additional)) {
      return {
        ok: false,
        issue: {
          code: 'ORDER_OPTION_INVALID',
          field: `${at}.additional.${index}`,
          params: { name: menu.food_menu_name },
        },
      };
    }
    const chosen = (group.additional ?? [])
      .filter((choice) => choice.active !== false)
      .map((choice) => choice.id_food_menu_additional_option);
    byGroup.set(group.id_food_menu_additional, { index, chosen });
  }
  const groups: OrderOptionGroup[] = [];
  for (const [position, group] of menu.additionals.entries()) {
    if (group.options.length === 0) continue;
    const entry = byGroup.get(group.id_food_menu_additional);
    const field = entry ? `${at}.additional.${entry.index}` : `${at}.additional`;
    const params = { name: menu.food_menu_name, item_name: group.item_name, position };
    if (!entry || entry.chosen.length === 0)
      return { ok: false, issue: { code: 'ORDER_OPTION_REQUIRED', field, params } };
    if (entry.chosen.length > 1) return { ok: false, issue: { code: 'ORDER_OPTION_TOO_MANY', field, params } };
    const option = group.options.find((choice) => choice.id_food_menu_additional_option === entry.chosen[0]);
    if (!option) return { ok: false, issue: { code: 'ORDER_OPTION_INVALID', field, params } };
    groups.push({
      id_food_menu_additional: group.id_food_menu_additional,
      item_name: group.item_name,
      jancode: group.jancode,
      image_name: group.image_name,
      additional: [
        {
          id_food_menu_additional_option: option.id_food_menu_additional_option,
          additional_name: option.additional_name,
          additional_cost: option.additional_cost,
          jancode: option.jancode,
          image_name: option.image_name,
          default: option.default,
          active: true,
          amount: 1,
        },
      ],
    });
  }
  // A group without choices cannot be chosen from.
  for (const [groupId, entry] of byGroup) {
    const own = menu.additionals.find((group) => group.id_food_menu_additional === groupId);
    if (own && own.options.length === 0 && entry.chosen.length > 0) {
      return {
        ok: false,
        issue: {
          code: 'ORDER_OPTION_INVALID',
          field: `${at}.additional.${entry.index}`,
          params: { name: menu.food_menu_name },
        },
      };
    }
  }
  return { ok: true, groups };
}

/**
 * Checks the lines of a free (call-number) order: each names an active free menu of this
 * restaurant ('対象メニューが存在しない' otherwise) with a whole quantity of at least 1. Nothing to pay.
 */
export function priceFreeLines(
  lines: readonly IntakeLine[],
  freeMenus: ReadonlyMap<number, CatalogueFreeMenu>,
  idRestaurant: number,
): IntakeResult {
  if (lines.length === 0) return fail('ORDER_EMPTY', 'order_list');
  const priced: PricedLine[] = [];
  for (const [index, line] of lines.entries()) {
    const at = `order_list.${index}`;
    if (line.id_free_food_menu === undefined) return fail('ORDER_LINES_MIXED', `${at}.id_food_menu`);
    const bad = qtyIssue(line, index);
    if (bad) return bad;
    const menu = freeMenus.get(line.id_free_food_menu);
    if (!menu || menu.id_restaurant !== idRestaurant || !menu.status) {
      return fail('ORDER_MENU_NOT_FOUND', `${at}.id_free_food_menu`, { id: line.id_free_food_menu });
    }
    priced.push({
      position: index,
      id_food_menu: null,
      id_food_category: null,
      id_food_sub_category: null,
      food_menu_name: menu.free_food_menu_name,
      is_free_food_menu: true,
      id_free_food_menu: menu.id_free_food_menu,
      free_food_menu_name: menu.free_food_menu_name,
      qty: line.qty,
      price: 0,
      extra_price: 0,
      total: 0,
      jancode: null,
      image_name: null,
      use_service_coupon: false,
      additional: [],
    });
  }
  return { ok: true, lines: priced };
}

/** The quantity of each menu over all lines, menus in ascending id (the order stock is locked in). */
export function stockDemand(
  lines: readonly PricedLine[],
): { id_food_menu: number; food_menu_name: string; qty: number }[] {
  const demand = new Map<number, { id_food_menu: number; food_menu_name: string; qty: number }>();
  for (const line of lines) {
    if (line.id_food_menu === null) continue;
    const entry = demand.get(line.id_food_menu) ?? {
      id_food_menu: line.id_food_menu,
      food_menu_name: line.food_menu_name,
      qty: 0,
    };
    entry.qty += line.qty;
    demand.set(line.id_food_menu, entry);
  }
  return [...demand.values()].sort((a, b) => a.id_food_menu - b.id_food_menu);
}

/** Fields that carry a price: a client may not send them (the server prices every order). */
export const clientPriceFields = [
  'price',
  'extra_price',
  'addtion_price',
  'total',
  'total_price',
  'total_price_detail',
  'food_menu_price',
  'food_menu_price_discount',
  'additional_cost',
  'service_fee',
  'shipping_fee',
  'tax',
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The path of the first price field in an intake body (`order_list.0.price`), or null. */
export function findClientPriceField(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const priceIn = (record: Record<string, unknown>, at: string) => {
    const key = clientPriceFields.find((name) => record[name] !== undefined);
    return key ? `${at}${key}` : null;
  };
  const top = priceIn(body, '');
  if (top) return top;
  const lines = Array.isArray(body.order_list) ? body.order_list : [];
  for (const [index, line] of lines.entries()) {
    if (!isRecord(line)) continue;
    const found = priceIn(line, `order_list.${index}.`);
    if (found) return found;
    const groups = Array.isArray(line.additional) ? line.additional : [];
    for (const [groupIndex, group] of groups.entries()) {
      if (!isRecord(group)) continue;
      const choices = Array.isArray(group.additional) ? group.additional : [];
      for (const [choiceIndex, choice] of choices.entries()) {
        if (!isRecord(choice)) continue;
        const inChoice = priceIn(choice, `order_list.${index}.additional.${groupIndex}.additional.${choiceIndex}.`);
        if (inChoice) return inChoice;
      }
    }
  }
  return null;
}

/** Digits of the daily sequence in an order number: 'T012'. More orders in a day just add digits. */
export const orderNumberDigits = 3;

/** The method's initials + the restaurant's daily sequence, zero-padded to 3 digits: ('T', 12) → 'T012'. */
export function formatOrderNumber(initials: string | null | undefined, sequence: number): string {
  return `${initials ?? ''}${String(sequence).padStart(orderNumberDigits, '0')}`;
}

/** The temporary user id of a dashboard order: 'T' plus the first segment of a random UUID (spec 3 §9). */
export function temporaryUserId(uuid: string): string {
  return `T${uuid.split('-')[0] ?? uuid}`;
}

export const deliveryAddressRequired = ['address_last_name', 'phone_number', 'postal_code', 'address1'] as const;

/** The first required delivery-address field that is blank (the first or last name will do), or null. */
export function deliveryAddressIssue(address: Record<string, unknown> | null | undefined): string | null {
  const blank = (key: string) => {
    const value = address?.[key];
    return typeof value !== 'string' || value.trim() === '';
  };
  if (!address) return 'delivery_address_detail';
  if (blank('address_last_name') && blank('address_first_name')) return 'delivery_address_detail.address_last_name';
  for (const key of deliveryAddressRequired.slice(1)) {
    if (blank(key)) return `delivery_address_detail.${key}`;
  }
  return null;
}

/**
 * Does a delivery time frame still take orders at `now`? It stops `closing_time` minutes before
 * its start; dates and times are Asia/Tokyo wall-clock values.
 */
export function isTimeFrameOpen(frame: { date: string; start_time: string; closing_time: number }, now: Date): boolean {
  const start = Date.parse(`${frame.date}T${frame.start_time}Z`);
  if (Number.isNaN(start)) return false;
  return start - frame.closing_time * 60_000 > tokyoWallClock(now);
}

/** The Asia/Tokyo wall-clock time of an instant, as milliseconds of a UTC date with those fields. */
function tokyoWallClock(now: Date): number {
  return now.getTime() + 9 * 3_600_000; // Japan has had no daylight saving time since 1951.
}
