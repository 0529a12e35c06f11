// Food menus (spec 2 §3 "Food menu" and "Add-on group", §4 menu form dependencies, §5 "Menu
// form", §7 "Menus"): the wire contracts and every rule of the Add/Edit Menu form, written once.
// The form keeps a MenuDraft (text as typed) and calls menuIssues on each change; the server
// parses a body into the same MenuDraft with menuDraftSchema, calls menuIssues, then
// toMenuPayload. So a rule the user sees beside a field is the rule the API enforces.
import { z } from 'zod';
import type { menusMessages } from '../messages/menus.ts';
import { normalizeTime } from '../schedule.ts';
import { cleanTextCheck, digitsToNumber, id, rawText } from '../zod-blocks.ts';
import { isValidDate, isValidTime, joinDateTime } from './menu-discount.ts';

export const taxRates = [0, 8, 10] as const;
export type TaxRate = (typeof taxRates)[number];
export const defaultTaxRate: TaxRate = 8;

export const menuStatuses = ['active', 'inactive'] as const;
export type MenuStatus = (typeof menuStatuses)[number];
export const menuStatusSchema = z.enum(menuStatuses);

export const menuLimits = {
  name: 200,
  description: 2000,
  jancode: 32,
  keyword: 50,
  keywords: 1000,
  itemName: 200,
  groups: 50,
  options: 100,
  fileKey: 300,
} as const;

/** Receiving method ids of spec 2 §3: Take-out 1, counter 2, table 3, delivery 4. */
export const receivingMethodIds = { take_out: 1, counter: 2, table: 3, delivery: 4 } as const;

// --- Text rules ---------------------------------------------------------------------------------

/** Whole numbers are kept to 9 digits: far above any yen price or stock, safely inside int4. */
const unsignedPattern = /^\d{1,9}$/;
const signedPattern = /^-?\d{1,9}$/;

/** Full-width digits and minus typed with a Japanese IME read as their ASCII forms. */
export function normalizeNumberText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2212\u30fc\uff0d]/g, '-')
    .trim();
}

/** A non-negative whole number, or null. */
export function parseUnsigned(text: string): number | null {
  const normalized = normalizeNumberText(text);
  return unsignedPattern.test(normalized) ? Number(normalized) : null;
}

/** A whole number with an optional leading minus ("neg_number" of spec 2 §5), or null. */
export function parseSigned(text: string): number | null {
  const normalized = normalizeNumberText(text);
  return signedPattern.test(normalized) ? Number(normalized) : null;
}

// --- Search keywords ----------------------------------------------------------------------------

/** Comma, Japanese comma (、), full-width comma and any space (the ideographic one too) separate words. */
const keywordSeparators = /[,、，\s]+/u;

/** 'ラーメン、醤油, 中華' → ['ラーメン', '醤油', '中華']: trimmed, empties and repeats dropped. */
export function splitKeywords(text: string): string[] {
  const words: string[] = [];
  for (const word of text.split(keywordSeparators)) {
    if (word !== '' && !words.includes(word)) words.push(word);
  }
  return words;
}

/** The list as saved: joined by a comma (spec 2 §3). */
export function joinKeywords(words: readonly string[]): string {
  return splitKeywords(words.join(',')).join(',');
}

// --- Draft: the form's values, and what a body is parsed into --------------------------------------

export interface MenuOptionDraft {
  id_food_menu_additional_option: number | null;
  additional_name: string;
  additional_cost: string;
  jancode: string;
  image_name: string | null;
  image_url: string | null;
  default: boolean;
}

export interface MenuAdditionalDraft {
  id_food_menu_additional: number | null;
  item_name: string;
  jancode: string;
  image_name: string | null;
  image_url: string | null;
  options: MenuOptionDraft[];
}

export interface MenuMethodPriceDraft {
  id_restaurant_receiving_method: number;
  id_receiving_method: number | null;
  method_name: string;
  food_menu_price: string;
  is_applied: boolean;
}

export interface MenuDraft {
  id_food_menu: number | null;
  id_food_category: number | null;
  id_food_sub_category: number | null;
  food_menu_name: string;
  food_menu_price: string;
  food_menu_price_discount: string;
  discount_start_date: string;
  discount_start_time: string;
  discount_end_date: string;
  discount_end_time: string;
  food_menu_stock_qty: string;
  standard_qty_check: boolean;
  standard_qty: string;
  /** The quota switch; off means quota_per_user null. */
  quota_enabled: boolean;
  quota_per_user: string;
  combined_purchase: boolean;
  price_link_SG: boolean;
  display_order: string;
  tax: string;
  jancode: string;
  description: string;
  search_keyword: string[];
  /** The uploaded image's file key; undefined in an update body means "keep the stored one". */
  image_name?: string | null;
  image_url: string | null;
  /** Toggled from the list; absent in a body means "active" for a new menu, unchanged for an update. */
  status: MenuStatus | null;
  limited: boolean | null;
  slide_show: boolean | null;
  receiving_method: MenuMethodPriceDraft[];
  additional: MenuAdditionalDraft[];
}

