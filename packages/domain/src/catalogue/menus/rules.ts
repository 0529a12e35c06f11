// The rules of the Add/Edit Menu form (spec 2 §4 menu form dependencies, §5 "Menu form"): every
// problem of a draft, in the order of the form's fields. The form shows them beside the fields;
// the server refuses a body that has any. So a rule the user sees is the rule the API enforces.
import type { menusMessages } from '../../messages/menus.ts';
import type { RuleIssue } from '../../rule-issue.ts';
import { isValidDate, isValidTime, joinDateTime } from '../menu-discount.ts';
import type { MenuDraft } from './draft.ts';
import { joinKeywords, menuLimits, normalizeNumberText, parseSigned, parseUnsigned, taxRates } from './values.ts';

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
export function isBlankStock(value: string): boolean {
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

/**
 * Does a menu issue only say "fill me in"? The form shows it once the field was visited (or on
 * "Show"). A JAN code an additional cost needs, or its quantity, is a wrong value: said at once.
 */
export function isMenuMissingIssue(issue: { readonly code: string }): boolean {
  return (
    issue.code === 'REQUIRED' ||
    issue.code === 'MENU_STOCK_REQUIRED' ||
    issue.code === 'MENU_DISCOUNT_START_DATE_REQUIRED' ||
    issue.code === 'MENU_DISCOUNT_START_TIME_REQUIRED' ||
    issue.code === 'MENU_DISCOUNT_END_DATE_REQUIRED' ||
    issue.code === 'MENU_DISCOUNT_END_TIME_REQUIRED'
  );
}

/** menuIssues in the one issue shape of every area (`params` always present). */
export function menuRuleIssues(draft: MenuDraft, mode: MenuFormMode): RuleIssue<string, MenuIssueCode>[] {
  return menuIssues(draft, mode).map((issue) => ({ field: issue.field, code: issue.code, params: issue.params ?? {} }));
}
