// The public TV board's paths (spec 3 §7; README.md beside this file), all public, under /api:
//   POST restaurant/order/code-store/{store_code}/{page}/{size}   orders as numbers and statuses
//   POST restaurant/food/menu/list-slideshow                      one restaurant's slides
//   POST restaurant/food/menu/list-slideshow-by-code-store        the store's slides
//   GET  restaurant/board/{store_code}/restaurants                the store's restaurants
//   GET  restaurant/board/{store_code}/signage-setting            the store's signage media
//   GET  restaurant/board/{store_code}/receiving-method           methods (for the wait badges)
//   GET  restaurant/board/{store_code}/wait-time                  wait times
//   GET  restaurant/board/{store_code}/events                     realtime catch-up
// It also installs the store rooms' feed on Socket.IO (feed.ts).
import {
  boardEventsQuerySchema,
  boardListQuerySchema,
  slideshowBodySchema,
  storeCodeParamsSchema,
  storeSlideshowBodySchema,
  tvOrderListBodySchema,
} from '@noren/domain/board/schemas';
import { orderSortSchema } from '@noren/domain/orders/schemas';
import { intParam } from '@noren/domain/zod-blocks';
import { optionalBody, routesOf } from '../../lib/route.ts';
import { access } from '../../plugins/access.ts';
import type { ModuleRoutes } from '../module.ts';
import { createBoardFeed } from './feed.ts';
import { type BoardListAsk, createBoardService } from './service.ts';

/**
 * Who may call these routes: anyone — a TV in a food court has no account. Safe because every
 * answer holds only what the board shows to the whole hall (board/schemas.ts, checked key by key
 * in board.test.ts) and every ask is capped (README "Caps").
 */
const can = {
  watch: access.public('the TV order board: order numbers, statuses, names, menus and media shown to the whole hall'),
};
const storeParams = storeCodeParamsSchema;
const listAsk = (
  codeStore: number,
  query: { code_register?: string | undefined; method_id: number[] },
): BoardListAsk => ({
  codeStore,
  codeRegister: query.code_register,
  methodIds: query.method_id,
});
// Spec 3 §9: a board page holds 8 orders; page numbers are 1-based.
const orderPageParams = storeCodeParamsSchema.extend({ page: intParam(1, 100), size: intParam(1, 8) });

export const boardRoutes: ModuleRoutes = (deps) => async (app) => {
  const board = createBoardService(deps);
  deps.realtime()?.useBoardFeed(createBoardFeed(deps.db, board, deps.realtime, app.log));
  const route = routesOf(app, ['board']);

  route.post(
    '/restaurant/order/code-store/:store_code/:page/:size',
    {
      access: can.watch,
      summary: "A store's board orders: one group per restaurant with its page of orders, counts and last_seq",
      params: orderPageParams,
      query: orderSortSchema,
      body: tvOrderListBodySchema,
      readBody: optionalBody,
      list: true,
    },
    ({ body, params, query }) => board.orderGroups(params.store_code, params.page, params.size, body, query),
  );

  route.post(
    '/restaurant/food/menu/list-slideshow',
    {
      access: can.watch,
      summary: "A restaurant's slideshow: menus with their TV price inputs, and banners",
      body: slideshowBodySchema,
    },
    ({ body }) => board.restaurantSlideshow(body.id_restaurant),
  );

  route.post(
    '/restaurant/food/menu/list-slideshow-by-code-store',
    {
      access: can.watch,
      summary: 'The slideshow of every restaurant of a store',
      body: storeSlideshowBodySchema,
      list: true,
    },
    ({ body }) => board.storeSlideshow(body.code_store),
  );

  route.get(
    '/restaurant/board/:store_code/restaurants',
    {
      access: can.watch,
      summary: "The store's restaurants (with code_register: that one first and only)",
      params: storeParams,
      query: boardListQuerySchema,
      list: true,
    },
    ({ params, query }) => board.restaurantList(params.store_code, query.code_register),
  );

  route.get(
    '/restaurant/board/:store_code/signage-setting',
    {
      access: can.watch,
      summary: "The store's signage media URLs and QR switch (null before the first save)",
      params: storeParams,
    },
    ({ params }) => board.signage(params.store_code),
  );

  route.get(
    '/restaurant/board/:store_code/receiving-method',
    {
      access: can.watch,
      summary: "Receiving methods of the store's restaurants, for the wait-time badges (never delivery)",
      params: storeParams,
      query: boardListQuerySchema,
      list: true,
    },
    ({ params, query }) => board.methodList(listAsk(params.store_code, query)),
  );

  route.get(
    '/restaurant/board/:store_code/wait-time',
    {
      access: can.watch,
      summary: "Wait times of the store's restaurants (never delivery)",
      params: storeParams,
      query: boardListQuerySchema,
      list: true,
    },
    ({ params, query }) => board.waitTimeList(listAsk(params.store_code, query)),
  );

  route.get(
    '/restaurant/board/:store_code/events',
    {
      access: can.watch,
      summary: "A restaurant's order events after a sequence number, with its board orders (realtime catch-up)",
      params: storeParams,
      query: boardEventsQuerySchema,
    },
    ({ params, query }) => board.events(params.store_code, query.id_restaurant, query.since, query.limit),
  );
};
