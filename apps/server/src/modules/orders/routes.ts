// Paths of spec 3 §7 for orders, under /api:
//   POST  restaurant/order                               intake (api-key client or signed-in user)
//   GET   restaurant/order/{id_restaurant}/{page}/{limit} list (filters in the query)
//   POST  restaurant/order/{id_restaurant}/{page}/{size}  list (filters in the body, sort in the query)
//   GET   restaurant/order/detail/{id}                    detail (data.data is the order)
//   PATCH restaurant/order/update/cooking/status          lifecycle (domain state machine)
//   PATCH restaurant/order/update/waiting/time            wait time
//   PATCH restaurant/order/checked/food                   a line's done checkbox
//   PATCH restaurant/order/confirm/{id_food_order}        the OK button
//   PATCH restaurant/order/print/status                   printed or not
//   POST  restaurant/order/print/status                   today's orders still to print
//   POST  restaurant/list/table                           tables in use
//   GET   restaurant/order/events?since={seq}             catch-up after a missed realtime event
import { formatMessage } from '@noren/domain/messages';
import { findClientPriceField } from '@noren/domain/orders/intake';
import {
  checkedFoodSchema,
  confirmOrderSchema,
  listTableSchema,
  type OrderIntakeInput,
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
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { access } from '../../plugins/access.ts';
import { requireRestaurant } from '../../plugins/auth.ts';
import type { ModuleRoutes } from '../module.ts';
import { type IntakeActor, OutOfStockError, placeOrder } from './intake.ts';
import { deliverPushesJob } from './push.ts';
import { createOrdersService } from './service.ts';

const wrapped = <T extends z.ZodType>(schema: T) => z.preprocess(unwrapData, schema);
/** A body that may be left out entirely (no body, or null, is {}). */
const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((body) => unwrapData(body ?? {}), schema);
const tags = ['orders'];
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

  app.post(
    '/restaurant/order',
    {
      config: { access: can.intake },
      schema: {
        tags,
        summary:
          'Place an order: from the ordering app (api-key header, customer id_user) or the dashboard (signed in, T id)',
        body: wrapped(orderIntakeSchema),
      },
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
    async (request, reply) => {
      const actor = actors.get(request);
      if (!actor) throw new AppError(401, 'UNAUTHORIZED');
      try {
        // Idempotency-Key: a retry with the same key answers the first order (checked in intake).
        const { order, replayed } = await placeOrder(
          deps,
          actor,
          request.body as OrderIntakeInput,
          request.headers['idempotency-key'],
        );
        reply.status(201);
        if (replayed) reply.header('idempotent-replayed', 'true');
        return ok(order, { code: 'ORDER_CREATED', status: 201 });
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

  app.get(
    '/restaurant/order/events',
    {
      config: { access: can.dashboard },
      schema: {
        tags,
        summary: 'Order events after a sequence number, with the current rows of their orders (realtime catch-up)',
        querystring: orderEventsQuerySchema,
      },
    },
    async (request) =>
      ok(await orders.eventsSince(requireRestaurant(request), request.query.since, request.query.limit)),
  );

  app.get(
    '/restaurant/order/detail/:id',
    { config: { access: can.read }, schema: { tags, summary: 'One order (data.data)', params: z.object({ id }) } },
    async (request) => ok({ data: await orders.detail(requireRestaurant(request), request.params.id) }),
  );

  app.get(
    '/restaurant/order/:id_restaurant/:page/:limit',
    {
      config: { access: can.read },
      schema: {
        tags,
        summary: 'Orders of the restaurant with the statistics of the date (filters in the query)',
        params: z.object({ id_restaurant: id, page, limit: size }),
        querystring: orderListQuerySchema,
      },
    },
    async (request) => {
      const { order_date, order_time, ...filter } = request.query;
      const answer = await orders.list(
        requireRestaurant(request),
        request.params.id_restaurant,
        request.params.page,
        request.params.limit,
        filter,
        { order_date, order_time },
      );
      const { totalData, ...data } = answer;
      return ok(data, { totalData });
    },
  );

  app.post(
    '/restaurant/order/:id_restaurant/:page/:size',
    {
      config: { access: can.read },
      schema: {
        tags,
        summary: 'Orders of the restaurant with the statistics of the date (filters in the body)',
        params: z.object({ id_restaurant: id, page, size }),
        querystring: orderSortSchema,
        body: optionalBody(orderListBodySchema),
      },
    },
    async (request) => {
      const answer = await orders.list(
        requireRestaurant(request),
        request.params.id_restaurant,
        request.params.page,
        request.params.size,
        request.body,
        request.query,
      );
      const { totalData, ...data } = answer;
      return ok(data, { totalData });
    },
  );

  app.patch(
    '/restaurant/order/update/cooking/status',
    {
      config: { access: can.receive },
      schema: {
        tags,
        summary: "Move an order to its next status (the ordering app may only mark its customer's order received)",
        body: wrapped(updateCookingStatusSchema),
      },
    },
    async (request) => {
      const order = request.apiClient
        ? await orders.updateCookingStatus(null, request.body, true)
        : await orders.updateCookingStatus(requireRestaurant(request), request.body);
      return ok(order, { code: 'ORDER_UPDATED' });
    },
  );

  app.patch(
    '/restaurant/order/update/waiting/time',
    {
      config: { access: can.dashboard },
      schema: { tags, summary: 'Set the wait time of an order', body: wrapped(updateWaitingTimeSchema) },
    },
    async (request) =>
      ok(await orders.updateWaitingTime(requireRestaurant(request), request.body), { code: 'ORDER_UPDATED' }),
  );

  app.patch(
    '/restaurant/order/checked/food',
    {
      config: { access: can.dashboard },
      schema: { tags, summary: "Tick or untick a line's done checkbox", body: wrapped(checkedFoodSchema) },
    },
    async (request) => ok(await orders.checkFood(requireRestaurant(request), request.body), { code: 'ORDER_UPDATED' }),
  );

  app.patch(
    '/restaurant/order/confirm/:id_food_order',
    {
      config: { access: can.dashboard },
      schema: {
        tags,
        summary: 'Confirm an order (the OK button)',
        params: z.object({ id_food_order: id }),
        body: optionalBody(confirmOrderSchema),
      },
    },
    async (request) =>
      ok(await orders.confirm(requireRestaurant(request), request.params.id_food_order, request.body), {
        code: 'ORDER_CONFIRMED',
      }),
  );

  app.patch(
    '/restaurant/order/print/status',
    {
      config: { access: can.print },
      schema: { tags, summary: 'Mark an order printed (or to print again)', body: wrapped(printStatusSchema) },
    },
    async (request) => ok(await orders.setPrinted(requireRestaurant(request), request.body), { code: 'ORDER_UPDATED' }),
  );

  app.post(
    '/restaurant/order/print/status',
    {
      config: { access: can.print },
      schema: {
        tags,
        summary: "Today's orders still to print, in the chosen categories",
        body: optionalBody(printListSchema),
      },
    },
    async (request) => {
      const list = await orders.toPrint(requireRestaurant(request), request.body);
      return ok(list, { totalData: list.length });
    },
  );

  app.post(
    '/restaurant/list/table',
    {
      config: { access: can.read },
      schema: {
        tags,
        summary: 'Table numbers used in the orders of the restaurant',
        body: optionalBody(listTableSchema),
      },
    },
    async (request) => {
      const list = await orders.tables(requireRestaurant(request), request.body.list_restaurant);
      return ok(list, { totalData: list.length });
    },
  );
};
