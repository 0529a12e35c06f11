// The order lifecycle of spec 3 §4 as one pure state machine, shared by the dashboard (which button
// to show, the optimistic update) and the server (which PATCH to accept, what to write, whether to
// push). `nextOrderAction` answers the one button of an order; `applyOrderAction` applies it.
//
// States (cooking_status): 'stop' (or null on rows of the original API) = not started, 'cooking',
// 'done', 'receipt' (completed), 'receipt_app' (the customer completed it in the ordering app).
//
// by_order restaurants:            reservation and delivery restaurants:
//   stop/null --start_cooking--> cooking        cooking     --finish_order--> (nothing; it only logs)
//   cooking   --finish_cooking-> done           receipt_app --complete_from_app--> receipt
//   done      --complete_receipt-> receipt      stop/done   --complete_receipt--> receipt
//   receipt_app --complete_from_app-> receipt   receipt     (disabled)
//   receipt   (disabled)
// The customer app may mark an order received: 'receipt_by_app' → receipt_app (from done, and from
// cooking for reservation / delivery restaurants, whose orders start in cooking).
import type { RestaurantType } from '../restaurant.ts';

export const cookingStatuses = ['stop', 'cooking', 'done', 'receipt', 'receipt_app'] as const;
export type CookingStatus = (typeof cookingStatuses)[number];

/** cooking_status_detail texts, verbatim (spec 3 §4). */
export const cookingStatusDetails = {
  /** Started, delivery. */
  preparing: '準備中',
  /** Started, not delivery. */
  cookingStarted: '調理開始',
  /** Moved on, delivery. */
  deliveryStarted: '配達開始',
  /** Moved on, not delivery. */
  cookingDone: '調理完了',
} as const;

/** Customer push texts (spec 3 §4), verbatim; the title is the order number. */
export const pushBodies = {
  delivery: 'ドライバーが配達を開始しました。商品到着までお待ちください',
  other: '調理が完了しました',
} as const;

export const orderActions = [
  'start_cooking',
  'finish_cooking',
  'complete_receipt',
  'complete_from_app',
  'finish_order',
  'receipt_by_app',
] as const;
export type OrderAction = (typeof orderActions)[number];

/** Which button the dashboard shows: a key for its i18n text (spec 3 §4 names). */
export type OrderButton =
  | 'start' // 'Start' (delivery)
  | 'start_cooking' // 'Start Cooking'
  | 'finish_cooking' // 'Finish Cooking'
  | 'start_delivery' // 'Start Delivery'
  | 'complete_receipt' // 'Complete Receipt' (also the reservation / delivery "receipt button")
  | 'finish_delivery' // 'Finish Delivery'
  | 'complete_from_app' // 'Complete From App'
  | 'finish_order'; // 'Finish Order' (only logs)

/** What the machine needs to know about an order. */
export interface LifecycleOrder {
  cooking_status: CookingStatus | null;
  cooking_status_detail: string | null;
  waiting_time: number | null;
  is_free_food_order: boolean;
  /** Receiving method type (1 take-out, 2 counter, 3 table, 4 delivery); null for free orders. */
  id_receiving_method: number | null;
  order_number: string;
  id_user: string;
}

export interface NextOrderAction {
  action: OrderAction;
  button: OrderButton;
  /** The status it leads to; null for Finish Order, which changes nothing. */
  to: CookingStatus | null;
}

const deliveryMethodId = 4;

/** Delivery: a delivery method, or any order of a delivery restaurant. */
export function isDeliveryOrder(order: Pick<LifecycleOrder, 'id_receiving_method'>, type: RestaurantType): boolean {
  return order.id_receiving_method === deliveryMethodId || type === 'delivery';
}

/** Staff-made orders carry a temporary user id starting with 'T' (spec 3 §9); customers never do. */
export function isStaffUserId(idUser: string | null | undefined): boolean {
  return typeof idUser === 'string' && idUser.startsWith('T');
}

const notStarted = (status: CookingStatus | null) => status === null || status === 'stop';

/** The status a new order starts in: by_order orders wait for the kitchen; the others are already cooking. */
export function initialCookingStatus(type: RestaurantType): CookingStatus {
  return type === 'by_order' ? 'stop' : 'cooking';
}

/** The detail a new order starts with: none for by_order; reservation / delivery orders start as started. */
export function initialCookingStatusDetail(order: Pick<LifecycleOrder, 'id_receiving_method'>, type: RestaurantType) {
  if (type === 'by_order') return '';
  return isDeliveryOrder(order, type) ? cookingStatusDetails.preparing : cookingStatusDetails.cookingStarted;
}

