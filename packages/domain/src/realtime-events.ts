// The realtime messages the server sends (spec 3 §7 names) and their payloads: one schema each.
// The server's emit functions are typed from them, and the web checks what it receives with the
// same schemas, so a renamed field cannot silently stop a screen from refreshing.
import { z } from 'zod';
import { boardOrderNotifySchema, boardRefreshSchema } from './board/schemas.ts';

const rowId = z.number().int().positive();
/** The per-restaurant order event sequence number (see realtime/order-events.ts on the server). */
export const eventSeqSchema = z.number().int().nonnegative();

/** A new order: the dashboard rings and refetches; `flag: 'print'` asks printing screens to print. */
export const newOrderNotifySchema = z.object({ flag: z.literal('print'), id_food_order: rowId, seq: eventSeqSchema });

/** An order moved to another cooking status. */
export const updateOrderNotifySchema = z.object({
  order_info: z.object({
    cooking_status: z.string(),
    /** The method type (1–4); null for a free (call-number) order. */
    id_receiving_method: z.number().int().nullable(),
    id_order: rowId,
  }),
  seq: eventSeqSchema,
});

/** my_callback: an order changed otherwise; the sendMessage relay of another screen carries no seq. */
export const orderRefreshSchema = z.object({
  msg: z.literal('refresh'),
  id_food_order: rowId.optional(),
  seq: eventSeqSchema.optional(),
  refreshAll: z.boolean().optional(),
});

/** my_callback: the restaurant's receiving methods or wait times changed (any tablet). */
export const resourceRefreshSchema = z.object({
  msg: z.enum(['refresh_receiving_method', 'refresh_wait_time']),
  id_restaurant: rowId,
});

/** my_callback: menus changed (`action` says how: create, update, stock, status, …). */
export const menuRefreshSchema = z.object({
  msg: z.literal('refresh_food_menu'),
  action: z.string(),
  id_restaurant: rowId,
  list_food_menu: z.array(rowId).readonly(),
});

export const myCallbackSchema = z.union([orderRefreshSchema, resourceRefreshSchema, menuRefreshSchema]);

/** To a user's sockets: sessions other than `uuid` end ('' ends them all). */
export const forceLogoutSchema = z.object({ uuid: z.string() });

/** To a user's sockets: their account changed (names, level, permissions): reload it. */
export const userRefreshSchema = z.object({ reason: z.string() });

/** Every message the server emits, by name. */
export const serverEvents = {
  new_order_notify: newOrderNotifySchema,
  update_order_notify: updateOrderNotifySchema,
  my_callback: myCallbackSchema,
  force_logout: forceLogoutSchema,
  refresh: userRefreshSchema,
  /** To a store's TV boards (read-only room, no session): see board/schemas. */
  board_order_notify: boardOrderNotifySchema,
  board_refresh: boardRefreshSchema,
} as const;

export type ServerEventName = keyof typeof serverEvents;
export type ServerEventPayload<E extends ServerEventName> = z.input<(typeof serverEvents)[E]>;
