// Wire contracts of the orders area (spec 3 §3, §7): the intake body, the order as answered, the
// list filters (GET and POST forms), the PATCH bodies, and the realtime payloads with their
// per-restaurant sequence numbers. The server validates with these; the dashboard parses with them.
import { z } from 'zod';
import { restaurantTypeSchema } from '../restaurant.ts';
import {
  anyDate,
  digitsToNumber,
  integer,
  intParam,
  legacyBoolean,
  legacyId,
  maxId,
  signedDigitsToNumber,
  text,
  time,
} from '../zod-blocks.ts';
import { cookingStatuses } from './lifecycle.ts';

/**
 * The order screens and customer apps of the original sent numbers as text: ids here are a JSON
 * number or decimal digits within int4 (zod-blocks' legacyId), never arrays or booleans.
 */
const id = legacyId;
/** Numbers as text from those clients; '1e3', ' 7' or '0x10' stay text and are refused. */
const digitsAsNumber = signedDigitsToNumber;
/** Flags as JSON booleans, or 1/0 and 'true'/'false' as those clients sent them. */
const booleanLike = legacyBoolean;
/** A line of the id_user / table_number kind: sent as text or as a number, stored as clean text. */
const textOrNumber = (max: number, min = 0) =>
  z.union([z.string(), z.number()]).transform(String).pipe(text(max, { min }));

export const cookingStatusSchema = z.enum(cookingStatuses);

/** 'YYYY-MM-DD' (a real calendar day, no year 0000); 'YYYY/MM/DD' is accepted too. */
export const orderDateSchema = anyDate;

/** 'HH:MM' or 'HH:MM:SS', answered as 'HH:MM:SS'. */
const timeSchema = time;

/** Minutes of a wait time. */
export const waitingTimeSchema = z.preprocess(digitsAsNumber, integer(0, 1440));

// --- Intake: POST restaurant/order ---------------------------------------------------------------

export const intakeOptionChoiceSchema = z.object({
  id_food_menu_additional_option: id,
  /** Chosen when true (or absent); false entries are ignored. */
  active: booleanLike.optional(),
});

export const intakeOptionGroupSchema = z.object({
  id_food_menu_additional: id,
  additional: z.array(intakeOptionChoiceSchema).max(50).optional(),
});

export const intakeLineSchema = z
  .object({
    id_food_menu: id.optional(),
    /** A call menu (free order) instead of a menu. */
    id_free_food_menu: id.optional(),
    /** Checked by the intake rule (a whole number from 1), which answers its own message. */
    qty: z.number(),
    use_service_coupon: z.boolean().optional(),
    additional: z.array(intakeOptionGroupSchema).max(30).optional(),
  })
  .refine((line) => (line.id_food_menu === undefined) !== (line.id_free_food_menu === undefined), {
    message: 'ONE_MENU',
    path: ['id_food_menu'],
  });
export type IntakeLineInput = z.infer<typeof intakeLineSchema>;

