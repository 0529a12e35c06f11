// What the server writes for a menu: a draft without issues read into typed values (toMenuPayload),
// and the whole body → draft → rules → payload contract in one call (parseMenu). The payload's
// shape extends the answer's field list (answer.ts), so the columns are named once.
import { z } from 'zod';
import { normalizeTime } from '../../schedule.ts';
import { menuAdditionalFieldsSchema, menuFieldsSchema, menuOptionFieldsSchema } from './answer.ts';
import { type MenuDraft, menuDraftSchema } from './draft.ts';
import { linkMethodPrices } from './form-changes.ts';
import { discountFieldsEnabled, isBlankStock, type MenuFormMode, type MenuIssue, menuIssues } from './rules.ts';
import { joinKeywords, menuStatusSchema, parseSigned, parseUnsigned, type TaxRate } from './values.ts';

const newOrKeptId = z.number().int().nullable();

export const menuOptionPayloadSchema = menuOptionFieldsSchema.extend({ id_food_menu_additional_option: newOrKeptId });
export type MenuOptionPayload = z.infer<typeof menuOptionPayloadSchema>;

export const menuAdditionalPayloadSchema = menuAdditionalFieldsSchema.extend({
  id_food_menu_additional: newOrKeptId,
  image_name: z.string(),
  options: z.array(menuOptionPayloadSchema),
});
export type MenuAdditionalPayload = z.infer<typeof menuAdditionalPayloadSchema>;

export const menuMethodPricePayloadSchema = z.object({
  id_restaurant_receiving_method: z.number().int(),
  food_menu_price: z.number().int(),
  is_applied: z.boolean(),
});
export type MenuMethodPricePayload = z.infer<typeof menuMethodPricePayloadSchema>;

export const menuPayloadSchema = menuFieldsSchema.extend({
  id_food_menu: newOrKeptId,
  /** undefined: keep the stored image (update only). */
  image_name: z.string().nullable().optional(),
  /** null: a new menu's default, or unchanged on update. */
  status: menuStatusSchema.nullable(),
  limited: z.boolean().nullable(),
  slide_show: z.boolean().nullable(),
  receiving_method: z.array(menuMethodPricePayloadSchema),
  additional: z.array(menuAdditionalPayloadSchema),
});
export type MenuPayload = z.infer<typeof menuPayloadSchema>;

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
