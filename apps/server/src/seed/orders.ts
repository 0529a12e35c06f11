// A dozen orders of today in various states, placed through the real intake and lifecycle (so
// prices, stock, order numbers and events are what a customer's order would make).

import { addDays } from '@noren/domain/delivery-time-frames';
import type { CookingStatus } from '@noren/domain/orders/lifecycle';
import type { OrderIntakeInput } from '@noren/domain/orders/schemas';
import { receivingMethodIds } from '@noren/domain/receiving-methods';
import { businessDate } from '@noren/domain/restaurant';
import type { Db } from '../db/database.ts';
import { createOrder } from '../modules/orders/intake.ts';
import { createOrdersService } from '../modules/orders/service.ts';
import type { Storage } from '../storage/storage.ts';

interface PlannedOrder {
  restaurant: string;
  method: 1 | 2 | 4;
  /** Menus by name, each with a quantity. */
  lines: [string, number][];
  note?: string;
  /** How far along the kitchen has taken it (reservation and delivery orders start cooking). */
  reach: 'new' | 'cooking' | 'done' | 'receipt';
}

const plan: PlannedOrder[] = [
  {
    restaurant: 'Sushi Kaede',
    method: 1,
    lines: [
      ['海鮮丼', 1],
      ['赤だし', 1],
    ],
    reach: 'receipt',
  },
  {
    restaurant: 'Sushi Kaede',
    method: 2,
    lines: [
      ['まぐろ握り', 2],
      ['サーモン握り', 2],
    ],
    reach: 'receipt',
  },
  { restaurant: 'Sushi Kaede', method: 1, lines: [['にぎり盛合せ 竹', 1]], reach: 'done' },
  {
    restaurant: 'Sushi Kaede',
    method: 2,
    lines: [
      ['鉄火巻', 1],
      ['茶碗蒸し', 1],
    ],
    reach: 'done',
  },
  {
    restaurant: 'Sushi Kaede',
    method: 1,
    lines: [['サーモンいくら丼', 1]],
    note: 'わさび抜きでお願いします',
    reach: 'cooking',
  },
  {
    restaurant: 'Sushi Kaede',
    method: 2,
    lines: [
      ['中トロ握り', 2],
      ['緑茶', 1],
    ],
    reach: 'cooking',
  },
  {
    restaurant: 'Sushi Kaede',
    method: 1,
    lines: [
      ['太巻', 1],
      ['かっぱ巻', 1],
    ],
    reach: 'new',
  },
  {
    restaurant: 'Sushi Kaede',
    method: 2,
    lines: [
      ['ねぎとろ軍艦', 2],
      ['赤だし', 2],
    ],
    reach: 'new',
  },
  {
    restaurant: 'Sushi Kaede',
    method: 1,
    lines: [['にぎり盛合せ 松', 1]],
    note: '子ども用の取り皿をください',
    reach: 'new',
  },
  {
    restaurant: 'Ramen Tsubaki',
    method: 2,
    lines: [
      ['醤油らーめん', 1],
      ['焼き餃子 5個', 1],
    ],
    reach: 'new',
  },
  { restaurant: 'Ramen Tsubaki', method: 1, lines: [['豚骨らーめん', 2]], reach: 'new' },
  {
    restaurant: 'Ramen Tsubaki',
    method: 2,
    lines: [
      ['濃厚つけ麺', 1],
      ['味玉', 1],
    ],
    reach: 'new',
  },
  {
    restaurant: 'Bento Hinata',
    method: 4,
    lines: [
      ['唐揚げ弁当', 2],
      ['豚汁', 2],
    ],
    reach: 'new',
  },
  { restaurant: 'Bento Hinata', method: 1, lines: [['幕の内弁当', 1]], reach: 'cooking' },
];

const customerAddress = {
  postal_code: '160-0022',
  address1: '東京都',
  address2: '新宿区',
  address3: '新宿3-1-1',
  address4: 'ひなたマンション 502',
  address_first_name: '花子',
  address_last_name: '山本',
  address_first_name_kana: 'ハナコ',
  address_last_name_kana: 'ヤマモト',
  phone_number: '090-1234-5678',
};

