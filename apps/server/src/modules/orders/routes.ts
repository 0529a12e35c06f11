// Paths of spec 3 §7 for orders, under /api:
//   POST  restaurant/order                               intake (api-key client or signed-in user)
//   GET   restaurant/order/{id_restaurant}/{page}/{limit} list (filters in the query)
//   POST  restaurant/order/{id_restaurant}/{page}/{size}  list (filters in the body, sort in the query)
//   GET   restaurant/order/detail/{id}                    detail (data.data is the order)
//   PATCH restaurant/order/update/cooking/status          lifecycle (domain state machine)
//   PATCH restaurant/order/update/waiting/time            wait time
//   PATCH restaurant/order/checked/food                   a line's done checkbox
//   PATCH restaurant/order/confirm/{id_food_order}        the OK button
//   PATCH restaurant/order/print/status                   printed or not (with X-Print-Device: the print queue)
//   POST  restaurant/order/print/status                   today's orders still to print (idem: claimed)
//   POST  restaurant/list/table                           tables in use
//   GET   restaurant/order/events?since={seq}             catch-up after a missed realtime event
import { formatMessage } from '@noren/domain/messages';
import { findClientPriceField } from '@noren/domain/orders/intake';
import {
  checkedFoodSchema,
  confirmOrderSchema,
  listTableSchema,
  orderEventsQuerySchema,
  orderIntakeSchema,
  orderListBodySchema,
  orderListQuerySchema,
  orderSortSchema,
  printListSchema,
  printStatusSchema,
  updateCookingStatusSchema,
  updateWaitingTimeSchema,
} from '@noren/domain/orders/schemas';
import { unwrapData } from '@noren/domain/users';
import { idParam, intParam } from '@noren/domain/zod-blocks';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { optionalBody, routesOf } from '../../lib/route.ts';
import { access } from '../../plugins/access.ts';
import { requireRestaurant } from '../../plugins/auth.ts';
import type { ModuleRoutes } from '../module.ts';
import { printStatusThroughQueue } from '../print-queue/routes.ts';
import { type IntakeActor, OutOfStockError, placeOrder } from './intake.ts';
import { createListCache } from './list-cache.ts';
import { deliverPushesJob } from './push.ts';
import { createOrdersService } from './service.ts';

/**
 * Who may call these routes: the home dashboard runs orders; the search screens read them; the
 * printer screen reads and marks what is still to print; the ordering app (api-key) places orders
 * and marks its customer's order received.
 */
const can = {
  intake: access.apiKeyOrRestaurant('home'),
  receive: access.apiKeyOrRestaurant('home'),
  dashboard: access.restaurant('home'),
  read: access.restaurant('home', 'search-order', 'detail-order'),
  print: access.restaurant('home', 'printer'),
};
// Path ids and pages: decimal digits only, within int4 (zod-blocks).
const id = idParam;
const page = intParam(1, 100_000);
const size = intParam(1, 100);

