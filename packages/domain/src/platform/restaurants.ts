// Restaurants (spec 1 §3 "Restaurant", §5 "Restaurant", §7 "Restaurants and stores"): the wire
// contracts of the superadmin's Add/Edit Restaurant modal and of the restaurant calls, validated by
// the server and resolved by the form, and the search-keyword rule both sides share.
import { z } from 'zod';
import { restaurantStatuses, restaurantTypeSchema } from '../restaurant.ts';
import { digitsToNumber, id, integer, text, time } from '../zod-blocks.ts';
import type { Question } from './notes.ts';
import { platformFileKeySchema } from './restaurant-categories.ts';
import { codeStoreSchema, companyCodeSchema } from './stores.ts';

export const restaurantLimits = {
  name: 100,
  description: 1000,
  detail: 2000,
  register: 20,
  placeid: 300,
  keyword: 50,
  keywords: 50,
  categories: 50,
  message: 500,
} as const;

/** The fixed text a new restaurant is created with (spec 1 §3 "waiting_text"), when none is sent. */
export const defaultWaitingText = 'ただいま準備中です。しばらくお待ちください。';

/** Minutes, days and counts of the type detail: whole numbers, sent as numbers (or digits). */
const count = z.preprocess(digitsToNumber, integer(0, 100_000)).nullish();

/** spec 1 §3 restaurant_type_detail. Unknown keys are dropped. */
export const restaurantTypeDetailSchema = z.object({
  open_reservation: time.nullish(),
  close_reservation: time.nullish(),
  delivery_time: count,
  interval_time_frame: count,
  days_time_frame: count,
  max_order: count,
  closing_time: count,
  reservation_days: count,
});
export type RestaurantTypeDetailInput = z.output<typeof restaurantTypeDetailSchema>;

/**
 * Search keywords (spec 1 §3, §5): a list in the form, comma-joined on the wire. A keyword cannot
 * hold a comma, a Japanese comma or a line break (the form blocks those keys). Blanks and repeats
 * are dropped; the order is kept.
 */
export function normalizeKeywords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const word of words) {
    const trimmed = word.trim();
    if (trimmed === '' || seen.has(trimmed)) continue;
    seen.add(trimmed);
    result.push(trimmed);
  }
  return result;
}

/** The wire text of a keyword list, and back. */
export const joinKeywords = (words: readonly string[]): string => normalizeKeywords(words).join(',');
export const splitKeywords = (wire: string): string[] => normalizeKeywords(wire.split(/[,、]/));

const keyword = text(restaurantLimits.keyword).refine((word) => !/[,、\n]/.test(word), {
  error: 'RESTAURANT_KEYWORD_INVALID',
});

/** A comma-joined text (the wire) or a list (a client that sends the form's list): read as a list. */
export const searchKeywordSchema = z
  .union([
    text(restaurantLimits.keyword * restaurantLimits.keywords).transform((wire) => wire.split(/[,、]/)),
    z.array(keyword).max(restaurantLimits.keywords),
  ])
  .transform(normalizeKeywords)
  .refine(
    (words) =>
      words.length <= restaurantLimits.keywords && words.every((word) => word.length <= restaurantLimits.keyword),
    { error: 'RESTAURANT_TOO_LONG' },
  );

const fields = {
  restaurant_name: text(restaurantLimits.name, { min: 1 }),
  description: text(restaurantLimits.description, { min: 1, multiline: true }),
  detail: text(restaurantLimits.detail, { multiline: true }).nullish(),
  /** The logo's file key (the upload flow's file_key); `logo_name` is read as an alias. */
  logo: platformFileKeySchema,
  banner_name: platformFileKeySchema.nullish(),
  code_company: companyCodeSchema,
  code_store: codeStoreSchema,
  code_register: text(restaurantLimits.register, { min: 1 }),
  placeid: text(restaurantLimits.placeid).nullish(),
  lat: z.number().min(-90).max(90).nullish(),
  long: z.number().min(-180).max(180).nullish(),
  restaurant_type: restaurantTypeSchema,
  restaurant_type_detail: restaurantTypeDetailSchema,
  category_list: z.array(id).max(restaurantLimits.categories),
  search_keyword: searchKeywordSchema,
  inactive_message: text(restaurantLimits.message, { multiline: true }).nullish(),
  waiting_text: text(restaurantLimits.message, { multiline: true }).nullish(),
  status: z.enum(restaurantStatuses),
};

