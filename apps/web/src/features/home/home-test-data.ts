// Orders, wait times and methods as the API answers them, a small stateful order server behind
// the mocked fetch, and the dashboard's test harness (socket, sound, start and the panel's
// queries), for this feature's tests.
import { applyOrderAction, type CookingStatus, nextOrderAction } from '@noren/domain/orders/lifecycle';
import type { Order, OrderLine } from '@noren/domain/orders/schemas';
import { businessDate } from '@noren/domain/restaurant';
import type { AuthUser } from '@noren/domain/users';
import type { WaitTime } from '@noren/domain/wait-times';
import { screen } from '@testing-library/react';
import { beforeEach, type Mock, vi } from 'vitest';
import type { StoredLanguage } from '../../lib/language.ts';
import { connectSocket, setAppSocket } from '../../lib/socket.ts';
import { receivingMethodOf } from '../../testing/catalogue.ts';
import { createFakeSocket } from '../../testing/fake-socket.ts';
import { fail, type Handler, meHandler, mockApi, ok, type RecordedCall, type Reply } from '../../testing/mock-api.ts';
import { renderApp } from '../../testing/render-app.tsx';

/** Restaurant 7 is the fixture users' (testing/fixtures.ts). */
export const idRestaurant = 7;
export const today = () => businessDate(new Date());

export function lineOf(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id_food_cart: 501,
    id_food_menu: 31,
    id_food_category: 1,
    id_food_sub_category: 11,
    food_menu_name: '醤油らーめん',
    is_free_food_menu: false,
    id_free_food_menu: null,
    free_food_menu_name: null,
    qty: 2,
    price: 900,
    extra_price: 100,
    total: 2000,
    jancode: '4901234567894',
    image_name: null,
    image_url: null,
    use_service_coupon: false,
    checked_detail_order: false,
    additional: [
      {
        id_food_menu_additional: 61,
        item_name: '麺の硬さ',
        jancode: '',
        image_name: null,
        additional: [
          {
            id_food_menu_additional_option: 71,
            additional_name: '硬め',
            additional_cost: 100,
            jancode: null,
            image_name: null,
            image_url: null,
            default: false,
            active: true,
            amount: 1,
          },
        ],
      },
    ],
    ...overrides,
  };
}

export function orderOf(overrides: Partial<Order> = {}): Order {
  const id = overrides.id_food_order ?? 101;
  return {
    id_food_order: id,
    order_number: `T${String(id).padStart(3, '0')}`,
    od_order_number: null,
    id_user: 'customer-1',
    id_restaurant: idRestaurant,
    order_date: today(),
    order_time: '11:30:00',
    date_reservation: null,
    delivery_time: null,
    id_delivery_time_frame: null,
    cooking_status: 'stop',
    cooking_status_detail: '',
    waiting_time: null,
    order_restaurant_type: 'by_order',
    id_receiving_method: 1,
    id_restaurant_receiving_method: 21,
    receiving_method: { title: 'お持ち帰り', types: 'take_out', id_receiving_method: 1 },
    table_number: null,
    customer_note: '',
    response_list: [],
    is_free_food_order: false,
    confirmed: false,
    is_printed: false,
    from_where: 'app',
    total_price: 2160,
    total_price_detail: {
      subtotal: 2000,
      option_total: 200,
      service_fee: 0,
      service_fee_rate: 0,
      tax: 160,
      tax_rate: 8,
      shipping_fee: 0,
      total: 2160,
    },
    order_detail: { order_list: [lineOf({ id_food_cart: id * 10 })], extra_charge: null },
    delivery_address_detail: null,
    created_at: '2026-01-01T02:30:00.000Z',
    updated_at: '2026-01-01T02:30:00.000Z',
    ...overrides,
  };
}

export function waitTimeOf(id: number, minutes: number, idMethod = 21): WaitTime {
  return {
    id_wait_time: id,
    id_restaurant: idRestaurant,
    wait_time: minutes,
    description: '',
    id_restaurant_receiving_method: idMethod,
    id_receiving_method: 1,
    title: 'お持ち帰り',
    types: 'take_out',
  };
}

/** Deliberately out of order: the dashboard sorts them. */
export const waitTimes = [waitTimeOf(3, 15), waitTimeOf(1, 5), waitTimeOf(2, 10)];

export const methods = [
  receivingMethodOf({
    id_restaurant_receiving_method: 21,
    id_receiving_method: 1,
    title: 'お持ち帰り',
    types: 'take_out',
    active: true,
    id_wait_time: 1,
    wait_time: 5,
  }),
];

const statistics = (orders: readonly Order[]) => {
  const waiting = orders.filter((order) => order.cooking_status === 'stop' || order.cooking_status === 'cooking');
  return {
    waiting_list: waiting.length,
    total_qty_cooking: waiting.reduce(
      (sum, order) => sum + order.order_detail.order_list.reduce((lines, line) => lines + line.qty, 0),
      0,
    ),
    total_table_today: 0,
    total_counter_today: 0,
    total_take_out_today: orders.length,
    total_delivery_today: 0,
    total_free_food_order_today: 0,
  };
};

export interface FakeOrderServer {
  orders: Order[];
  seq: number;
  handlers: Record<string, Handler>;
  /** Makes the next PATCH of a path answer this (once). */
  failNext: (path: string, reply: Reply | Promise<Reply>) => void;
}

/**
 * A server that remembers orders and applies the lifecycle like the real one (the domain state
 * machine), so a test can click through Start Cooking → Finish Cooking → Complete Receipt.
 */
