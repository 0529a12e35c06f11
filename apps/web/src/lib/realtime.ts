// The order-event stream of a restaurant (DESIGN.md "Realtime"). Socket.IO delivers at most once, so
// every order message carries the restaurant's sequence number: the stream remembers the last number
// it has applied (first from the list answer's last_seq), applies the next one, and when a number is
// skipped — or the connection comes back — asks GET restaurant/order/events?since= for everything it
// missed. Applying means: the changed orders' rows go into the TanStack Query cache and every order
// list is refetched, so no order is ever missing from a screen. The other my_callback messages
// (a receiving method or wait time changed) are resources/realtime-refresh.ts's.

import { type Order, orderEventsAnswerSchema, sequenceStep } from '@noren/domain/orders/schemas';
import { newOrderNotifySchema, orderRefreshSchema, updateOrderNotifySchema } from '@noren/domain/realtime-events';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { keys } from '../resources/query-keys.ts';
import { api } from './api-client.ts';
import { type AppSocket, readPayload, watchAppSocket } from './socket.ts';

export type OrderEventsAnswer = z.infer<typeof orderEventsAnswerSchema>;

/** What an order list query keeps in the cache (the list answer of spec 3 §7 with its total). */
export interface CachedOrderList {
  data_list: Order[];
  last_seq: number;
  totalData: number;
}

// --- The last sequence number applied, per restaurant --------------------------------------------

const lastSeqByRestaurant = new Map<number, number>();

/** The last sequence number applied for the restaurant; null when none is known yet. */
export function lastOrderSeq(idRestaurant: number): number | null {
  return lastSeqByRestaurant.get(idRestaurant) ?? null;
}

/**
 * A list answer says it reflects every event up to `seq`. It only ever lowers the number (or sets
 * the first one): the list may have been read before messages that already arrived, and catching
 * up again from a lower number only repeats changes, while raising it could skip one.
 */
export function noteOrderListSeq(idRestaurant: number, seq: number): void {
  const current = lastSeqByRestaurant.get(idRestaurant);
  if (current === undefined || seq < current) lastSeqByRestaurant.set(idRestaurant, seq);
}

function advanceSeq(idRestaurant: number, seq: number): void {
  const current = lastSeqByRestaurant.get(idRestaurant);
  if (current === undefined || seq > current) lastSeqByRestaurant.set(idRestaurant, seq);
}

/** Forgets the restaurant's number: the next list answer starts it again. */
export function forgetOrderSeq(idRestaurant: number): void {
  lastSeqByRestaurant.delete(idRestaurant);
}

// --- Messages -------------------------------------------------------------------------------------

export async function getOrderEventsSince(since: number, signal?: AbortSignal): Promise<OrderEventsAnswer> {
  const answer = await api.get<unknown>('restaurant/order/events', { query: { since }, signal });
  return orderEventsAnswerSchema.parse(answer.data);
}

export interface OrderStreamOptions {
  socket: AppSocket;
  idRestaurant: number;
  queryClient: QueryClient;
  /** A new order was announced (live, or found while catching up). */
  onNewOrder?: (idFoodOrder: number) => void;
  /** Replaceable in tests. */
  fetchEvents?: (since: number) => Promise<OrderEventsAnswer>;
  /** Wait before asking again after a failed catch-up (spec 3 §9: 1 s). */
  retryDelayMs?: number;
}

/**
 * Listens to new_order_notify, update_order_notify and my_callback on `socket` for one restaurant;
 * returns the stop function.
 */