/** Places the planned orders; one that today's hours refuse is skipped with a note, never fatal. */
export async function seedDemoOrders(
  db: Db,
  storage: Storage,
  log: (line: string) => void = () => undefined,
): Promise<number> {
  const deps = { db, storage, realtime: () => undefined };
  const orders = createOrdersService(deps);
  let placed = 0;
  for (const [index, planned] of plan.entries()) {
    try {
      const restaurant = await db
        .selectFrom('restaurants')
        .select('id_restaurant')
        .where('restaurant_name', '=', planned.restaurant)
        .executeTakeFirstOrThrow();
      const id_restaurant = restaurant.id_restaurant;
      const method = await db
        .selectFrom('restaurant_receiving_methods')
        .select('id_restaurant_receiving_method')
        .where('id_restaurant', '=', id_restaurant)
        .where('id_receiving_method', '=', planned.method)
        .executeTakeFirstOrThrow();
      const order_list: OrderIntakeInput['order_list'] = [];
      for (const [name, qty] of planned.lines) {
        const menu = await db
          .selectFrom('food_menus')
          .select('id_food_menu')
          .where('id_restaurant', '=', id_restaurant)
          .where('food_menu_name', '=', name)
          .executeTakeFirstOrThrow();
        const groups = await db
          .selectFrom('food_menu_additionals as a')
          .innerJoin('food_menu_additional_options as o', 'o.id_food_menu_additional', 'a.id_food_menu_additional')
          .select(['a.id_food_menu_additional', 'o.id_food_menu_additional_option', 'o.default', 'o.position'])
          .where('a.id_food_menu', '=', menu.id_food_menu)
          .orderBy('a.position')
          .orderBy('o.position')
          .execute();
        const chosen = new Map<number, number>();
        // The default choice of each group, else its first option.
        for (const option of groups) {
          if (option.default || !chosen.has(option.id_food_menu_additional)) {
            chosen.set(option.id_food_menu_additional, option.id_food_menu_additional_option);
          }
        }
        order_list.push({
          id_food_menu: menu.id_food_menu,
          qty,
          additional: [...chosen].map(([id_food_menu_additional, id_option]) => ({
            id_food_menu_additional,
            additional: [{ id_food_menu_additional_option: id_option, active: true }],
          })),
        });
      }
      const isDelivery = planned.method === receivingMethodIds.delivery;
      // Three days ahead: a slot that is open whatever the time of the seed, on a day the holiday
      // e2e flow (tomorrow, the day after) leaves alone.
      const frame = isDelivery
        ? await db
            .selectFrom('delivery_time_frames')
            .select('id_delivery_time_frame')
            .where('id_restaurant', '=', id_restaurant)
            .where('date', '=', addDays(businessDate(new Date()), 3))
            .orderBy('start_time')
            .executeTakeFirst()
        : undefined;
      const order = await createOrder(
        deps,
        { kind: 'dashboard', id_restaurant },
        {
          id_restaurant,
          id_user: `T${(0x1000 + index).toString(16)}`,
          id_receiving_method: planned.method,
          id_restaurant_receiving_method: method.id_restaurant_receiving_method,
          customer_note: planned.note ?? null,
          order_list,
          ...(isDelivery
            ? { id_delivery_time_frame: frame?.id_delivery_time_frame, delivery_address_detail: customerAddress }
            : {}),
        },
      );
      const steps: CookingStatus[] =
        planned.reach === 'new'
          ? []
          : planned.reach === 'cooking'
            ? ['cooking']
            : planned.reach === 'done'
              ? ['cooking', 'done']
              : ['cooking', 'done', 'receipt'];
      for (const status of steps) {
        if (order.cooking_status === status) continue;
        await orders.updateCookingStatus(
          { id_restaurant },
          { id_food_order: order.id_food_order, cooking_status: status, waiting_time: 10 },
        );
      }
      placed += 1;
    } catch (error) {
      log(
        `demo order ${index + 1} (${planned.restaurant}) skipped: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return placed;
}