/** Numbers become their text, null and absent become ''. */
const asText = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : value;
/** A one-line field as typed: clean (no NUL or other control character, zod-blocks' isCleanText). */
const text = z.preprocess(asText, z.string().max(10_000).check(cleanTextCheck()));
/** The description keeps its line breaks. */
const multilineText = z.preprocess(
  asText,
  z
    .string()
    .max(10_000)
    .check(cleanTextCheck({ multiline: true })),
);

const toFlag = (value: unknown) => {
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  // null reads as "not given": a boolean the body leaves out keeps its default or stored value.
  return value === null ? undefined : value;
};
const optionalFlag = z.preprocess(toFlag, z.boolean().optional());

/**
 * Every number of a menu body may arrive as text (the form's fields are text as typed), ids too:
 * a JSON number or decimal digits within int4, '' or null for none. Nothing else: no arrays, no
 * booleans, no '1e3'.
 */
const toId = (value: unknown) => (value === '' || value === null || value === undefined ? null : digitsToNumber(value));
const optionalId = z.preprocess(toId, id.nullable());
const requiredId = z.preprocess(toId, id);

/** A stored file's key as the upload flow answered it: never a URL, an absolute path or a climb. */
export const menuFileKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(menuLimits.fileKey)
  .check(cleanTextCheck())
  .refine(
    (key) => !key.includes('..') && !key.startsWith('/') && !key.includes('\\') && !/^[a-z][a-z0-9+.-]*:/i.test(key),
    { message: 'INVALID_FILE_KEY' },
  );
const fileKey = z.preprocess((value) => (value === '' ? null : value), menuFileKeySchema.nullable().optional());
/** The URL an answer carried, sent back by a form: never stored, only bounded and clean. */
const displayUrl = rawText(2000).nullable().optional();

const keywords = z.preprocess(
  (value) => {
    if (value === null || value === undefined) return [];
    if (typeof value === 'string') return splitKeywords(value);
    if (Array.isArray(value)) return splitKeywords(value.filter((word) => typeof word === 'string').join(','));
    return value;
  },
  z.array(z.string().check(cleanTextCheck())).max(500),
);

export const menuOptionDraftSchema = z.object({
  id_food_menu_additional_option: optionalId.optional(),
  additional_name: text,
  additional_cost: text,
  jancode: text,
  image_name: fileKey,
  image_url: displayUrl,
  default: optionalFlag,
});

/** Options come as `options`; `additional` (the order screens' name for the choices) is accepted too. */
export const menuAdditionalDraftSchema = z.preprocess(
  (value) => {
    if (value && typeof value === 'object' && !('options' in value) && 'additional' in value) {
      return { ...value, options: (value as { additional: unknown }).additional };
    }
    return value;
  },
  z.object({
    id_food_menu_additional: optionalId.optional(),
    item_name: text,
    jancode: text,
    image_name: fileKey,
    image_url: displayUrl,
    options: z.array(menuOptionDraftSchema).max(menuLimits.options).optional(),
  }),
);

export const menuMethodPriceDraftSchema = z.object({
  id_restaurant_receiving_method: requiredId,
  id_receiving_method: optionalId.optional(),
  method_name: rawText(200).optional(),
  food_menu_price: text,
  is_applied: optionalFlag,
});

/** A body's draft and the restaurant it names (which the server checks against the session). */
export type MenuBody = MenuDraft & { id_restaurant: number | null };

