// Delivery time frames (spec 3 §7): GET restaurant/delivery-time?id_restaurant&from_date lists the
// frames grouped by date; PATCH restaurant/delivery-time/{id} sets a frame's quota (max_order).
import { deliveryTimeQuerySchema, updateDeliveryTimeSchema } from '@noren/domain/delivery-times';
import { businessDate } from '@noren/domain/restaurant';
import { unwrapData } from '@noren/domain/users';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { requireRestaurant } from '../../plugins/auth.ts';
import type { ModuleRoutes } from '../module.ts';
import { listDeliveryTimes, updateMaxOrder } from './service.ts';

const tags = ['delivery-times'];

export const deliveryTimesRoutes: ModuleRoutes =
  ({ db }) =>
  async (app) => {
    app.get(
      '/restaurant/delivery-time',
      {
        schema: {
          tags,
          summary: 'Time frames from from_date (default today, Asia/Tokyo) grouped by date: [{date, holiday, list}]',
          querystring: deliveryTimeQuerySchema,
        },
      },
      async (request) => {
        const { id_restaurant } = requireRestaurant(request);
        if (request.query.id_restaurant !== id_restaurant) throw notFound();
        const fromDate = request.query.from_date ?? businessDate(new Date());
        const { groups, total } = await listDeliveryTimes(db, id_restaurant, fromDate);
        return ok(groups, { totalData: total });
      },
    );

    app.patch(
      '/restaurant/delivery-time/:id',
      {
        schema: {
          tags,
          summary: "Set a frame's max_order (never below its count_order)",
          params: z.object({ id: z.coerce.number().int().positive() }),
          body: z.preprocess(unwrapData, updateDeliveryTimeSchema),
        },
      },
      async (request) => {
        const { id_restaurant } = requireRestaurant(request);
        const body = request.body as z.infer<typeof updateDeliveryTimeSchema>;
        const frame = await updateMaxOrder(db, id_restaurant, request.params.id, body.max_order);
        return ok(frame, { code: 'DELIVERY_TIME_UPDATED' });
      },
    );
  };