export const deliveryAddressSchema = z.object({
  postal_code: text(20).optional(),
  address1: text(200).optional(),
  address2: text(200).optional(),
  address3: text(200).optional(),
  address4: text(200).optional(),
  address5: text(200).optional(),
  address6: text(200).optional(),
  address_first_name: text(100).optional(),
  address_last_name: text(100).optional(),
  address_first_name_kana: text(100).optional(),
  address_last_name_kana: text(100).optional(),
  phone_number: text(30).optional(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/**
 * POST restaurant/order. Prices are never part of it (a price field is refused before this schema
 * runs). id_receiving_method is the method type (1 take-out, 2 counter, 3 table, 4 delivery) or
 * 'free' for a call-number ticket; id_restaurant_receiving_method names one of the restaurant's
 * methods exactly (needed when it has several of a type).
 */
export const orderIntakeSchema = z.object({
  id_restaurant: id,
  id_user: textOrNumber(64, 1).optional(),
  order_restaurant_type: restaurantTypeSchema.optional(),
  id_receiving_method: z.preprocess(digitsAsNumber, z.union([z.literal('free'), integer(1, 1000)])).optional(),
  id_restaurant_receiving_method: id.optional(),
  is_free_food_order: booleanLike.optional(),
  from_where: text(30).optional(),
  customer_note: text(1000, { multiline: true }).nullable().optional(),
  response_list: z
    .array(z.object({ question: text(200), answer: text(500, { multiline: true }) }))
    .max(20)
    .optional(),
  table_number: textOrNumber(20).nullable().optional(),
  od_order_number: text(50).nullable().optional(),
  id_delivery_time_frame: id.optional(),
  date_reservation: orderDateSchema.nullable().optional(),
  delivery_time: timeSchema.nullable().optional(),
  delivery_address_detail: deliveryAddressSchema.nullable().optional(),
  order_list: z.array(intakeLineSchema).max(50),
});
export type OrderIntakeInput = z.infer<typeof orderIntakeSchema>;

// --- The order as answered ------------------------------------------------------------------------

export const orderOptionChoiceSchema = z.object({
  id_food_menu_additional_option: z.number().int(),
  additional_name: z.string(),
  additional_cost: z.number().int(),
  jancode: z.string().nullable(),
  image_name: z.string().nullable(),
  image_url: z.string().nullable(),
  default: z.boolean(),
  active: z.boolean(),
  amount: z.number().int(),
});

export const orderOptionGroupSchema = z.object({
  id_food_menu_additional: z.number().int(),
  item_name: z.string(),
  jancode: z.string(),
  image_name: z.string().nullable(),
  additional: z.array(orderOptionChoiceSchema),
});

export const orderLineSchema = z.object({
  id_food_cart: z.number().int(),
  id_food_menu: z.number().int().nullable(),
  id_food_category: z.number().int().nullable(),
  id_food_sub_category: z.number().int().nullable(),
  food_menu_name: z.string(),
  is_free_food_menu: z.boolean(),
  id_free_food_menu: z.number().int().nullable(),
  free_food_menu_name: z.string().nullable(),
  qty: z.number().int(),
  /** Unit price (yen, before service fee and tax). */
  price: z.number().int(),
  /** The chosen options' cost per unit. */
  extra_price: z.number().int(),
  /** (price + extra_price) × qty. */
  total: z.number().int(),
  jancode: z.string().nullable(),
  image_name: z.string().nullable(),
  image_url: z.string().nullable(),
  use_service_coupon: z.boolean(),
  /** The line's done checkbox. */
  checked_detail_order: z.boolean(),
  additional: z.array(orderOptionGroupSchema),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const extraChargeSchema = z.object({
  id_service_shipping_fee: z.number().int(),
  name: z.string(),
  cost: z.number().int(),
  jancode: z.string().nullable(),
});

export const totalPriceDetailSchema = z.object({
  subtotal: z.number().int(),
  option_total: z.number().int(),
  service_fee: z.number().int(),
  service_fee_rate: z.number(),
  tax: z.number().int(),
  tax_rate: z.number(),
  shipping_fee: z.number().int(),
  total: z.number().int(),
});

export const orderSchema = z.object({
  id_food_order: z.number().int(),
  order_number: z.string(),
  od_order_number: z.string().nullable(),
  id_user: z.string(),
  id_restaurant: z.number().int(),
  /** Business date and time of the order in Asia/Tokyo: 'YYYY-MM-DD', 'HH:MM:SS'. */
  order_date: z.string(),
  order_time: z.string(),
  date_reservation: z.string().nullable(),
  delivery_time: z.string().nullable(),
  id_delivery_time_frame: z.number().int().nullable(),
  cooking_status: cookingStatusSchema,
  cooking_status_detail: z.string(),
  waiting_time: z.number().int().nullable(),
  order_restaurant_type: restaurantTypeSchema,
  /** Method type (1–4), null for a free order. */
  id_receiving_method: z.number().int().nullable(),
  id_restaurant_receiving_method: z.number().int().nullable(),
  receiving_method: z
    .object({ title: z.string(), types: z.string(), id_receiving_method: z.number().int() })
    .nullable(),
  table_number: z.string().nullable(),
  customer_note: z.string(),
  response_list: z.array(z.object({ question: z.string(), answer: z.string() })),
  is_free_food_order: z.boolean(),
  confirmed: z.boolean(),
  is_printed: z.boolean(),
  from_where: z.string(),
  total_price: z.number().int(),
  total_price_detail: totalPriceDetailSchema,
  order_detail: z.object({ order_list: z.array(orderLineSchema), extra_charge: extraChargeSchema.nullable() }),
  delivery_address_detail: deliveryAddressSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

// --- Lists ----------------------------------------------------------------------------------------

/** A list from a query (`a=1&a=2`, `a=1,2` or `a[]=1`) or a body (array or single value). */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return undefined;
    const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
    return items.map((entry) => (typeof entry === 'string' ? entry.trim() : entry)).filter((entry) => entry !== '');
  }, z.array(item).max(100).optional());

/** A category id or a method type (positive int4), or 'free' for call-number orders. */
const categoryId = z.preprocess(digitsToNumber, z.union([z.literal('free'), integer(1, maxId)]));
const sortDirection = z.enum(['asc', 'desc']).optional();

/** Filters shared by the GET and POST lists and the print list. */
const listFilterFields = {
  /** The service date: the reservation / delivery date when the order has one, else the order date. */
  date: orderDateSchema.optional(),
  cooking_status: listOf(cookingStatusSchema),
  order_restaurant_type: restaurantTypeSchema.optional(),
  /** Include free (call-number) orders; 'free' in list_categories means the same. */
  is_get_free_food_order: booleanLike.optional(),
  /** Only orders with a line in these categories ('free' = call-number orders). */
  list_categories: listOf(categoryId),
  /** Method types (1–4); 'free' = call-number orders. */
  id_receiving_method: listOf(categoryId),
};

export const orderSortSchema = z.object({ order_date: sortDirection, order_time: sortDirection });

/** GET restaurant/order/{id_restaurant}/{page}/{limit}?order_date=desc&order_time=desc&… */
export const orderListQuerySchema = z.object({ ...listFilterFields, ...orderSortSchema.shape });
/** POST restaurant/order/{id_restaurant}/{page}/{size} body. */
export const orderListBodySchema = z.object(listFilterFields);
export type OrderListFilter = z.infer<typeof orderListBodySchema>;

export const orderStatisticsSchema = z.object({
  /** Orders of the date not started or cooking. */
  waiting_list: z.number().int(),
  /** Items (Σ qty) of those orders. */
  total_qty_cooking: z.number().int(),
  total_table_today: z.number().int(),
  total_counter_today: z.number().int(),
  total_take_out_today: z.number().int(),
  total_delivery_today: z.number().int(),
  total_free_food_order_today: z.number().int(),
});
export type OrderStatistics = z.infer<typeof orderStatisticsSchema>;

export const orderListAnswerSchema = z.object({
  data_list: z.array(orderSchema),
  data_statistics: orderStatisticsSchema,
  /** The restaurant's event sequence number read before the list: catch up from here. */
  last_seq: z.number().int(),
});

// --- Changes --------------------------------------------------------------------------------------

/** PATCH restaurant/order/update/cooking/status. The detail is the state machine's, not the client's. */
export const updateCookingStatusSchema = z.object({
  id_food_order: id,
  cooking_status: cookingStatusSchema,
  cooking_status_detail: text(100).nullable().optional(),
  /** A wait time chosen with Start Cooking (else the order's). */
  waiting_time: waitingTimeSchema.nullable().optional(),
  /** The customer app (api-key) marking an order received names its customer. */
  id_user: textOrNumber(64).optional(),
});

/** PATCH restaurant/order/update/waiting/time. */
export const updateWaitingTimeSchema = z.object({
  id_food_order: id,
  waiting_time: waitingTimeSchema,
  cooking_status_detail: text(100).nullable().optional(),
});

/** PATCH restaurant/order/checked/food: a line's done checkbox. */
export const checkedFoodSchema = z.object({ id_food_order: id, id_food_cart: id, checked: booleanLike });

/** PATCH restaurant/order/confirm/{id_food_order}. */
export const confirmOrderSchema = z.object({ confirmed: booleanLike.optional() });

/** PATCH restaurant/order/print/status. */
export const printStatusSchema = z.object({ id_food_order: id, is_printed: booleanLike });

/** POST restaurant/order/print/status: today's orders still to print. */
export const printListSchema = z.object({
  id_restaurant: id.optional(),
  is_get_free_food_order: booleanLike.optional(),
  list_categories: listFilterFields.list_categories,
});

/** POST restaurant/list/table: -1 (or nothing) means every restaurant the caller may see. */
export const listTableSchema = z.object({ list_restaurant: listOf(z.preprocess(digitsAsNumber, integer(-1, maxId))) });

// --- Realtime -------------------------------------------------------------------------------------

export const orderEventTypes = [
  'created',
  'cooking_status',
  'waiting_time',
  'confirmed',
  'checked_food',
  'print_status',
] as const;
export type OrderEventType = (typeof orderEventTypes)[number];

/** GET restaurant/order/events?since={seq}&limit={n}. */
export const orderEventsQuerySchema = z.object({
  /** A sequence number (bigint in the database): digits, at most 2^53 − 1. */
  since: intParam(0, Number.MAX_SAFE_INTEGER),
  limit: intParam(1, 1000).optional(),
});

export const orderEventSchema = z.object({
  seq: z.number().int(),
  type: z.enum(orderEventTypes),
  id_food_order: z.number().int(),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderEventsAnswerSchema = z.object({
  /** The restaurant's latest sequence number. */
  last_seq: z.number().int(),
  /** `since` is ahead of the server (a reset database): reload everything. */
  reset: z.boolean(),
  /** More events than `limit`: ask again from the last event's seq. */
  has_more: z.boolean(),
  events: z.array(orderEventSchema),
  /** The current rows of the orders the events name. */
  orders: z.array(orderSchema),
});

/** new_order_notify: flag 'print' asks a printing screen to print the order. */
export interface NewOrderNotify {
  flag: 'print';
  id_food_order: number;
  seq: number;
}

/** update_order_notify (the TV board listens): a cooking status change. */
export interface UpdateOrderNotify {
  order_info: { cooking_status: string; id_receiving_method: number | null; id_order: number };
  seq: number;
}

/** my_callback refresh: reload the list (and the order when it is the one shown). */
export interface RefreshCallback {
  msg: 'refresh';
  id_food_order: number;
  seq: number;
  refreshAll?: boolean;
}

/**
 * Where an incoming sequence number stands against the last one a screen has seen: the next one,
 * one already seen (a second message of the same event, or a replay), or a gap — events were missed
 * and the screen must catch up through the events endpoint.
 */
export function sequenceStep(lastSeen: number | null, seq: number): 'next' | 'seen' | 'gap' {
  if (lastSeen === null) return 'next';
  if (seq <= lastSeen) return 'seen';
  return seq === lastSeen + 1 ? 'next' : 'gap';
}