/** The dashboard's one button for the order, or null when it is disabled (a completed order). */
export function nextOrderAction(order: LifecycleOrder, type: RestaurantType): NextOrderAction | null {
  const status = order.cooking_status;
  const delivery = isDeliveryOrder(order, type);
  if (status === 'receipt') return null;
  if (status === 'receipt_app') return { action: 'complete_from_app', button: 'complete_from_app', to: 'receipt' };
  if (type === 'by_order') {
    if (notStarted(status)) {
      return { action: 'start_cooking', button: delivery ? 'start' : 'start_cooking', to: 'cooking' };
    }
    if (status === 'cooking') {
      return { action: 'finish_cooking', button: delivery ? 'start_delivery' : 'finish_cooking', to: 'done' };
    }
    return { action: 'complete_receipt', button: delivery ? 'finish_delivery' : 'complete_receipt', to: 'receipt' };
  }
  if (status === 'cooking') return { action: 'finish_order', button: 'finish_order', to: null };
  return { action: 'complete_receipt', button: 'complete_receipt', to: 'receipt' };
}

/** Actions of the customer app (not a dashboard button). */
function appAction(order: LifecycleOrder, type: RestaurantType): NextOrderAction | null {
  const status = order.cooking_status;
  if (status === 'done' || (type !== 'by_order' && status === 'cooking')) {
    return { action: 'receipt_by_app', button: 'complete_from_app', to: 'receipt_app' };
  }
  return null;
}

export type OrderActionError = 'ORDER_WAIT_TIME_REQUIRED' | 'ORDER_INVALID_TRANSITION';

export interface OrderPush {
  /** The customer's account (the order's id_user). */
  account_id: string;
  title: string;
  body: string;
}

export type OrderActionResult =
  | {
      ok: true;
      /** The fields that change (only these). */
      changes: { cooking_status: CookingStatus; cooking_status_detail: string; waiting_time: number | null };
      /** Finish Order changes nothing: the button only logs. */
      logOnly: boolean;
      /** The customer push to send (by_order orders of a customer that become done). */
      push: OrderPush | null;
    }
  | { ok: false; error: OrderActionError };

/**
 * Applies an action to an order. Refuses an action that is not the order's next one
 * (ORDER_INVALID_TRANSITION) and starting without a wait time unless the order is free, which then
 * uses 0 (ORDER_WAIT_TIME_REQUIRED, 'Please select restaurant wait time'). `waitingTime` is a wait
 * time chosen together with the action (used when starting).
 */
export function applyOrderAction(
  order: LifecycleOrder,
  action: OrderAction,
  type: RestaurantType,
  options: { waitingTime?: number | null } = {},
): OrderActionResult {
  const next = action === 'receipt_by_app' ? appAction(order, type) : nextOrderAction(order, type);
  if (!next || next.action !== action) return { ok: false, error: 'ORDER_INVALID_TRANSITION' };
  const delivery = isDeliveryOrder(order, type);
  const current = {
    cooking_status: order.cooking_status ?? 'stop',
    cooking_status_detail: order.cooking_status_detail ?? '',
    waiting_time: order.waiting_time,
  };
  if (next.to === null) return { ok: true, changes: current, logOnly: true, push: null };

  if (action === 'start_cooking') {
    const chosen = options.waitingTime ?? order.waiting_time;
    const waiting_time = chosen ?? (order.is_free_food_order ? 0 : null);
    if (waiting_time === null) return { ok: false, error: 'ORDER_WAIT_TIME_REQUIRED' };
    return {
      ok: true,
      changes: {
        cooking_status: 'cooking',
        cooking_status_detail: delivery ? cookingStatusDetails.preparing : cookingStatusDetails.cookingStarted,
        waiting_time,
      },
      logOnly: false,
      push: null,
    };
  }

  const detail = current.cooking_status_detail;
  const started = detail === cookingStatusDetails.preparing || detail === cookingStatusDetails.cookingStarted;
  const movedOn = delivery ? cookingStatusDetails.deliveryStarted : cookingStatusDetails.cookingDone;
  const push =
    type === 'by_order' && next.to === 'done' && !isStaffUserId(order.id_user) && order.id_user !== ''
      ? {
          account_id: order.id_user,
          title: order.order_number,
          body: delivery ? pushBodies.delivery : pushBodies.other,
        }
      : null;
  return {
    ok: true,
    changes: {
      cooking_status: next.to,
      cooking_status_detail: started ? movedOn : detail,
      waiting_time: order.waiting_time,
    },
    logOnly: false,
    push,
  };
}

/**
 * The action a PATCH {cooking_status} asks for: the order's next action when it leads to that
 * status, the app's 'receipt_by_app' for 'receipt_app' when `byApp`, otherwise null (invalid).
 */
export function actionForTargetStatus(
  order: LifecycleOrder,
  target: CookingStatus,
  type: RestaurantType,
  byApp = false,
): OrderAction | null {
  const next = byApp ? appAction(order, type) : nextOrderAction(order, type);
  return next && next.to === target ? next.action : null;
}

/** Wait times are chosen for orders not yet done, in restaurants that have wait times (not reservation). */
export function canSetWaitingTime(order: Pick<LifecycleOrder, 'cooking_status'>, type: RestaurantType): boolean {
  return type !== 'reservation' && (notStarted(order.cooking_status) || order.cooking_status === 'cooking');
}
