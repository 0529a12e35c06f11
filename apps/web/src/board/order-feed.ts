// The board's live order feed: the book of order-book.ts kept up to date from the list answer, the
// store room's `board_order_notify` messages and the catch-up path. Socket.IO delivers at most once:
// a skipped number, or a connection that comes back, asks `events?since=` of that restaurant for
// what was missed (or the whole list again when the server says `reset`). Each order learnt of
// live (message or catch-up, not the first load) is handed to `onOrder`, which raises the calls.
import type { BoardOrderNotify, TvOrder, TvOrderGroup } from '@noren/domain/board/schemas';
import { applyCatchUp, applyNotify, bookFromGroups, type CatchUp, type OrderBook } from './order-book.ts';

export interface OrderFeedDeps {
  fetchEvents(idRestaurant: number, since: number): Promise<CatchUp>;
  /** The whole list again (a reset, a restaurant the board does not know yet). */
  reload(): void;
  /** An order as it is now, learnt of live. */
  onOrder(order: TvOrder): void;
  onBook(book: OrderBook): void;
  methodFilter: readonly number[];
  /** Single mode lists one restaurant: the store room's other restaurants are none of its business. */
  single: boolean;
  /** Wait before asking again after a failed catch-up (spec 3 §9: reconnect every 1 s). */
  retryMs?: number;
}

export interface OrderFeed {
  /** A list answer: the book starts again from it. */
  load(groups: readonly TvOrderGroup[]): void;
  notify(event: BoardOrderNotify): void;
  /** The connection came back: every restaurant catches up. */
  catchUpAll(): void;
  book(): OrderBook;
  stop(): void;
}

export function createOrderFeed(deps: OrderFeedDeps): OrderFeed {
  let book: OrderBook = [];
  let stopped = false;
  /** Restaurants catching up now, and whether another gap was seen meanwhile. */
  const catching = new Map<number, { again: boolean }>();

  const publish = (next: OrderBook) => {
    book = next;
    deps.onBook(book);
  };

  async function catchUp(idRestaurant: number): Promise<void> {
    const running = catching.get(idRestaurant);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: true };
    catching.set(idRestaurant, state);
    try {
      while (state.again && !stopped) {
        state.again = false;
        const since = book.find((column) => column.id_restaurant === idRestaurant)?.lastSeq;
        if (since === undefined) return;
        const answer = await fetchWithRetry(idRestaurant, since);
        if (!answer || stopped) return;
        if (answer.reset) {
          deps.reload();
          return;
        }
        publish(applyCatchUp(book, idRestaurant, answer, deps.methodFilter));
        for (const order of answer.orders) deps.onOrder(order);
        if (answer.has_more) state.again = true;
      }
    } finally {
      catching.delete(idRestaurant);
    }
  }

  /** Keeps asking (the server may be restarting) until it answers or the feed stops. */
  async function fetchWithRetry(idRestaurant: number, since: number): Promise<CatchUp | null> {
    while (!stopped) {
      try {
        return await deps.fetchEvents(idRestaurant, since);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, deps.retryMs ?? 1000));
      }
    }
    return null;
  }

  return {
    load(groups) {
      publish(bookFromGroups(groups));
    },
    notify(event) {
      const result = applyNotify(book, event, deps.methodFilter);
      if (result.step === 'next') {
        publish(result.book);
        if (result.order) deps.onOrder(result.order);
      } else if (result.step === 'gap') {
        void catchUp(event.id_restaurant);
      } else if (result.step === 'unknown-restaurant' && !deps.single) {
        deps.reload();
      }
    },
    catchUpAll() {
      for (const column of book) void catchUp(column.id_restaurant);
    },
    book: () => book,
    stop() {
      stopped = true;
    },
  };
}
