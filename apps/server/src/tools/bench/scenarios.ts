// What the bench sends. Intake: customer orders from the ordering app (api-key header, a 'U' user
// id), spread over the restaurants, 1–3 menus with their default option, quantity 1–2, a tenth of
// a delivery restaurant's orders for delivery into a slot of tomorrow. Dashboard: the home
// screen's list requests of spec 3 §2.1/§7 — today's orders (6 a page for by_order, else 10), the
// same without completed orders, and the reservation bell's POST form.

import { receivingMethodIds } from '@noren/domain/receiving-methods';
import type { RequestSpec } from './load.ts';
import type { BenchData, BenchRestaurant } from './seed.ts';

/** A deterministic pseudo-random sequence (same orders in every run). */
function generator(seed: number) {
  let state = seed >>> 0 || 1;
  return (max: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % max;
  };
}

function orderBody(restaurant: BenchRestaurant, random: (max: number) => number, index: number) {
  const delivery = restaurant.type === 'delivery' && restaurant.frames.length > 0 && random(10) === 0;
  const method = delivery
    ? restaurant.methods.find((entry) => entry.id_receiving_method === receivingMethodIds.delivery)
    : restaurant.methods.filter((entry) => entry.id_receiving_method !== receivingMethodIds.delivery)[random(2)];
  const lines = Array.from({ length: 1 + random(3) }, () => {
    const menu = restaurant.menus[random(restaurant.menus.length)] as BenchRestaurant['menus'][number];
    return {
      id_food_menu: menu.id_food_menu,
      qty: 1 + random(2),
      additional: [
        {
          id_food_menu_additional: menu.id_food_menu_additional,
          additional: [{ id_food_menu_additional_option: menu.id_food_menu_additional_option, active: true }],
        },
      ],
    };
  });
  return {
    id_restaurant: restaurant.id_restaurant,
    id_user: `U${20_000_000 + index}`,
    order_restaurant_type: restaurant.type,
    id_receiving_method: method?.id_receiving_method,
    id_restaurant_receiving_method: method?.id_restaurant_receiving_method,
    from_where: 'app',
    customer_note: random(5) === 0 ? '袋は不要です' : '',
    order_list: lines,
    ...(delivery
      ? {
          id_delivery_time_frame: restaurant.frames[random(restaurant.frames.length)],
          delivery_address_detail: {
            postal_code: '100-0005',
            address1: '東京都',
            address2: '千代田区',
            address3: '丸の内',
            address4: '1-9-1',
            address_last_name: '佐藤',
            address_first_name: '花子',
            address_last_name_kana: 'サトウ',
            address_first_name_kana: 'ハナコ',
            phone_number: '090-1234-5678',
          },
        }
      : {}),
  };
}

/** Intake requests, pre-serialised (2 000 distinct orders, cycled), each tagged with its restaurant. */
export function intakeRequests(data: BenchData, seed = 42): (index: number) => RequestSpec {
  const random = generator(seed);
  const specs: RequestSpec[] = Array.from({ length: 2000 }, (_, index) => {
    const restaurant = data.restaurants[random(data.restaurants.length)] as BenchRestaurant;
    return {
      method: 'POST',
      path: '/api/restaurant/order',
      headers: { 'api-key': data.apiKeys[index % data.apiKeys.length] as string },
      body: JSON.stringify(orderBody(restaurant, random, index)),
      tag: restaurant.id_restaurant,
    };
  });
  return (index) => specs[index % specs.length] as RequestSpec;
}

/** The same bodies to the bare server's POST /hello (same size on the wire). */
export function helloPostRequests(data: BenchData): (index: number) => RequestSpec {
  const intake = intakeRequests(data);
  return (index) => ({ ...intake(index), path: '/hello', headers: {} });
}

/** The same bodies to the bare server's POST /order (emit to the restaurant's room). */
export function helloOrderRequests(data: BenchData): (index: number) => RequestSpec {
  const intake = intakeRequests(data);
  return (index) => ({ ...intake(index), path: '/order', headers: {} });
}

export type ListKind = 'today' | 'open' | 'bell';

/** Dashboard list requests with the owner's session, cycling over restaurants and the three kinds. */
export function listRequests(data: BenchData): (index: number) => RequestSpec {
  const kinds: ListKind[] = ['today', 'open', 'bell'];
  return (index) => {
    const restaurant = data.restaurants[index % data.restaurants.length] as BenchRestaurant;
    const kind = kinds[Math.floor(index / data.restaurants.length) % kinds.length] as ListKind;
    const headers = { authorization: `Bearer ${restaurant.ownerToken}` };
    const id = restaurant.id_restaurant;
    const limit = restaurant.type === 'by_order' ? 6 : 10;
    const sort = 'order_date=desc&order_time=desc';
    if (kind === 'bell') {
      return {
        method: 'POST',
        path: `/api/restaurant/order/${id}/1/10`,
        headers,
        body: JSON.stringify({ date: data.today, cooking_status: ['cooking'] }),
        tag: kind,
      };
    }
    const status = kind === 'open' ? '&cooking_status=stop,cooking' : '';
    return {
      method: 'GET',
      path: `/api/restaurant/order/${id}/1/${limit}?date=${data.today}&${sort}${status}`,
      headers,
      tag: kind,
    };
  };
}

/** Socket handshakes: each restaurant's sessions, so its sockets sit in its room. */
export function socketAuths(data: BenchData, rooms: number): Record<string, string>[] {
  return data.restaurants.slice(0, rooms).flatMap((restaurant) => restaurant.socketTokens.map((token) => ({ token })));
}

export function helloSocketAuths(data: BenchData, rooms: number): Record<string, string>[] {
  return data.restaurants
    .slice(0, rooms)
    .flatMap((restaurant) => restaurant.socketTokens.map(() => ({ room: String(restaurant.id_restaurant) })));
}