export function fakeOrderServer(user: AuthUser, initial: Order[]): FakeOrderServer {
  const failures = new Map<string, Reply | Promise<Reply>>();
  const server: FakeOrderServer = {
    orders: initial.map((order) => structuredClone(order)),
    seq: 5,
    handlers: {},
    failNext: (path, reply) => failures.set(path, reply),
  };
  const find = (id: unknown) => server.orders.find((order) => order.id_food_order === Number(id));
  const failure = (path: string) => {
    const reply = failures.get(path);
    failures.delete(path);
    return reply;
  };
  const list = (): Reply => {
    const open = server.orders.filter((order) => order.cooking_status !== 'receipt');
    return ok({ data_list: open, data_statistics: statistics(open), last_seq: server.seq }, open.length);
  };
  server.handlers = {
    ...meHandler(user),
    [`GET /api/restaurant/order/${idRestaurant}/1/6`]: list,
    [`GET /api/restaurant/order/${idRestaurant}/1/10`]: list,
    [`GET /api/restaurant/order/${idRestaurant}/1/50`]: list,
    [`GET /api/restaurant/wait/time/${idRestaurant}`]: () => ok(waitTimes),
    'GET /api/restaurant/receiving-method': () => ok(methods),
    'GET /api/restaurant/order/events': () =>
      ok({ last_seq: server.seq, reset: false, has_more: false, events: [], orders: [] }),
    'PATCH /api/restaurant/order/update/cooking/status': async (body) => {
      const failed = failure('update/cooking/status');
      if (failed) return failed;
      const change = body as { id_food_order: number; cooking_status: CookingStatus; waiting_time?: number | null };
      const order = find(change.id_food_order);
      if (!order) return fail(404, 'NOT_FOUND');
      const next = nextOrderAction(order, order.order_restaurant_type);
      if (!next || next.to !== change.cooking_status) return fail(400, 'ORDER_INVALID_TRANSITION');
      const result = applyOrderAction(order, next.action, order.order_restaurant_type, {
        waitingTime: change.waiting_time ?? null,
      });
      if (!result.ok) return fail(400, result.error);
      Object.assign(order, result.changes);
      server.seq += 1;
      return ok(order);
    },
    'PATCH /api/restaurant/order/update/waiting/time': async (body) => {
      const failed = failure('update/waiting/time');
      if (failed) return failed;
      const change = body as { id_food_order: number; waiting_time: number };
      const order = find(change.id_food_order);
      if (!order) return fail(404, 'NOT_FOUND');
      order.waiting_time = change.waiting_time;
      server.seq += 1;
      return ok(order);
    },
    'PATCH /api/restaurant/order/checked/food': async (body) => {
      const failed = failure('checked/food');
      if (failed) return failed;
      const change = body as { id_food_order: number; id_food_cart: number; checked: boolean };
      const order = find(change.id_food_order);
      const line = order?.order_detail.order_list.find((entry) => entry.id_food_cart === change.id_food_cart);
      if (!order || !line) return fail(404, 'NOT_FOUND');
      line.checked_detail_order = change.checked;
      server.seq += 1;
      return ok(order);
    },
  };
  for (const order of initial) {
    server.handlers[`GET /api/restaurant/order/detail/${order.id_food_order}`] = () => {
      const current = find(order.id_food_order);
      return current ? ok({ data: current }) : fail(404, 'NOT_FOUND');
    };
    server.handlers[`PATCH /api/restaurant/order/confirm/${order.id_food_order}`] = () => {
      const failed = failure('confirm');
      if (failed) return failed;
      const current = find(order.id_food_order);
      if (!current) return fail(404, 'NOT_FOUND');
      current.confirmed = true;
      server.seq += 1;
      return ok(current);
    };
  }
  return server;
}

/** Room for a loaded machine: the dashboard settles in several round trips. */
export const slow = { timeout: 10_000 };

/** The new-order sound's `play`: resolves (the browser allows autoplay) unless a test says otherwise. */
export const play: Mock<() => Promise<void>> = vi.fn(() => Promise.resolve());

/**
 * For every test of the calling file: the shell's socket is the app's socket, as connectSocket
 * makes it in the browser, and media elements play and pause through spies.
 */
export function setUpDashboard(): void {
  beforeEach(() => {
    vi.mocked(connectSocket).mockImplementation(() => {
      const socket = createFakeSocket();
      setAppSocket(socket);
      return socket;
    });
    play.mockReset();
    play.mockImplementation(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
}

/** The app at `path` for `user`, on a fake order server holding `orders` (plus `extra` answers). */
export function start(
  user: AuthUser,
  orders: Order[],
  language: StoredLanguage = 'jp',
  path = '/home',
  extra: Record<string, Handler> = {},
) {
  const server = fakeOrderServer(user, orders);
  const calls = mockApi({ ...server.handlers, ...extra });
  const view = renderApp(path, { language });
  return { server, calls, ...view };
}

/** The dashboard's queries: PATCHes to an order path, the panel's number and lifecycle button, the
 * list's order numbers, and the URLs fetched. */
export const dashboard = {
  patches: (calls: RecordedCall[], path: string) =>
    calls.filter((call) => call.method === 'PATCH' && call.path === `/api/restaurant/order/${path}`),
  detailNumber: () => screen.findByTestId('detail-order-number', {}, slow),
  lifecycle: () => screen.getByTestId('lifecycle-button') as HTMLButtonElement,
  rowNumbers: () => screen.queryAllByTestId('order-row-number').map((row) => row.textContent),
  fetchedUrls: () => (globalThis.fetch as unknown as Mock).mock.calls.map(([url]) => String(url)),
};
