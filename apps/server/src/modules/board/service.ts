// What the public TV board reads (README.md beside this file): a store's restaurants, their orders
// as numbers and statuses, slideshow menus and banners, signage media, methods and wait times.
// Every select names its columns; nothing here reads a customer's name, note, answers, address,
// phone, user id, table or price total. No session: the store code in the path is the whole
// scope, so every query is filtered by the store's live restaurants.

import { boardMethodTypes, isBoardOrder } from '@noren/domain/board/method-filter';
import {
  type BoardMethod,
  type BoardRestaurant,
  type BoardSignage,
  type BoardWaitTime,
  boardDefaultStatuses,
  type SlideBanner,
  type SlideMenu,
  type TvOrder,
  type TvOrderGroup,
  type TvOrderListBody,
} from '@noren/domain/board/schemas';
import { businessDate } from '@noren/domain/restaurant';
import { isImageFileName } from '@noren/domain/uploads';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { ModuleDeps } from '../module.ts';
import { createOrdersService } from '../orders/service.ts';
import { createScreenSettingsService } from '../screen-settings/service.ts';

/** Caps of a public caller's asks (README "Caps"). */
export const boardCaps = { restaurants: 20, menusPerRestaurant: 30, bannersPerRestaurant: 10, events: 200 } as const;

const notFound = (field: string) => new AppError(404, 'NOT_FOUND', {}, field);

/** The columns of an order that a board may see, and the restaurant's name. */
const tvOrderColumns = [
  'o.id_food_order',
  'o.id_restaurant',
  'r.restaurant_name',
  'o.order_number',
  'o.cooking_status',
  'o.cooking_status_detail',
  'o.id_receiving_method',
  'o.order_date',
  'o.order_time',
] as const;

type TvOrderRow = Omit<TvOrder, 'id_order'>;
const toTvOrder = (row: TvOrderRow): TvOrder => ({ ...row, id_order: row.id_food_order });

/** Orders a board shows at all: no delivery method, no delivery restaurant's orders. */
function boardOrders(eb: ExpressionBuilder<Database, 'food_orders'>, methods: readonly number[]) {
  const shown = methods.length > 0 ? methods : boardMethodTypes;
  return eb.and([
    eb('food_orders.order_restaurant_type', '!=', 'delivery'),
    eb.or([eb('food_orders.id_receiving_method', 'is', null), eb('food_orders.id_receiving_method', 'in', shown)]),
  ]);
}

/** What the board's GET lists ask: the store, single mode's register code, the method_id filter. */
export interface BoardListAsk {
  codeStore: number;
  codeRegister: string | undefined;
  methodIds: readonly number[];
}

