// The counter flow's fixtures: Restaurant 7's take-out menu browser (a latte whose size group has no
// default, a cheesecake with 2 in stock), its notes, and the flow rendered on a fake server.
import type { MenuBrowser, MenuBrowserMenu } from '@noren/domain/catalogue/menu-browser';
import type { CartLine } from '@noren/domain/orders/cart';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { AppProvider } from '../../app/provider.tsx';
import type { StoredLanguage } from '../../lib/language.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { receivingMethodOf } from '../../testing/catalogue.ts';
import { type Handler, mockApi, ok } from '../../testing/mock-api.ts';
import CounterOrderFlow from './components/counter-order-flow.tsx';

export const idRestaurant = 7;

/** The latte's size group with L chosen, as the cart holds it. */
export const largeSize = [
  {
    id_food_menu_additional: 201,
    additional: [
      { id_food_menu_additional_option: 301, active: false },
      { id_food_menu_additional_option: 302, active: true },
    ],
  },
];

export const latte: MenuBrowserMenu = {
  id_food_menu: 101,
  food_menu_name: 'カフェラテ',
  status: 'active',
  image_url: null,
  jancode: '4900000000016',
  price_excluding_tax: 450,
  price: 486,
  food_menu_stock_qty: 5,
  additional: [
    {
      id_food_menu_additional: 201,
      item_name: 'サイズ',
      additional: [
        {
          id_food_menu_additional_option: 301,
          additional_name: 'S',
          additional_cost: 0,
          default: false,
          jancode: null,
          image_url: null,
        },
        {
          id_food_menu_additional_option: 302,
          additional_name: 'L',
          additional_cost: 50,
          default: false,
          jancode: '4900000000030',
          image_url: null,
        },
      ],
    },
  ],
};

export const cheesecake: MenuBrowserMenu = {
  id_food_menu: 102,
  food_menu_name: 'チーズケーキ',
  status: 'active',
  image_url: null,
  jancode: '4900000000023',
  price_excluding_tax: 420,
  price: 453,
  food_menu_stock_qty: 2,
  additional: [],
};

export function browserOf(
  menus: MenuBrowserMenu[] = [latte, cheesecake],
  comment: MenuBrowser['comment'] = {
    show_note: true,
    question_list: [{ question: 'お箸は必要ですか？', answers: ['必要', '不要'], required: true }],
  },
): MenuBrowser {
  return {
    id_restaurant: idRestaurant,
    receiving_method: { id_receiving_method: 1, id_restaurant_receiving_method: 21, title: 'お持ち帰り', tax: 8 },
    categories: [
      {
        id_food_category: 1,
        category_name: 'カフェ',
        status: 'active',
        banner_url: null,
        sub_categories: [
          {
            id_food_sub_category: 11,
            category_detail: 'ドリンクとケーキ',
            status: true,
            inactive_data: [],
            menus,
          },
        ],
      },
    ],
    free_menus: [],
    comment,
  };
}

export const methods = [
  receivingMethodOf({ id_restaurant_receiving_method: 21, id_receiving_method: 1, title: 'お持ち帰り', active: true }),
  receivingMethodOf({ id_restaurant_receiving_method: 22, id_receiving_method: 3, title: 'テーブル', active: true }),
];

const cartPath = /^\/api\/restaurant\/cart\/(T[0-9a-f]{8})\/7$/;

/**
 * The flow on a fake server: the methods, the browser (`browser()` asked again at each GET), and a
 * cart kept like the server keeps it (PATCH stores, GET answers).
 */
export function renderFlow(
  options: {
    browser?: () => MenuBrowser;
    cart?: CartLine[];
    extra?: Record<string, Handler>;
    language?: StoredLanguage;
  } = {},
) {
  const { browser = () => browserOf(), extra = {}, language = 'jp' } = options;
  let kept: CartLine[] = options.cart ?? [];
  const cartAnswer = () => ok({ temp_user: 'T', id_restaurant: idRestaurant, cart_detail: kept, updated_at: null });
  const calls = mockApi({
    'GET /api/restaurant/receiving-method': () => ok(methods),
    'GET /api/restaurant/food/menu/mobile/all/list/7': () => ok(browser()),
    ...extra,
  });
  // The cart's path names the tab's temporary user: answered by pattern.
  const fetchMock = vi.mocked(fetch);
  const byRoute = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (!cartPath.test(url.pathname)) return (byRoute as typeof fetch)(input, init);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, body, credentials: init?.credentials });
    if (init?.method === 'PATCH') kept = (body as { cart_detail: CartLine[] }).cart_detail;
    return new Response(JSON.stringify(cartAnswer().body), { status: 200 });
  });
  const onClose = vi.fn();
  const view = render(
    <AppProvider queryClient={createQueryClient()} language={language}>
      <CounterOrderFlow idRestaurant={idRestaurant} restaurantType="by_order" onClose={onClose} />
    </AppProvider>,
  );
  return { ...view, calls, onClose, cart: () => kept };
}