/** Any menu body (POST, PATCH, PUT) read into a MenuDraft; the rules run on the result. */
export const menuDraftSchema = z
  .object({
    id_restaurant: optionalId.optional(),
    id_food_menu: optionalId.optional(),
    id_food_category: optionalId.optional(),
    id_food_sub_category: optionalId.optional(),
    food_menu_name: text,
    food_menu_price: text,
    food_menu_price_discount: text,
    discount_start_date: text,
    discount_start_time: text,
    discount_end_date: text,
    discount_end_time: text,
    food_menu_stock_qty: text,
    standard_qty_check: optionalFlag,
    standard_qty: text,
    quota_enabled: optionalFlag,
    quota_per_user: text,
    combined_purchase: optionalFlag,
    price_link_SG: optionalFlag,
    display_order: text,
    tax: text,
    jancode: text,
    description: multilineText,
    search_keyword: keywords,
    image_name: fileKey,
    image_url: displayUrl,
    status: menuStatusSchema.nullable().optional(),
    limited: optionalFlag,
    slide_show: optionalFlag,
    receiving_method: z.array(menuMethodPriceDraftSchema).max(20).nullable().optional(),
    additional: z.array(menuAdditionalDraftSchema).max(menuLimits.groups).nullable().optional(),
  })
  .transform((body): MenuBody => {
    const draft: MenuBody = {
      id_restaurant: body.id_restaurant ?? null,
      id_food_menu: body.id_food_menu ?? null,
      id_food_category: body.id_food_category ?? null,
      id_food_sub_category: body.id_food_sub_category ?? null,
      food_menu_name: body.food_menu_name,
      food_menu_price: body.food_menu_price,
      food_menu_price_discount: body.food_menu_price_discount,
      discount_start_date: body.discount_start_date,
      discount_start_time: body.discount_start_time,
      discount_end_date: body.discount_end_date,
      discount_end_time: body.discount_end_time,
      food_menu_stock_qty: body.food_menu_stock_qty,
      standard_qty_check: body.standard_qty_check ?? false,
      standard_qty: body.standard_qty,
      // Other clients send only quota_per_user: a value switches the quota on.
      quota_enabled: body.quota_enabled ?? body.quota_per_user.trim() !== '',
      quota_per_user: body.quota_per_user,
      combined_purchase: body.combined_purchase ?? false,
      price_link_SG: body.price_link_SG ?? false,
      display_order: body.display_order,
      tax: body.tax.trim() === '' ? String(defaultTaxRate) : body.tax,
      jancode: body.jancode,
      description: body.description,
      search_keyword: body.search_keyword,
      image_url: body.image_url ?? null,
      status: body.status ?? null,
      limited: body.limited ?? null,
      slide_show: body.slide_show ?? null,
      receiving_method: (body.receiving_method ?? []).map((method) => ({
        id_restaurant_receiving_method: method.id_restaurant_receiving_method,
        id_receiving_method: method.id_receiving_method ?? null,
        method_name: method.method_name ?? '',
        food_menu_price: method.food_menu_price,
        is_applied: method.is_applied ?? true,
      })),
      additional: (body.additional ?? []).map((group) => ({
        id_food_menu_additional: group.id_food_menu_additional ?? null,
        item_name: group.item_name,
        jancode: group.jancode,
        image_name: group.image_name ?? null,
        image_url: group.image_url ?? null,
        options: (group.options ?? []).map((option) => ({
          id_food_menu_additional_option: option.id_food_menu_additional_option ?? null,
          additional_name: option.additional_name,
          additional_cost: option.additional_cost,
          jancode: option.jancode,
          image_name: option.image_name ?? null,
          image_url: option.image_url ?? null,
          default: option.default ?? false,
        })),
      })),
    };
    if (body.image_name !== undefined) draft.image_name = body.image_name;
    return draft;
  });

// --- The rules --------------------------------------------------------------------------------------

export type MenuMessageCode = keyof typeof menusMessages;
/** REQUIRED is the plain "Required" helper text of spec 2 §5; the rest are message codes. */
export type MenuIssueCode = 'REQUIRED' | MenuMessageCode;

export interface MenuIssue {
  /** The field as a path: 'jancode', 'additional.0.options.1.jancode', 'receiving_method.2.food_menu_price'. */
  field: string;
  code: MenuIssueCode;
  params?: Readonly<Record<string, number>>;
}

export type MenuFormMode = 'create' | 'update';

const discountFields = [
  ['discount_start_date', 'MENU_DISCOUNT_START_DATE_REQUIRED', 'date'],
  ['discount_start_time', 'MENU_DISCOUNT_START_TIME_REQUIRED', 'time'],
  ['discount_end_date', 'MENU_DISCOUNT_END_DATE_REQUIRED', 'date'],
  ['discount_end_time', 'MENU_DISCOUNT_END_TIME_REQUIRED', 'time'],
] as const;

/** Spec 2 §4: the four discount fields are enabled only while a discount price is present. */
export function discountFieldsEnabled(draft: Pick<MenuDraft, 'food_menu_price_discount'>): boolean {
  return draft.food_menu_price_discount.trim() !== '';
}

/** Is a stock text empty for spec 2 §5 ("must not be empty or '-'")? */
function isBlankStock(value: string): boolean {
  const normalized = normalizeNumberText(value);
  return normalized === '' || normalized === '-';
}