export function startOrderStream(options: OrderStreamOptions): () => void {
  const { socket, idRestaurant, queryClient } = options;
  const fetchEvents = options.fetchEvents ?? ((since: number) => getOrderEventsSince(since));
  const retryDelayMs = options.retryDelayMs ?? 1000;
  let stopped = false;
  let catchingUp = false;
  let again = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const refetchLists = () => void queryClient.invalidateQueries({ queryKey: keys.orders.lists() });
  const refetchAll = () => void queryClient.invalidateQueries({ queryKey: keys.orders.all });

  /** Puts the current rows of changed orders into the detail and list caches. */
  function applyOrders(orders: readonly Order[]) {
    const byId = new Map(orders.map((order) => [order.id_food_order, order]));
    for (const order of orders) queryClient.setQueryData(keys.orders.detail(order.id_food_order), order);
    queryClient.setQueriesData<CachedOrderList>({ queryKey: keys.orders.lists() }, (list) => {
      if (!list || !Array.isArray(list.data_list)) return list;
      if (!list.data_list.some((row) => byId.has(row.id_food_order))) return list;
      return { ...list, data_list: list.data_list.map((row) => byId.get(row.id_food_order) ?? row) };
    });
  }

  async function catchUp(): Promise<void> {
    if (stopped) return;
    if (catchingUp) {
      again = true;
      return;
    }
    catchingUp = true;
    clearTimeout(retryTimer);
    try {
      const known = lastOrderSeq(idRestaurant);
      // Nothing applied yet: the lists' next answers set the number.
      if (known === null) {
        refetchAll();
        return;
      }
      let since: number = known;
      let missed = false;
      for (;;) {
        const answer = await fetchEvents(since);
        if (stopped) return;
        if (answer.reset) {
          // The server's numbers went back (a new database): start again from its number.
          lastSeqByRestaurant.set(idRestaurant, answer.last_seq);
          refetchAll();
          return;
        }
        applyOrders(answer.orders);
        for (const event of answer.events) {
          if (event.type === 'created') options.onNewOrder?.(event.id_food_order);
        }
        const reached: number = answer.events.at(-1)?.seq ?? since;
        if (answer.events.length > 0 || answer.last_seq > since) missed = true;
        advanceSeq(idRestaurant, answer.has_more ? reached : Math.max(reached, answer.last_seq));
        if (!answer.has_more || reached <= since) break;
        since = reached;
      }
      // Nothing happened since the lists' number (the usual first connection, right after the lists
      // were read): they are current, and asking again would only repeat them.
      if (missed) refetchLists();
    } catch {
      // Offline or the server is restarting: try again shortly while connected (a reconnect also
      // starts a catch-up).
      if (!stopped) {
        retryTimer = setTimeout(() => {
          if (socket.connected) void catchUp();
        }, retryDelayMs);
      }
    } finally {
      catchingUp = false;
      if (again && !stopped) {
        again = false;
        void catchUp();
      }
    }
  }

  /** One numbered message about one order. */
  function onEvent(seq: number, idFoodOrder: number, created: boolean) {
    const last = lastOrderSeq(idRestaurant);
    if (last === null) {
      // No list has answered yet: it will include this change.
      refetchLists();
      if (created) options.onNewOrder?.(idFoodOrder);
      return;
    }
    const step = sequenceStep(last, seq);
    if (step === 'seen') return;
    if (step === 'gap') {
      void catchUp();
      return;
    }
    advanceSeq(idRestaurant, seq);
    if (created) options.onNewOrder?.(idFoodOrder);
    void queryClient.invalidateQueries({ queryKey: keys.orders.detail(idFoodOrder) });
    refetchLists();
  }

  const onNewOrderNotify = (payload: unknown) => {
    const parsed = newOrderNotifySchema.safeParse(readPayload(payload));
    if (parsed.success) onEvent(parsed.data.seq, parsed.data.id_food_order, true);
  };
  const onUpdateOrderNotify = (payload: unknown) => {
    const parsed = updateOrderNotifySchema.safeParse(readPayload(payload));
    if (parsed.success) onEvent(parsed.data.seq, parsed.data.order_info.id_order, false);
  };
  const onCallback = (payload: unknown) => {
    const parsed = orderRefreshSchema.safeParse(readPayload(payload));
    if (!parsed.success) return;
    const { seq, id_food_order: id, refreshAll } = parsed.data;
    if (seq !== undefined && id !== undefined) {
      onEvent(seq, id, false);
      return;
    }
    // A refresh relayed from another screen (sendMessage): no number, just reload.
    if (refreshAll || id === undefined) refetchAll();
    else {
      void queryClient.invalidateQueries({ queryKey: keys.orders.detail(id) });
      refetchLists();
    }
  };
  // Every (re)connection may follow missed messages: catch up from the last number.
  const onConnect = () => void catchUp();

  socket.on('new_order_notify', onNewOrderNotify);
  socket.on('update_order_notify', onUpdateOrderNotify);
  socket.on('my_callback', onCallback);
  socket.on('connect', onConnect);

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    socket.off('new_order_notify', onNewOrderNotify);
    socket.off('update_order_notify', onUpdateOrderNotify);
    socket.off('my_callback', onCallback);
    socket.off('connect', onConnect);
  };
}

// --- One shared stream per restaurant ---------------------------------------------------------------

/** A caller's new-order callback, as a ref: a re-render never resubscribes. */
type NewOrderListener = { readonly current: ((idFoodOrder: number) => void) | undefined };

interface SharedStream {
  listeners: Set<NewOrderListener>;
  close: () => void;
}

/** Per query client (tests make one each), per restaurant: the stream every caller shares. */
const sharedStreams = new WeakMap<QueryClient, Map<number, SharedStream>>();

function joinOrderStream(queryClient: QueryClient, idRestaurant: number, listener: NewOrderListener): () => void {
  let byRestaurant = sharedStreams.get(queryClient);
  if (!byRestaurant) {
    byRestaurant = new Map();
    sharedStreams.set(queryClient, byRestaurant);
  }
  let shared = byRestaurant.get(idRestaurant);
  if (!shared) {
    const listeners = new Set<NewOrderListener>();
    let stop: (() => void) | null = null;
    const unwatch = watchAppSocket((socket) => {
      stop?.();
      stop = socket
        ? startOrderStream({
            socket,
            idRestaurant,
            queryClient,
            onNewOrder: (id) => {
              for (const each of listeners) each.current?.(id);
            },
          })
        : null;
    });
    shared = {
      listeners,
      close: () => {
        unwatch();
        stop?.();
        forgetOrderSeq(idRestaurant);
      },
    };
    byRestaurant.set(idRestaurant, shared);
  }
  const joined = shared;
  joined.listeners.add(listener);
  return () => {
    joined.listeners.delete(listener);
    if (joined.listeners.size > 0) return;
    byRestaurant.delete(idRestaurant);
    joined.close();
  };
}

/**
 * Runs the order stream of the restaurant on the app's socket while the calling component is
 * mounted. Callers share one stream (the shell's sound host and /home both call it): two would each
 * answer a skipped number or a reconnection with their own catch-up, and the first to leave would
 * forget the number the other still counts on. The number is forgotten when the last caller goes:
 * lists are fetched again when one comes back.
 */
export function useOrderStream(idRestaurant: number | null, onNewOrder?: (idFoodOrder: number) => void): void {
  const queryClient = useQueryClient();
  const onNewOrderRef = useRef(onNewOrder);
  onNewOrderRef.current = onNewOrder;
  useEffect(() => {
    if (idRestaurant === null) return undefined;
    return joinOrderStream(queryClient, idRestaurant, onNewOrderRef);
  }, [idRestaurant, queryClient]);
}
