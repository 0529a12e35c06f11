// The orders a TV board knows, per restaurant (its "column"), and how a socket event or a catch-up
// answer changes them. Pure: the feed (order-feed.ts) keeps one book and hands each new one to
// React. Sequence numbers follow the dashboard's rule (DESIGN "Realtime", the domain's
// sequenceStep): the next number applies, an old one is ignored, a skipped one asks for a catch-up.
import { isShownMethod } from '@noren/domain/board/method-filter';
import type { BoardOrderNotify, TvOrder, TvOrderGroup } from '@noren/domain/board/schemas';
import { sequenceStep } from '@noren/domain/orders/schemas';

/** The statuses a board lists (the server's default list: waiting, cooking, ready). */
const listedStatuses: readonly string[] = ['stop', 'cooking', 'done'];

export interface Column {
  id_restaurant: number;
  restaurant_name: string;
  code_register: string;
  /** Every event up to this number is in `orders`. */
  lastSeq: number;
  /** Matching orders in all (the list answer holds a page of them). */
  totalData: number;
  statistics: TvOrderGroup['data_statistics'];
  /** Oldest first, as the list answer sorts them. */
  orders: TvOrder[];
}

/** Columns in the store's order (by restaurant id, as the list answers them). */
export type OrderBook = readonly Column[];

export function bookFromGroups(groups: readonly TvOrderGroup[]): OrderBook {
  return groups.map((group) => ({
    id_restaurant: group.id_restaurant,
    restaurant_name: group.restaurant_name,
    code_register: group.code_register,
    lastSeq: group.last_seq,
    totalData: group.totalData,
    statistics: group.data_statistics,
    orders: group.data_list,
  }));
}

/** Does the board list this order, as it is now, under the method filter? */
export function isListed(order: TvOrder, methodFilter: readonly number[]): boolean {
  return listedStatuses.includes(order.cooking_status) && isShownMethod(order.id_receiving_method, methodFilter);
}

const orderKey = (order: TvOrder) =>
  `${order.order_date} ${order.order_time} ${String(order.id_food_order).padStart(12, '0')}`;

const isWaiting = (order: TvOrder | undefined) =>
  order?.cooking_status === 'stop' || order?.cooking_status === 'cooking';

/** The column with `order` as it is now: added, moved or removed, its counts kept in step. */
export function placeOrder(column: Column, order: TvOrder, methodFilter: readonly number[]): Column {
  const before = column.orders.find((known) => known.id_food_order === order.id_food_order);
  const others = column.orders.filter((known) => known.id_food_order !== order.id_food_order);
  const listed = isListed(order, methodFilter);
  const orders = listed ? [...others, order].sort((a, b) => orderKey(a).localeCompare(orderKey(b))) : others;
  const counted = Number(listed) - Number(before !== undefined);
  const { waiting_list, done, total_qty_cooking } = column.statistics;
  return {
    ...column,
    orders,
    totalData: Math.max(0, column.totalData + counted),
    statistics: {
      waiting_list: Math.max(0, waiting_list + Number(isWaiting(order)) - Number(isWaiting(before))),
      done: Math.max(0, done + Number(order.cooking_status === 'done') - Number(before?.cooking_status === 'done')),
      total_qty_cooking,
    },
  };
}

export type NotifyResult =
  | { step: 'next'; book: OrderBook; order: TvOrder | null }
  | { step: 'seen' | 'gap' | 'unknown-restaurant'; book: OrderBook };

function replaceColumn(book: OrderBook, column: Column): OrderBook {
  return book.map((known) => (known.id_restaurant === column.id_restaurant ? column : known));
}

/** A `board_order_notify` message applied to the book (or not, and why). */
export function applyNotify(book: OrderBook, event: BoardOrderNotify, methodFilter: readonly number[]): NotifyResult {
  const column = book.find((known) => known.id_restaurant === event.id_restaurant);
  if (!column) return { step: 'unknown-restaurant', book };
  const step = sequenceStep(column.lastSeq, event.seq);
  if (step !== 'next') return { step, book };
  const advanced = { ...column, lastSeq: event.seq };
  const next = event.order ? placeOrder(advanced, event.order, methodFilter) : advanced;
  return { step, book: replaceColumn(book, next), order: event.order };
}

/** What GET restaurant/board/{store_code}/events answers (the parts a board reads). */
export interface CatchUp {
  last_seq: number;
  reset: boolean;
  has_more: boolean;
  orders: TvOrder[];
}

/** A catch-up answer applied to one restaurant's column: its orders placed, its number moved on. */
export function applyCatchUp(
  book: OrderBook,
  idRestaurant: number,
  answer: CatchUp,
  methodFilter: readonly number[],
): OrderBook {
  const column = book.find((known) => known.id_restaurant === idRestaurant);
  if (!column) return book;
  const placed = answer.orders.reduce((next, order) => placeOrder(next, order, methodFilter), column);
  return replaceColumn(book, { ...placed, lastSeq: Math.max(column.lastSeq, answer.last_seq) });
}

/** Active orders on the board: what decides between the order screens and the slideshow. */
export function orderCount(book: OrderBook): number {
  return book.reduce((sum, column) => sum + column.orders.length, 0);
}