/** Every JAN code of the menu with the field that holds it, in form order. */
function janCodeFields(draft: MenuDraft): { field: string; code: string }[] {
  const fields: { field: string; code: string }[] = [];
  const add = (field: string, value: string) => {
    const code = value.trim();
    if (code !== '') fields.push({ field, code });
  };
  add('jancode', draft.jancode);
  draft.additional.forEach((group, groupIndex) => {
    add(`additional.${groupIndex}.jancode`, group.jancode);
    group.options.forEach((option, optionIndex) => {
      add(`additional.${groupIndex}.options.${optionIndex}.jancode`, option.jancode);
    });
  });
  return fields;
}

/**
 * Spec 2 §5 "Duplicate JAN Code ": a JAN code used twice among the add-on groups and options, or an
 * add-on using the menu's own code. Every field holding a repeated code is named.
 */
export function duplicateJanCodeFields(draft: MenuDraft): string[] {
  const fields = janCodeFields(draft);
  const counts = new Map<string, number>();
  for (const { code } of fields) counts.set(code, (counts.get(code) ?? 0) + 1);
  return fields.filter(({ code }) => (counts.get(code) ?? 0) > 1).map(({ field }) => field);
}

/**
 * Every problem of a menu, in the order of the form's fields. Empty means Save may be pressed
 * (the form) or the body may be written (the server).
 */
export function menuIssues(draft: MenuDraft, mode: MenuFormMode): MenuIssue[] {
  const issues: MenuIssue[] = [];
  const add = (field: string, code: MenuIssueCode, params?: Record<string, number>) => {
    issues.push(params ? { field, code, params } : { field, code });
  };
  const tooLong = (field: string, value: string, max: number) => {
    if (value.trim().length > max) add(field, 'MENU_TEXT_TOO_LONG', { max });
  };

  if (mode === 'update' && draft.id_food_menu === null) add('id_food_menu', 'REQUIRED');
  if (draft.id_food_category === null) add('id_food_category', 'REQUIRED');
  if (draft.id_food_sub_category === null) add('id_food_sub_category', 'REQUIRED');

  if (draft.food_menu_name.trim() === '') add('food_menu_name', 'REQUIRED');
  else tooLong('food_menu_name', draft.food_menu_name, menuLimits.name);

  const price = parseUnsigned(draft.food_menu_price);
  if (normalizeNumberText(draft.food_menu_price) === '') add('food_menu_price', 'REQUIRED');
  else if (price === null) add('food_menu_price', 'MENU_INVALID_NUMBER');

  if (discountFieldsEnabled(draft)) {
    const discount = parseUnsigned(draft.food_menu_price_discount);
    if (discount === null) add('food_menu_price_discount', 'MENU_INVALID_NUMBER');
    else if (price !== null && discount > price) add('food_menu_price_discount', 'MENU_DISCOUNT_ABOVE_PRICE');
    let complete = true;
    for (const [field, requiredCode, kind] of discountFields) {
      const value = draft[field].trim();
      if (value === '') {
        add(field, requiredCode);
        complete = false;
      } else if (kind === 'date' ? !isValidDate(value) : !isValidTime(value)) {
        add(field, kind === 'date' ? 'MENU_INVALID_DATE' : 'MENU_INVALID_TIME');
        complete = false;
      }
    }
    if (complete) {
      const start = joinDateTime(draft.discount_start_date.trim(), draft.discount_start_time.trim());
      const end = joinDateTime(draft.discount_end_date.trim(), draft.discount_end_time.trim());
      if (start !== null && end !== null && start >= end) {
        add('discount_end_date', 'MENU_DISCOUNT_END_BEFORE_START');
        add('discount_end_time', 'MENU_DISCOUNT_END_BEFORE_START');
      }
    }
  }

  if (!(taxRates as readonly number[]).includes(Number(draft.tax.trim())) || draft.tax.trim() === '') {
    add('tax', 'MENU_TAX_INVALID');
  }

  if (draft.jancode.trim() === '') add('jancode', 'REQUIRED');
  else tooLong('jancode', draft.jancode, menuLimits.jancode);

  // With the standard quantity on, an empty stock takes the standard quantity when saved.
  if (isBlankStock(draft.food_menu_stock_qty)) {
    if (!draft.standard_qty_check || normalizeNumberText(draft.food_menu_stock_qty) === '-') {
      add('food_menu_stock_qty', 'MENU_STOCK_REQUIRED');
    }
  } else if (parseSigned(draft.food_menu_stock_qty) === null) {
    add('food_menu_stock_qty', 'MENU_INVALID_SIGNED_NUMBER');
  }

  if (draft.standard_qty_check) {
    const standard = parseUnsigned(draft.standard_qty);
    if (normalizeNumberText(draft.standard_qty) === '') add('standard_qty', 'REQUIRED');
    else if (standard === null) add('standard_qty', 'MENU_INVALID_NUMBER');
    else if (standard < 1) add('standard_qty', 'MENU_STANDARD_QTY_MIN');
  }

  if (draft.quota_enabled) {
    const quotaText = normalizeNumberText(draft.quota_per_user);
    const quota = parseUnsigned(quotaText);
    if (quotaText !== '' && quota === null && !/^-?\d+$/.test(quotaText)) add('quota_per_user', 'MENU_INVALID_NUMBER');
    else if (quota === null || quota < 1) add('quota_per_user', 'MENU_QUOTA_MIN');
  }

  if (normalizeNumberText(draft.display_order) !== '' && parseUnsigned(draft.display_order) === null) {
    add('display_order', 'MENU_INVALID_NUMBER');
  }
  tooLong('description', draft.description, menuLimits.description);
  if (
    draft.search_keyword.some((word) => word.length > menuLimits.keyword) ||
    joinKeywords(draft.search_keyword).length > menuLimits.keywords
  ) {
    add('search_keyword', 'MENU_TEXT_TOO_LONG', { max: menuLimits.keyword });
  }

  if (mode === 'create' && !draft.image_name) add('image_name', 'REQUIRED');

  const seenMethods = new Set<number>();
  draft.receiving_method.forEach((method, index) => {
    const field = `receiving_method.${index}`;
    if (seenMethods.has(method.id_restaurant_receiving_method)) {
      add(`${field}.id_restaurant_receiving_method`, 'MENU_RECEIVING_METHOD_DUPLICATE');
    }
    seenMethods.add(method.id_restaurant_receiving_method);
    // Linked prices are the base price, whatever was typed; a blank price is the base price too.
    if (draft.price_link_SG) return;
    const value = normalizeNumberText(method.food_menu_price);
    if (value !== '' && parseUnsigned(value) === null) add(`${field}.food_menu_price`, 'MENU_INVALID_NUMBER');
  });

  draft.additional.forEach((group, groupIndex) => {
    const field = `additional.${groupIndex}`;
    if (group.item_name.trim() === '') add(`${field}.item_name`, 'REQUIRED');
    else tooLong(`${field}.item_name`, group.item_name, menuLimits.itemName);
    if (!group.image_name) add(`${field}.image_name`, 'REQUIRED');
    if (group.jancode.trim() === '') add(`${field}.jancode`, 'REQUIRED');
    else tooLong(`${field}.jancode`, group.jancode, menuLimits.jancode);
    group.options.forEach((option, optionIndex) => {
      const optionField = `${field}.options.${optionIndex}`;
      if (option.additional_name.trim() === '') add(`${optionField}.additional_name`, 'REQUIRED');
      else tooLong(`${optionField}.additional_name`, option.additional_name, menuLimits.itemName);
      const costText = normalizeNumberText(option.additional_cost);
      const cost = costText === '' ? 0 : parseUnsigned(costText);
      if (cost === null) add(`${optionField}.additional_cost`, 'MENU_INVALID_NUMBER');
      if (cost !== null && cost > 0 && option.jancode.trim() === '') {
        add(`${optionField}.jancode`, 'MENU_OPTION_JAN_REQUIRED');
      } else tooLong(`${optionField}.jancode`, option.jancode, menuLimits.jancode);
    });
  });

  for (const field of duplicateJanCodeFields(draft)) add(field, 'MENU_DUPLICATE_JAN');
  return issues;
}