/** POST restaurant: spec 1 §5's required fields, and for a new restaurant the type detail and the logo. */
export const createRestaurantSchema = z.object({
  ...fields,
  category_list: fields.category_list.optional(),
  search_keyword: fields.search_keyword.optional(),
  status: fields.status.optional(),
});
export type CreateRestaurantInput = z.output<typeof createRestaurantSchema>;

/**
 * PUT restaurant: the id and the fields to change (editing requires neither logo nor category,
 * spec 1 §5). A type change without a type detail clears the detail (the form clears it too).
 */
export const updateRestaurantSchema = z.object({
  id_restaurant: id,
  restaurant_name: fields.restaurant_name.optional(),
  description: fields.description.optional(),
  detail: fields.detail,
  /** '' removes the logo; absent or null keeps it (null is "unchanged", as for the categories' images). */
  logo: z.union([z.literal(''), fields.logo]).nullish(),
  banner_name: fields.banner_name,
  code_company: fields.code_company.optional(),
  code_store: fields.code_store.optional(),
  code_register: fields.code_register.optional(),
  placeid: fields.placeid,
  lat: fields.lat,
  long: fields.long,
  restaurant_type: fields.restaurant_type.optional(),
  restaurant_type_detail: fields.restaurant_type_detail.optional(),
  category_list: fields.category_list.optional(),
  search_keyword: fields.search_keyword.optional(),
  inactive_message: fields.inactive_message,
  waiting_text: fields.waiting_text,
  status: fields.status.optional(),
});
export type UpdateRestaurantInput = z.output<typeof updateRestaurantSchema>;

/**
 * The columns the superadmin's list sorts by, across all pages (GET restaurant/{page}/{size}
 * ?sort=…&order=asc|desc); ties, and a list without `sort`, go by id_restaurant.
 */
export const restaurantSortColumns = ['restaurant_name', 'code_store', 'restaurant_type', 'status'] as const;
export type RestaurantSortColumn = (typeof restaurantSortColumns)[number];

export const restaurantListQuerySchema = z.object({
  sort: z.enum(restaurantSortColumns).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type RestaurantListQuery = z.output<typeof restaurantListQuerySchema>;

/** PUT restaurant/update/status. */
export const updateRestaurantStatusSchema = z.object({ id_restaurant: id, status: z.enum(restaurantStatuses) });

/**
 * The original clients sent the logo's stored name as `logo_name`: read it when `logo` is absent.
 * Runs after `unwrapData`.
 */
export function withLogoAlias(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  if (record.logo === undefined && typeof record.logo_name === 'string') return { ...record, logo: record.logo_name };
  return body;
}

/** A restaurant as the list, detail and writes answer it. */
export interface Restaurant {
  id_restaurant: number;
  restaurant_name: string;
  description: string;
  detail: string;
  /** The logo's file key; logo_name is the same key (spec 1 §3 names both), logo_url where to show it. */
  logo: string | null;
  logo_name: string | null;
  logo_url: string | null;
  banner_name: string | null;
  banner_url: string | null;
  code_company: number;
  code_store: number;
  store_name: string | null;
  code_register: string;
  placeid: string | null;
  lat: number | null;
  long: number | null;
  restaurant_type: z.infer<typeof restaurantTypeSchema>;
  restaurant_type_detail: RestaurantTypeDetailInput;
  category_list: number[];
  /** Comma-joined (spec 1 §3). */
  search_keyword: string;
  inactive_message: string;
  waiting_text: string;
  status: 'active' | 'inactive';
  customer_note: string;
  show_note: boolean;
  question_list: Question[];
  /**
   * The invoice registration number ('T' and 13 digits) printed on slips, or none (null). The server
   * always answers it; optional so fixtures written before issue 10 still type.
   */
  registration_number?: string | null;
  created_at: string;
  updated_at: string;
}

/** An entry of GET restaurant/selector. */
export interface RestaurantChoice {
  id_restaurant: number;
  restaurant_name: string;
  code_store: number;
  code_company: number;
  /**
   * The selector always sends it (the Menu Restriction switches show what the type can use);
   * optional for readers that predate it.
   */
  restaurant_type?: z.infer<typeof restaurantTypeSchema>;
}
