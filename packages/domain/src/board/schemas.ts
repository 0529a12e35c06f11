// The public TV order board's contract (spec 3 §2.8, §7; apps/server/src/modules/board/README.md):
// every answer and socket payload a board receives, as one zod schema each. The server answers
// through them and its test walks every key of every answer against them, so a private field
// (a customer's name, note, address, phone, email, user id) cannot reach a public screen; the web
// board parses what it receives with the same schemas.
import { z } from 'zod';
import { cookingStatusSchema } from '../orders/schemas.ts';
import { restaurantStatuses, restaurantTypeSchema } from '../restaurant.ts';
import { weekdayScheduleSchema } from '../schedule.ts';
import { anyDate, idParam, intParam, legacyId } from '../zod-blocks.ts';
import { parseMethodIds } from './method-filter.ts';

const rowId = z.number().int().positive();
const url = z.string().nullable();
/** A restaurant's order event number (realtime-events' eventSeqSchema; that file imports this one). */
const eventSeqSchema = z.number().int().nonnegative();

/** Spec 3 §2.8: the board's text when no restaurant exists for the store code (Japanese first). */
export const BOARD_UNKNOWN_STORE_TEXT = {
  jp: 'このストアコードは存在しません',
  en: 'This store code does not exist',
} as const;

/** One order on a board: its number and status, nothing about who ordered it. */
export const tvOrderSchema = z.object({
  id_food_order: rowId,
  /** The same id under the name of the spec's TV order (`id_order or id_food_order`). */
  id_order: rowId,
  id_restaurant: rowId,
  restaurant_name: z.string(),
  order_number: z.string(),
  cooking_status: cookingStatusSchema,
  cooking_status_detail: z.string(),
  /** Method type 1–3; null for a call-number (free) order. Delivery never reaches a board. */
  id_receiving_method: z.number().int().nullable(),
  order_date: z.string(),
  order_time: z.string(),
});
export type TvOrder = z.infer<typeof tvOrderSchema>;

/** The day's counts of a restaurant, for the single-mode header. */
export const boardStatisticsSchema = z.object({
  /** Orders not started or cooking. */
  waiting_list: z.number().int(),
  /** Items of those orders. */
  total_qty_cooking: z.number().int(),
  /** Orders ready at the counter. */
  done: z.number().int(),
});

/** A restaurant's group in POST restaurant/order/code-store/{store_code}/{page}/{size}. */
export const tvOrderGroupSchema = z.object({
  id_restaurant: rowId,
  restaurant_name: z.string(),
  code_register: z.string(),
  restaurant_type: restaurantTypeSchema,
  /** The restaurant's event number read with the rows: events at or below it are in the answer. */
  last_seq: eventSeqSchema,
  /** How many orders match in all (the page holds at most `size`). */
  totalData: z.number().int(),
  data_statistics: boardStatisticsSchema,
  data_list: z.array(tvOrderSchema),
});
export type TvOrderGroup = z.infer<typeof tvOrderGroupSchema>;

/** A receiving method of a slideshow menu: what the TV price needs. */
export const slideMenuMethodSchema = z.object({
  id_receiving_method: z.number().int(),
  food_menu_price: z.number(),
  is_applied: z.boolean(),
  /** Percent. */
  service_fee: z.number(),
  /** Percent. */
  tax: z.number(),
});

export const slideMenuSchema = z.object({
  id_food_menu: rowId,
  food_menu_name: z.string(),
  image_url: url,
  code_company: z.number().int(),
  food_menu_price: z.number(),
  food_menu_price_discount: z.number().nullable(),
  discount_start_date: z.string().nullable(),
  discount_start_time: z.string().nullable(),
  discount_end_date: z.string().nullable(),
  discount_end_time: z.string().nullable(),
  methods: z.array(slideMenuMethodSchema),
});
export type SlideMenu = z.infer<typeof slideMenuSchema>;

export const slideBannerSchema = z.object({ id_banner: rowId, image_url: url });
export type SlideBanner = z.infer<typeof slideBannerSchema>;

/** POST restaurant/food/menu/list-slideshow. */
export const slideshowSchema = z.object({
  food_menu: z.array(slideMenuSchema),
  banner: z.array(slideBannerSchema),
});

/** One element of POST restaurant/food/menu/list-slideshow-by-code-store. */
export const storeSlideshowSchema = slideshowSchema.extend({
  id_restaurant: rowId,
  restaurant_name: z.string(),
  code_company: z.number().int(),
});

/** GET restaurant/board/{store_code}/restaurants. */
export const boardRestaurantSchema = z.object({
  id_restaurant: rowId,
  restaurant_name: z.string(),
  code_register: z.string(),
  restaurant_type: restaurantTypeSchema,
  status: z.enum(restaurantStatuses),
  logo_url: url,
});
export type BoardRestaurant = z.infer<typeof boardRestaurantSchema>;