/** The first issue of each field: what the form shows beside it. */
export function issuesByField(issues: readonly MenuIssue[]): Map<string, MenuIssue> {
  const byField = new Map<string, MenuIssue>();
  for (const issue of issues) if (!byField.has(issue.field)) byField.set(issue.field, issue);
  return byField;
}

// --- Form dependencies (spec 2 §4) ------------------------------------------------------------------

/** Changing the category clears the sub-category (its options are reloaded for the new one). */
export function changeCategory(draft: MenuDraft, idFoodCategory: number | null): MenuDraft {
  if (draft.id_food_category === idFoodCategory) return draft;
  return { ...draft, id_food_category: idFoodCategory, id_food_sub_category: null };
}

/**
 * A new standard quantity; while the stock is empty (or still holds the standard quantity it was
 * mirrored from) the stock follows it, so typing "12" mirrors 12, not 1.
 */
export function changeStandardQty(draft: MenuDraft, standardQty: string): MenuDraft {
  const stock = draft.food_menu_stock_qty;
  const follows = draft.standard_qty_check && (stock.trim() === '' || stock === draft.standard_qty);
  return { ...draft, standard_qty: standardQty, food_menu_stock_qty: follows ? standardQty : stock };
}

/** The standard-quantity checkbox; turning it on mirrors a present standard quantity into an empty stock. */
export function changeStandardQtyCheck(draft: MenuDraft, checked: boolean): MenuDraft {
  const mirror = checked && draft.food_menu_stock_qty.trim() === '' && draft.standard_qty.trim() !== '';
  return {
    ...draft,
    standard_qty_check: checked,
    food_menu_stock_qty: mirror ? draft.standard_qty : draft.food_menu_stock_qty,
  };
}