/** The day before a 'YYYY-MM-DD'. */
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export function createBoardService(deps: Pick<ModuleDeps, 'db' | 'storage' | 'realtime'> & { now?: () => Date }) {
  const { db, storage } = deps;
  const now = () => deps.now?.() ?? new Date();
  const orders = createOrdersService(deps);
  const screenSettings = createScreenSettingsService(db, storage);

  /** Does a store with this code exist? (Board sockets ask it at the handshake too.) */
  async function storeExists(codeStore: number): Promise<boolean> {
    const { found } = await db
      .selectNoFrom((eb) =>
        eb.exists(eb.selectFrom('stores').select('code_store').where('code_store', '=', codeStore)).as('found'),
      )
      .executeTakeFirstOrThrow();
    return Boolean(found);
  }

  async function assertStore(codeStore: number): Promise<void> {
    if (!(await storeExists(codeStore))) throw notFound('store_code');
  }

  /** The store's live restaurants by id (404 for an unknown store); with a register code, that one or none. */
  async function restaurants(codeStore: number, codeRegister?: string) {
    await assertStore(codeStore);
    let query = db
      .selectFrom('restaurants as r')
      .leftJoin('restaurant_event_sequences as s', 's.id_restaurant', 'r.id_restaurant')
      // What a board shows of a restaurant, then what this module needs of it.
      .select(['r.id_restaurant', 'r.restaurant_name', 'r.code_register', 'r.restaurant_type', 'r.status'])
      .select(['r.logo_name', 'r.code_company', 's.seq'])
      .where('r.code_store', '=', codeStore)
      .where('r.deleted_at', 'is', null);
    if (codeRegister) query = query.where('r.code_register', '=', codeRegister);
    return query.orderBy('r.id_restaurant').limit(boardCaps.restaurants).execute();
  }

  const ids = (rows: readonly { id_restaurant: number }[]) => rows.map((row) => row.id_restaurant);

  async function restaurantList(codeStore: number, codeRegister?: string): Promise<BoardRestaurant[]> {
    return (await restaurants(codeStore, codeRegister)).map(({ logo_name, seq: _seq, code_company: _c, ...row }) => ({
      ...row,
      logo_url: storage.publicUrl(logo_name),
    }));
  }

  /** POST restaurant/order/code-store/{store_code}/{page}/{size}: one group per restaurant. */
  async function orderGroups(
    codeStore: number,
    page: number,
    size: number,
    body: TvOrderListBody,
    sort: { order_date?: 'asc' | 'desc' | undefined; order_time?: 'asc' | 'desc' | undefined },
  ): Promise<TvOrderGroup[]> {
    const today = businessDate(now());
    const date = body.date ?? today;
    if (date !== today && date !== dayBefore(today)) throw new AppError(400, 'INVALID_DATA', {}, 'date');
    // The sequence numbers are read before the rows: every event at or below them is in the rows.
    const places = await restaurants(codeStore, body.code_register);
    if (places.length === 0) return [];
    const statuses = body.cooking_status ?? [...boardDefaultStatuses];
    const visible = db
      .selectFrom('food_orders')
      .where('food_orders.id_restaurant', 'in', ids(places))
      .where(sql<boolean>`COALESCE(food_orders.date_reservation, food_orders.order_date) = ${date}`)
      .where((eb) => boardOrders(eb, body.id_receiving_method));
    // Each restaurant's matching orders numbered in the asked order (zod allows only asc / desc).
    const [byDate, byTime] = [sql.raw(sort.order_date ?? 'asc'), sql.raw(sort.order_time ?? 'asc')];
    const ranked = visible.where('food_orders.cooking_status', 'in', statuses).select([
      'food_orders.id_food_order',
      sql<number>`row_number() OVER (PARTITION BY food_orders.id_restaurant
          ORDER BY food_orders.order_date ${byDate}, food_orders.order_time ${byTime}, food_orders.id_food_order)`.as(
        'position',
      ),
    ]);
    const [rows, statistics] = await Promise.all([
      db
        .selectFrom(ranked.as('k'))
        .innerJoin('food_orders as o', 'o.id_food_order', 'k.id_food_order')
        .innerJoin('restaurants as r', 'r.id_restaurant', 'o.id_restaurant')
        .select(tvOrderColumns)
        .where('k.position', '>', (page - 1) * size)
        .where('k.position', '<=', page * size)
        .orderBy('o.id_restaurant')
        .orderBy('k.position')
        .execute(),
      visible
        .select((eb) => [
          'food_orders.id_restaurant',
          eb.fn
            .count<number>('food_orders.id_food_order')
            .filterWhere('cooking_status', 'in', ['stop', 'cooking'])
            .as('waiting'),
          eb.fn
            .sum<number>('food_orders.total_qty')
            .filterWhere('cooking_status', 'in', ['stop', 'cooking'])
            .as('items'),
          eb.fn.count<number>('food_orders.id_food_order').filterWhere('cooking_status', '=', 'done').as('done'),
          eb.fn.count<number>('food_orders.id_food_order').filterWhere('cooking_status', 'in', statuses).as('matching'),
        ])
        .groupBy('food_orders.id_restaurant')
        .execute(),
    ]);
    return places.map((place) => {
      const counts = statistics.find((row) => row.id_restaurant === place.id_restaurant);
      return {
        id_restaurant: place.id_restaurant,
        restaurant_name: place.restaurant_name,
        code_register: place.code_register,
        restaurant_type: place.restaurant_type,
        last_seq: Number(place.seq ?? 0),
        totalData: Number(counts?.matching ?? 0),
        data_statistics: {
          waiting_list: Number(counts?.waiting ?? 0),
          total_qty_cooking: Number(counts?.items ?? 0),
          done: Number(counts?.done ?? 0),
        },
        data_list: rows.filter((row) => row.id_restaurant === place.id_restaurant).map(toTvOrder),
      };
    });
  }

  /** The board's view of one order, or null when boards do not show it (or it is gone). */
  async function tvOrder(idFoodOrder: number): Promise<{ code_store: number; order: TvOrder | null } | undefined> {
    const row = await db
      .selectFrom('food_orders as o')
      .innerJoin('restaurants as r', 'r.id_restaurant', 'o.id_restaurant')
      .select([...tvOrderColumns, 'o.order_restaurant_type', 'r.code_store'])
      .where('o.id_food_order', '=', idFoodOrder)
      .executeTakeFirst();
    if (!row) return undefined;
    const { code_store, order_restaurant_type, ...order } = row;
    return { code_store, order: isBoardOrder({ ...order, order_restaurant_type }) ? toTvOrder(order) : null };
  }

  /** GET restaurant/board/{store_code}/events: the dashboard's catch-up, answered with board orders. */
  async function events(codeStore: number, idRestaurant: number, since: number, limit: number = boardCaps.events) {
    const place = (await restaurants(codeStore)).find((row) => row.id_restaurant === idRestaurant);
    if (!place) throw notFound('id_restaurant');
    const caught = await orders.eventsSince({ id_restaurant: idRestaurant }, since, limit);
    return {
      last_seq: caught.last_seq,
      reset: caught.reset,
      has_more: caught.has_more,
      events: caught.events.map(({ seq, type, id_food_order }) => ({ seq, type, id_food_order })),
      orders: caught.orders.filter(isBoardOrder).map((order) =>
        toTvOrder({
          id_food_order: order.id_food_order,
          id_restaurant: order.id_restaurant,
          restaurant_name: place.restaurant_name,
          order_number: order.order_number,
          cooking_status: order.cooking_status,
          cooking_status_detail: order.cooking_status_detail,
          id_receiving_method: order.id_receiving_method,
          order_date: order.order_date,
          order_time: order.order_time,
        }),
      ),
    };
  }

  /** The slideshow of some restaurants: active slideshow menus with their methods' prices, banners. */
  async function slides(places: readonly { id_restaurant: number; code_company: number }[]) {
    if (places.length === 0) return new Map<number, { food_menu: SlideMenu[]; banner: SlideBanner[] }>();
    const restaurantIds = ids(places);
    const [menus, methods, banners] = await Promise.all([
      db
        .selectFrom('food_menus')
        .select([
          'id_food_menu',
          'id_restaurant',
          'food_menu_name',
          'image_name',
          'food_menu_price',
          'food_menu_price_discount',
          'discount_start_date',
          'discount_start_time',
          'discount_end_date',
          'discount_end_time',
        ])
        .where('id_restaurant', 'in', restaurantIds)
        .where('status', '=', 'active')
        .where('slide_show', '=', true)
        .orderBy('display_order')
        .orderBy('id_food_menu')
        .execute(),
      db
        .selectFrom('restaurant_receiving_methods')
        .select(['id_restaurant', 'id_restaurant_receiving_method', 'id_receiving_method', 'service_fee', 'tax'])
        .where('id_restaurant', 'in', restaurantIds)
        .where('active', '=', true)
        .where('id_receiving_method', 'in', boardMethodTypes)
        .orderBy('id_receiving_method')
        .execute(),
      db
        .selectFrom('food_banners')
        .select(['id_banner', 'id_restaurant', 'banner_name'])
        .where('id_restaurant', 'in', restaurantIds)
        .where('is_active', '=', true)
        .where('slide_show', '=', true)
        .orderBy('id_banner')
        .execute(),
    ]);
    const shownMenus = places.flatMap((place) =>
      menus.filter((menu) => menu.id_restaurant === place.id_restaurant).slice(0, boardCaps.menusPerRestaurant),
    );
    const prices =
      shownMenus.length === 0
        ? []
        : await db
            .selectFrom('food_menu_receiving_methods')
            .select(['id_food_menu', 'id_restaurant_receiving_method', 'food_menu_price', 'is_applied'])
            .where(
              'id_food_menu',
              'in',
              shownMenus.map((menu) => menu.id_food_menu),
            )
            .execute();
    const result = new Map<number, { food_menu: SlideMenu[]; banner: SlideBanner[] }>();
    for (const place of places) {
      const food_menu = shownMenus
        .filter((menu) => menu.id_restaurant === place.id_restaurant)
        .map(({ id_restaurant, image_name, ...menu }) => ({
          ...menu,
          image_url: storage.publicUrl(image_name),
          code_company: place.code_company,
          methods: methods
            .filter((method) => method.id_restaurant === id_restaurant)
            .map((method) => {
              const own = prices.find(
                (price) =>
                  price.id_food_menu === menu.id_food_menu &&
                  price.id_restaurant_receiving_method === method.id_restaurant_receiving_method,
              );
              return {
                id_receiving_method: method.id_receiving_method,
                food_menu_price: own?.food_menu_price ?? menu.food_menu_price,
                is_applied: own?.is_applied ?? false,
                service_fee: Number(method.service_fee),
                tax: Number(method.tax),
              };
            }),
        }));
      const banner = banners
        .filter((row) => row.id_restaurant === place.id_restaurant)
        .slice(0, boardCaps.bannersPerRestaurant)
        .map((row) => ({ id_banner: row.id_banner, image_url: storage.publicUrl(row.banner_name) }));
      result.set(place.id_restaurant, { food_menu, banner });
    }
    return result;
  }

  /** POST restaurant/food/menu/list-slideshow: one live restaurant's slides. */
  async function restaurantSlideshow(idRestaurant: number) {
    const place = await db
      .selectFrom('restaurants')
      .select(['id_restaurant', 'code_company'])
      .where('id_restaurant', '=', idRestaurant)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!place) throw notFound('id_restaurant');
    return (await slides([place])).get(idRestaurant) ?? { food_menu: [], banner: [] };
  }

  /** POST restaurant/food/menu/list-slideshow-by-code-store: every restaurant of the store. */
  async function storeSlideshow(codeStore: number) {
    const places = await restaurants(codeStore);
    const byRestaurant = await slides(places);
    return places.map((place) => ({
      id_restaurant: place.id_restaurant,
      restaurant_name: place.restaurant_name,
      code_company: place.code_company,
      food_menu: byRestaurant.get(place.id_restaurant)?.food_menu ?? [],
      banner: byRestaurant.get(place.id_restaurant)?.banner ?? [],
    }));
  }

  /** GET restaurant/board/{store_code}/signage-setting: media URLs only. */
  async function signage(codeStore: number): Promise<BoardSignage | null> {
    await assertStore(codeStore);
    const setting = await screenSettings.signage(codeStore);
    if (!setting) return null;
    const urls = setting.image_and_audio_url;
    return {
      code_store: codeStore,
      is_show_qr: setting.is_show_qr,
      is_speak_numbers: setting.is_speak_numbers,
      vertical_banner_url: urls.vertical_banner,
      order_completion_screen_url: urls.order_completion_screen,
      order_completion_screen_kind: setting.order_completion_screen
        ? isImageFileName(setting.order_completion_screen)
          ? 'image'
          : 'video'
        : null,
      ring_sound_url: urls.ring_sound,
    };
  }

  /** The non-delivery methods of the store's restaurants after the board's filters; null when none match. */
  async function methodsOf({ codeStore, codeRegister, methodIds }: BoardListAsk) {
    const places = await restaurants(codeStore, codeRegister);
    if (places.length === 0) return null;
    return db
      .selectFrom('restaurant_receiving_methods as m')
      .where('m.id_restaurant', 'in', ids(places))
      .where('m.id_receiving_method', 'in', methodIds.length > 0 ? methodIds : boardMethodTypes)
      .orderBy('m.id_restaurant');
  }

  async function methodList(ask: BoardListAsk): Promise<BoardMethod[]> {
    const methods = await methodsOf(ask);
    const columns = [
      'm.id_restaurant',
      'm.id_restaurant_receiving_method',
      'm.id_receiving_method',
      'm.title',
    ] as const;
    const schedule = ['m.active', 'm.id_wait_time', 'm.inactive_data'] as const;
    return methods ? methods.select(columns).select(schedule).orderBy('m.id_receiving_method').execute() : [];
  }

  async function waitTimeList(ask: BoardListAsk): Promise<BoardWaitTime[]> {
    const methods = await methodsOf(ask);
    if (!methods) return [];
    return methods
      .innerJoin('wait_times as w', 'w.id_restaurant_receiving_method', 'm.id_restaurant_receiving_method')
      .select(['w.id_wait_time', 'w.id_restaurant', 'w.id_restaurant_receiving_method', 'm.id_receiving_method'])
      .select('w.wait_time')
      .orderBy('w.wait_time')
      .execute();
  }

  return {
    storeExists,
    restaurantList,
    orderGroups,
    tvOrder,
    events,
    restaurantSlideshow,
    storeSlideshow,
    signage,
    methodList,
    waitTimeList,
  };
}

export type BoardService = ReturnType<typeof createBoardService>;
