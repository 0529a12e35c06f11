// A stored food menu as the API answers it (spec 2 §7 "Menus"), and the one list of its fields.
// The menu row's columns are named here once: the server selects them, writes the form's share of
// them and builds the answer from them; the payload schema extends the same list. A new menu field
// is added here, in the draft schema (what the form sends) and in toMenuPayload (how it is read).
import { z } from 'zod';
import { menuStatusSchema, taxRates } from './values.ts';

const int = z.number().int();

/** The option's columns the form writes (its id, group and position are the server's). */
export const menuOptionFieldsSchema = z.object({
  additional_name: z.string(),
  additional_cost: int,
  jancode: z.string().nullable(),
  image_name: z.string().nullable(),
  default: z.boolean(),
});

export const menuOptionSchema = menuOptionFieldsSchema.extend({
  id_food_menu_additional_option: int,
  image_url: z.string().nullable(),
});
export type MenuOption = z.infer<typeof menuOptionSchema>;

/** The group's columns the form writes (its id, menu and position are the server's). */
export const menuAdditionalFieldsSchema = z.object({
  item_name: z.string(),
  jancode: z.string(),
  image_name: z.string().nullable(),
});

export const menuAdditionalSchema = menuAdditionalFieldsSchema.extend({
  id_food_menu_additional: int,
  id_food_menu: int,
  image_url: z.string().nullable(),
  options: z.array(menuOptionSchema),
});
export type MenuAdditional = z.infer<typeof menuAdditionalSchema>;

/** A method price row; `receiving_method` is the method's type id (Take-out 1 … delivery 4). */
export const menuMethodPriceSchema = z.object({
  receiving_method: int,
  id_receiving_method: int,
  id_restaurant_receiving_method: int,
  is_applied: z.boolean(),
  food_menu_price: int,
  method_name: z.string(),
  method_name_jp: z.string(),
  title: z.string(),
});
export type MenuMethodPrice = z.infer<typeof menuMethodPriceSchema>;

/** The menu row's columns the Add/Edit form writes, as stored. */
export const menuFieldsSchema = z.object({
  id_food_category: int,
  id_food_sub_category: int,
  food_menu_name: z.string(),
  food_menu_price: int,
  food_menu_price_discount: int.nullable(),
  discount_start_date: z.string().nullable(),
  discount_start_time: z.string().nullable(),
  discount_end_date: z.string().nullable(),
  discount_end_time: z.string().nullable(),
  food_menu_stock_qty: int,
  standard_qty: int.nullable(),
  standard_qty_check: z.boolean(),
  quota_per_user: int.nullable(),
  combined_purchase: z.boolean(),
  price_link_SG: z.boolean(),
  display_order: int,
  tax: z.literal(taxRates),
  jancode: z.string(),
  description: z.string(),
  search_keyword: z.string(),
});
export type MenuFields = z.infer<typeof menuFieldsSchema>;
export type MenuFieldName = keyof MenuFields;
/** Every column the form writes: what an insert or a full update sets. */
export const menuFieldNames = menuFieldsSchema.keyof().options;

/** The whole menu row as answered: the form's columns, the ids, the image and the row switches. */
export const menuRowSchema = menuFieldsSchema.extend({
  id_food_menu: int,
  id_restaurant: int,
  image_name: z.string().nullable(),
  status: menuStatusSchema,
  limited: z.boolean(),
  slide_show: z.boolean(),
});
export type MenuRow = z.infer<typeof menuRowSchema>;
/** Every column of the menu row an answer carries as stored: what the server selects. */
export const menuRowColumns = menuRowSchema.keyof().options;

export const menuSchema = menuRowSchema.extend({
  category_name: z.string(),
  sub_category_name: z.string(),
  image: z.null(),
  image_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  receiving_method: z.array(menuMethodPriceSchema),
  additional: z.array(menuAdditionalSchema),
});
export type Menu = z.infer<typeof menuSchema>;

/** The named keys of a record: how a row becomes the columns a write sets, without listing them. */
export function pickFields<T extends object, K extends keyof T>(record: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = record[key];
  return picked;
}
