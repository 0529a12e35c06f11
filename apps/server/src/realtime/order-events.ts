// Order events with per-restaurant sequence numbers (DESIGN.md "Realtime"): Socket.IO delivers at
// most once, so every order change is also a row of order_events numbered by the restaurant's
// counter, written in the transaction of the change. After COMMIT the change is emitted to the
// restaurant's room with its number; a screen that sees a gap, or reconnects, asks the events
// endpoint for everything after the last number it has.
import type { OrderEventType } from '@noren/domain/orders/schemas';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Executor } from '../lib/transaction.ts';
import { publishAfterCommit } from './publish.ts';
import type { Realtime } from './socket.ts';

export interface RecordedOrderEvent {
  id_restaurant: number;
  seq: number;
  id_food_order: number;
  type: OrderEventType;
}

/**
 * The restaurant's next sequence number: one UPDATE (the first event inserts the counter row). The
 * row stays locked until the transaction ends, so numbers are gapless and in commit order per
 * restaurant; take it as the last write of a transaction to keep that lock short.
 */
export async function nextRestaurantSeq(trx: Transaction<Database>, idRestaurant: number): Promise<number> {
  const { rows } = await sql<{ seq: number }>`
    INSERT INTO restaurant_event_sequences AS s (id_restaurant, seq) VALUES (${idRestaurant}, 1)
    ON CONFLICT (id_restaurant) DO UPDATE SET seq = s.seq + 1
    RETURNING seq`.execute(trx);
  return Number(rows[0]?.seq);
}

/** Numbers an order change and stores it as an event, inside the change's transaction. */
export async function recordOrderEvent(
  trx: Transaction<Database>,
  event: { id_restaurant: number; id_food_order: number; type: OrderEventType },
): Promise<RecordedOrderEvent> {
  const seq = await nextRestaurantSeq(trx, event.id_restaurant);
  await trx
    .insertInto('order_events')
    .values({ id_restaurant: event.id_restaurant, seq, id_food_order: event.id_food_order, type: event.type })
    .execute();
  return { ...event, seq };
}

/** The restaurant's latest sequence number (0 before its first event). */
export async function currentRestaurantSeq(db: Kysely<Database>, idRestaurant: number): Promise<number> {
  const row = await db
    .selectFrom('restaurant_event_sequences')
    .select('seq')
    .where('id_restaurant', '=', idRestaurant)
    .executeTakeFirst();
  return row ? Number(row.seq) : 0;
}

/** What the socket messages of an event say about its order. */
export interface EventOrderInfo {
  cooking_status: string;
  /** Method type (1–4), null for a free order. */
  id_receiving_method: number | null;
}

/**
 * Emits a committed event to the restaurant's room (spec 3 §7 message names):
 * - created → new_order_notify {flag: 'print', id_food_order, seq}
 * - cooking_status → update_order_notify {order_info: {cooking_status, id_receiving_method, id_order}, seq}
 *   and my_callback {msg: 'refresh', id_food_order, seq}
 * - any other change → my_callback {msg: 'refresh', id_food_order, seq}
 * Sent after the COMMIT of what `db` wrote (publishAfterCommit): a message must never announce a
 * change that was rolled back.
 */
export function publishOrderEvent(
  db: Executor,
  realtime: () => Realtime | undefined,
  event: RecordedOrderEvent,
  order: EventOrderInfo,
): void {
  publishAfterCommit(db, realtime, (live) => sendOrderEvent(live, event, order));
}

function sendOrderEvent(realtime: Realtime, event: RecordedOrderEvent, order: EventOrderInfo): void {
  const { id_restaurant, id_food_order, seq } = event;
  if (event.type === 'created') {
    realtime.toRestaurant(id_restaurant, 'new_order_notify', { flag: 'print', id_food_order, seq });
    return;
  }
  if (event.type === 'cooking_status') {
    realtime.toRestaurant(id_restaurant, 'update_order_notify', {
      order_info: {
        cooking_status: order.cooking_status,
        id_receiving_method: order.id_receiving_method,
        id_order: id_food_order,
      },
      seq,
    });
  }
  realtime.toRestaurant(id_restaurant, 'my_callback', { msg: 'refresh', id_food_order, seq });
}
