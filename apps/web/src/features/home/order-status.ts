// How an order's state looks on the dashboard: the status label and colour (by restaurant type and
// cooking_status, spec 3 §2.1), the translated cooking_status_detail, the receiving method's name.
import { type CookingStatus, cookingStatusDetails, isDeliveryOrder } from '@noren/domain/orders/lifecycle';
import type { RestaurantType } from '@noren/domain/restaurant';
import type { WaitTime } from '@noren/domain/wait-times';
import type { DashboardOrder } from './api/get-orders.ts';

export interface StatusView {
  /** Key under home.status. */
  key: 'stop' | 'cooking' | 'done' | 'receipt_app' | 'receipt' | 'preparing' | 'delivering' | 'delivered';
  color: string;
}

// New orders red (they need someone), cooking amber, ready green; white text readable on each.
const colors: Record<CookingStatus, string> = {
  stop: '#be123c',
  cooking: '#b45309',
  done: '#15803d',
  receipt_app: '#1d4ed8',
  receipt: '#6b7280',
};

export function statusView(order: DashboardOrder): StatusView {
  const type: RestaurantType = order.order_restaurant_type;
  const status = order.cooking_status;
  const delivery = isDeliveryOrder(order, type);
  // Reservation and delivery orders arrive already "cooking": that is their unprocessed state.
  if (type !== 'by_order' && status === 'cooking') {
    return { key: delivery ? 'preparing' : 'cooking', color: '#7c3aed' };
  }
  if (delivery && status === 'cooking') return { key: 'preparing', color: colors.cooking };
  if (delivery && status === 'done') return { key: 'delivering', color: colors.done };
  if (delivery && status === 'receipt') return { key: 'delivered', color: colors.receipt };
  return { key: status, color: colors[status] };
}

const detailKeys: Record<string, string> = {
  [cookingStatusDetails.preparing]: 'preparing',
  [cookingStatusDetails.cookingStarted]: 'cookingStarted',
  [cookingStatusDetails.deliveryStarted]: 'deliveryStarted',
  [cookingStatusDetails.cookingDone]: 'cookingDone',
};

/** The i18n key of a known cooking_status_detail; null for an empty or unknown one. */
export function detailKey(detail: string): string | null {
  const key = detailKeys[detail];
  return key ? `home.details.${key}` : null;
}

/** The i18n key of the method type name ('free' for a call-number order). */
export function methodTypeKey(order: Pick<DashboardOrder, 'is_free_food_order' | 'receiving_method'>): string {
  if (order.is_free_food_order || !order.receiving_method) return 'home.types.free';
  return `home.types.${order.receiving_method.types}`;
}

/** The method as the dashboard names it: its type, then its own title where that says more ('Delivery · Uber'). */
export function methodLabel(
  order: Pick<DashboardOrder, 'is_free_food_order' | 'receiving_method'>,
  t: (key: string) => string,
): string {
  const type = t(methodTypeKey(order));
  const title = order.receiving_method?.title;
  return title && title !== type ? `${type} · ${title}` : type;
}

/** Wait-time circle colours, shortest first (spec 3 §9: teal, green, red). */
export const waitTimeColors = ['#0f766e', '#16a34a', '#dc2626'] as const;

export function waitTimeColor(index: number): string {
  return waitTimeColors[Math.min(index, waitTimeColors.length - 1)] ?? waitTimeColors[0];
}

/**
 * The minutes of an order's wait-time circles (spec 3 §2.2): its receiving method's wait times in the
 * order given (shortest first), each once; null where there are no circles (reservation restaurants
 * and free orders). The circles and the 1–9 keys both read it.
 */
export function waitTimeChoices(
  order: Pick<DashboardOrder, 'order_restaurant_type' | 'is_free_food_order' | 'id_restaurant_receiving_method'>,
  waitTimes: readonly WaitTime[],
): number[] | null {
  if (order.order_restaurant_type === 'reservation' || order.is_free_food_order) return null;
  const own = waitTimes.filter(
    (waitTime) => waitTime.id_restaurant_receiving_method === order.id_restaurant_receiving_method,
  );
  // Two wait times of one method with the same minutes would be the same circle.
  return [...new Set(own.map((waitTime) => waitTime.wait_time))];
}