/** The quota switch: off sets quota_per_user to null (empty); on leaves it to be typed (≥ 1). */
export function changeQuotaEnabled(draft: MenuDraft, enabled: boolean): MenuDraft {
  return { ...draft, quota_enabled: enabled, quota_per_user: enabled ? draft.quota_per_user : '' };
}

/** price_link_SG: every method's price is the base price. */
export function linkMethodPrices<P, T extends { food_menu_price: P }>(methods: readonly T[], basePrice: P): T[] {
  return methods.map((method) => ({ ...method, food_menu_price: basePrice }));
}

/** The base price changes; linked method prices follow it. */
export function changeBasePrice(draft: MenuDraft, price: string): MenuDraft {
  return {
    ...draft,
    food_menu_price: price,
    receiving_method: draft.price_link_SG ? linkMethodPrices(draft.receiving_method, price) : draft.receiving_method,
  };
}

/** The 'Link price SG' switch; on, the method prices become the base price. */
export function changePriceLink(draft: MenuDraft, linked: boolean): MenuDraft {
  return {
    ...draft,
    price_link_SG: linked,
    receiving_method: linked ? linkMethodPrices(draft.receiving_method, draft.food_menu_price) : draft.receiving_method,
  };
}

// --- Payload: what the server writes -----------------------------------------------------------------

export interface MenuOptionPayload {
  id_food_menu_additional_option: number | null;
  additional_name: string;
  additional_cost: number;
  jancode: string | null;
  image_name: string | null;
  default: boolean;
}

export interface MenuAdditionalPayload {
  id_food_menu_additional: number | null;
  item_name: string;
  jancode: string;
  image_name: string;
  options: MenuOptionPayload[];
}

export interface MenuMethodPricePayload {
  id_restaurant_receiving_method: number;
  food_menu_price: number;
  is_applied: boolean;
}

export interface MenuPayload {
  id_food_menu: number | null;
  id_food_category: number;
  id_food_sub_category: number;
  food_menu_name: string;
  food_menu_price: number;
  food_menu_price_discount: number | null;
  discount_start_date: string | null;
  discount_start_time: string | null;
  discount_end_date: string | null;
  discount_end_time: string | null;
  food_menu_stock_qty: number;
  standard_qty: number | null;
  standard_qty_check: boolean;
  quota_per_user: number | null;
  combined_purchase: boolean;
  price_link_SG: boolean;
  display_order: number;
  tax: TaxRate;
  jancode: string;
  description: string;
  search_keyword: string;
  /** undefined: keep the stored image (update only). */
  image_name: string | null | undefined;
  status: MenuStatus | null;
  limited: boolean | null;
  slide_show: boolean | null;
  receiving_method: MenuMethodPricePayload[];
  additional: MenuAdditionalPayload[];
}

/** A draft without issues as the typed values to store. Throws when menuIssues would not be empty. */
export function toMenuPayload(draft: MenuDraft): MenuPayload {
  const price = parseUnsigned(draft.food_menu_price);
  if (draft.id_food_category === null || draft.id_food_sub_category === null || price === null) {
    throw new Error('toMenuPayload needs a draft without issues');
  }
  const hasDiscount = discountFieldsEnabled(draft);
  const standardQty = draft.standard_qty_check ? parseUnsigned(draft.standard_qty) : null;
  const stock = isBlankStock(draft.food_menu_stock_qty) ? standardQty : parseSigned(draft.food_menu_stock_qty);
  if (stock === null) throw new Error('toMenuPayload needs a draft without issues');
  const methods = draft.receiving_method.map((method) => ({
    id_restaurant_receiving_method: method.id_restaurant_receiving_method,
    // A blank method price is the base price (the form shows it as the placeholder).
    food_menu_price: parseUnsigned(method.food_menu_price) ?? price,
    is_applied: method.is_applied,
  }));
  return {
    id_food_menu: draft.id_food_menu,
    id_food_category: draft.id_food_category,
    id_food_sub_category: draft.id_food_sub_category,
    food_menu_name: draft.food_menu_name.trim(),
    food_menu_price: price,
    food_menu_price_discount: hasDiscount ? parseUnsigned(draft.food_menu_price_discount) : null,
    // Without a discount price the (disabled) window is cleared.
    discount_start_date: hasDiscount ? draft.discount_start_date.trim() : null,
    discount_start_time: hasDiscount ? normalizeTime(draft.discount_start_time) : null,
    discount_end_date: hasDiscount ? draft.discount_end_date.trim() : null,
    discount_end_time: hasDiscount ? normalizeTime(draft.discount_end_time) : null,
    food_menu_stock_qty: stock,
    standard_qty: standardQty,
    standard_qty_check: draft.standard_qty_check,
    quota_per_user: draft.quota_enabled ? parseUnsigned(draft.quota_per_user) : null,
    combined_purchase: draft.combined_purchase,
    price_link_SG: draft.price_link_SG,
    display_order: parseUnsigned(draft.display_order) ?? 0,
    tax: Number(draft.tax.trim()) as TaxRate,
    jancode: draft.jancode.trim(),
    description: draft.description.trim(),
    search_keyword: joinKeywords(draft.search_keyword),
    image_name: draft.image_name,
    status: draft.status,
    limited: draft.limited,
    slide_show: draft.slide_show,
    receiving_method: draft.price_link_SG ? linkMethodPrices(methods, price) : methods,
    additional: draft.additional.map((group) => ({
      id_food_menu_additional: group.id_food_menu_additional,
      item_name: group.item_name.trim(),
      jancode: group.jancode.trim(),
      image_name: group.image_name ?? '',
      options: group.options.map((option) => ({
        id_food_menu_additional_option: option.id_food_menu_additional_option,
        additional_name: option.additional_name.trim(),
        additional_cost: parseUnsigned(option.additional_cost) ?? 0,
        jancode: option.jancode.trim() === '' ? null : option.jancode.trim(),
        image_name: option.image_name,
        default: option.default,
      })),
    })),
  };
}