export const ordersRoutes: ModuleRoutes = (deps) => async (app) => {
  const actors = new WeakMap<FastifyRequest, IntakeActor>();
  const route = routesOf(app, ['orders']);
  // The dashboard lists: one answer per restaurant, list and event, shared (list-cache.ts).
  const lists = createListCache(deps.db);
  // The spec's print/status paths for devices naming themselves (X-Print-Device): the print queue.
  const queued = printStatusThroughQueue(deps);
  const orders = createOrdersService({
    ...deps,
    // Wake the push delivery job now rather than at its next minute; the outbox keeps the push if
    // the queue is not there (tests) or refuses.
    onPushQueued: () => {
      app.jobs?.send(deliverPushesJob, { reason: 'change' }).catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not queue push delivery');
      });
    },
  });

  route.post(
    '/restaurant/order',
    {
      access: can.intake,
      summary:
        'Place an order: from the ordering app (api-key header, customer id_user) or the dashboard (signed in, T id)',
      body: orderIntakeSchema,
      created: 'ORDER_CREATED',
      preValidation: async (request) => {
        // Who orders: the access guard has checked the api-key client, else the restaurant user.
        const client = request.apiClient;
        actors.set(
          request,
          client
            ? { kind: 'app', id_api_client: client.id_api_client }
            : { kind: 'dashboard', id_restaurant: requireRestaurant(request).id_restaurant },
        );
        // Prices come from the catalogue only: a body carrying one is refused, naming the field.
        const field = findClientPriceField(unwrapData(request.body));
        if (field) throw new AppError(400, 'ORDER_PRICE_NOT_ACCEPTED', { field }, field);
      },
    },
    async ({ body, request, reply }) => {
      const actor = actors.get(request);
      if (!actor) throw new AppError(401, 'UNAUTHORIZED');
      try {
        // Idempotency-Key: a retry with the same key answers the first order (checked in intake).
        const { order, replayed } = await placeOrder(deps, actor, body, request.headers['idempotency-key']);
        if (replayed) reply.header('idempotent-replayed', 'true');
        return order;
      } catch (error) {
        if (!(error instanceof OutOfStockError)) throw error;
        const text = formatMessage('ORDER_OUT_OF_STOCK');
        return reply.status(400).send({
          status: 400,
          data: { list_food_menu_out_of_stock: error.items },
          message: text.en,
          message_jp: text.jp,
          code: 'ORDER_OUT_OF_STOCK',
          field: 'order_list',
        });
      }
    },
  );

  route.get(
    '/restaurant/order/events',
    {
      access: can.dashboard,
      summary: 'Order events after a sequence number, with the current rows of their orders (realtime catch-up)',
      query: orderEventsQuerySchema,
    },
    ({ query, request }) => orders.eventsSince(requireRestaurant(request), query.since, query.limit),
  );

  route.get(
    '/restaurant/order/detail/:id',
    { access: can.read, summary: 'One order (data.data)', params: z.object({ id }) },
    async ({ params, request }) => ({ data: await orders.detail(requireRestaurant(request), params.id) }),
  );

  route.get(
    '/restaurant/order/:id_restaurant/:page/:limit',
    {
      access: can.read,
      summary: 'Orders of the restaurant with the statistics of the date (filters in the query)',
      params: z.object({ id_restaurant: id, page, limit: size }),
      query: orderListQuerySchema,
    },
    async ({ params, query, request, reply }) => {
      const { order_date, order_time, ...filter } = query;
      const tenant = requireRestaurant(request);
      const sort = { order_date, order_time };
      const list = {
        method: 'GET',
        idRestaurant: params.id_restaurant,
        page: params.page,
        size: params.limit,
      } as const;
      return lists.answer(tenant, { ...list, filter, sort }, request, reply, () =>
        orders.list(tenant, params.id_restaurant, params.page, params.limit, filter, sort),
      );
    },
  );

  route.post(
    '/restaurant/order/:id_restaurant/:page/:size',
    {
      access: can.read,
      summary: 'Orders of the restaurant with the statistics of the date (filters in the body)',
      params: z.object({ id_restaurant: id, page, size }),
      query: orderSortSchema,
      body: orderListBodySchema,
      readBody: optionalBody,
    },
    async ({ body, params, query, request, reply }) => {
      const tenant = requireRestaurant(request);
      const list = {
        method: 'POST',
        idRestaurant: params.id_restaurant,
        page: params.page,
        size: params.size,
      } as const;
      return lists.answer(tenant, { ...list, filter: body, sort: query }, request, reply, () =>
        orders.list(tenant, params.id_restaurant, params.page, params.size, body, query),
      );
    },
  );

  route.patch(
    '/restaurant/order/update/cooking/status',
    {
      access: can.receive,
      summary: "Move an order to its next status (the ordering app may only mark its customer's order received)",
      body: updateCookingStatusSchema,
      code: 'ORDER_UPDATED',
    },
    ({ body, request }) =>
      request.apiClient
        ? orders.updateCookingStatus(null, body, true)
        : orders.updateCookingStatus(requireRestaurant(request), body),
  );

  route.patch(
    '/restaurant/order/update/waiting/time',
    {
      access: can.dashboard,
      summary: 'Set the wait time of an order',
      body: updateWaitingTimeSchema,
      code: 'ORDER_UPDATED',
    },
    ({ body, request }) => orders.updateWaitingTime(requireRestaurant(request), body),
  );

  route.patch(
    '/restaurant/order/checked/food',
    {
      access: can.dashboard,
      summary: "Tick or untick a line's done checkbox",
      body: checkedFoodSchema,
      code: 'ORDER_UPDATED',
    },
    ({ body, request }) => orders.checkFood(requireRestaurant(request), body),
  );

  route.patch(
    '/restaurant/order/confirm/:id_food_order',
    {
      access: can.dashboard,
      summary: 'Confirm an order (the OK button)',
      params: z.object({ id_food_order: id }),
      body: confirmOrderSchema,
      readBody: optionalBody,
      code: 'ORDER_CONFIRMED',
    },
    ({ body, params, request }) => orders.confirm(requireRestaurant(request), params.id_food_order, body),
  );

  route.patch(
    '/restaurant/order/print/status',
    {
      access: can.print,
      summary: 'Mark an order printed (or to print again)',
      body: printStatusSchema,
      code: 'ORDER_UPDATED',
    },
    ({ body, request }) =>
      queued.namesDevice(request)
        ? queued.setPrinted(request, body)
        : orders.setPrinted(requireRestaurant(request), body),
  );

  route.post(
    '/restaurant/order/print/status',
    {
      access: can.print,
      summary: "Today's orders still to print, in the chosen categories",
      body: printListSchema,
      readBody: optionalBody,
      list: true,
    },
    ({ body, request }) =>
      queued.namesDevice(request) ? queued.claim(request, body) : orders.toPrint(requireRestaurant(request), body),
  );

  route.post(
    '/restaurant/list/table',
    {
      access: can.read,
      summary: 'Table numbers used in the orders of the restaurant',
      body: listTableSchema,
      readBody: optionalBody,
      list: true,
    },
    ({ body, request }) => orders.tables(requireRestaurant(request), body.list_restaurant),
  );
};
