// The Add/Edit Menu form's draft (spec 2 §5 "Menu form"): its values as typed, and what any menu
// body (POST, PATCH, PUT) is parsed into. The schema is the one list of the draft's fields: its
// output is the draft's type, its defaults are the empty form, and a stored menu read through it
// fills the Edit form. The form calls menuIssues (rules.ts) on each change; the server parses a
// body with menuDraftSchema, calls menuIssues, then toMenuPayload (payload.ts).
import { z } from 'zod';
import { cleanTextCheck, digitsToNumber, id, isHarmlessFileKey, rawText } from '../../zod-blocks.ts';
import type { Menu } from './answer.ts';
import { defaultTaxRate, menuLimits, menuStatusSchema, splitKeywords } from './values.ts';

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
/** A switch of the form: absent means its default. */
const flag = (byDefault: boolean) => z.preprocess(toFlag, z.boolean().default(byDefault));
/** A row switch (status, limited, slide_show): null means "not given" (a new menu's default, or unchanged). */
const rowFlag = z.preprocess(toFlag, z.boolean().nullable().default(null));

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
  .refine(isHarmlessFileKey, { message: 'INVALID_FILE_KEY' });
const emptyAsNull = (value: unknown) => (value === '' ? null : value);
/** An add-on's image: absent or '' is none. */
const fileKey = z.preprocess(emptyAsNull, menuFileKeySchema.nullable().default(null));
/** The menu's image: absent (undefined) in an update body means "keep the stored one". */
const menuFileKey = z.preprocess(emptyAsNull, menuFileKeySchema.nullable().optional());
/** The URL an answer carried, sent back by a form: never stored, only bounded and clean. */
const displayUrl = rawText(2000).nullable().default(null);

const keywords = z.preprocess(
  (value) => {
    if (value === null || value === undefined) return [];
    if (typeof value === 'string') return splitKeywords(value);
    if (Array.isArray(value)) return splitKeywords(value.filter((word) => typeof word === 'string').join(','));
    return value;
  },
  z.array(z.string().check(cleanTextCheck())).max(500),
);

/** A list that may be absent or null: then empty. */
const list = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((value) => value ?? [], z.array(item).max(max));

export const menuOptionDraftSchema = z.object({
  id_food_menu_additional_option: optionalId,
  additional_name: text,
  additional_cost: text,
  jancode: text,
  image_name: fileKey,
  image_url: displayUrl,
  default: flag(false),
});
export type MenuOptionDraft = z.output<typeof menuOptionDraftSchema>;

/** Options come as `options`; `additional` (the order screens' name for the choices) is accepted too. */
export const menuAdditionalDraftSchema = z.preprocess(
  (value) => {
    if (value && typeof value === 'object' && !('options' in value) && 'additional' in value) {
      return { ...value, options: (value as { additional: unknown }).additional };
    }
    return value;
  },
  z.object({
    id_food_menu_additional: optionalId,
    item_name: text,
    jancode: text,
    image_name: fileKey,
    image_url: displayUrl,
    options: list(menuOptionDraftSchema, menuLimits.options),
  }),
);
export type MenuAdditionalDraft = z.output<typeof menuAdditionalDraftSchema>;

export const menuMethodPriceDraftSchema = z.object({
  id_restaurant_receiving_method: requiredId,
  id_receiving_method: optionalId,
  method_name: rawText(200).default(''),
  food_menu_price: text,
  is_applied: flag(true),
});
export type MenuMethodPriceDraft = z.output<typeof menuMethodPriceDraftSchema>;

const menuDraftFields = {
  id_food_menu: optionalId,
  id_food_category: optionalId,
  id_food_sub_category: optionalId,
  food_menu_name: text,
  food_menu_price: text,
  food_menu_price_discount: text,
  discount_start_date: text,
  discount_start_time: text,
  discount_end_date: text,
  discount_end_time: text,
  food_menu_stock_qty: text,
  standard_qty_check: flag(false),
  standard_qty: text,
  /** The quota switch; off means quota_per_user null. Absent: on when a quota is given. */
  quota_enabled: z.preprocess(toFlag, z.boolean().optional()),
  quota_per_user: text,
  combined_purchase: flag(false),
  price_link_SG: flag(false),
  display_order: text,
  tax: text.transform((value) => (value.trim() === '' ? String(defaultTaxRate) : value)),
  jancode: text,
  description: multilineText,
  search_keyword: keywords,
  /** The uploaded image's file key; undefined in an update body means "keep the stored one". */
  image_name: menuFileKey,
  image_url: displayUrl,
  /** Toggled from the list; absent in a body means "active" for a new menu, unchanged for an update. */
  status: menuStatusSchema.nullable().default(null),
  limited: rowFlag,
  slide_show: rowFlag,
  receiving_method: list(menuMethodPriceDraftSchema, 20),
  additional: list(menuAdditionalDraftSchema, menuLimits.groups),
};

// Other clients send only quota_per_user: a value switches the quota on.
const withQuotaSwitch = <T extends { quota_enabled?: boolean | undefined; quota_per_user: string }>({
  quota_enabled,
  ...rest
}: T) => ({ ...rest, quota_enabled: quota_enabled ?? rest.quota_per_user.trim() !== '' });

/** Any menu body (POST, PATCH, PUT) read into a draft and the restaurant it names; the rules run on the result. */
export const menuDraftSchema = z.object({ id_restaurant: optionalId, ...menuDraftFields }).transform(withQuotaSwitch);

/** A body's draft and the restaurant it names (which the server checks against the session). */
export type MenuBody = z.output<typeof menuDraftSchema>;

/** The form's values. */
export type MenuDraft = Omit<MenuBody, 'id_restaurant'>;

const toDraft = ({ id_restaurant: _restaurant, ...draft }: MenuBody): MenuDraft => draft;

/** The Add Menu form: every field at its default, no image yet. */
export function emptyMenuDraft(): MenuDraft {
  return { ...toDraft(menuDraftSchema.parse({})), image_name: null };
}

export function emptyOptionDraft(): MenuOptionDraft {
  return menuOptionDraftSchema.parse({});
}

export function emptyAdditionalDraft(): MenuAdditionalDraft {
  return menuAdditionalDraftSchema.parse({});
}

/** 'HH:MM:SS' as the form's 'HH:mm' field shows it. */
const shortTime = (value: string | null) => (value === null ? '' : value.slice(0, 5));

/**
 * The Edit Menu form filled from a stored menu: the menu read as the body the form would send
 * (numbers as their text, keywords split, the quota switch on with a quota), times as 'HH:mm'.
 */
export function draftFromMenu(menu: Menu): MenuDraft {
  const draft = toDraft(menuDraftSchema.parse(menu));
  return {
    ...draft,
    image_name: draft.image_name ?? null,
    discount_start_time: shortTime(menu.discount_start_time),
    discount_end_time: shortTime(menu.discount_end_time),
  };
}