export type ParsedMenu = { success: true; data: MenuPayload } | { success: false; issues: MenuIssue[] };

/** The whole contract in one call: body → draft → rules → payload. */
export function parseMenu(body: unknown, mode: MenuFormMode): ParsedMenu {
  const parsed = menuDraftSchema.safeParse(body);
  if (!parsed.success) {
    return {
      success: false,
      issues: parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', code: 'REQUIRED' })),
    };
  }
  const issues = menuIssues(parsed.data, mode);
  return issues.length > 0 ? { success: false, issues } : { success: true, data: toMenuPayload(parsed.data) };
}

// --- Answers -----------------------------------------------------------------------------------------

export const menuOptionSchema = z.object({
  id_food_menu_additional_option: z.number().int(),
  additional_name: z.string(),
  additional_cost: z.number().int(),
  jancode: z.string().nullable(),
  image_name: z.string().nullable(),
  image_url: z.string().nullable(),
  default: z.boolean(),
});
export type MenuOption = z.infer<typeof menuOptionSchema>;

export const menuAdditionalSchema = z.object({
  id_food_menu_additional: z.number().int(),
  id_food_menu: z.number().int(),
  item_name: z.string(),
  jancode: z.string(),
  image_name: z.string().nullable(),
  image_url: z.string().nullable(),
  options: z.array(menuOptionSchema),
});
export type MenuAdditional = z.infer<typeof menuAdditionalSchema>;

/** A method price row; `receiving_method` is the method's type id (Take-out 1 … delivery 4). */
export const menuMethodPriceSchema = z.object({
  receiving_method: z.number().int(),
  id_receiving_method: z.number().int(),
  id_restaurant_receiving_method: z.number().int(),
  is_applied: z.boolean(),
  food_menu_price: z.number().int(),
  method_name: z.string(),
  method_name_jp: z.string(),
  title: z.string(),
});
export type MenuMethodPrice = z.infer<typeof menuMethodPriceSchema>;

export const menuSchema = z.object({
  id_food_menu: z.number().int(),
  id_restaurant: z.number().int(),
  id_food_category: z.number().int(),
  category_name: z.string(),
  id_food_sub_category: z.number().int(),
  sub_category_name: z.string(),
  food_menu_name: z.string(),
  food_menu_price: z.number().int(),
  food_menu_price_discount: z.number().int().nullable(),
  discount_start_date: z.string().nullable(),
  discount_start_time: z.string().nullable(),
  discount_end_date: z.string().nullable(),
  discount_end_time: z.string().nullable(),
  food_menu_stock_qty: z.number().int(),
  standard_qty: z.number().int().nullable(),
  standard_qty_check: z.boolean(),
  quota_per_user: z.number().int().nullable(),
  combined_purchase: z.boolean(),
  price_link_SG: z.boolean(),
  display_order: z.number().int(),
  tax: z.union([z.literal(0), z.literal(8), z.literal(10)]),
  jancode: z.string(),
  description: z.string(),
  search_keyword: z.string(),
  image: z.null(),
  image_name: z.string().nullable(),
  image_url: z.string().nullable(),
  status: menuStatusSchema,
  limited: z.boolean(),
  slide_show: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  receiving_method: z.array(menuMethodPriceSchema),
  additional: z.array(menuAdditionalSchema),
});
export type Menu = z.infer<typeof menuSchema>;