/** GET restaurant/board/{store_code}/signage-setting (null before the store's first save). */
export const boardSignageSchema = z.object({
  code_store: z.number().int(),
  is_show_qr: z.boolean(),
  /** Speak each called number, Japanese then English (the store's signage switch). */
  is_speak_numbers: z.boolean(),
  vertical_banner_url: url,
  order_completion_screen_url: url,
  order_completion_screen_kind: z.enum(['image', 'video']).nullable(),
  ring_sound_url: url,
});
export type BoardSignage = z.infer<typeof boardSignageSchema>;

/** GET restaurant/board/{store_code}/receiving-method. */
export const boardMethodSchema = z.object({
  id_restaurant: rowId,
  id_restaurant_receiving_method: rowId,
  /** Method type 1–3. */
  id_receiving_method: z.number().int(),
  title: z.string(),
  active: z.boolean(),
  id_wait_time: rowId.nullable(),
  inactive_data: z.array(weekdayScheduleSchema),
});
export type BoardMethod = z.infer<typeof boardMethodSchema>;

/** GET restaurant/board/{store_code}/wait-time. */
export const boardWaitTimeSchema = z.object({
  id_wait_time: rowId,
  id_restaurant: rowId,
  id_restaurant_receiving_method: rowId,
  id_receiving_method: z.number().int(),
  wait_time: z.number().int(),
});
export type BoardWaitTime = z.infer<typeof boardWaitTimeSchema>;

/** GET restaurant/board/{store_code}/events: the dashboard's catch-up, with board orders. */
export const boardEventsSchema = z.object({
  last_seq: eventSeqSchema,
  reset: z.boolean(),
  has_more: z.boolean(),
  events: z.array(z.object({ seq: eventSeqSchema, type: z.string(), id_food_order: rowId })),
  orders: z.array(tvOrderSchema),
});

/** Socket `board_order_notify`: every order event of the store, with its restaurant's number. */
export const boardOrderNotifySchema = z.object({
  id_restaurant: rowId,
  seq: eventSeqSchema,
  id_food_order: rowId,
  /** The order as committed; null when boards do not show it (delivery), the number still counts. */
  order: tvOrderSchema.nullable(),
});
export type BoardOrderNotify = z.infer<typeof boardOrderNotifySchema>;

/** Socket `board_refresh`: refetch the methods and wait times (or the slideshow) of a restaurant. */
export const boardRefreshSchema = z.object({
  msg: z.enum(['refresh_receiving_method', 'refresh_wait_time', 'refresh_food_menu']),
  id_restaurant: rowId,
});
export type BoardRefresh = z.infer<typeof boardRefreshSchema>;

// --- What a board sends ----------------------------------------------------------------------------

/** A store code in a path (`restaurant/board/{store_code}/…`, `code-store/{store_code}/…`). */
export const storeCodeParamsSchema = z.object({ store_code: idParam });

/** `code_register` (single mode): a register code as restaurants store it; blank means none. */
const codeRegister = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().max(20))
  .optional();

/** The method_id / id_receiving_method rule of method-filter.ts: never refused, garbage ignored. */
const methodIds = z.unknown().optional().transform(parseMethodIds);

/** `?code_register=&method_id=` of the board's GET lists. */
export const boardListQuerySchema = z.object({ code_register: codeRegister, method_id: methodIds });

const boardStatuses = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((status) => status.trim()) : value),
  z.array(cookingStatusSchema).min(1).max(5).optional(),
);

/** POST restaurant/order/code-store/{store_code}/{page}/{size} body (all optional). */
export const tvOrderListBodySchema = z.object({
  date: anyDate.optional(),
  cooking_status: boardStatuses,
  id_receiving_method: methodIds,
  code_register: codeRegister,
});
export type TvOrderListBody = z.output<typeof tvOrderListBodySchema>;

/** The orders a board lists by default: waiting, cooking, ready. */
export const boardDefaultStatuses = ['stop', 'cooking', 'done'] as const;

/** POST restaurant/food/menu/list-slideshow body. */
export const slideshowBodySchema = z.object({ id_restaurant: legacyId });
/** POST restaurant/food/menu/list-slideshow-by-code-store body. */
export const storeSlideshowBodySchema = z.object({ code_store: legacyId });

/** GET restaurant/board/{store_code}/events query. */
export const boardEventsQuerySchema = z.object({
  id_restaurant: idParam,
  since: intParam(0, Number.MAX_SAFE_INTEGER),
  limit: intParam(1, 200).optional(),
});