// --- Drafts from answers -----------------------------------------------------------------------------

export function emptyMenuDraft(): MenuDraft {
  return {
    id_food_menu: null,
    id_food_category: null,
    id_food_sub_category: null,
    food_menu_name: '',
    food_menu_price: '',
    food_menu_price_discount: '',
    discount_start_date: '',
    discount_start_time: '',
    discount_end_date: '',
    discount_end_time: '',
    food_menu_stock_qty: '',
    standard_qty_check: false,
    standard_qty: '',
    quota_enabled: false,
    quota_per_user: '',
    combined_purchase: false,
    price_link_SG: false,
    display_order: '',
    tax: String(defaultTaxRate),
    jancode: '',
    description: '',
    search_keyword: [],
    image_name: null,
    image_url: null,
    status: null,
    limited: null,
    slide_show: null,
    receiving_method: [],
    additional: [],
  };
}

export function emptyOptionDraft(): MenuOptionDraft {
  return {
    id_food_menu_additional_option: null,
    additional_name: '',
    additional_cost: '',
    jancode: '',
    image_name: null,
    image_url: null,
    default: false,
  };
}

export function emptyAdditionalDraft(): MenuAdditionalDraft {
  return { id_food_menu_additional: null, item_name: '', jancode: '', image_name: null, image_url: null, options: [] };
}

const textOf = (value: number | string | null) => (value === null ? '' : String(value));
/** 'HH:MM:SS' as the form's 'HH:mm' field shows it. */
const shortTime = (value: string | null) => (value === null ? '' : value.slice(0, 5));

/** The Edit Menu form filled from a stored menu. */
export function draftFromMenu(menu: Menu): MenuDraft {
  return {
    id_food_menu: menu.id_food_menu,
    id_food_category: menu.id_food_category,
    id_food_sub_category: menu.id_food_sub_category,
    food_menu_name: menu.food_menu_name,
    food_menu_price: String(menu.food_menu_price),
    food_menu_price_discount: textOf(menu.food_menu_price_discount),
    discount_start_date: textOf(menu.discount_start_date),
    discount_start_time: shortTime(menu.discount_start_time),
    discount_end_date: textOf(menu.discount_end_date),
    discount_end_time: shortTime(menu.discount_end_time),
    food_menu_stock_qty: String(menu.food_menu_stock_qty),
    standard_qty_check: menu.standard_qty_check,
    standard_qty: textOf(menu.standard_qty),
    quota_enabled: menu.quota_per_user !== null,
    quota_per_user: textOf(menu.quota_per_user),
    combined_purchase: menu.combined_purchase,
    price_link_SG: menu.price_link_SG,
    display_order: String(menu.display_order),
    tax: String(menu.tax),
    jancode: menu.jancode,
    description: menu.description,
    search_keyword: splitKeywords(menu.search_keyword),
    image_name: menu.image_name,
    image_url: menu.image_url,
    status: menu.status,
    limited: menu.limited,
    slide_show: menu.slide_show,
    receiving_method: menu.receiving_method.map((method) => ({
      id_restaurant_receiving_method: method.id_restaurant_receiving_method,
      id_receiving_method: method.id_receiving_method,
      method_name: method.method_name,
      food_menu_price: String(method.food_menu_price),
      is_applied: method.is_applied,
    })),
    additional: menu.additional.map((group) => ({
      id_food_menu_additional: group.id_food_menu_additional,
      item_name: group.item_name,
      jancode: group.jancode,
      image_name: group.image_name,
      image_url: group.image_url,
      options: group.options.map((option) => ({
        id_food_menu_additional_option: option.id_food_menu_additional_option,
        additional_name: option.additional_name,
        additional_cost: String(option.additional_cost),
        jancode: option.jancode ?? '',
        image_name: option.image_name,
        image_url: option.image_url,
        default: option.default,
      })),
    })),
  };
}

/**
 * The Add Menu form for a copy: everything of the source, but a new menu (no ids) and an empty JAN
 * code, since a JAN code names one product and the owner has to give the copy its own.
 */
export function copyDraftFromMenu(menu: Menu): MenuDraft {
  const draft = draftFromMenu(menu);
  return {
    ...draft,
    id_food_menu: null,
    jancode: '',
    status: null,
    limited: null,
    slide_show: null,
    additional: draft.additional.map((group) => ({
      ...group,
      id_food_menu_additional: null,
      options: group.options.map((option) => ({ ...option, id_food_menu_additional_option: null })),
    })),
  };
}
